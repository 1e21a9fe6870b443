import { Form, useNavigation } from "react-router";

import { mayMove, type OrderStatus, type PaymentStatus } from "../../../domain/order-status.ts";
import { useTranslation } from "../../i18n/translator.ts";

/**
 * "Pay now" for an order whose payment was declined or abandoned (the transition table's
 * pay_again): the page's action opens a new payment session for the same order.
 */
export function PayAgainForm({
  status,
  paymentStatus,
  refusal,
  declinedOnly = false,
}: {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  refusal?: string | undefined;
  /** Where an unpaid order may still be confirmed any moment (the page the provider returns to), only a declined payment offers it. */
  declinedOnly?: boolean;
}) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  if (!mayMove({ status, paymentStatus }, "pay_again") || (declinedOnly && paymentStatus !== "failed")) return null;
  return (
    <Form method="post" className="mt-4 rounded-xl border border-amber-200 bg-amber-50 p-4">
      <input type="hidden" name="intent" value="payAgain" />
      <p className="text-sm text-amber-900">{t(paymentStatus === "failed" ? "checkout.payAgain.failedLead" : "checkout.payAgain.lead")}</p>
      {refusal ? (
        <p role="alert" className="mt-2 text-sm font-semibold text-red-800">
          {refusal}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={busy}
        className="mt-3 rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {t("checkout.payAgain.button")}
      </button>
    </Form>
  );
}
