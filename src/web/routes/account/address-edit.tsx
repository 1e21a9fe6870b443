import { data, Form, Link, redirect, useNavigation } from "react-router";

import { appContext } from "#app-context";

import { DEFAULT_COUNTRY } from "../../../domain/countries.ts";
import { ADDRESS_NOT_FOUND, AddressSchema } from "../../../domain/schemas/address.ts";
import { CARD } from "../../components/account/account-card.tsx";
import { AccountHeading } from "../../components/account/account-heading.tsx";
import { ADDRESS_FIELDS, AddressFields, type AddressValues, valuesOfAddress } from "../../components/account/address-fields.tsx";
import { refusalKeys, serviceErrorOf } from "../../components/account/form-errors.ts";
import { FormNotice, PRIMARY_BUTTON, SECONDARY_BUTTON } from "../../components/account/form-field.tsx";
import { parseForm } from "../../components/ui/form-problems.ts";
import { useShopForm } from "../../components/ui/use-shop-form.ts";
import { useTranslation } from "../../i18n/translator.ts";
import { requireCustomer } from "../../lib/customer.server.ts";
import { pageSeo } from "../../lib/seo.server.ts";
import { seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/address-edit";

/** The address id of /account/addresses/{id}; anything but a positive whole number is no address. */
function addressIdOf(param: string | undefined): number | null {
  if (param === undefined) return null;
  const id = /^\d{1,10}$/.test(param) ? Number(param) : 0;
  if (id <= 0 || id > 2_147_483_647) throw data(ADDRESS_NOT_FOUND, { status: 404 });
  return id;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const user = requireCustomer(app, request);
  const id = addressIdOf(params.id);
  let address = null;
  if (id !== null) {
    // Someone else's address reads as no address at all (rule 5).
    address = await app.services.addresses.get(user.id, id).catch((error: unknown) => {
      if (serviceErrorOf(error)?.status === 404) throw data(ADDRESS_NOT_FOUND, { status: 404 });
      throw error;
    });
  }
  const first = id === null && (await app.services.addresses.list(user.id)).length === 0;
  const seo = await pageSeo(app, request, {
    titleKey: id === null ? "account.addressForm.newTitle" : "account.addressForm.editTitle",
    descriptionKey: "account.seoDescription",
    noindex: true,
  });
  return {
    id,
    values: address ? valuesOfAddress(address) : ({ country: DEFAULT_COUNTRY, email: user.email } satisfies AddressValues),
    isDefault: address?.default ?? false,
    first,
    seo,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

/** Saves the address; spec §4: making it the default clears the others (the server's rule). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const user = requireCustomer(app, request);
  const id = addressIdOf(params.id);
  const submission = parseForm(await request.formData(), AddressSchema);
  if (submission.status !== "success") return submission.reply();
  try {
    if (id === null) await app.services.addresses.create(user.id, submission.value);
    else await app.services.addresses.update(user.id, id, submission.value);
  } catch (error) {
    const refused = serviceErrorOf(error);
    if (refused?.status === 404) throw data(ADDRESS_NOT_FOUND, { status: 404 });
    if (!refused) throw error;
    // The service's refusal (an address already saved) is the form's, not a field's.
    return submission.reply({ formErrors: [refused.key] });
  }
  return redirect("/account/addresses?saved");
}

export default function AddressEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { id, isDefault, first } = loaderData;
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  const title = id === null ? t("account.addressForm.newTitle") : t("account.addressForm.editTitle");
  const { form, fields, formProps } = useShopForm(AddressSchema, {
    id: "address-form",
    lastResult: actionData,
    defaultValue: loaderData.values,
  });
  const values: AddressValues = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field.name, fields[field.name].initialValue]));
  const errors = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field.name, fields[field.name].errors]));
  const refusal = form.errors?.[0];
  const wantsDefault = fields.default.initialValue === "on";

  return (
    <>
      <AccountHeading title={title} trail={[{ label: t("account.addresses.title"), to: "/account/addresses" }]} />
      <div className={`${CARD} max-w-3xl`}>
        <Form {...formProps} method="post" className="space-y-5" aria-busy={saving}>
          <p className="text-sm text-slate-600">{t("account.addressForm.required")}</p>
          {form.status === "error" || refusal ? (
            <FormNotice id="address-notice" tone="error">
              {refusal ? t(refusalKeys(refusal)) : t("account.fieldErrors.summary")}
            </FormNotice>
          ) : null}
          <AddressFields idPrefix="address" values={values} errors={errors} />
          <div>
            <label className="flex items-center gap-3 text-sm font-semibold text-slate-800">
              {/* spec §4: the default stays default until another address takes its place. */}
              <input
                type="checkbox"
                name="default"
                defaultChecked={isDefault || first || wantsDefault}
                disabled={isDefault || first}
                aria-describedby={isDefault || first ? "address-default-hint" : undefined}
                className="h-5 w-5 accent-brand-600"
              />
              {t("account.addressForm.default")}
            </label>
            {isDefault || first ? (
              <p id="address-default-hint" className="mt-1.5 ms-8 text-sm text-slate-500">
                {isDefault ? t("account.addressForm.isDefault") : t("account.addressForm.firstIsDefault")}
              </p>
            ) : null}
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" disabled={saving} className={PRIMARY_BUTTON}>
              {saving ? t("account.saving") : t("account.addressForm.save")}
            </button>
            <Link to="/account/addresses" className={SECONDARY_BUTTON}>
              {t("account.addressForm.cancel")}
            </Link>
          </div>
        </Form>
      </div>
    </>
  );
}
