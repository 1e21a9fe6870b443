// The product editor's fields, shared by the new part's card and the editor's: texts in the three
// languages, numbers and place, price and sale, search engines, weight and size, specifications
// and other numbers. The form's schema is ProductFieldsFormSchema (src/domain/schemas/catalog-admin.ts).
import type { FieldMetadata } from "@conform-to/react";
import type { z } from "zod";

import { LOCALES, localizedText } from "../../../domain/locales.ts";
import { PLAIN_PART_FIELDS } from "../../../domain/part-fields.ts";
import { type AdminProduct, linesText, type ProductFieldsFormSchema, utcMinuteOf } from "../../../domain/schemas/catalog-admin.ts";
import { PRODUCT_STATUSES } from "../../../domain/stock.ts";
import { useTranslation } from "../../i18n/translator.ts";
import { AdminField } from "./admin-form.tsx";

type ProductForm = z.input<typeof ProductFieldsFormSchema>;
/** The editor's `fields` field, in whichever form holds it (a new part's, a save's). */
type ProductField<F extends Record<string, unknown>> = FieldMetadata<ProductForm, F, string[]>;
/** A text in the three languages, English required (a title, an option's or a value's name). */
type TextsField<F extends Record<string, unknown>> = FieldMetadata<
  { en: string; ru?: string | undefined; ar?: string | undefined } | undefined,
  F,
  string[]
>;

export interface ProductChoices {
  brands: readonly { value: string; label: string }[];
  categories: readonly { value: string; label: string }[];
}

/** The form's text for each field of a stored part (what the editor opens with). */
export function productFormValues(product: AdminProduct["fields"]) {
  const amount = (value: number | undefined) => (value === undefined ? "" : value.toFixed(2));
  // A plain field's text (part-fields.ts): a number as typed, none as empty; a flag stays a checkbox's.
  const plain = Object.fromEntries(
    PLAIN_PART_FIELDS.map(({ name, kind }) => {
      const value = product[name];
      return [name, kind === "flag" ? value : value === undefined ? "" : String(value)];
    }),
  );
  return {
    ...product,
    ...plain,
    brandId: String(product.brandId),
    categoryId: String(product.categoryId),
    price: amount(product.price),
    salePrice: amount(product.salePrice),
    cost: amount(product.cost),
    gtin: product.gtin ?? "",
    saleStartsAt: utcMinuteOf(product.saleStartsAt),
    saleEndsAt: utcMinuteOf(product.saleEndsAt),
    tags: product.tags.join(", "),
    specs: linesText.specs(product.specs),
    oemCodes: linesText.codes(product.oemCodes),
    crossCodes: linesText.codes(product.crossCodes),
  };
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="space-y-3 border-t border-slate-200 pt-3">
      <legend className="pe-2 text-sm font-bold tracking-wide text-slate-700 uppercase">{title}</legend>
      {children}
    </fieldset>
  );
}

const GRID = "grid gap-3 sm:grid-cols-2";

/** The plain fields (part-fields.ts) the editor shows in one section, each labelled in the page's language. */
function PlainFields<F extends Record<string, unknown>>({
  field,
  section,
  className,
}: {
  field: ProductField<F>;
  section: (typeof PLAIN_PART_FIELDS)[number]["section"];
  className?: string;
}) {
  const { i18n } = useTranslation();
  const fields = field.getFieldset();
  const shown = PLAIN_PART_FIELDS.filter((plain) => plain.section === section);
  const inputs = shown.map((plain) => (
    <AdminField
      key={plain.name}
      field={fields[plain.name]}
      label={localizedText(plain.label, i18n.language)}
      hint={"hint" in plain && plain.hint ? localizedText(plain.hint, i18n.language) : undefined}
      ltr={plain.kind !== "text"}
      control={
        plain.kind === "flag"
          ? { kind: "checkbox" }
          : plain.kind === "measure" || plain.kind === "count"
            ? { inputMode: "numeric" }
            : plain.kind === "amount"
              ? { inputMode: "decimal" }
              : plain.name === "metaDescription"
                ? { kind: "textarea", rows: 2 }
                : {}
      }
    />
  ));
  return className ? <div className={className}>{inputs}</div> : <>{inputs}</>;
}

/** One text in three languages; Russian and Arabic say when they are empty and English stands in. */
export function Translated<F extends Record<string, unknown>>({
  field,
  label,
  control,
}: {
  field: TextsField<F>;
  label: string;
  control?: "textarea";
}) {
  const { t } = useTranslation();
  const texts = field.getFieldset();
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      {LOCALES.map((locale) => {
        const text = texts[locale];
        const empty = locale !== "en" && !(typeof text.initialValue === "string" && text.initialValue.trim());
        return (
          <AdminField
            key={locale}
            field={text}
            lang={locale}
            label={t(label, { language: t(`admin.product.languages.${locale}`) })}
            hint={empty ? t("admin.product.englishStandsIn") : undefined}
            control={control === "textarea" ? { kind: "textarea", rows: 6 } : {}}
          />
        );
      })}
    </div>
  );
}

/**
 * The part's fields. `pricedFrom`: the part is sold in variants, priced and put on sale on each
 * of them, and shows its cheapest variant's price (in US dollars): the editor offers no price of its own.
 */
export function ProductFields<F extends Record<string, unknown>>({
  field,
  choices,
  pricedFrom,
}: {
  field: ProductField<F>;
  choices: ProductChoices;
  pricedFrom?: string | undefined;
}) {
  const { t } = useTranslation();
  const fields = field.getFieldset();
  const label = (name: string) => t(`admin.product.fields.${name}`);
  const statuses = PRODUCT_STATUSES.map((status) => ({ value: status, label: t(`admin.products.states.${status}`) }));
  return (
    <>
      <Section title={t("admin.product.sections.texts")}>
        <Translated field={fields.title} label="admin.product.fields.titleIn" />
        <Translated field={fields.excerpt} label="admin.product.fields.excerptIn" control="textarea" />
        <Translated field={fields.description} label="admin.product.fields.descriptionIn" control="textarea" />
      </Section>

      <Section title={t("admin.product.sections.identity")}>
        <div className={GRID}>
          <AdminField field={fields.partNumber} label={label("partNumber")} ltr />
          <AdminField field={fields.sku} label={label("sku")} ltr />
          <AdminField field={fields.gtin} label={label("gtin")} hint={label("gtinHint")} ltr control={{ inputMode: "numeric" }} />
          <AdminField field={fields.slug} label={label("slug")} hint={label("slugHint")} ltr />
          <AdminField field={fields.status} label={label("status")} control={{ kind: "select", options: statuses }} />
          <AdminField field={fields.brandId} label={label("brand")} control={{ kind: "select", options: choices.brands }} />
          <AdminField field={fields.categoryId} label={label("category")} control={{ kind: "select", options: choices.categories }} />
          <AdminField field={fields.tags} label={label("tags")} hint={label("tagsHint")} />
          <PlainFields field={field} section="identity" />
        </div>
      </Section>

      <Section title={t("admin.product.sections.price")}>
        {pricedFrom !== undefined ? (
          <p className="text-sm text-slate-700">{t("admin.product.pricedByVariants", { price: pricedFrom })}</p>
        ) : (
          <div className={GRID}>
            <AdminField field={fields.price} label={label("price")} ltr control={{ inputMode: "decimal" }} />
            <AdminField
              field={fields.salePrice}
              label={label("salePrice")}
              hint={label("salePriceHint")}
              ltr
              control={{ inputMode: "decimal" }}
            />
            <AdminField
              field={fields.saleStartsAt}
              label={label("saleStartsAt")}
              hint={label("saleWindowHint")}
              ltr
              control={{ type: "datetime-local" }}
            />
            <AdminField field={fields.saleEndsAt} label={label("saleEndsAt")} ltr control={{ type: "datetime-local" }} />
            <AdminField field={fields.cost} label={label("cost")} hint={label("costHint")} ltr control={{ inputMode: "decimal" }} />
            {/* Its own prices in other currencies (decision 043): a part sold in variants is priced by each, in dollars. */}
            <PlainFields field={field} section="price" />
          </div>
        )}
      </Section>

      <Section title={t("admin.product.sections.seo")}>
        <PlainFields field={field} section="seo" />
      </Section>

      <Section title={t("admin.product.sections.shipping")}>
        <PlainFields field={field} section="shipping" className="grid gap-3 sm:grid-cols-4" />
      </Section>

      {PLAIN_PART_FIELDS.some((plain) => plain.section === "trade") ? (
        <Section title={t("admin.product.sections.trade")}>
          <PlainFields field={field} section="trade" className={GRID} />
        </Section>
      ) : null}

      <Section title={t("admin.product.sections.specs")}>
        <AdminField field={fields.specs} label={label("specs")} hint={label("specsHint")} control={{ kind: "textarea", rows: 5 }} />
        <div className={GRID}>
          <AdminField
            field={fields.oemCodes}
            label={label("oemCodes")}
            hint={label("codesHint")}
            ltr
            control={{ kind: "textarea", rows: 4 }}
          />
          <AdminField
            field={fields.crossCodes}
            label={label("crossCodes")}
            hint={label("codesHint")}
            ltr
            control={{ kind: "textarea", rows: 4 }}
          />
        </div>
      </Section>
    </>
  );
}
