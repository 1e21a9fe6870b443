import { describe, expect, it } from "vitest";

import { LoginSchema, ResetPasswordSchema, SignUpSchema } from "../../../domain/schemas/account.ts";
import { checkForm, checkRepeated, initialsOf, safeNextPath } from "./auth-rules.ts";

describe("the sign-in and sign-up checks (spec §5)", () => {
  it("header login: an empty e-mail or password gets the required message", () => {
    expect(checkForm(LoginSchema, { email: "", password: "", remember: true })).toEqual({
      ok: false,
      problems: { email: "required", password: "required" },
    });
    expect(checkForm(LoginSchema, { email: "   ", password: "x", remember: true })).toEqual({ ok: false, problems: { email: "required" } });
  });

  it("header login: an e-mail without text, an at sign and text gets the incorrect-email message", () => {
    for (const email of ["driver", "driver@", "@example.com", "a@b@c"]) {
      expect(checkForm(LoginSchema, { email, password: "secret", remember: true })).toEqual({
        ok: false,
        problems: { email: "AUTH_INVALID_EMAIL" },
      });
    }
  });

  it("the loose e-mail check takes anything with one at sign between text", () => {
    expect(checkForm(LoginSchema, { email: " a@b ", password: "x", remember: false })).toEqual({
      ok: true,
      data: { email: "a@b", password: "x", remember: false },
    });
  });

  it("sign-up: a password under 6 characters is AUTH_WEAK_PASSWORD, 6 is enough", () => {
    expect(checkForm(SignUpSchema, { name: "Sam", email: "sam@example.com", password: "12345" })).toEqual({
      ok: false,
      problems: { password: "AUTH_WEAK_PASSWORD" },
    });
    expect(checkForm(SignUpSchema, { name: "Sam", email: "sam@example.com", password: "gravel-road-7" }).ok).toBe(true);
  });

  it("sign-up: the name is required and has an upper bound", () => {
    expect(checkForm(SignUpSchema, { name: " ", email: "sam@example.com", password: "gravel-road-7" })).toEqual({
      ok: false,
      problems: { name: "required" },
    });
    expect(checkForm(SignUpSchema, { name: "x".repeat(121), email: "sam@example.com", password: "gravel-road-7" })).toEqual({
      ok: false,
      problems: { name: "tooLong" },
    });
  });

  it("reset: the repeated password must equal the new one", () => {
    const first = checkForm(ResetPasswordSchema, { password: "new-secret" });
    expect(first.ok).toBe(true);
    expect(checkRepeated({}, "confirm", "new-secret", "new-secrte")).toEqual({ confirm: "mismatch" });
    expect(checkRepeated({}, "confirm", "new-secret", "")).toEqual({ confirm: "required" });
    expect(checkRepeated({}, "confirm", "new-secret", "new-secret")).toEqual({});
  });
});

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
