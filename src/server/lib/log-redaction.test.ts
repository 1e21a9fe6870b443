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

  it("drops staff invitations, newsletter links and test payment sessions, page and API alike", () => {
    expect(redactUrl("/admin/set-password/inv.sig")).toBe("/admin/set-password/[secret]");
    expect(redactUrl("/api/website/staff/set-password/inv.sig")).toBe("/api/website/staff/set-password/[secret]");
    expect(redactUrl("/newsletter/confirm/7.1700000000000.abc")).toBe("/newsletter/confirm/[secret]");
    expect(redactUrl("/newsletter/unsubscribe/7.abc")).toBe("/newsletter/unsubscribe/[secret]");
    expect(redactUrl("/api/website/newsletter/unsubscribe/7.abc")).toBe("/api/website/newsletter/unsubscribe/[secret]");
    expect(redactUrl("/api/website/payments/test/cs_123/receipt")).toBe("/api/website/payments/test/[secret]/receipt");
  });

  it("drops them however the router accepts the path: case, extra slashes, a page's data request", () => {
    expect(redactUrl("/Admin/Set-Password/inv.sig/")).toBe("/Admin/Set-Password/[secret]/");
    expect(redactUrl("//admin//set-password//inv.sig")).toBe("//admin//set-password//[secret]");
    expect(redactUrl("/admin/set-password/inv.sig.data?_routes=x")).toBe("/admin/set-password/[secret].data?_routes=x");
  });

  it("drops them from the path made canonical when it is not already: escaped letters, dot segments, backslashes", () => {
    expect(redactUrl("/admin/./set-password/inv.sig")).toBe("/admin/set-password/[secret]");
    expect(redactUrl("/%61dmin/set-password/inv.sig")).toBe("/admin/set-password/[secret]");
    expect(redactUrl("/%41DMIN/SET-P%41SSWORD/inv.sig")).toBe("/ADMIN/SET-PASSWORD/[secret]");
    expect(redactUrl("/admin/set-password/../set-password/inv.sig")).toBe("/admin/set-password/[secret]");
    expect(redactUrl("/admin/%2e/set-password/x/%2E%2E/inv.sig")).toBe("/admin/set-password/[secret]");
    expect(redactUrl("//admin/.//set-password/inv.sig/.")).toBe("//admin//set-password/[secret]/");
    expect(redactUrl("/admin\\set-password\\inv.sig")).toBe("/admin/set-password/[secret]");
    expect(redactUrl("/api/website/staff/set-p%61ssword/inv.sig?x=1")).toBe("/api/website/staff/set-password/[secret]?x=1");
    expect(redactUrl("/%61ccount/reset-password/abc.def.data")).toBe("/account/reset-password/[secret].data");
    // An escaped slash is no separator to the routers: the segment it is in is the secret.
    expect(redactUrl("/admin/set-password/inv%2Fsig")).toBe("/admin/set-password/[secret]");
    // A path that is no secret route once canonical is kept as it came.
    expect(redactUrl("/sh%6Fp/./x?page=2")).toBe("/sh%6Fp/./x?page=2");
  });

  it("drops any query parameter named like a secret, escaped or not", () => {
    expect(redactUrl("/cart/checkout?session_id=cs_1&lang=ar")).toBe("/cart/checkout?session_id=[secret]&lang=ar");
    expect(redactUrl("/shop?tok%65n=abc&page=2")).toBe("/shop?tok%65n=[secret]&page=2");
  });

  it("keeps everything else as it was", () => {
    expect(redactUrl("/shop?filter_brand=arb&page=2")).toBe("/shop?filter_brand=arb&page=2");
    expect(redactUrl("/cart/checkout")).toBe("/cart/checkout");
    expect(redactUrl("/admin/set-password")).toBe("/admin/set-password");
    expect(redactUrl("/product/arb-bull-bar-3414500?tab=fitment")).toBe("/product/arb-bull-bar-3414500?tab=fitment");
  });
});
