import { describe, expect, it } from "vitest";
import { z } from "zod";

import {
  ChangePasswordFormSchema,
  LoginSchema,
  ProfileSchema,
  ResetPasswordFormSchema,
  SignUpSchema,
  TrackOrderFormSchema,
} from "../../../domain/schemas/account.ts";
import { AddressSchema } from "../../../domain/schemas/address.ts";
import { ContactMessageSchema } from "../../../domain/schemas/contact.ts";
import { ReviewInputSchema } from "../../../domain/schemas/review.ts";
import { accountProblemKeys, authProblem, boundedProblem, contactProblem, parseForm, reviewProblem } from "./form-problems.ts";

const formOf = (values: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  return form;
};
const errorsOf = (submission: ReturnType<typeof parseForm>): Record<string, string[] | null> =>
  submission.status === "success" ? {} : (submission.error ?? {});
/** Each field's problem as a form family says it. */
function problems<T>(schema: Parameters<typeof parseForm>[1], values: Record<string, string>, say: (field: string, errors: string[]) => T) {
  const submission = parseForm(formOf(values), schema);
  return Object.fromEntries(Object.entries(errorsOf(submission)).map(([field, errors]) => [field, say(field, errors ?? [])]));
}
const auth = (schema: Parameters<typeof parseForm>[1], values: Record<string, string>) =>
  problems(schema, values, (_, e) => authProblem(e));

describe("the sign-in and sign-up checks (spec §5)", () => {
  it("header login: an empty e-mail or password gets the required message", () => {
    expect(auth(LoginSchema, { email: "", password: "" })).toEqual({ email: "required", password: "required" });
    expect(auth(LoginSchema, { email: "   ", password: "x" })).toEqual({ email: "required" });
  });

  it("header login: an e-mail without text, an at sign and text gets the incorrect-email message", () => {
    for (const email of ["driver", "driver@", "@example.com", "a@b@c"]) {
      expect(auth(LoginSchema, { email, password: "secret" })).toEqual({ email: "AUTH_INVALID_EMAIL" });
    }
  });

  it("the loose e-mail check takes anything with one at sign between text; an unticked remember is false", () => {
    const submission = parseForm(formOf({ email: " a@b ", password: "x" }), LoginSchema);
    expect(submission.status === "success" && submission.value).toEqual({ email: "a@b", password: "x", remember: false });
    const ticked = parseForm(formOf({ email: "a@b", password: "x", remember: "on" }), LoginSchema);
    expect(ticked.status === "success" && ticked.value.remember).toBe(true);
  });

  it("sign-up: a password under 6 characters is AUTH_WEAK_PASSWORD, 6 is enough", () => {
    expect(auth(SignUpSchema, { name: "Sam", email: "sam@example.com", password: "12345" })).toEqual({ password: "AUTH_WEAK_PASSWORD" });
    expect(parseForm(formOf({ name: "Sam", email: "sam@example.com", password: "gravel-road-7" }), SignUpSchema).status).toBe("success");
  });

  it("sign-up: the name is required and has an upper bound", () => {
    expect(auth(SignUpSchema, { name: " ", email: "sam@example.com", password: "gravel-road-7" })).toEqual({ name: "required" });
    expect(auth(SignUpSchema, { name: "x".repeat(121), email: "sam@example.com", password: "gravel-road-7" })).toEqual({ name: "tooLong" });
  });

  it("reset: the repeated password must equal the new one, also while the new one is refused", () => {
    expect(auth(ResetPasswordFormSchema, { password: "new-secret", confirm: "new-secret" })).toEqual({});
    expect(auth(ResetPasswordFormSchema, { password: "new-secret", confirm: "new-secrte" })).toEqual({ confirm: "mismatch" });
    expect(auth(ResetPasswordFormSchema, { password: "new-secret", confirm: "" })).toEqual({ confirm: "required" });
    expect(auth(ResetPasswordFormSchema, { password: "short", confirm: "other" })).toEqual({
      password: "AUTH_WEAK_PASSWORD",
      confirm: "mismatch",
    });
  });
});

describe("the account pages' field problems", () => {
  const account = (schema: Parameters<typeof parseForm>[1], values: Record<string, string>) =>
    problems(schema, values, (_, e) => accountProblemKeys(e)?.[0]);

  it("a spec key of the schema is said with the account pages' wording first", () => {
    expect(account(ProfileSchema, { name: "", email: "", phone: "" })).toEqual({
      name: "account.errors.ERROR_API_AUTH_NAME_REQUIRED",
      email: "account.errors.ERROR_API_AUTH_INVALID_EMAIL",
    });
    expect(account(ProfileSchema, { name: "Sam", email: "sam@example.com", phone: "call me" })).toEqual({
      phone: "account.fieldErrors.phone",
    });
  });

  it("the new password typed twice: a mismatch once the new one is right", () => {
    const base = { currentPassword: "old-secret", newPassword: "gravel-road-7" };
    expect(account(ChangePasswordFormSchema, { ...base, repeatPassword: "gravel-road-8" })).toEqual({
      repeatPassword: "account.fieldErrors.mismatch",
    });
    expect(account(ChangePasswordFormSchema, { ...base, newPassword: "123", repeatPassword: "x" })).toEqual({
      newPassword: "account.errors.ERROR_API_AUTH_WEAK_PASSWORD",
    });
    expect(
      account(ChangePasswordFormSchema, { currentPassword: "", newPassword: "gravel-road-7", repeatPassword: "gravel-road-7" }),
    ).toEqual({
      currentPassword: "account.errors.ERROR_API_AUTH_PASSWORD_REQUIRED",
    });
  });

  it("an address: required fields, the e-mail and the phone", () => {
    const address = {
      firstName: "",
      lastName: "Lee",
      company: "",
      country: "Australia",
      address1: "1 Track Rd",
      address2: "",
      suburb: "Alice Springs",
      state: "",
      postcode: "0870",
      email: "",
      phone: "12",
    };
    expect(account(AddressSchema, address)).toEqual({
      firstName: "account.fieldErrors.required",
      email: "account.fieldErrors.email",
      phone: "account.fieldErrors.phone",
    });
    const saved = parseForm(formOf({ ...address, firstName: "Sam", email: "s@x", phone: "0400 000 000", default: "on" }), AddressSchema);
    expect(saved.status === "success" && saved.value).toMatchObject({ firstName: "Sam", company: "", default: true });
  });

  it("an order number to track: '#1001' and '1001' are the same; letters are not a number", () => {
    const tracked = parseForm(formOf({ number: " #1001 ", email: "s@x" }), TrackOrderFormSchema);
    expect(tracked.status === "success" && tracked.value.number).toBe(1001);
    expect(Object.keys(errorsOf(parseForm(formOf({ number: "abc", email: "s@x" }), TrackOrderFormSchema)))).toEqual(["number"]);
  });
});

describe("the contact and review forms' problems", () => {
  it("contact: missing, not an address, or too long", () => {
    const contact = problems(
      ContactMessageSchema,
      { name: " ", email: "alex.example.com", subject: "x".repeat(151), message: "Hi there" },
      contactProblem,
    );
    expect(contact).toEqual({ name: "missing", email: "invalid", subject: "tooLong", message: "missing" });
    expect(problems(ContactMessageSchema, { name: "A", email: "", subject: "S", message: "Long enough message" }, contactProblem)).toEqual({
      email: "missing",
    });
  });

  it("review: required, too short, too long; a rating out of 1 to 5 is no rating", () => {
    const review = (values: Record<string, string>) => problems(ReviewInputSchema, values, reviewProblem);
    expect(review({ author: "   ", content: "" })).toEqual({ author: "required", rating: "required", content: "required" });
    expect(review({ author: " A ", rating: "6", content: "  Good one " })).toEqual({
      author: "tooShort",
      rating: "required",
      content: "tooShort",
    });
    expect(review({ author: "x".repeat(61), rating: "4.5", content: "x".repeat(2001) })).toEqual({
      author: "tooLong",
      rating: "required",
      content: "tooLong",
    });
    const posted = parseForm(formOf({ author: "Sam", rating: "5", content: "Held up on the Gibb River Road." }), ReviewInputSchema);
    expect(posted.status === "success" && posted.value).toEqual({ author: "Sam", rating: 5, content: "Held up on the Gibb River Road." });
  });
});

describe("problems that say their bound (the back office, the build form)", () => {
  const Schema = z.object({
    name: z.string().trim().min(3).max(10),
    photos: z.array(z.string()).min(1).max(2),
    units: z.int().min(0).max(4),
    url: z.url(),
    email: z.string().regex(/@/, "AUTH_INVALID_EMAIL"),
  });
  const problemOf = (field: string, values: Record<string, string | string[]>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(values)) for (const each of [value].flat()) form.append(name, each);
    const submission = parseForm(form, Schema);
    return boundedProblem(submission.status === "error" ? (submission.error?.[field] ?? undefined) : undefined, "admin.fieldErrors");
  };
  const valid = { name: "Kim", photos: "a.jpg", units: "1", url: "https://shop.test", email: "kim@shop.test" };

  it("says an empty field is to be filled, whatever its rule", () => {
    expect(problemOf("name", { ...valid, name: "  " })).toEqual({ keys: ["admin.fieldErrors.empty"] });
  });

  it("says the bound of a text, a list and a number", () => {
    expect(problemOf("name", { ...valid, name: "Al" })).toEqual({ keys: ["admin.fieldErrors.minLength"], bound: "3" });
    expect(problemOf("name", { ...valid, name: "A".repeat(11) })).toEqual({ keys: ["admin.fieldErrors.maxLength"], bound: "10" });
    expect(problemOf("photos", { ...valid, photos: ["a", "b", "c"] })).toEqual({ keys: ["admin.fieldErrors.maxItems"], bound: "2" });
    expect(problemOf("units", { ...valid, units: "5" })).toEqual({ keys: ["admin.fieldErrors.maxValue"], bound: "4" });
  });

  it("says a web address, and a spec key in the family's words, then the shop's", () => {
    expect(problemOf("url", { ...valid, url: "not an address" })).toEqual({ keys: ["admin.fieldErrors.url"] });
    expect(problemOf("email", { ...valid, email: "kim" })?.keys).toEqual([
      "admin.fieldErrors.AUTH_INVALID_EMAIL",
      "errors.ERROR_API_AUTH_INVALID_EMAIL",
      "admin.fieldErrors.invalid",
    ]);
    expect(problemOf("name", valid)).toBeUndefined();
  });
});
