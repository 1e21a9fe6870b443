// The product editor's options and variants: a new option (with its first value), one more value
// of an option (its new combinations become variants), and each variant's own numbers, price,
// sale price and picture; a value of an option, or a variant, removed. Units move through the
// stock panel, like the part's.
import {
  type AdminProduct,
  NewOptionSchema,
  NewOptionValueSchema,
  utcMinuteOf,
  VariantFieldsSchema,
  VariantGridSchema,
} from "../../../domain/schemas/catalog-admin.ts";
import { useTranslation } from "../../i18n/translator.ts";
import { useText } from "../../lib/use-preferences.ts";
import { ActionCard, AdminField, RowAction } from "./admin-form.tsx";
import { Panel } from "./admin-ui.tsx";
import { useUsd } from "./product-badges.tsx";
import { Translated } from "./product-fields.tsx";

/** A variant's values by their names: "Large, Sand". */
function useValuesOf(product: AdminProduct) {
  const text = useText();
  return (options: Record<string, string>) =>
    product.options
      .map((option) => {
        const value = option.values.find((each) => each.slug === options[option.slug]);
        return value ? text(value.name) : options[option.slug];
      })
      .join(", ");
}

/** Every variant on one line each, saved at once: what changes most often (SKUs, prices, units, weights, barcodes). */
function VariantGridForm({ product }: { product: AdminProduct }) {
  const { t } = useTranslation();
  const valuesOf = useValuesOf(product);
  const rows = product.variants.map((variant) => ({
    variantId: String(variant.id),
    sku: variant.sku,
    price: variant.price.toFixed(2),
    salePrice: variant.salePrice === null ? "" : variant.salePrice.toFixed(2),
    units: String(variant.units),
    weightGrams: variant.weightGrams === undefined ? "" : String(variant.weightGrams),
    gtin: variant.gtin ?? "",
  }));
  const head = ["variant", "sku", "price", "salePrice", "units", "weightGrams", "gtin"] as const;
  return (
    <ActionCard intent="variant-grid" schema={VariantGridSchema} texts="admin.product.grid" defaultValue={{ rows }}>
      {(fields) => (
        <div className="w-full overflow-x-auto">
          <table className="w-full min-w-[48rem] text-sm">
            <thead>
              <tr className="text-start text-xs text-slate-600">
                {head.map((key) => (
                  <th key={key} scope="col" className="px-1 py-1 text-start font-semibold">
                    {t(`admin.product.gridHead.${key}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {fields.rows.getFieldList().map((row, index) => {
                const cells = row.getFieldset();
                const variant = product.variants[index]!;
                const name = valuesOf(variant.options);
                const cell = (key: Exclude<(typeof head)[number], "variant">, numeric: boolean) => (
                  <td className="px-1 py-1 align-top">
                    <AdminField
                      field={cells[key]}
                      label={t("admin.product.gridCell", { field: t(`admin.product.gridHead.${key}`), variant: name })}
                      hideLabel
                      ltr
                      control={{ inputMode: numeric ? "decimal" : "text" }}
                    />
                  </td>
                );
                return (
                  <tr key={row.key} className="border-t border-slate-100">
                    <th scope="row" className="px-1 py-2 text-start align-top font-semibold">
                      <input type="hidden" name={cells.variantId.name} defaultValue={String(variant.id)} />
                      {name}
                    </th>
                    {cell("sku", false)}
                    {cell("price", true)}
                    {cell("salePrice", true)}
                    {cell("units", true)}
                    {cell("weightGrams", true)}
                    {cell("gtin", true)}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </ActionCard>
  );
}

export function ProductVariants({ product }: { product: AdminProduct }) {
  const { t } = useTranslation();
  const text = useText();
  const usd = useUsd();
  const valuesOf = useValuesOf(product);
  const types = (["default", "color"] as const).map((type) => ({ value: type, label: t(`admin.product.optionTypes.${type}`) }));
  const pictures = [
    { value: "", label: t("admin.product.variantPictureNone") },
    ...product.images.map((image, index) => ({ value: image.url, label: t("admin.product.pictureNumber", { number: index + 1 }) })),
  ];
  return (
    <Panel id="variants" title={t("admin.product.variants")}>
      <div className="space-y-4">
        {product.variants.length === 0 ? <p className="text-sm text-slate-600">{t("admin.product.variantsNone")}</p> : null}
        {product.options.map((option) => (
          <div key={option.id} className="rounded-lg border border-slate-200 p-3">
            <p className="text-sm font-semibold text-slate-900">{text(option.name)}</p>
            <ul className="mt-1 flex flex-wrap gap-2" aria-label={t("admin.product.valuesOf", { option: text(option.name) })}>
              {option.values.map((value) => (
                <li key={value.id} className="flex items-center gap-1 rounded-full bg-slate-100 ps-3 text-sm text-slate-900">
                  {text(value.name)}
                  {option.values.length > 1 ? (
                    <RowAction
                      intent="value-remove"
                      fields={{ optionId: option.id, valueId: value.id }}
                      label={t("admin.product.valueRemoveLabel", { value: text(value.name), option: text(option.name) })}
                    >
                      <span aria-hidden="true">×</span>
                    </RowAction>
                  ) : (
                    <span className="pe-3" />
                  )}
                </li>
              ))}
            </ul>
            <div className="mt-2">
              <ActionCard
                intent="value"
                row={option.id}
                look="card"
                schema={NewOptionValueSchema}
                texts="admin.product.addValue"
                values={{ option: text(option.name) }}
                hidden={{ optionId: option.id }}
              >
                {(fields) => (
                  <>
                    <Translated field={fields.name} label="admin.product.valueIn" />
                    {option.type === "color" ? (
                      <AdminField field={fields.color} label={t("admin.product.color")} hint="#1a2b3c" ltr />
                    ) : null}
                  </>
                )}
              </ActionCard>
            </div>
          </div>
        ))}
        {product.variants.length > 1 ? <VariantGridForm product={product} /> : null}
        {product.variants.length > 0 ? (
          <ul className="space-y-3">
            {product.variants.map((variant) => (
              <li key={variant.id} className="rounded-lg border border-slate-200 p-3">
                <div className="mb-2 flex flex-wrap items-center justify-between gap-2 text-sm">
                  <strong>{valuesOf(variant.options)}</strong>
                  <span className="flex flex-wrap items-center gap-2">
                    {usd(variant.sellingPrice)} ·{" "}
                    {t("admin.products.unitsOf", { available: variant.units - variant.held, units: variant.units })}
                    {product.variants.length > 1 ? (
                      <RowAction
                        intent="variant-remove"
                        fields={{ variantId: variant.id }}
                        label={t("admin.product.variantRemoveLabel", { variant: valuesOf(variant.options) })}
                      >
                        {t("admin.product.variantRemove")}
                      </RowAction>
                    ) : null}
                  </span>
                </div>
                <ActionCard
                  intent="variant"
                  row={variant.id}
                  look="card"
                  schema={VariantFieldsSchema}
                  texts="admin.product.variant"
                  values={{ variant: valuesOf(variant.options) }}
                  hidden={{ variantId: variant.id }}
                  defaultValue={{
                    sku: variant.sku,
                    partNumber: variant.partNumber,
                    price: variant.price.toFixed(2),
                    salePrice: variant.salePrice === null ? "" : variant.salePrice.toFixed(2),
                    saleStartsAt: utcMinuteOf(variant.saleStartsAt),
                    saleEndsAt: utcMinuteOf(variant.saleEndsAt),
                    image: variant.image ?? "",
                    weightGrams: variant.weightGrams === undefined ? "" : String(variant.weightGrams),
                    lengthMm: variant.lengthMm === undefined ? "" : String(variant.lengthMm),
                    widthMm: variant.widthMm === undefined ? "" : String(variant.widthMm),
                    heightMm: variant.heightMm === undefined ? "" : String(variant.heightMm),
                    cost: variant.cost === undefined ? "" : variant.cost.toFixed(2),
                    gtin: variant.gtin ?? "",
                  }}
                >
                  {(fields) => (
                    <div className="grid gap-2 sm:grid-cols-2">
                      <AdminField field={fields.sku} label={t("admin.product.fields.sku")} ltr />
                      <AdminField field={fields.partNumber} label={t("admin.product.fields.partNumber")} ltr />
                      <AdminField field={fields.price} label={t("admin.product.fields.price")} ltr control={{ inputMode: "decimal" }} />
                      <AdminField
                        field={fields.salePrice}
                        label={t("admin.product.fields.salePrice")}
                        ltr
                        control={{ inputMode: "decimal" }}
                      />
                      <AdminField
                        field={fields.saleStartsAt}
                        label={t("admin.product.fields.saleStartsAt")}
                        hint={t("admin.product.fields.saleWindowHint")}
                        ltr
                        control={{ type: "datetime-local" }}
                      />
                      <AdminField
                        field={fields.saleEndsAt}
                        label={t("admin.product.fields.saleEndsAt")}
                        ltr
                        control={{ type: "datetime-local" }}
                      />
                      <AdminField
                        field={fields.image}
                        label={t("admin.product.variantPicture")}
                        control={{ kind: "select", options: pictures }}
                      />
                      <AdminField
                        field={fields.gtin}
                        label={t("admin.product.fields.gtin")}
                        hint={t("admin.product.fields.gtinHint")}
                        ltr
                        control={{ inputMode: "numeric" }}
                      />
                      <AdminField
                        field={fields.cost}
                        label={t("admin.product.fields.cost")}
                        hint={t("admin.product.fields.costHint")}
                        ltr
                        control={{ inputMode: "decimal" }}
                      />
                      <div className="grid gap-2 sm:col-span-2 sm:grid-cols-4">
                        {(["weightGrams", "lengthMm", "widthMm", "heightMm"] as const).map((name) => (
                          <AdminField
                            key={name}
                            field={fields[name]}
                            label={t(`admin.product.variantSize.${name}`)}
                            hint={t("admin.product.variantSize.hint")}
                            ltr
                            control={{ inputMode: "numeric" }}
                          />
                        ))}
                      </div>
                    </div>
                  )}
                </ActionCard>
              </li>
            ))}
          </ul>
        ) : null}
        <ActionCard intent="option" schema={NewOptionSchema} texts="admin.product.addOption" defaultValue={{ type: "default" }}>
          {(fields) => {
            const value = fields.value.getFieldset();
            return (
              <>
                <Translated field={fields.name} label="admin.product.optionIn" />
                <AdminField field={fields.type} label={t("admin.product.optionType")} control={{ kind: "select", options: types }} />
                <Translated field={value.name} label="admin.product.firstValueIn" />
                <AdminField field={value.color} label={t("admin.product.color")} hint={t("admin.product.colorHint")} ltr />
              </>
            );
          }}
        </ActionCard>
      </div>
    </Panel>
  );
}
