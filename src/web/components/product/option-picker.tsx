import { isHexColor } from "../../../domain/hex-color.ts";
import type { ProductDetailView } from "../../../domain/product.ts";
import { soldOutValues } from "../../../domain/variants.ts";
import { useTranslation } from "../../i18n/translator.ts";
import { useText } from "../../lib/use-preferences.ts";

/**
 * spec §5 Product options: each option required, chosen by radio. The choices are the caller's
 * (the page shows the chosen variant's price, numbers and stock beside them). A value no variant
 * in stock has is marked sold out, and stays choosable: the shopper sees why they cannot add it.
 */
export function OptionPicker({
  product,
  choices,
  onChoose,
  missing,
  describedBy,
  compact = false,
}: {
  product: Pick<ProductDetailView, "options" | "variants">;
  choices: Readonly<Record<string, string>>;
  onChoose: (optionSlug: string, valueSlug: string) => void;
  /** Options the shopper tried to add without: outlined, and described by the alert. */
  missing?: ReadonlySet<string>;
  describedBy?: string;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const text = useText();
  const soldOut = soldOutValues(product, choices);

  return product.options.map((option) => {
    const invalid = missing?.has(option.slug) ?? false;
    const chosen = option.values.find((v) => v.slug === choices[option.slug]);
    return (
      <fieldset key={option.slug} aria-invalid={invalid || undefined} aria-describedby={invalid ? describedBy : undefined}>
        <legend className="text-sm font-semibold text-slate-800">
          {text(option.name)}
          {chosen ? <span className="ms-2 font-normal text-slate-600">{text(chosen.name)}</span> : null}
          <span className="ms-1 text-red-700" aria-hidden="true">
            *
          </span>
          <span className="sr-only"> ({t("product.options.required")})</span>
        </legend>
        <div className={`mt-2 flex flex-wrap gap-2 rounded-lg ${invalid ? "outline-2 outline-offset-4 outline-red-600" : ""}`}>
          {option.values.map((value) => {
            const checked = choices[option.slug] === value.slug;
            const out = soldOut.has(`${option.slug}=${value.slug}`);
            return (
              <label
                key={value.slug}
                className={`relative flex cursor-pointer items-center gap-2 rounded-lg border text-sm font-medium has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-sky-500 ${
                  compact ? "px-3 py-1.5" : "px-3 py-2"
                } ${
                  checked
                    ? "border-brand-600 bg-brand-50 text-brand-700 ring-1 ring-brand-600"
                    : out
                      ? "border-dashed border-slate-300 bg-slate-50 text-slate-600 hover:border-slate-500"
                      : "border-slate-300 bg-white text-slate-800 hover:border-slate-500"
                }`}
              >
                <input
                  type="radio"
                  name={`option-${option.slug}`}
                  value={value.slug}
                  checked={checked}
                  required
                  onChange={() => onChoose(option.slug, value.slug)}
                  className="absolute inset-0 h-full w-full cursor-pointer opacity-0"
                />
                {option.type === "color" && isHexColor(value.color) ? (
                  <span
                    aria-hidden="true"
                    className="h-5 w-5 shrink-0 rounded-full border border-slate-300 shadow-inner"
                    style={{ background: value.color }}
                  />
                ) : null}
                <span className={out ? "line-through decoration-slate-400" : undefined}>{text(value.name)}</span>
                {out ? <span className="sr-only"> ({t("product.options.soldOut")})</span> : null}
              </label>
            );
          })}
        </div>
      </fieldset>
    );
  });
}
