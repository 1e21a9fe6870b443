import { useRef } from "react";

import type { DiscountRefusal } from "../../../domain/discounts.ts";
import { useTranslation } from "../../i18n/translator.ts";

/**
 * The checkout's discount code: typed and applied (the server's totals then show what it takes
 * off, or the field says why it does not apply, in the shopper's language). The field is the
 * form's own, so a code goes with the order also without JavaScript.
 */
export function DiscountCodeField({
  codeTried,
  loading,
  defaultValue,
  onApply,
}: {
  /** The code the server last priced, and why it refused it (null: it applies). */
  codeTried: { code: string; refusal: DiscountRefusal | null } | null;
  loading: boolean;
  defaultValue: string;
  /** Applies a code (with the e-mail typed so far, for a code limited per customer); "" removes it. */
  onApply: (code: string, email: string) => void;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const apply = () => {
    const field = input.current;
    if (!field) return;
    const email = field.form?.elements.namedItem("email");
    onApply(field.value.trim(), email instanceof HTMLInputElement ? email.value.trim() : "");
  };
  const remove = () => {
    if (input.current) input.current.value = "";
    onApply("", "");
  };
  const said = codeTried && !loading ? codeTried : null;
  return (
    <div className="mt-4 border-t border-slate-200 pt-3">
      <label htmlFor="discount-code" className="block text-sm font-semibold">
        {t("checkout.discount.label")}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          ref={input}
          id="discount-code"
          name="discountCode"
          defaultValue={defaultValue}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={60}
          dir="ltr"
          aria-invalid={said?.refusal ? true : undefined}
          aria-describedby={said ? "discount-code-said" : undefined}
          // Enter applies the code here; it does not send the shopper to the payment.
          onKeyDown={(event) => {
            if (event.key !== "Enter") return;
            event.preventDefault();
            apply();
          }}
          className="block w-full min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 uppercase aria-[invalid]:border-red-600 rtl:text-end"
        />
        <button
          type="button"
          onClick={apply}
          className="rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold hover:border-brand-600 hover:text-brand-700"
        >
          {t("checkout.discount.apply")}
        </button>
      </div>
      <p id="discount-code-said" aria-live="polite" className="mt-1 text-xs">
        {said?.refusal ? (
          <span className="text-red-700">{t(`checkout.discount.refusals.${said.refusal}`)}</span>
        ) : said ? (
          <span className="text-emerald-800">
            {t("checkout.discount.applied", { code: said.code })}{" "}
            <button type="button" onClick={remove} className="font-semibold underline">
              {t("checkout.discount.remove")}
            </button>
          </span>
        ) : null}
      </p>
    </div>
  );
}
