import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openTestDatabase } from "../../../../tests/helpers/test-database.ts";
import type { DatabaseHandle } from "../../../db/client.ts";
import { outboxMails } from "../../../db/tables.ts";
import { createLimiters, LIMIT_DEFAULTS } from "../../lib/rate-limiter.ts";
import { contactMail } from "./contact.service.ts";
import { createContentService } from "./content.service.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const message = {
  name: "Dana Reyes",
  email: "dana@example.com",
  subject: "Roof rack",
  message: "Does the 1.8 m platform fit a 76 Series wagon?",
};

describe("the contact service", () => {
  it("mails the message to the shop's configured address", async () => {
    const content = createContentService(database.db, {
      shopEmail: async () => "desk@shop.test",
      limiters: createLimiters(),
      productSeo: async () => undefined,
    });
    await content.sendContactMessage({ ...message, subject: "Configured address" }, "10.0.1.1");
    const mails = await database.db.select().from(outboxMails);
    expect(mails.find((m) => m.subject === "Contact form: Configured address")?.to).toBe("desk@shop.test");
  });

  it("holds back one sender after 5 messages in 10 minutes, whatever the client", async () => {
    const content = createContentService(database.db, {
      shopEmail: async () => "desk@shop.test",
      limiters: createLimiters(),
      productSeo: async () => undefined,
    });
    for (let i = 0; i < LIMIT_DEFAULTS["contact.perSender"].max; i++)
      await content.sendContactMessage({ ...message, email: "busy@example.com" }, `10.0.0.${i}`);
    await expect(content.sendContactMessage({ ...message, email: "BUSY@example.com" }, "10.0.0.99")).rejects.toMatchObject({
      statusCode: 429,
    });
  });

  it("writes each message as its own mail, even when two are alike", () => {
    const first = contactMail(message, "desk@shop.test", "a");
    const second = contactMail(message, "desk@shop.test", "b");
    expect(first.dedupeKey).not.toBe(second.dedupeKey);
    expect(first.text).toBe(second.text);
  });
});
