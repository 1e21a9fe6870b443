import { describe, expect, it } from "vitest";
import { z } from "zod";

import { ContactMessageSchema, NewsletterSchema } from "./contact.ts";
import { newsletterEmail } from "./contact-rules.ts";

describe("spec §5: the newsletter e-mail must be a normal address", () => {
  const normal = ["alex@example.com", "a.b+news@mail.example.co.uk", "o'neil@example.org", "x_y-z@sub-domain.example.io"];
  const refused = [
    "",
    "alex",
    "alex@",
    "@example.com",
    "alex@example",
    "alex@@example.com",
    ".alex@example.com",
    "alex..b@example.com",
    "alex @example.com",
    "alex@example.c",
  ];

  it.each(normal)("accepts %s", (email) => {
    expect(NewsletterSchema.safeParse({ email }).success).toBe(true);
  });

  it.each(refused)("refuses %j with 'Invalid Email address.'", (email) => {
    const result = NewsletterSchema.safeParse({ email });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Invalid Email address.");
  });

  it("agrees with zod's own e-mail check on every sample", () => {
    for (const email of [...normal, ...refused])
      expect(NewsletterSchema.safeParse({ email }).success).toBe(z.email().safeParse(email).success);
  });

  it("is checked the same in the footer's form (without zod) as by the API", () => {
    const long = `${"a".repeat(64)}@${"b".repeat(185)}.com`;
    for (const email of [...normal, ...refused, ` ${normal[0]} `, long, `x${long}`]) {
      const parsed = NewsletterSchema.safeParse({ email });
      expect(newsletterEmail(email), email).toBe(parsed.success ? parsed.data.email : null);
    }
  });
});

describe("the contact message", () => {
  const valid = {
    name: "Alex Morgan",
    email: "alex@example.com",
    subject: "Lift kit for a GU Patrol",
    message: "Which kit fits a 2004 GU wagon?",
  };

  const refused = (input: Record<string, unknown>) => {
    const result = ContactMessageSchema.safeParse(input);
    return result.success ? [] : [...new Set(result.error.issues.map((issue) => issue.path[0]))];
  };

  it("accepts a full message and trims it", () => {
    expect(ContactMessageSchema.parse({ ...valid, name: "  Alex Morgan " })).toEqual(valid);
  });

  it("names every missing field", () => {
    expect(refused({ name: "", email: "", subject: "", message: "" })).toEqual(["name", "email", "subject", "message"]);
    expect(refused({ ...valid, message: "   " })).toEqual(["message"]);
  });

  it("uses the loose e-mail check of spec §5", () => {
    expect(refused({ ...valid, email: "a@b" })).toEqual([]);
    expect(refused({ ...valid, email: "alex.example.com" })).toEqual(["email"]);
  });

  it("refuses a message shorter than 10 characters and one too long", () => {
    expect(refused({ ...valid, message: "Hi there" })).toEqual(["message"]);
    expect(refused({ ...valid, message: "x".repeat(5001) })).toEqual(["message"]);
  });
});
