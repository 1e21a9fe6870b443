import { createHmac, timingSafeEqual } from "node:crypto";

// The test provider signs its webhooks as Stripe does: "t=<unix seconds>,v1=<hex HMAC-SHA256
// of `${t}.${body}`>", with a tolerance against replays of old captures.
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function signPayload(body: string, secret: string, nowSeconds = Math.floor(Date.now() / 1000)): string {
  const digest = createHmac("sha256", secret).update(`${nowSeconds}.${body}`).digest("hex");
  return `t=${nowSeconds},v1=${digest}`;
}

export function verifySignature(
  body: string,
  header: string | undefined,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  if (!header) return false;
  const parts = new Map(header.split(",").map((part) => part.split("=", 2) as [string, string]));
  const timestamp = Number(parts.get("t"));
  const signature = parts.get("v1");
  if (!Number.isInteger(timestamp) || !signature || !/^[0-9a-f]{64}$/.test(signature)) return false;
  if (Math.abs(nowSeconds - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(signature, "hex"));
}
