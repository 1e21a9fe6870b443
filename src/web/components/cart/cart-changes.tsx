import type { CartChange } from "../../../domain/schemas/carts.ts";
import { useTranslation } from "../../i18n/translator.ts";
import { useMoney, useText } from "../../lib/use-preferences.ts";

/**
 * What changed in the cart since its lines were added (decision 042): each price that went up or
 * down, each quantity lowered to the units left, each part removed (sold out, or no longer sold).
 * Told once, when the cart is opened; the cart already shows today's figures.
 */
export function CartChanges({ changes }: { changes: readonly CartChange[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  const text = useText();
  if (changes.length === 0) return null;
  const sentence = ({ name, options, change }: CartChange) => {
    const values = options.map(text).join(", ");
    // Isolated (FSI … PDI) so a Latin part name reads in its own direction inside Arabic text.
    const named = `\u2068${values ? `${text(name)} (${values})` : text(name)}\u2069`;
    switch (change.kind) {
      case "price":
        return t(change.to > change.from ? "cart.changes.priceUp" : "cart.changes.priceDown", {
          name: named,
          from: money(change.from),
          to: money(change.to),
        });
      case "quantity":
        return t("cart.changes.quantity", { name: named, from: change.from, to: change.to });
      case "soldOut":
        return t("cart.changes.soldOut", { name: named });
      case "unavailable":
        return t("cart.changes.unavailable", { name: named });
    }
  };
  return (
    <section
      role="status"
      aria-labelledby="cart-changes"
      className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <h2 id="cart-changes" className="font-bold">
        {t("cart.changes.title")}
      </h2>
      <ul className="mt-2 list-disc space-y-1 ps-5 text-sm">
        {changes.map((change, index) => (
          <li key={`${change.lineId}-${change.change.kind}-${index}`}>{sentence(change)}</li>
        ))}
      </ul>
    </section>
  );
}
