import type { Address } from "../../../domain/schemas/address.ts";
import { useTranslation } from "../../i18n/translator.ts";
import { AddressLines } from "./address-lines.tsx";

type SavedAddress = Address & { id: number };

/** Checkout: the signed-in customer's saved addresses as radio cards, and "use another address". */
export function SavedAddressChooser({
  addresses,
  chosen,
  onChoose,
}: {
  addresses: SavedAddress[];
  chosen: number | "other";
  onChoose: (choice: number | "other") => void;
}) {
  const { t } = useTranslation();
  const card =
    "flex cursor-pointer gap-3 rounded-lg border border-slate-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-sky-500";
  return (
    <fieldset className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <legend className="px-1 font-bold">{t("account.checkout.legend")}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {addresses.map((address) => (
          <label key={address.id} className={card}>
            <input
              type="radio"
              name="savedAddress"
              value={address.id}
              checked={chosen === address.id}
              onChange={() => onChoose(address.id)}
              className="mt-1 accent-brand-600"
            />
            <span className="min-w-0 flex-1">
              {address.default ? (
                <span className="float-end ms-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                  {t("account.checkout.default")}
                </span>
              ) : null}
              <AddressLines address={address} contact={false} inLabel />
            </span>
          </label>
        ))}
        <label className={`${card} items-center`}>
          <input
            type="radio"
            name="savedAddress"
            value="other"
            checked={chosen === "other"}
            onChange={() => onChoose("other")}
            className="accent-brand-600"
          />
          <span className="text-sm font-semibold">{t("account.checkout.another")}</span>
        </label>
      </div>
    </fieldset>
  );
}
