import { describe, expect, it } from "vitest";

import { initialsOf, safeNextPath } from "./auth-rules.ts";

describe("where a sign-in leads (?next=)", () => {
  it("keeps a path of this site with its query and fragment", () => {
    expect(safeNextPath("/cart/checkout")).toBe("/cart/checkout");
    expect(safeNextPath("/shop?filter_brand=arb#top")).toBe("/shop?filter_brand=arb#top");
  });

  it("goes to the dashboard without a next page", () => {
    expect(safeNextPath(null)).toBe("/account/dashboard");
    expect(safeNextPath("")).toBe("/account/dashboard");
  });

  it("never leaves the site: absolute, protocol-relative and backslash addresses go to the dashboard", () => {
    for (const next of [
      "https://evil.example/",
      "//evil.example/x",
      "/\\evil.example",
      "\\\\evil.example",
      "javascript:alert(1)",
      "/%0a//evil.example",
      " /cart",
      "/\t/evil.example",
    ]) {
      const path = safeNextPath(next);
      expect(path.startsWith("/") && !path.startsWith("//")).toBe(true);
      expect(new URL(path, "http://shop.test").origin).toBe("http://shop.test");
    }
    expect(safeNextPath("https://evil.example/")).toBe("/account/dashboard");
    expect(safeNextPath("//evil.example/x")).toBe("/account/dashboard");
  });

  it("never leaves the site when dot segments normalise to a protocol-relative address (/.//evil.example)", () => {
    for (const next of [
      "/.//evil.example",
      "/..//evil.example",
      "/a/..//evil.example",
      "/%2e//evil.example",
      "/./%2e//evil.example/x?y#z",
    ]) {
      expect(safeNextPath(next)).toBe("/account/dashboard");
    }
  });

  it("does not go back to the sign-in or sign-out page", () => {
    expect(safeNextPath("/account/login?next=/x")).toBe("/account/dashboard");
    expect(safeNextPath("/account/logout")).toBe("/account/dashboard");
  });
});

describe("the avatar's initials", () => {
  it("takes the first letters of the first two words of the name", () => {
    expect(initialsOf("sam lee jones", "s@x")).toBe("SL");
    expect(initialsOf("Анна", "a@x")).toBe("А");
  });
  it("falls back to the e-mail's first letter", () => {
    expect(initialsOf("  ", "zoe@example.com")).toBe("Z");
  });
});
