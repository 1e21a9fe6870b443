// What went wrong with a field of an account form, as a translation key of account.json.
import type { z } from "zod";
import { refusalOf } from "../../../domain/errors.ts";

/** A field problem: a spec §8 key sent by the schema (AUTH_...) or a generic code. */
export type FieldProblem = string;

/** Keys of account.fieldErrors (generic problems) — anything else is a spec §8 key. */
const GENERIC = new Set(["required", "email", "phone", "tooLong", "invalid", "mismatch", "orderNumber"]);

/** The first problem of each field of a refused form. */
export function fieldProblems(issues: readonly z.core.$ZodIssue[]): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "");
    if (!field || problems[field]) continue;
    problems[field] = problemOf(field, issue);
  }
  return problems;
}

function problemOf(field: string, issue: z.core.$ZodIssue): FieldProblem {
  // The account contracts carry spec §8 keys as messages (AUTH_WEAK_PASSWORD, ...).
  if (/^AUTH_[A-Z_]+$/.test(issue.message)) return issue.message;
  if (issue.code === "too_small") return "required";
  if (issue.code === "too_big") return "tooLong";
  if (issue.code === "invalid_format" && field === "email") return "email";
  if (issue.code === "invalid_format" && field === "phone") return "phone";
  return "invalid";
}

/** The translation keys of a problem, most specific first: account.fieldErrors.*, or the account pages' own wording of a spec key, then the shop's. */
export function problemKeys(problem: FieldProblem): string[] {
  return GENERIC.has(problem) ? [`account.fieldErrors.${problem}`] : [`account.errors.ERROR_API_${problem}`, `errors.ERROR_API_${problem}`];
}

/** The keys of a service's refusal (a spec §8 key), with the shop's "unknown error" last. */
export const refusalKeys = (key: string | null) => [`account.errors.ERROR_API_${key}`, `errors.ERROR_API_${key}`, "errors.unknown"];

/** The spec §8 key a service refused with, when it is one (DomainError message). */
export function serviceErrorOf(error: unknown): { status: number; key: string } | null {
  const refusal = refusalOf(error);
  return refusal && { status: refusal.statusCode, key: refusal.message };
}
