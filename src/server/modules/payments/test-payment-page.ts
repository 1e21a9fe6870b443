import { formatMinor } from "../../../domain/money.ts";
import { escapeHtml } from "../../lib/html.ts";

interface PageInput {
  sessionId: string;
  description: string;
  /** In the session's currency, its minor units. */
  amountCents: number;
  currency: string;
  email: string;
  error?: string | undefined;
  cardNumber?: string | undefined;
}

/** The test provider's hosted payment page: plain HTML, no script, like a provider's own page. */
export function testPaymentPage(input: PageInput): string {
  const action = `/api/website/payments/test/${encodeURIComponent(input.sessionId)}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>Pay ${escapeHtml(formatMinor(input.amountCents, input.currency))} · Overland test payments</title>
<style>
  *{box-sizing:border-box} body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f3f4f6;color:#111827}
  main{max-width:440px;margin:6vh auto;padding:28px;background:#fff;border-radius:14px;box-shadow:0 10px 30px rgba(0,0,0,.08)}
  h1{font-size:1.1rem;margin:0 0 4px} .amount{font-size:2rem;font-weight:700;margin:8px 0 20px}
  .note{background:#fef3c7;border:1px solid #f59e0b;border-radius:8px;padding:10px 12px;font-size:.9rem;margin-bottom:18px}
  label{display:block;font-weight:600;font-size:.9rem;margin:12px 0 4px}
  input{width:100%;padding:11px 12px;border:1px solid #d1d5db;border-radius:8px;font-size:1rem}
  input:focus{outline:3px solid #93c5fd;border-color:#2563eb}
  .row{display:flex;gap:12px}.row>div{flex:1}
  .error{background:#fee2e2;border:1px solid #ef4444;color:#991b1b;border-radius:8px;padding:10px 12px;margin-bottom:12px}
  button{width:100%;margin-top:20px;padding:13px;border:0;border-radius:8px;background:#ea580c;color:#fff;font-size:1rem;font-weight:700;cursor:pointer}
  button.link{background:none;color:#374151;text-decoration:underline;font-weight:500;margin-top:10px}
</style>
</head>
<body>
<main>
  <h1>${escapeHtml(input.description)}</h1>
  <div>${escapeHtml(input.email)}</div>
  <div class="amount">${escapeHtml(formatMinor(input.amountCents, input.currency))}</div>
  <p class="note">Test payments: no real money is taken. Card <b>4242 4242 4242 4242</b> pays; <b>4000 0000 0000 0002</b> is declined. Any future expiry date and any CVC.</p>
  ${input.error ? `<p class="error" role="alert">${escapeHtml(input.error)}</p>` : ""}
  <form method="post" action="${action}">
    <label for="card">Card number</label>
    <input id="card" name="card" inputmode="numeric" autocomplete="cc-number" required value="${escapeHtml(input.cardNumber ?? "")}" placeholder="4242 4242 4242 4242">
    <div class="row">
      <div><label for="expiry">Expiry</label><input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="MM / YY" required value="12 / 34"></div>
      <div><label for="cvc">CVC</label><input id="cvc" name="cvc" autocomplete="cc-csc" inputmode="numeric" required value="123"></div>
    </div>
    <button type="submit" name="action" value="pay">Pay ${escapeHtml(formatMinor(input.amountCents, input.currency))}</button>
  </form>
  <form method="post" action="${action}">
    <button class="link" type="submit" name="action" value="cancel">Cancel and return to the shop</button>
  </form>
</main>
</body>
</html>`;
}

interface ReceiptInput {
  sessionId: string;
  description: string;
  email: string;
  amountCents: number;
  currency: string;
  status: string;
  refundedCents: number;
  refunds: { id: string; amountCents: number; createdAt: Date }[];
}

/** The test provider's own record of a session, as Stripe's dashboard shows a payment: what was taken and given back. */
export function testPaymentReceipt(input: ReceiptInput): string {
  const rows = input.refunds
    .map(
      (r) =>
        `<tr><td>${escapeHtml(r.id)}</td><td>${escapeHtml(formatMinor(r.amountCents, input.currency))}</td><td>${escapeHtml(r.createdAt.toISOString())}</td></tr>`,
    )
    .join("");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Payment ${escapeHtml(input.sessionId)} · Overland test payments</title>
<style>
  body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f3f4f6;color:#111827}
  main{max-width:640px;margin:6vh auto;padding:28px;background:#fff;border-radius:14px}
  h1{font-size:1.2rem} table{width:100%;border-collapse:collapse} th,td{text-align:left;padding:6px;border-bottom:1px solid #e5e7eb;font-size:.9rem}
  dt{font-weight:600} dd{margin:0 0 8px}
</style>
</head>
<body>
<main>
  <h1>Test payment ${escapeHtml(input.sessionId)}</h1>
  <dl>
    <dt>For</dt><dd>${escapeHtml(input.description)} · ${escapeHtml(input.email)}</dd>
    <dt>Status</dt><dd>${escapeHtml(input.status)}</dd>
    <dt>Amount</dt><dd>${escapeHtml(formatMinor(input.amountCents, input.currency))}</dd>
    <dt>Refunded</dt><dd>${escapeHtml(formatMinor(input.refundedCents, input.currency))}</dd>
  </dl>
  <h2>Refunds</h2>
  ${rows ? `<table><thead><tr><th scope="col">Refund</th><th scope="col">Amount</th><th scope="col">When</th></tr></thead><tbody>${rows}</tbody></table>` : "<p>No refund.</p>"}
</main>
</body>
</html>`;
}
