// Every back-office action: the form's intent picks its schema and its service call; Conform reads
// the form with that schema (as the browser did before sending) and the answer says which form it
// is for, what is wrong with which field, or what was done.
import { data } from "react-router";
import type { z } from "zod";

import { type AppContext, appContext } from "#app-context";

import { refusalOf, ServiceUnavailableError } from "../../domain/errors.ts";
import type { AdminAnswer } from "../components/admin/admin-form.tsx";
import { parseForm } from "../components/ui/form-problems.ts";
import { requireStaffPage, type StaffUser } from "./staff.server.ts";

/** What an action did, said above the page: a key of the translations, with its values. */
export interface Done {
  key: string;
  values?: Record<string, string | number>;
}

export interface AdminIntent<S extends z.ZodType, R = unknown> {
  schema: S;
  /** Calls the service; throws a Response to go elsewhere (a redirect after signing in). */
  run: (value: z.output<S>) => Promise<R>;
  /** What was done, said above the page: a key, or one made of what run answered (how many were sent). */
  done?: string | ((result: R) => Done);
  /** A form without fields (a row's button): its refusal is said above the page. */
  refusedAt?: "form" | "page";
  /** Spec keys of a service's refusal that blame one field, and that field. */
  fieldOf?: Readonly<Record<string, string>>;
  /** Fields never sent back to the page (passwords). */
  hideFields?: readonly string[];
}

/** The largest back-office form: a newsletter's 20,000 characters of Arabic or Russian, percent-encoded. */
export const MAX_FORM_BYTES = 256 * 1024;

const tooLarge = () => data("Payload Too Large", { status: 413 });

/**
 * The form, read whole only when it is no larger than any back-office form can be: a stated
 * length over it is refused unread, and a body of no stated length is counted as it comes.
 */
async function boundedFormData(request: Request): Promise<FormData> {
  if (Number(request.headers.get("content-length") ?? 0) > MAX_FORM_BYTES) throw tooLarge();
  if (!request.body) return request.formData();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of request.body) {
    size += chunk.byteLength;
    if (size > MAX_FORM_BYTES) throw tooLarge();
    chunks.push(chunk);
  }
  return new Response(Buffer.concat(chunks), { headers: { "content-type": request.headers.get("content-type") ?? "" } }).formData();
}

/** One intent of a page's action (the schema's type flows into run). */
export const intent = <S extends z.ZodType, R>(definition: AdminIntent<S, R>) => definition as unknown as AdminIntent<z.ZodType>;

/** A service refusal as the page says it; a provider that did not answer is one too (a refund then stays pending). */
const refusalIn = (error: unknown) => refusalOf(error) ?? (error instanceof ServiceUnavailableError ? error : null);

/**
 * Reads a back-office form and runs its intent. A form the schema refuses and a service's refusal
 * come back as Conform's reply to that form; anything else is the shop's failure and is thrown.
 */
export async function answerAdminForm(request: Request, intents: Readonly<Record<string, AdminIntent<z.ZodType>>>): Promise<AdminAnswer> {
  const formData = await boundedFormData(request);
  const name = formData.get("intent");
  const chosen = typeof name === "string" && Object.hasOwn(intents, name) ? intents[name] : undefined;
  if (typeof name !== "string" || !chosen) throw data("Unknown action", { status: 400 });
  const refusedAt = chosen.refusedAt ?? "form";
  // The form's id says which of a page's forms (one per row, maybe) the answer is for.
  const sent = formData.get("formId");
  const form = typeof sent === "string" && /^[\w-]{1,80}$/.test(sent) ? sent : name;
  const hideFields = chosen.hideFields ? [...chosen.hideFields] : undefined;
  const submission = parseForm(formData, chosen.schema);
  if (submission.status !== "success") return { intent: name, form, refusedAt, reply: submission.reply({ hideFields }) };
  try {
    const result = await chosen.run(submission.value);
    const done = typeof chosen.done === "function" ? chosen.done(result) : chosen.done ? { key: chosen.done } : undefined;
    return { intent: name, form, refusedAt, done, reply: submission.reply({ resetForm: true }) };
  } catch (error) {
    const refusal = refusalIn(error);
    if (!refusal) throw error;
    const field = chosen.fieldOf?.[refusal.message];
    const reply = field
      ? submission.reply({ fieldErrors: { [field]: [refusal.message] }, hideFields })
      : submission.reply({ formErrors: [refusal.message], hideFields });
    return { intent: name, form, refusedAt, reply };
  }
}

/**
 * A back-office page's action: the member of staff who may do it (a guest is sent to sign in, a
 * role that does not reach gets 403), then the page's intents answered as answerAdminForm does.
 */
export function staffAction(
  { request, context }: { request: Request; context: { get: (key: typeof appContext) => AppContext } },
  permission: Parameters<typeof requireStaffPage>[2],
  intentsOf: (staff: StaffUser, app: AppContext) => Readonly<Record<string, AdminIntent<z.ZodType>>>,
): Promise<AdminAnswer> {
  const app = context.get(appContext);
  const staff = requireStaffPage(app, request, permission);
  return answerAdminForm(request, intentsOf(staff, app));
}
