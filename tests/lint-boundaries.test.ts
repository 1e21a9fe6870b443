// The import boundaries of eslint.config.js, proved on small files linted where they would live:
// a server module is reached only through its face (index.ts), from other modules, the HTTP
// layer, the storefront's *.server.ts files and scripts alike; HTTP code never reaches a
// repository or Drizzle.
import path from "node:path";

import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const BOUNDARY_RULES = new Set(["overland/import-boundaries", "@typescript-eslint/no-restricted-imports", "no-restricted-imports"]);

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The boundary problems of one import, in a file at `file` (relative to the repository). */
async function problemsOf(file: string, specifier: string): Promise<string[]> {
  const code = `import { thing } from "${specifier}";\n\nexport const used = thing;\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result!.messages.filter((message) => BOUNDARY_RULES.has(message.ruleId ?? "")).map((message) => message.message);
}

describe("a module's face", () => {
  it("refuses another module's inner file, from a module", async () => {
    const problems = await problemsOf("src/server/modules/orders/example.ts", "../staff/staff.service.ts");
    expect(problems).toEqual([expect.stringMatching(/staff\/index\.ts/)]);
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

  it("refuses Drizzle and the tables to HTTP code", async () => {
    expect(await problemsOf("src/server/http/example.ts", "drizzle-orm")).toEqual([expect.stringMatching(/repository/)]);
    expect(await problemsOf("src/server/http/example.ts", "../../db/tables.ts")).toEqual([expect.stringMatching(/repository/)]);
  });
});
