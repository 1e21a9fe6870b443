// The import boundaries of eslint.config.js, proved on small files linted where they would live:
// a server module is reached only through its face (index.ts), from other modules, the HTTP
// layer, the storefront's *.server.ts files, scripts and e2e alike; a face exports no repository;
// HTTP code never reaches a repository; only repositories, src/db, tests and the benchmarks import
// Drizzle and the tables; src/server/lib/ imports no module, and no module imports the HTTP layer.
import path from "node:path";

import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const BOUNDARY_RULES = new Set(["overland/import-boundaries", "@typescript-eslint/no-restricted-imports", "no-restricted-imports"]);

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The boundary problems of `code`, in a file at `file` (relative to the repository). */
async function problemsOfCode(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result!.messages.filter((message) => BOUNDARY_RULES.has(message.ruleId ?? "")).map((message) => message.message);
}

/** The boundary problems of one import, in a file at `file` (relative to the repository). */
async function problemsOf(file: string, specifier: string): Promise<string[]> {
  return problemsOfCode(file, `import { thing } from "${specifier}";\n\nexport const used = thing;\n`);
}

describe("a module's face", () => {
  it("refuses another module's inner file, from a module", async () => {
    const problems = await problemsOf("src/server/modules/orders/example.ts", "../staff/staff.service.ts");
    expect(problems).toEqual([expect.stringMatching(/staff\/index\.ts/)]);
  });

  it("refuses another module's repository, from its repositories too", async () => {
    expect(await problemsOf("src/server/modules/orders/orders.repository.ts", "../catalog/stock.repository.ts")).toEqual([
      expect.stringMatching(/catalog\/index\.ts/),
    ]);
  });

  it("lets a module import another's index.ts", async () => {
    expect(await problemsOf("src/server/modules/orders/example.ts", "../staff/index.ts")).toEqual([]);
  });

  it("lets a module import its own inner files", async () => {
    expect(await problemsOf("src/server/modules/accounts/example.ts", "./sessions.service.ts")).toEqual([]);
    expect(await problemsOf("src/server/modules/accounts/example.test.ts", "./sessions.repository.ts")).toEqual([]);
  });

  it("refuses a module's inner file from the HTTP layer, and takes its face", async () => {
    expect(await problemsOf("src/server/http/example.ts", "../modules/accounts/sessions.service.ts")).toEqual([
      expect.stringMatching(/accounts\/index\.ts/),
    ]);
    expect(await problemsOf("src/server/http/example.ts", "../modules/accounts/index.ts")).toEqual([]);
  });

  it("refuses a module's inner file from the storefront's *.server.ts files, and takes its face", async () => {
    expect(await problemsOf("src/web/lib/example.server.ts", "../../server/modules/accounts/session-cookie.ts")).toEqual([
      expect.stringMatching(/accounts\/index\.ts/),
    ]);
    expect(await problemsOf("src/web/routes/example.server.ts", "../../server/modules/catalog/stock.service.ts")).toEqual([
      expect.stringMatching(/catalog\/index\.ts/),
    ]);
    expect(await problemsOf("src/web/lib/example.server.ts", "../../server/modules/accounts/index.ts")).toEqual([]);
  });

  it("refuses a module's inner file from the server's wiring and from scripts", async () => {
    expect(await problemsOf("src/server/services.ts", "./modules/mail/mail.service.ts")).toEqual([
      expect.stringMatching(/mail\/index\.ts/),
    ]);
    expect(await problemsOf("scripts/example.ts", "../src/server/modules/staff/staff.service.ts")).toEqual([
      expect.stringMatching(/staff\/index\.ts/),
    ]);
  });
});

describe("the layers, in the HTTP layer too", () => {
  it("refuses a repository to HTTP code and to routes", async () => {
    expect(await problemsOf("src/server/http/example.ts", "./example.repository.ts")).toEqual([
      expect.stringMatching(/never repositories/),
    ]);
    expect(await problemsOf("src/server/modules/catalog/catalog.routes.ts", "./catalog.repository.ts")).toEqual([
      expect.stringMatching(/never repositories/),
    ]);
  });

  it("refuses the HTTP layer to a module", async () => {
    expect(await problemsOf("src/server/modules/catalog/example.service.ts", "../../http/admin-scope.ts")).toEqual([
      expect.stringMatching(/does not import src\/server\/http/),
    ]);
  });

  it("refuses Drizzle and the tables to HTTP code", async () => {
    expect(await problemsOf("src/server/http/example.ts", "drizzle-orm")).toEqual([expect.stringMatching(/repository/)]);
    expect(await problemsOf("src/server/http/example.ts", "../../db/tables.ts")).toEqual([expect.stringMatching(/repository/)]);
  });
});

describe("Drizzle and the tables, only where the database is queried", () => {
  const DRIZZLE = expect.stringMatching(/\*\.repository\.ts files query the database/);

  it("refuses them to lib, plugins, the server's wiring, the storefront's *.server.ts files, scripts and e2e", async () => {
    for (const [file, tables] of [
      ["src/server/lib/example.ts", "../../db/tables.ts"],
      ["src/server/plugins/example.ts", "../../db/schema/orders.ts"],
      ["src/server/services.ts", "../db/tables.ts"],
      ["src/web/lib/example.server.ts", "../../db/tables.ts"],
      ["src/web/routes/example.server.ts", "../../db/schema/catalog.ts"],
      ["scripts/example.ts", "../src/db/tables.ts"],
      ["e2e/fixtures/example.ts", "../../src/db/tables.ts"],
      ["src/server/modules/catalog/example.service.ts", "../../../db/tables.ts"],
    ]) {
      expect([file, await problemsOf(file!, "drizzle-orm")]).toEqual([file, [DRIZZLE]]);
      expect([file, await problemsOf(file!, "drizzle-orm/pg-core")]).toEqual([file, [DRIZZLE]]);
      expect([file, await problemsOf(file!, tables!)]).toEqual([file, [DRIZZLE]]);
    }
  });

  it("takes them in a module's repositories, src/db, tests and the benchmarks", async () => {
    for (const [file, tables] of [
      ["src/server/modules/catalog/example.repository.ts", "../../../db/tables.ts"],
      ["src/db/example.ts", "./tables.ts"],
      ["src/db/seed/example.ts", "../schema/catalog.ts"],
      ["src/server/lib/example.test.ts", "../../db/tables.ts"],
      ["tests/helpers/example.ts", "../../src/db/tables.ts"],
      ["scripts/bench/example.ts", "../../src/db/tables.ts"],
    ]) {
      expect([file, await problemsOf(file!, "drizzle-orm")]).toEqual([file, []]);
      expect([file, await problemsOf(file!, tables!)]).toEqual([file, []]);
    }
  });
});

describe("src/server/lib/ sits below the modules", () => {
  it("refuses any module to lib, its face and its types included", async () => {
    const LIB = expect.stringMatching(/lib\/ imports no module/);
    expect(await problemsOf("src/server/lib/example.ts", "../modules/accounts/index.ts")).toEqual([LIB]);
    const typeOnly = 'import type { StaffActor } from "../modules/staff/index.ts";\n\nexport type Used = StaffActor;\n';
    expect(await problemsOfCode("src/server/lib/example.ts", typeOnly)).toEqual([LIB]);
    expect(await problemsOf("src/server/lib/example.ts", "../modules/orders/orders.service.ts")).toEqual([LIB]);
  });

  it("lets lib import lib, and lib's tests build the shop", async () => {
    expect(await problemsOf("src/server/lib/example.ts", "./pagination.ts")).toEqual([]);
    expect(await problemsOf("src/server/lib/example.test.ts", "../modules/accounts/index.ts")).toEqual([]);
  });
});

describe("a module's face exports no repository", () => {
  const FACE = "src/server/modules/accounts/index.ts";

  it("refuses a repository exported, or imported, by index.ts", async () => {
    for (const code of [
      'export { createUsersRepository } from "./users.repository.ts";\n',
      'export * from "./users.repository.ts";\n',
      'export type { UserRow } from "./users.repository.ts";\n',
      'import { createUsersRepository } from "./users.repository.ts";\n\nexport const users = createUsersRepository;\n',
    ]) {
      expect([code, await problemsOfCode(FACE, code)]).toEqual([code, [expect.stringMatching(/never a repository/)]]);
    }
  });

  it("lets the face export its services, and the module's own files use its repositories", async () => {
    expect(await problemsOfCode(FACE, 'export { createAccountsService } from "./accounts.service.ts";\n')).toEqual([]);
    expect(await problemsOf("src/server/modules/accounts/example.service.ts", "./users.repository.ts")).toEqual([]);
  });
});

describe("e2e is linted", () => {
  it("holds the faces and the boundaries in e2e's specs and fixtures", async () => {
    expect(await eslint.isPathIgnored(path.join(ROOT, "e2e/specs/cart.spec.ts"))).toBe(false);
    expect(await problemsOf("e2e/fixtures/example.ts", "../../src/server/modules/staff/staff.service.ts")).toEqual([
      expect.stringMatching(/staff\/index\.ts/),
    ]);
    expect(await problemsOf("e2e/specs/example.spec.ts", "../../src/domain/pricing.ts")).toEqual([]);
  });
});
