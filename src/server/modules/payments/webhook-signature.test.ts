import { createHmac } from "node:crypto";

import { describe, expect, it } from "vitest";

import { SIGNATURE_TOLERANCE_SECONDS, signPayload, verifySignature } from "./webhook-signature.ts";

const SECRET = "whsec_unit_test_secret";
const BODY = JSON.stringify({ id: "evt_1", type: "checkout.session.completed", data: { sessionId: "tps_abc" } });
const NOW = 1_790_000_000;

describe("webhook signatures (Stripe's scheme: t=<seconds>,v1=<HMAC-SHA256 of t.body>)", () => {
  it("signs as Stripe does", () => {
    const expected = createHmac("sha256", SECRET).update(`${NOW}.${BODY}`).digest("hex");
    expect(signPayload(BODY, SECRET, NOW)).toBe(`t=${NOW},v1=${expected}`);
  });

  it("verifies its own signature", () => {
    expect(verifySignature(BODY, signPayload(BODY, SECRET, NOW), SECRET, NOW)).toBe(true);
    expect(verifySignature(BODY, signPayload(BODY, SECRET), SECRET)).toBe(true);
  });

  it("accepts a signature up to the tolerance of 300 seconds old or ahead, and not one second more", () => {
    expect(SIGNATURE_TOLERANCE_SECONDS).toBe(300);
    const header = signPayload(BODY, SECRET, NOW);
    expect(verifySignature(BODY, header, SECRET, NOW + 300)).toBe(true);
    expect(verifySignature(BODY, header, SECRET, NOW - 300)).toBe(true);
    expect(verifySignature(BODY, header, SECRET, NOW + 301)).toBe(false);
    expect(verifySignature(BODY, header, SECRET, NOW - 301)).toBe(false);
  });

  it("refuses a tampered body", () => {
    const header = signPayload(BODY, SECRET, NOW);
    expect(verifySignature(BODY.replace("evt_1", "evt_2"), header, SECRET, NOW)).toBe(false);
    expect(verifySignature(`${BODY} `, header, SECRET, NOW)).toBe(false);
  });

  it("refuses a tampered timestamp, which would otherwise stretch the tolerance", () => {
    const signature = signPayload(BODY, SECRET, NOW).split(",v1=")[1]!;
    expect(verifySignature(BODY, `t=${NOW + 1000},v1=${signature}`, SECRET, NOW + 1000)).toBe(false);
  });

  it("refuses a tampered signature and another secret", () => {
    const header = signPayload(BODY, SECRET, NOW);
    const flipped = header.slice(0, -1) + (header.endsWith("0") ? "1" : "0");
    expect(verifySignature(BODY, flipped, SECRET, NOW)).toBe(false);
    expect(verifySignature(BODY, header, "another-secret", NOW)).toBe(false);
    expect(verifySignature(BODY, signPayload(BODY, "another-secret", NOW), SECRET, NOW)).toBe(false);
  });

  it.each([
    ["missing", undefined],
    ["empty", ""],
    ["without a timestamp", `v1=${"a".repeat(64)}`],
    ["without v1", `t=${NOW}`],
    ["with a short signature", `t=${NOW},v1=abcd`],
    ["with a non-hex signature", `t=${NOW},v1=${"z".repeat(64)}`],
    ["with a non-numeric timestamp", `t=now,v1=${"a".repeat(64)}`],
  ])("refuses a header %s", (_name, header) => {
    expect(verifySignature(BODY, header, SECRET, NOW)).toBe(false);
  });
});
