import type { Address } from "../../../domain/schemas/address.ts";
import { useTranslation } from "../../i18n/translator.ts";
import { fieldNoteIds, FieldNotes, INPUT_CLASS } from "../ui/field-notes.tsx";
import { CountrySelect } from "./country-select.tsx";
import { TextField, useProblemText } from "./form-field.tsx";

/** spec §3 Address, in the order a shopper fills it (the default flag is the page's own). */
export const ADDRESS_FIELDS = [
  { name: "firstName", autoComplete: "given-name", required: true, max: 80 },
  { name: "lastName", autoComplete: "family-name", required: true, max: 80 },
  { name: "company", autoComplete: "organization", required: false, max: 120, wide: true },
  { name: "country", autoComplete: "country-name", required: true, max: 80, wide: true },
  { name: "address1", autoComplete: "address-line1", required: true, max: 200, wide: true },
  { name: "address2", autoComplete: "address-line2", required: false, max: 200, wide: true },
  { name: "suburb", autoComplete: "address-level2", required: true, max: 120 },
  { name: "state", autoComplete: "address-level1", required: false, max: 120 },
  { name: "postcode", autoComplete: "postal-code", required: true, max: 20, ltr: true },
  { name: "email", autoComplete: "email", required: true, max: 254, type: "email", ltr: true },
  { name: "phone", autoComplete: "tel", required: true, max: 40, type: "tel", ltr: true },
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number]["name"];
export type AddressValues = Partial<Record<AddressField, string>>;

/** The text values of a saved address, to start a form with. */
export function valuesOfAddress(address: Address): Record<AddressField, string> {
  return Object.fromEntries(ADDRESS_FIELDS.map((field) => [field.name, address[field.name]])) as Record<AddressField, string>;
}

/** The address fields, labelled in the shopper's language (the same labels as checkout). */
export function AddressFields({
  idPrefix,
  values,
  errors,
}: {
  idPrefix: string;
  values: AddressValues;
  /** Each field's Conform errors. */
  errors: Partial<Record<string, readonly string[]>>;
}) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {ADDRESS_FIELDS.map((field) => {
        const id = `${idPrefix}-${field.name}`;
        const problem = problemText(errors[field.name]);
        const wide = "wide" in field ? "sm:col-span-2" : "";
        if (field.name === "country") {
          return (
            <div key={field.name} className={wide}>
              <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
                {t("checkout.fields.country")}
              </label>
              <CountrySelect
                id={id}
                defaultValue={values.country || undefined}
                invalid={Boolean(problem)}
                describedBy={fieldNoteIds(id, { problem }).describedBy}
                className={INPUT_CLASS}
              />
              <FieldNotes id={id} error={problem} />
            </div>
          );
        }
        return (
          <TextField
            key={field.name}
            id={id}
            name={field.name}
            label={t(`checkout.fields.${field.name}`)}
            type={"type" in field ? field.type : "text"}
            autoComplete={field.autoComplete}
            required={field.required}
            maxLength={field.max}
            ltr={"ltr" in field}
            defaultValue={values[field.name]}
            errors={errors[field.name]}
            className={wide}
          />
        );
      })}
    </div>
  );
}
