import cookie from "@fastify/cookie";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";

import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from "../modules/accounts/index.ts";
import { registerPrivateAnswers } from "../plugins/private-answers.ts";
import { guestPageKey } from "./guest-page-key.ts";

// A page seen with a session cookie names its customer: under either name of the cookie (ov_session
// over http, __Host-ov_session over https), it is never filed in the shared cache nor kept by a proxy.

async function shopPage() {
  const app = Fastify();
  await app.register(cookie);
  registerPrivateAnswers(app);
  app.get("/shop", async (request, reply) => reply.type("text/html").send(String(guestPageKey(request))));
  return app;
}

describe("a page seen with a session cookie", () => {
  it("is not a guest's page, under either name of the cookie; a guest's is kept apart by the country prices show for", async () => {
    const app = await shopPage();
    try {
      const guest = await app.inject({ method: "GET", url: "/shop" });
      // Language, currency, then no country and no vehicle chosen.
      expect(guest.body).toMatch(/^en \S+ {3}http:\/\/localhost:80\/shop$/);
      const german = await app.inject({ method: "GET", url: "/shop", headers: { cookie: "country=DE" } });
      expect(german.body).toMatch(/^en \S+ DE {2}http:\/\/localhost:80\/shop$/);
      // A country the shop does not know is none: it splits nothing.
      const forged = await app.inject({ method: "GET", url: "/shop", headers: { cookie: "country=XX%20evil" } });
      expect(forged.body).toBe(guest.body);
      expect(guest.headers["cache-control"]).toBeUndefined();
      for (const name of [SESSION_COOKIE, SECURE_SESSION_COOKIE]) {
        const signedIn = await app.inject({ method: "GET", url: "/shop", headers: { cookie: `${name}=anything` } });
        expect({ name, key: signedIn.body, cache: signedIn.headers["cache-control"] }).toEqual({
          name,
          key: "null",
          cache: "private, no-store",
        });
      }
    } finally {
      await app.close();
    }
  });
});
