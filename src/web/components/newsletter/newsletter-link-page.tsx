import { useTranslation } from "../../i18n/translator.ts";
import { Form, useNavigation } from "react-router";

import { SubmitButton } from "../account/auth-form.tsx";
import { Outcome, TextLink } from "../account/auth-page.tsx";
import { Breadcrumb } from "../ui/breadcrumb.tsx";
import { TextWithIsolated } from "../ui/isolated-text.tsx";

/** The page a newsletter mail's link opens (confirm or unsubscribe): a title and one panel. */
export function NewsletterLinkPage({ title, children }: { title: string; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <Breadcrumb trail={[{ label: t("footer.newsletter.title") }, { label: title }]} />
      <div className="mx-auto mt-6 max-w-xl">
        <h1 className="text-3xl font-black tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        <section className="mt-8 space-y-4 rounded-2xl border border-slate-200 bg-white p-5 sm:p-8">{children}</section>
      </div>
    </div>
  );
}

/** A sentence of the newsletter's strings with the address isolated (it stays readable in Arabic). */
export function AboutAddress({ textKey, email }: { textKey: string; email: string }) {
  const { t } = useTranslation();
  return <TextWithIsolated translate={(mark) => t(textKey, { email: mark })} text={email} />;
}

/**
 * The page's one button. Opening the mailed link only shows the page (mail scanners open every
 * link of a message); pressing the button is what confirms or unsubscribes.
 */
export function NewsletterLinkForm({ lead, submit, busyText }: { lead: React.ReactNode; submit: string; busyText: string }) {
  const navigation = useNavigation();
  return (
    <Form method="post" className="space-y-4">
      <p className="text-slate-700">{lead}</p>
      <SubmitButton busy={navigation.state === "submitting"} busyText={busyText}>
        {submit}
      </SubmitButton>
    </Form>
  );
}

/** The link no longer works: say why it may be, and how to get a new one. */
export function NewsletterLinkProblem({ title, text, focus }: { title: string; text: string; focus: boolean }) {
  const { t } = useTranslation();
  return (
    <Outcome tone="problem" title={title} focus={focus}>
      <p>{text}</p>
      <p>
        <TextLink to="/">{t("info.newsletter.toShop")}</TextLink>
      </p>
    </Outcome>
  );
}
