import { describe, expect, it, vi } from "vitest";
import { z } from "zod";

import { ConflictError, NotFoundError } from "../../domain/errors.ts";
import { answerAdminForm, intent, MAX_FORM_BYTES } from "./admin-action.server.ts";

const post = (fields: Record<string, string>) =>
  new Request("http://shop.test/admin/x", { method: "POST", body: new URLSearchParams(fields) });

const AddSchema = z.object({ email: z.string().regex(/@/), password: z.string().min(6) });

describe("answerAdminForm: a back-office action read by Conform with the intent's schema", () => {
  it("runs the intent's service with the schema's output and says what was done", async () => {
    const run = vi.fn(async (value: z.output<typeof AddSchema>) => ({ id: 7, email: value.email }));
    const answer = await answerAdminForm(post({ intent: "add", email: "kim@shop.test", password: "secret-42" }), {
      add: intent({ schema: AddSchema, run, done: (added) => ({ key: "admin.staff.added", values: { email: added.email } }) }),
    });
    expect(run).toHaveBeenCalledWith({ email: "kim@shop.test", password: "secret-42" });
    expect(answer).toMatchObject({
      intent: "add",
      form: "add",
      refusedAt: "form",
      done: { key: "admin.staff.added", values: { email: "kim@shop.test" } },
    });
    // A done form is emptied for the next one.
    expect(answer.reply).toMatchObject({ initialValue: null });
    expect(answer.reply.error).toBeUndefined();
  });

  it("answers a refused form with each field's problem beside it, and never calls the service", async () => {
    const run = vi.fn(async () => undefined);
    const answer = await answerAdminForm(post({ intent: "add", email: "nobody", password: "abc" }), {
      add: intent({ schema: AddSchema, run, hideFields: ["password"] }),
    });
    expect(run).not.toHaveBeenCalled();
    expect(answer.done).toBeUndefined();
    expect(answer.reply.error).toMatchObject({ email: ["email"], password: ["tooShort", "limit:string:6"] });
    // What was typed comes back to the form, the password excepted.
    expect(answer.reply.initialValue).toMatchObject({ email: "nobody" });
    expect(answer.reply.initialValue).not.toHaveProperty("password");
  });

  it("says a service's refusal above the form, or beside the field it blames", async () => {
    const taken = () => Promise.reject(new ConflictError("AUTH_EMAIL_ALREADY_IN_USE"));
    const fields = { intent: "add", email: "kim@shop.test", password: "secret-42" };
    const above = await answerAdminForm(post(fields), { add: intent({ schema: AddSchema, run: taken }) });
    expect(above.reply.error).toEqual({ "": ["AUTH_EMAIL_ALREADY_IN_USE"] });
    const beside = await answerAdminForm(post(fields), {
      add: intent({ schema: AddSchema, run: taken, fieldOf: { AUTH_EMAIL_ALREADY_IN_USE: "email" } }),
    });
    expect(beside.reply.error).toEqual({ email: ["AUTH_EMAIL_ALREADY_IN_USE"] });
  });

  it("tells a row's form from the others of its page by its id, and refuses a forged one", async () => {
    const row = { schema: z.object({ id: z.int() }), run: () => Promise.reject(new NotFoundError("GONE")) };
    const sent = await answerAdminForm(post({ intent: "reject", formId: "reject-12", id: "12" }), { reject: intent(row) });
    expect(sent.form).toBe("reject-12");
    const forged = await answerAdminForm(post({ intent: "reject", formId: "<script>", id: "12" }), { reject: intent(row) });
    expect(forged.form).toBe("reject");
  });

  it("answers 400 to an intent the page does not have, and lets the shop's own failures through", async () => {
    const intents = { add: intent({ schema: AddSchema, run: () => Promise.reject(new Error("database gone")) }) };
    for (const name of ["drop", "toString", "__proto__", ""]) {
      const thrown: unknown = await answerAdminForm(post({ intent: name }), intents).catch((error: unknown) => error);
      expect(thrown).toMatchObject({ init: { status: 400 } });
    }
    await expect(answerAdminForm(post({ intent: "add", email: "kim@shop.test", password: "secret-42" }), intents)).rejects.toThrow(
      "database gone",
    );
  });

  it("refuses a form larger than any of the back office's before reading it whole, stated or not", async () => {
    const intents = { add: intent({ schema: AddSchema, run: async () => undefined }) };
    const huge = post({ intent: "add", email: "kim@shop.test", password: "x".repeat(MAX_FORM_BYTES) });
    await expect(answerAdminForm(huge, intents).catch((error: unknown) => error)).resolves.toMatchObject({ init: { status: 413 } });
    // Sent in pieces, with no length stated: counted as it comes.
    const pieces = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("intent=add&password="));
        for (let i = 0; i < 64; i++) controller.enqueue(new Uint8Array(8 * 1024).fill(120));
        controller.close();
      },
    });
    const streamed = new Request("http://shop.test/admin/x", {
      method: "POST",
      body: pieces,
      duplex: "half",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    } as RequestInit);
    await expect(answerAdminForm(streamed, intents).catch((error: unknown) => error)).resolves.toMatchObject({ init: { status: 413 } });
    // The largest newsletter staff may write, in Arabic, is read.
    const arabic = post({ intent: "add", email: "kim@shop.test", password: "ب".repeat(20_000) });
    await expect(answerAdminForm(arabic, intents)).resolves.toMatchObject({ intent: "add" });
  });
});
