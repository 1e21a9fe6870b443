import { describe, expect, it, vi } from "vitest";

import { ConflictError, DomainError, NotFoundError, refusalOf, ServiceUnavailableError } from "./errors.ts";

describe("domain errors", () => {
  it("are told apart with instanceof, by class and by base class", () => {
    const error = new NotFoundError("PRODUCT_NOT_FOUND");
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(ConflictError);
    expect(new Error("x")).not.toBeInstanceOf(DomainError);
    expect(error.statusCode).toBe(404);
    expect(error.message).toBe("PRODUCT_NOT_FOUND");
  });

  it("are known to a second copy of the module, as in the storefront's server bundle", async () => {
    vi.resetModules();
    const copy = await import("./errors.ts");
    expect(copy.NotFoundError).not.toBe(NotFoundError);
    expect(new NotFoundError()).toBeInstanceOf(copy.NotFoundError);
    expect(new copy.NotFoundError()).toBeInstanceOf(NotFoundError);
    expect(new copy.ConflictError()).not.toBeInstanceOf(NotFoundError);
  });

  it("refusalOf keeps a refusal under 500 and lets anything else through as null", () => {
    expect(refusalOf(new ConflictError("OUT_OF_STOCK"))?.message).toBe("OUT_OF_STOCK");
    expect(refusalOf(new ServiceUnavailableError())).toBeNull();
    expect(refusalOf(new TypeError("boom"))).toBeNull();
    expect(refusalOf(null)).toBeNull();
  });
});
