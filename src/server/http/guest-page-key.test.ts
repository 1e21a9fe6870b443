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
  it("is not a guest's page, under either name of the cookie", async () => {
    const app = await shopPage();
    try {
      const guest = await app.inject({ method: "GET", url: "/shop" });
      expect(guest.body).toMatch(/^en \S+ {2}http:\/\/localhost:80\/shop$/);
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
