// The sign-in, sign-up and password forms' rules, shared by the browser (checks before sending)
// and the route actions (the same checks again on the server): one zod schema per form, from
// src/domain/schemas/account.ts, read as one problem per field.
import type { z } from "zod";

import { ForgotPasswordSchema, LoginSchema, ResetPasswordSchema, SignUpSchema } from "../../../domain/schemas/account.ts";

/** What is wrong with one field; the form says it with auth.problems.<problem>. */
export type FieldProblem =
  "required" | "AUTH_INVALID_EMAIL" | "AUTH_WEAK_PASSWORD" | "AUTH_COMMON_PASSWORD" | "tooLong" | "mismatch" | "invalid";
export type FieldProblems<F extends string> = Partial<Record<F, FieldProblem>>;

export type FormCheck<F extends string, T> = { ok: true; data: T } | { ok: false; problems: FieldProblems<F> };

const KNOWN: ReadonlySet<string> = new Set(["AUTH_INVALID_EMAIL", "AUTH_WEAK_PASSWORD", "AUTH_COMMON_PASSWORD"]);

/**
 * Checks the values with the form's schema and names the first problem of each field: an empty
 * field is "required" (spec §5 header login: a required message, an incorrect-email message),
 * a too long one "tooLong", otherwise the schema's spec key (AUTH_INVALID_EMAIL, AUTH_WEAK_PASSWORD).
 */
export function checkForm<F extends string, S extends z.ZodType>(
  schema: S,
  values: Record<F, unknown> & Record<string, unknown>,
): FormCheck<F, z.output<S>> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const problems: FieldProblems<F> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as F | undefined;
    if (field === undefined || problems[field]) continue;
    const value = values[field];
    if (typeof value === "string" && value.trim() === "") problems[field] = "required";
    else if (issue.code === "too_big") problems[field] = "tooLong";
    else problems[field] = KNOWN.has(issue.message) ? (issue.message as FieldProblem) : "invalid";
  }
  return { ok: false, problems };
}

/** The new password typed twice (reset form): the second must equal the first. */
export function checkRepeated<F extends string>(problems: FieldProblems<F>, field: F, first: string, second: string): FieldProblems<F> {
  if (problems[field] || first === second) return problems;
  return { ...problems, [field]: second === "" ? "required" : "mismatch" };
}

const text = (form: FormData, name: string) => String(form.get(name) ?? "").slice(0, 1000);

/** spec §3 Login form: email, password, remember (a checkbox: sent only when ticked). */
export const readSignIn = (form: FormData) =>
  checkForm<"email" | "password", typeof LoginSchema>(LoginSchema, {
    email: text(form, "email"),
    password: text(form, "password"),
    remember: form.has("remember"),
  });

export const readSignUp = (form: FormData) =>
  checkForm<"name" | "email" | "password", typeof SignUpSchema>(SignUpSchema, {
    name: text(form, "name"),
    email: text(form, "email"),
    password: text(form, "password"),
  });

export const readForgotPassword = (form: FormData) =>
  checkForm<"email", typeof ForgotPasswordSchema>(ForgotPasswordSchema, { email: text(form, "email") });

/** The new password, typed twice. */
export function readResetPassword(form: FormData): FormCheck<"password" | "confirm", z.output<typeof ResetPasswordSchema>> {
  const password = text(form, "password");
  const checked = checkForm<"password" | "confirm", typeof ResetPasswordSchema>(ResetPasswordSchema, {
    password,
    confirm: text(form, "confirm"),
  });
  const problems = checkRepeated(checked.ok ? {} : checked.problems, "confirm", password, text(form, "confirm"));
  if (checked.ok && Object.keys(problems).length === 0) return checked;
  return { ok: false, problems };
}

/** A reader's problems, or null when the form may be sent. */
export function problemsOf<F extends string>(checked: FormCheck<F, unknown>): FieldProblems<F> | null {
  return checked.ok ? null : checked.problems;
}

/**
 * A refusal about the account or the password (a spec §8 AUTH_* key), which the form shows;
 * other refusals of a mailed link's action mean the link is used, expired or unknown.
 */
export const isAccountRefusal = (message: string) => message.startsWith("AUTH_");

export const DEFAULT_AFTER_SIGN_IN = "/account/dashboard";

/** Pages a sign-in never returns to: they would sign in again or out at once. */
const NOT_AFTER_SIGN_IN = ["/account/login", "/account/logout"];

/**
 * `?next=` of the sign-in page: a path of this site only (never an absolute or protocol-relative
 * address, which would make the shop an open redirect), the dashboard otherwise.
 */
export function safeNextPath(value: string | null | undefined): string {
  if (
    !value ||
    value.length > 2000 ||
    !value.startsWith("/") ||
    value.startsWith("//") ||
    /[\\\s]/.test(value) ||
    hasControlCharacter(value)
  )
    return DEFAULT_AFTER_SIGN_IN;
  const base = "http://shop.invalid";
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return DEFAULT_AFTER_SIGN_IN;
  }
  if (url.origin !== base || NOT_AFTER_SIGN_IN.includes(url.pathname.replace(/\/+$/, ""))) return DEFAULT_AFTER_SIGN_IN;
  // Check what comes out, not only what came in: normalising "/.//evil.example" yields
  // "//evil.example", which a browser reads as another site.
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith("//") ? DEFAULT_AFTER_SIGN_IN : path;
}

const hasControlCharacter = (value: string) => [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

/** The avatar's letters: the first letters of the first two words of the name, else of the e-mail. */
export function initialsOf(name: string, email: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 0 ? words.slice(0, 2).map((word) => [...word][0]) : [[...email.trim()][0] ?? "?"];
  return letters.join("").toLocaleUpperCase();
}
