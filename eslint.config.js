import { readFileSync } from "node:fs";
import path from "node:path";

import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import simpleImportSort from "eslint-plugin-simple-import-sort";
import tseslint from "typescript-eslint";

// ---------------------------------------------------------------------------------------------
// Import boundaries of ARCHITECTURE.md, path aliases included. Import patterns only see the text
// of an import, and `#app-context` does not say where it leads; this rule resolves every import
// of ours (relative, or a `#…` alias of package.json "imports") to the file it names, and judges
// that file's folder.

const ROOT = import.meta.dirname;
const ALIASES = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")).imports ?? {};
/** The one crossing from the pages into the server: the router context, always by its alias. */
const APP_CONTEXT = "#app-context";

/** An alias target as a path (the first path of a conditional target). */
function aliasTarget(target) {
  if (typeof target === "string") return target;
  for (const value of Object.values(target ?? {})) {
    const found = aliasTarget(value);
    if (found) return found;
  }
  return null;
}

/** The file of ours an import names, relative to the repository ("src/web/root.tsx"); null for a package, "?" for an unknown alias. */
function resolveOurs(specifier, importer) {
  let file = null;
  if (specifier.startsWith(".")) file = path.resolve(path.dirname(importer), specifier);
  else if (specifier.startsWith("#")) {
    for (const [key, target] of Object.entries(ALIASES)) {
      const [head, tail = null] = key.split("*");
      const to = aliasTarget(target);
      if (to && (tail === null ? specifier === key : specifier.startsWith(head) && specifier.endsWith(tail))) {
        file = path.resolve(ROOT, tail === null ? to : to.replace("*", specifier.slice(head.length, specifier.length - tail.length)));
        break;
      }
    }
    if (!file) return "?";
  } else return null;
  return path.relative(ROOT, file).split(path.sep).join("/");
}

const withoutExtension = (file) => file.replace(/\.[cm]?[jt]sx?$/, "");
const isTest = (file) => /\.test\.tsx?$/.test(file);
/** The server module a file of ours belongs to ("orders" for src/server/modules/orders/…), or null. */
const moduleOf = (file) => /^src\/server\/modules\/([^/]+)\//.exec(file)?.[1] ?? null;
/** A module's face: the one file of it that code outside its folder may import. */
const faceOf = (module) => `src/server/modules/${module}/index.ts`;
const APP_CONTEXT_FILE = withoutExtension(resolveOurs(APP_CONTEXT, path.join(ROOT, "package.json")));

const BOUNDARIES = [
  {
    from: (file) => file.startsWith("src/domain/"),
    forbids: (target) => !target.startsWith("src/domain/"),
    message: "domain/ imports nothing of ours (aliases included).",
  },
  {
    from: (file) => file.startsWith("src/server/") || file.startsWith("src/db/"),
    forbids: (target) => target.startsWith("src/web/"),
    message: "The server does not import the storefront; share code through domain/.",
  },
  {
    // A page module may end up in the browser: it reaches the shop only through the router context.
    from: (file) => file.startsWith("src/web/") && !/\.server\.tsx?$/.test(file),
    forbids: (target, specifier) => /^src\/(server|db)\//.test(target) && specifier !== APP_CONTEXT,
    message: `web/ reaches the shop through the router context (${APP_CONTEXT}); only its *.server.ts files may import server types.`,
  },
  {
    // The seed's data and drawing code stay out of the running shop; boot.ts seeds an empty database.
    from: (file) => /^src\/(server|web)\//.test(file) && !/\.test\.tsx?$/.test(file) && file !== "src/server/boot.ts",
    forbids: (target) => target.startsWith("src/db/seed/"),
    message: "The shop does not import the seed (only src/server/boot.ts seeds, and tests); seed images are served from seed_images.",
  },
  {
    // Code shared by modules that belongs to none sits below all of them (docs/how-a-module-is-built.md):
    // a module may import lib, never the reverse. Its tests may build the whole shop.
    from: (file) => file.startsWith("src/server/lib/") && !isTest(file),
    forbids: (target) => moduleOf(target) !== null,
    message:
      "src/server/lib/ imports no module: take what it needs as an argument, or move the shared thing into lib (docs/how-a-module-is-built.md).",
  },
  {
    // One public face per module (docs/how-a-module-is-built.md): from outside a module's folder
    // (another module, the HTTP layer, the plugins, the wiring, the storefront's *.server.ts files,
    // scripts, tests, e2e) only its index.ts is imported; inside its folder, any file of it.
    from: () => true,
    forbids: (target, _specifier, file) => {
      const module = moduleOf(target);
      return module !== null && module !== moduleOf(file) && target !== faceOf(module);
    },
    message: (target) => `a module is imported only through its face, ${faceOf(moduleOf(target))} (docs/how-a-module-is-built.md).`,
  },
  {
    // The face shows services, types and routes; rows and queries stay the module's own business,
    // so no other code reaches a repository, even through the face.
    from: (file) => /^src\/server\/modules\/[^/]+\/index\.ts$/.test(file),
    forbids: (target) => /\.repository\.[cm]?[jt]sx?$/.test(target),
    message: "a module's face (index.ts) exports its services, types and routes, never a repository (docs/how-a-module-is-built.md).",
  },
  {
    // The HTTP layer mounts the modules' routes; a module that imported it back would make a cycle.
    from: (file) => moduleOf(file) !== null && !isTest(file),
    forbids: (target) => target.startsWith("src/server/http/"),
    message: "A module does not import src/server/http/: what it needs of a request arrives as an argument.",
  },
  {
    // Layers: a route, and any HTTP code outside the modules, calls a service, never a repository.
    from: (file) => (file.startsWith("src/server/http/") && !isTest(file)) || /^src\/server\/modules\/[^/]+\/[^/]+\.routes\.ts$/.test(file),
    forbids: (target) => /\.repository\.[cm]?[jt]sx?$/.test(target),
    message: "Routes and HTTP code call services, never repositories.",
  },
  {
    from: () => true,
    forbids: (target, specifier) => withoutExtension(target) === APP_CONTEXT_FILE && specifier !== APP_CONTEXT,
    message: `Import the router context as ${APP_CONTEXT}: the SSR bundle keeps that import external, so the server and the pages share one context token.`,
  },
];

const importBoundaries = {
  meta: { type: "problem", schema: [] },
  create(context) {
    const file = path.relative(ROOT, context.filename).split(path.sep).join("/");
    const rules = BOUNDARIES.filter((rule) => rule.from(file));
    if (rules.length === 0) return {};
    const check = (source) => {
      if (!source || typeof source.value !== "string") return;
      const target = resolveOurs(source.value, context.filename);
      if (target === null) return;
      if (target === "?") return context.report({ node: source, message: `${source.value} is no alias of package.json "imports".` });
      const broken = rules.find((rule) => rule.forbids(target, source.value, file));
      if (!broken) return;
      const message = typeof broken.message === "function" ? broken.message(target) : broken.message;
      context.report({ node: source, message: `${source.value}: ${message}` });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
// ---------------------------------------------------------------------------------------------

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "drizzle/", "test-results/", "playwright-report/", "data/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["warn", "error", "log"] }],
    },
  },
  // One order of imports everywhere, kept by `eslint --fix`: Node's own, packages, the `#` aliases,
  // then ours by path (a file's neighbours last), each group apart.
  {
    files: ["**/*.{ts,tsx,js}"],
    plugins: { "simple-import-sort": simpleImportSort },
    rules: {
      "simple-import-sort/imports": ["error", { groups: [["^\\u0000"], ["^node:"], ["^@?\\w"], ["^#"], ["^\\."]] }],
    },
  },
  {
    files: ["src/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  // Import boundaries (see importBoundaries above): domain, web, server, lib, modules' faces, the router context.
  {
    files: ["src/**/*.{ts,tsx}", "scripts/**/*.ts", "tests/**/*.ts", "e2e/**/*.ts"],
    plugins: { overland: { rules: { "import-boundaries": importBoundaries } } },
    rules: { "overland/import-boundaries": "error" },
  },
  // --- Layers of a server module (docs/how-a-module-is-built.md) ----------------------------------
  // route -> service -> repository (routes never import a repository: importBoundaries above, which
  // also keeps every module out of another's repositories: only a face is imported, and a face
  // exports no repository). Only a module's repositories query the database: drizzle-orm and the
  // tables (src/db/tables.ts, src/db/schema/*) are refused everywhere else (lib, plugins, the
  // wiring, http, the storefront's *.server.ts files, scripts, e2e), except in src/db itself (the
  // client, migrations, the seed), tests, and the benchmarks (scripts/bench/), which read the
  // database to choose what to ask for and set up their own caller, as a test does.
  {
    files: ["**/*.{ts,tsx}"],
    ignores: ["src/server/modules/*/*.repository.ts", "src/db/**", "**/*.test.{ts,tsx}", "tests/**", "scripts/bench/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["drizzle-orm", "drizzle-orm/*", "**/db/tables.ts", "**/db/schema/*"],
              message:
                "Only a module's *.repository.ts files query the database: a service calls its module's repositories, other code a service through its module's face.",
            },
          ],
        },
      ],
    },
  },
  // --- end of the layers block -------------------------------------------------------------------
);
