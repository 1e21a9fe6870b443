import { describe, expect, it } from "vitest";

import { redactUrl } from "./log-redaction.ts";

describe("what the access log keeps of a URL", () => {
  it("drops customers' e-mail addresses, plain or escaped", () => {
    expect(redactUrl("/api/website/order/orders-by-email/ada.lovelace@example.com?page=2")).toBe(
      "/api/website/order/orders-by-email/[email]?page=2",
    );
    expect(redactUrl("/track-order?email=ada%40example.com&number=100001")).toBe("/track-order?email=[email]&number=100001");
  });

  it("drops the secrets of order links and mailed links", () => {
    expect(redactUrl("/cart/checkout/Zx81_token-value")).toBe("/cart/checkout/[secret]");
    expect(redactUrl("/account/reset-password/abc.def")).toBe("/account/reset-password/[secret]");
    expect(redactUrl("/api/website/user/register/abc.def")).toBe("/api/website/user/register/[secret]");
    expect(redactUrl("/api/website/order/7b0?token=secret123&x=1")).toBe("/api/website/order/7b0?token=[secret]&x=1");
  });

  it("keeps everything else as it was", () => {
    expect(redactUrl("/shop?filter_brand=arb&page=2")).toBe("/shop?filter_brand=arb&page=2");
    expect(redactUrl("/cart/checkout")).toBe("/cart/checkout");
  });
});
