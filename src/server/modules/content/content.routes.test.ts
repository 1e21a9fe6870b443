import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { buildTestApp, type TestApp } from "../../../../tests/helpers/test-app.ts";
import { outboxMails } from "../../../db/tables.ts";
import { LIMIT_DEFAULTS } from "../../lib/rate-limiter.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: unknown, remoteAddress = "203.0.113.1") =>
  t.app.inject({ method: "POST", url: `/api/website${url}`, payload: payload as Record<string, unknown>, remoteAddress });

const message = {
  name: "Alex Morgan",
  email: "alex@example.com",
  subject: "Lift kit for a GU Patrol",
  message: "Which 50 mm kit fits a 2004 GU wagon with a winch bar?\n\nThanks, Alex",
};

describe("POST /contact", () => {
  it("puts a valid message in the outbox as an e-mail to the shop, readable at /dev/mailbox", async () => {
    const response = await post("/contact", { ...message, subject: "Outbox check" }, "203.0.113.10");
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: "Thank you. Your message has been sent." });

    const mails = await t.database.db.select().from(outboxMails);
    const mail = mails.find((m) => m.subject === "Contact form: Outbox check");
    expect(mail?.to).toBe((await t.app.services.settings.current()).email);
    expect(mail?.text).toContain("From: Alex Morgan <alex@example.com>");
    expect(mail?.text).toContain("Reply to: alex@example.com");
    expect(mail?.text).toContain("Which 50 mm kit fits a 2004 GU wagon with a winch bar?");

    const mailbox = await t.app.inject({ method: "GET", url: "/dev/mailbox" });
    expect(mailbox.body).toContain("Contact form: Outbox check");
    expect(mailbox.body).toContain("mailto:alex@example.com");
  });

  it("escapes the sender's text in the HTML of the mail", async () => {
    await post(
      "/contact",
      { ...message, email: "html@example.com", subject: "Markup", message: "<script>alert(1)</script> is not welcome" },
      "203.0.113.11",
    );
    const mails = await t.database.db.select().from(outboxMails);
    const mail = mails.find((m) => m.subject === "Contact form: Markup");
    expect(mail?.html).toContain("&lt;script&gt;");
    expect(mail?.html).not.toContain("<script>");
  });

  it("answers bad input with a 400 JSON error that names the fields", async () => {
    const response = await post("/contact", { name: "", email: "not-an-address", subject: "Hi", message: "short" }, "203.0.113.12");
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-type"]).toContain("application/json");
    const body = response.json() as { statusCode: number; error: string; message: string };
    expect(body.statusCode).toBe(400);
    expect(body.error).toBe("Bad Request");
    expect(body.message).toMatch(/name/);
    expect(body.message).toMatch(/email/);
    expect(body.message).toMatch(/message/);
  });

  it("limits each client to 5 messages in 10 minutes", async () => {
    const client = "198.51.100.7";
    for (let i = 0; i < LIMIT_DEFAULTS["contact.perAddress"].max; i++) {
      const response = await post("/contact", { ...message, email: `sender${i}@example.com`, subject: `Limit ${i}` }, client);
      expect(response.statusCode).toBe(201);
    }
    const refused = await post("/contact", { ...message, email: "sender-last@example.com", subject: "Limit over" }, client);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ statusCode: 429, error: "Too Many Requests" });
    // Another client is not held back.
    expect((await post("/contact", { ...message, email: "other@example.com", subject: "Other client" }, "198.51.100.8")).statusCode).toBe(
      201,
    );
  });
});

describe("GET /blog/{id}", () => {
  it("answers 404, not 500, for a numeric id the database cannot hold (2147483648)", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/website/blog/2147483648" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, error: "Not Found" });
  });
});
