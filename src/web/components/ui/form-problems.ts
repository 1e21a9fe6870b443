// Every form of the shop is read by Conform with a shared zod schema of src/domain/schemas, in the
// browser (before sending) and in the route's action (the same check again, also without
// JavaScript). A field's Conform errors are problem codes; each form family says them with its
// own translation keys (decision 009).
import { parseWithZod } from "@conform-to/zod/v4";
import { configureCoercion } from "@conform-to/zod/v4/future";
import type { z } from "zod";

const { coerceFormValue } = configureCoercion({
  // A text field reaches the schema as typed, "" included, so the schema's own rule for an empty
  // field applies (AUTH_NAME_REQUIRED, the e-mail pattern) as it does for the API.
  stripEmptyString: (value) => value,
  // A checkbox that is not sent is unticked, also where the API's default is true (remember).
  customize: (type) => (isDefaultedBoolean(type) ? (value) => value === "on" || value === true : null),
});

function isDefaultedBoolean(type: z.core.$ZodType): boolean {
  const def = type._zod.def;
  return def.type === "default" && (def as z.core.$ZodDefaultDef).innerType._zod.def.type === "boolean";
}

/**
 * What is wrong with a field: a spec §8 key the schema sends as its message (AUTH_WEAK_PASSWORD),
 * a code of the form schema's own ("mismatch"), or one read from the zod issue. "empty" comes
 * first when the field was left empty, for the forms that say so whatever the rule.
 */
export type Problem = "empty" | "tooShort" | "tooLong" | "email" | "phone" | "invalid" | (string & {});

const SPEC_KEY = /^[A-Z][A-Z0-9_]+$/;
const FORM_CODES: ReadonlySet<string> = new Set(["mismatch"]);

/** The codes of one issue: the schema's own (a spec key or "mismatch"), then the one read from the zod issue. */
function problemsOfIssue(issue: z.core.$ZodIssue): Problem[] {
  const own = SPEC_KEY.test(issue.message) || FORM_CODES.has(issue.message) ? [issue.message] : [];
  const field = String(issue.path.at(-1) ?? "");
  // The bound comes after the code ("limit:string:5"), for the forms that say it.
  if (issue.code === "too_small") return [...own, "tooShort", `limit:${issue.origin}:${issue.minimum}`];
  if (issue.code === "too_big") return [...own, "tooLong", `limit:${issue.origin}:${issue.maximum}`];
  if (issue.code === "invalid_format" && (field === "email" || field === "phone")) return [...own, field];
  if (issue.code === "invalid_format") return [...own, "invalid", `format:${issue.format}`];
  return [...own, "invalid"];
}

/** The field's name in the form (Conform's: "a.b[0]"), for its submitted text. */
const nameOf = (path: readonly PropertyKey[]) =>
  path.reduce<string>(
    (name, part) => (typeof part === "number" ? `${name}[${part}]` : name ? `${name}.${String(part)}` : String(part)),
    "",
  );

/**
 * Reads a submitted form with its schema: Conform's submission, whose field errors are problem
 * codes. The same call validates in the browser (onValidate) and in the action.
 */
export function parseForm<S extends z.core.$ZodType>(formData: FormData, schema: S) {
  return parseWithZod(formData, {
    schema: coerceFormValue(schema),
    disableAutoCoercion: true,
    formatError: (issues: z.core.$ZodIssue[]): string[] => {
      const given = issues[0] ? formData.get(nameOf(issues[0].path)) : null;
      const empty = given === null || (typeof given === "string" && given.trim() === "");
      const problems = issues.flatMap(problemsOfIssue);
      return empty ? ["empty", ...problems] : problems;
    },
  });
}

const first = (errors: readonly string[] | undefined) => errors?.find((error) => error !== "empty");
const isEmpty = (errors: readonly string[] | undefined) => errors?.[0] === "empty";

/** Keys of account.fieldErrors (generic problems). */
const ACCOUNT_GENERIC: ReadonlySet<string> = new Set(["required", "email", "phone", "tooLong", "invalid", "mismatch", "orderNumber"]);

/**
 * The account pages and the address forms (also at checkout): a spec §8 key the schema sent, read
 * with the account pages' own wording then the shop's; otherwise account.fieldErrors.*.
 */
export function accountProblemKeys(errors: readonly string[] | undefined, generic = "account.fieldErrors"): string[] | undefined {
  const problem = errors?.find((error) => SPEC_KEY.test(error)) ?? first(errors);
  if (!problem) return undefined;
  if (SPEC_KEY.test(problem)) return [`account.errors.ERROR_API_${problem}`, `errors.ERROR_API_${problem}`, `${generic}.invalid`];
  const code = problem === "tooShort" ? "required" : problem;
  return [`${generic}.${ACCOUNT_GENERIC.has(code) ? code : "invalid"}`];
}

const AUTH_KNOWN: ReadonlySet<string> = new Set(["AUTH_INVALID_EMAIL", "AUTH_WEAK_PASSWORD", "AUTH_COMMON_PASSWORD", "mismatch"]);

/**
 * Sign-in, sign-up and the password links (auth.problems.*): an empty field is "required" whatever
 * the rule (spec §5 header login), then the schema's spec key.
 */
export function authProblem(errors: readonly string[] | undefined): string | undefined {
  if (!errors?.length) return undefined;
  if (isEmpty(errors)) return "required";
  if (errors.includes("tooLong")) return "tooLong";
  return errors.find((error) => AUTH_KNOWN.has(error)) ?? "invalid";
}

/** The contact form: missing (or too short), not an address, or too long. */
export function contactProblem(field: string, errors: readonly string[] | undefined): "missing" | "invalid" | "tooLong" | undefined {
  if (!errors?.length) return undefined;
  if (errors.includes("tooLong")) return "tooLong";
  return field === "email" && !isEmpty(errors) ? "invalid" : "missing";
}

/** The product review form: a rating is chosen or not; texts are missing, too short or too long. */
export function reviewProblem(field: string, errors: readonly string[] | undefined): "required" | "tooShort" | "tooLong" | undefined {
  if (!errors?.length) return undefined;
  if (field === "rating" || isEmpty(errors)) return "required";
  return errors.includes("tooLong") ? "tooLong" : "tooShort";
}

/**
 * A field's problem in the words of a form family that says bounds (the back office's
 * `admin.fieldErrors`, the build form's): the keys to try in turn, and the bound to fill in
 * ("at least {{bound}} characters"). A spec key the schema sent comes first, in the family's
 * words or the shop's.
 */
export function boundedProblem(errors: readonly string[] | undefined, family: string): { keys: string[]; bound?: string } | undefined {
  if (!errors?.length) return undefined;
  const key = errors.find((error) => SPEC_KEY.test(error));
  if (key) return { keys: [`${family}.${key}`, `errors.ERROR_API_${key}`, `${family}.invalid`] };
  if (isEmpty(errors)) return { keys: [`${family}.empty`] };
  if (errors.includes("mismatch")) return { keys: [`${family}.mismatch`] };
  if (errors.includes("email")) return { keys: [`${family}.email`] };
  const [, origin = "", bound = ""] = errors.find((error) => error.startsWith("limit:"))?.split(":") ?? [];
  const counted = origin === "string" ? "Length" : origin === "array" || origin === "file" ? "Items" : "Value";
  if (errors.includes("tooShort")) return { keys: [`${family}.min${counted}`], bound };
  if (errors.includes("tooLong")) return { keys: [`${family}.max${counted}`], bound };
  const format = errors.find((error) => error.startsWith("format:"))?.slice("format:".length);
  if (format === "url") return { keys: [`${family}.url`] };
  return { keys: [format ? `${family}.format` : `${family}.invalid`] };
}
