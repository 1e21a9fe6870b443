import { useEffect } from "react";
import { Form, Link, useNavigation } from "react-router";

import { appContext } from "#app-context";

import { ADDRESS_NOT_FOUND } from "../../../domain/schemas/address.ts";
import { AccountHeading } from "../../components/account/account-heading.tsx";
import { AddressLines } from "../../components/account/address-lines.tsx";
import { refusalKeys, serviceErrorOf } from "../../components/account/form-errors.ts";
import { FormNotice, SECONDARY_BUTTON } from "../../components/account/form-field.tsx";
import { useTranslation } from "../../i18n/translator.ts";
import { requireCustomer } from "../../lib/customer.server.ts";
import { pageUrlOf } from "../../lib/page-url.ts";
import { pageSeo } from "../../lib/seo.server.ts";
import { seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/addresses";

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const user = requireCustomer(app, request);
  const url = pageUrlOf(request.url);
  const [addresses, seo] = await Promise.all([
    app.services.addresses.list(user.id),
    pageSeo(app, request, { titleKey: "account.addresses.title", descriptionKey: "account.seoDescription", noindex: true }),
  ]);
  // ?delete={id} asks "delete this address?" on its card (a link, so it works without JavaScript).
  const confirmId = Number(url.searchParams.get("delete"));
  return { addresses, confirmId: addresses.some((a) => a.id === confirmId) ? confirmId : null, saved: url.searchParams.has("saved"), seo };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

type AddressesResult = { status: "deleted" | "defaulted"; key: null } | { status: "refused"; key: string };

/** Delete an address, or make it the default; spec §4's default rules are the server's. */
export async function action({ request, context }: Route.ActionArgs): Promise<AddressesResult> {
  const app = context.get(appContext);
  const user = requireCustomer(app, request);
  const form = await request.formData();
  const id = Number(form.get("id"));
  const intent = String(form.get("intent") ?? "");
  if (!Number.isSafeInteger(id) || id <= 0) return { status: "refused", key: ADDRESS_NOT_FOUND };
  try {
    if (intent === "delete") {
      await app.services.addresses.remove(user.id, id);
      return { status: "deleted", key: null };
    }
    if (intent === "default") {
      await app.services.addresses.setDefault(user.id, id);
      return { status: "defaulted", key: null };
    }
    return { status: "refused", key: "unknown" };
  } catch (error) {
    const refused = serviceErrorOf(error);
    if (!refused) throw error;
    return { status: "refused", key: refused.key };
  }
}

export default function Addresses({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { addresses, confirmId, saved } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";

  useEffect(() => {
    if (actionData) document.getElementById("addresses-notice")?.focus();
  }, [actionData]);
  useEffect(() => {
    if (confirmId !== null) document.getElementById(`confirm-${confirmId}`)?.focus();
  }, [confirmId]);

  const notice = actionData
    ? actionData.status === "refused"
      ? { tone: "error" as const, text: t(refusalKeys(actionData.key)) }
      : { tone: "success" as const, text: t(`account.addresses.${actionData.status}`) }
    : saved
      ? { tone: "success" as const, text: t("account.addresses.saved") }
      : null;

  return (
    <>
      <AccountHeading title={t("account.addresses.title")} lead={t("account.addresses.lead")}>
        <Link to="/account/addresses/new" className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:brightness-90">
          {t("account.addresses.add")}
        </Link>
      </AccountHeading>
      {notice ? (
        <div className="mb-5">
          <FormNotice id="addresses-notice" tone={notice.tone}>
            {notice.text}
          </FormNotice>
        </div>
      ) : null}
      {addresses.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <p className="font-semibold text-slate-900">{t("account.addresses.none")}</p>
          <p className="mt-1 text-sm text-slate-600">{t("account.addresses.noneText")}</p>
        </div>
      ) : (
        <ul aria-label={t("account.addresses.title")} className="grid gap-5 md:grid-cols-2">
          {addresses.map((address) => {
            const label = `${address.firstName} ${address.lastName}, ${address.address1}`;
            return (
              <li
                key={address.id}
                className={`flex flex-col rounded-2xl border bg-white p-5 ${address.default ? "border-brand-600 ring-1 ring-brand-600" : "border-slate-200"}`}
              >
                <div className="flex items-start justify-between gap-3">
                  <AddressLines address={address} />
                  {address.default ? (
                    <span className="shrink-0 rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-semibold text-white">
                      {t("account.addresses.default")}
                    </span>
                  ) : null}
                </div>
                {confirmId === address.id ? (
                  <div
                    id={`confirm-${address.id}`}
                    tabIndex={-1}
                    role="group"
                    aria-labelledby={`confirm-${address.id}-text`}
                    className="mt-4 rounded-xl border border-red-200 bg-red-50 p-4"
                  >
                    <p id={`confirm-${address.id}-text`} className="text-sm font-semibold text-red-900">
                      {t("account.addresses.confirmDelete")}
                    </p>
                    <div className="mt-3 flex flex-wrap gap-2">
                      <Form method="post" action="/account/addresses">
                        <input type="hidden" name="id" value={address.id} />
                        <button
                          type="submit"
                          name="intent"
                          value="delete"
                          disabled={busy}
                          className="rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-70"
                        >
                          {t("account.addresses.confirmYes")}
                        </button>
                      </Form>
                      <Link to="/account/addresses" className={SECONDARY_BUTTON}>
                        {t("account.addresses.confirmNo")}
                      </Link>
                    </div>
                  </div>
                ) : (
                  <div className="mt-auto flex flex-wrap gap-2 pt-4">
                    <Link
                      to={`/account/addresses/${address.id}`}
                      aria-label={t("account.addresses.editLabel", { address: label })}
                      className={SECONDARY_BUTTON}
                    >
                      {t("account.addresses.edit")}
                    </Link>
                    <Link
                      to={`/account/addresses?delete=${address.id}`}
                      aria-label={t("account.addresses.deleteLabel", { address: label })}
                      className={SECONDARY_BUTTON}
                    >
                      {t("account.addresses.delete")}
                    </Link>
                    {!address.default ? (
                      <Form method="post" action="/account/addresses">
                        <input type="hidden" name="id" value={address.id} />
                        <button
                          type="submit"
                          name="intent"
                          value="default"
                          disabled={busy}
                          aria-label={t("account.addresses.makeDefaultLabel", { address: label })}
                          className={SECONDARY_BUTTON}
                        >
                          {t("account.addresses.makeDefault")}
                        </button>
                      </Form>
                    ) : null}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
