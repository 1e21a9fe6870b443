// A service's refusal of an account page's action, and its translation keys.
import { refusalOf } from "../../../domain/errors.ts";

/** The keys of a service's refusal (a spec §8 key), with the shop's "unknown error" last. */
export const refusalKeys = (key: string | null) => [`account.errors.ERROR_API_${key}`, `errors.ERROR_API_${key}`, "errors.unknown"];

/** The spec §8 key a service refused with, when it is one (DomainError message). */
export function serviceErrorOf(error: unknown): { status: number; key: string } | null {
  const refusal = refusalOf(error);
  return refusal && { status: refusal.statusCode, key: refusal.message };
}
