import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";

import { auditLog } from "../src/db/tables.ts";
import { STAFF_ROLES } from "../src/domain/staff.ts";
import { createApp } from "../src/server/app.ts";
import { prepareDatabase } from "../src/server/boot.ts";
import { parseEnv } from "../src/server/env.ts";
import { sessionCookieOf } from "../tests/helpers/accounts.ts";

// `npm run staff` as a new shop owner runs it on a fresh install: its own process, an empty
// embedded database, no SQL; the printed link then sets the password and opens the back office.

const run = promisify(execFile);
const folder = mkdtempSync(join(tmpdir(), "overland-staff-"));
const env = { DATABASE_URL: "", DATA_DIR: join(folder, "data"), SEED: "never", PORT: "3987", PUBLIC_URL: "http://shop.test" };

async function staff(...args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ["scripts/staff.ts", ...args], { env: { ...process.env, ...env } });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

describe("npm run staff", () => {
  it("names every role in its usage and in the README", async () => {
    const help = await staff("--help");
    expect(help.output).toContain(`--role ${STAFF_ROLES.join("|")} [--name "Full Name"]`);
    expect(readFileSync("README.md", "utf8")).toContain(`npm run staff -- add <e-mail> --role ${STAFF_ROLES.join("|")}`);
  });

  // Four processes, each starting Node and opening the database: a slow test's time.
  it("refuses a missing role, a wrong role and a malformed address with a clear message", { timeout: 120_000 }, async () => {
    expect(await staff("add", "olga@example.com")).toMatchObject({
      code: 1,
      output: expect.stringContaining(`--role must be one of ${STAFF_ROLES.join(", ")}`),
    });
    expect(await staff("add", "olga@example.com", "--role", "boss")).toMatchObject({ code: 1 });
    expect(await staff("add", "not-an-address", "--role", "owner")).toMatchObject({
      code: 1,
      output: expect.stringContaining("email is wrong"),
    });
    expect(await staff("promote")).toMatchObject({ code: 1, output: expect.stringContaining("Usage:") });
  });

  it(
    "makes the first owner of a fresh install; the printed link sets the password and opens the back office",
    { timeout: 120_000 },
    async () => {
      const added = await staff("add", "olga@example.com", "--role", "owner", "--name", "Olga Owner");
      expect(added.code, added.output).toBe(0);
      const link = /http:\/\/shop\.test(\/admin\/set-password\/[\w.-]+)/.exec(added.output)?.[1];
      expect(link, added.output).toBeDefined();
      expect(added.output).toContain("olga@example.com is now an owner of the shop (role owner).");
      // A member of the catalogue is told so, not called staff (a role with other rights).
      const catalogue = await staff("add", "carl@example.com", "--role", "catalog", "--name", "Carl Catalogue");
      expect(catalogue.code, catalogue.output).toBe(0);
      expect(catalogue.output).toContain("carl@example.com is now catalogue staff of the shop (role catalog).");
      expect(await staff("add", "carl@example.com", "--role", "staff")).toMatchObject({
        code: 1,
        output: expect.stringContaining("carl@example.com is already catalogue staff (role catalog)."),
      });
      const list = (await staff("list")).output;
      expect(list).toContain("owner    olga@example.com  Olga Owner");
      expect(list).toContain("catalog  carl@example.com  Carl Catalogue");
      expect(await staff("add", "olga@example.com", "--role", "owner")).toMatchObject({
        code: 1,
        output: expect.stringContaining("olga@example.com is already an owner (role owner)."),
      });

      const parsed = parseEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", ...env });
      const { database, secret } = await prepareDatabase(parsed, () => {});
      const app = await createApp({ env: parsed, database, secret });
      try {
        // The command line has no staff account: its change is audited under "cli".
        const added = await database.db.select().from(auditLog).where(eq(auditLog.action, "staff.add")).orderBy(auditLog.id);
        expect(added).toMatchObject([
          { actorId: null, actorEmail: "cli", entityType: "staff", before: null, after: { email: "olga@example.com", role: "owner" } },
          { actorId: null, actorEmail: "cli", entityType: "staff", before: null, after: { email: "carl@example.com", role: "catalog" } },
        ]);
        const token = link!.split("/").pop()!;
        const set = await app.inject({
          method: "POST",
          url: `/api/website/staff/set-password/${token}`,
          payload: { password: "owner-pass-4x4" },
        });
        expect(set.statusCode, set.body).toBe(200);
        const orders = await app.inject({ method: "GET", url: "/api/admin/orders", headers: { cookie: sessionCookieOf(set)! } });
        expect(orders.statusCode).toBe(200);
        const login = await app.inject({
          method: "POST",
          url: "/api/website/staff/login",
          payload: { email: "olga@example.com", password: "owner-pass-4x4" },
        });
        expect(login.statusCode).toBe(200);
      } finally {
        await app.close();
        await database.close();
      }
    },
  );
});
