import { Form, useNavigation } from "react-router";

import { useTranslation } from "../../i18n/translator.ts";
import { SubmitButton } from "../account/auth-form.tsx";
import { Outcome, TextLink } from "../account/auth-page.tsx";
import { Breadcrumb } from "../ui/breadcrumb.tsx";
import { TextWithIsolated } from "../ui/isolated-text.tsx";

/** A sentence of the newsletter's strings with the address isolated (it stays readable in Arabic). */
function AboutAddress({ textKey, email }: { textKey: string; email: string }) {
  const { t } = useTranslation();
  return <TextWithIsolated translate={(mark) => t(textKey, { email: mark })} text={email} />;
}

/**
 * The page a newsletter mail's link opens, confirm or unsubscribe, in its three states: done (the
 * address it was done for), ready (its one button), or a link that no longer works. Opening the
 * link only shows the page (mail scanners open every link of a message); the button's POST does it.
 */
export function NewsletterLinkPage({
  kind,
  done,
  ready,
  answered,
}: {
  kind: "confirm" | "unsubscribe";
  /** The address it was done for, now or before. */
  done: string | null;
  /** The address the button would act for; null when the link does not work. */
  ready: string | null;
  /** The page shows the answer to its button (focus goes to it). */
  answered: boolean;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const key = (name: string) => `info.newsletter.${kind}.${name}`;
  let body: React.ReactNode;
  if (done) {
    body = (
      <Outcome tone="success" title={t(key("doneTitle"))} focus={answered}>
        <p>
          <AboutAddress textKey={key("doneText")} email={done} />
        </p>
        {kind === "confirm" ? (
          <p>
            <TextLink to="/shop">{t("info.newsletter.toShop")}</TextLink>
          </p>
        ) : null}
      </Outcome>
    );
  } else if (ready && !answered) {
    body = (
      <Form method="post" className="space-y-4">
        <p className="text-slate-700">
          <AboutAddress textKey={key("lead")} email={ready} />
        </p>
        <SubmitButton busy={navigation.state === "submitting"} busyText={t(key("busy"))}>
          {t(key("submit"))}
        </SubmitButton>
      </Form>
    );
  } else {
    body = (
      <Outcome tone="problem" title={t(key("invalidTitle"))} focus={answered}>
        <p>{t(key("invalidText"))}</p>
        <p>
          <TextLink to="/">{t("info.newsletter.toShop")}</TextLink>
        </p>
      </Outcome>
    );
  }
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <Breadcrumb trail={[{ label: t("footer.newsletter.title") }, { label: t(key("title")) }]} />
      <div className="mx-auto mt-6 max-w-xl">
        <h1 className="text-3xl font-black tracking-tight text-slate-900 sm:text-4xl">{t(key("title"))}</h1>
        <section className="mt-8 space-y-4 rounded-2xl border border-slate-200 bg-white p-5 sm:p-8">{body}</section>
      </div>
    </div>
  );
}
