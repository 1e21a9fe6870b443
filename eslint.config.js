import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

// Import boundaries of ARCHITECTURE.md: domain imports nothing of ours; web imports domain only
// (its *.server.ts files may import server types); the server never imports the web.
const boundary = (patterns, message) => ["error", { patterns: [{ group: patterns, message }] }];

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
  {
    files: ["src/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    files: ["src/domain/**/*.ts"],
    rules: { "no-restricted-imports": boundary(["**/server/**", "**/web/**", "**/db/**"], "domain/ imports nothing of ours.") },
  },
  {
    files: ["src/web/**/*.{ts,tsx}"],
    ignores: ["src/web/**/*.server.ts"],
    rules: {
      "no-restricted-imports": boundary(
        ["**/server/**", "**/db/**"],
        "web/ reaches the shop through the router context (#app-context), not by importing the server.",
      ),
    },
  },
  {
    files: ["src/server/**/*.ts", "src/db/**/*.ts"],
    rules: { "no-restricted-imports": boundary(["**/web/**"], "The server does not import the storefront; share code through domain/.") },
  },
  {
    files: ["src/server/modules/*/*.routes.ts"],
    rules: {
      "no-restricted-imports": boundary(["./*.repository.ts", "../*/*.repository.ts"], "Routes call services, never repositories."),
    },
  },
  // --- Layers of a server module (issue 10; docs/how-a-module-is-built.md) -----------------------
  // route -> service -> repository. Only a module's repositories (*.repository.ts) and tests import
  // Drizzle: drizzle-orm and the tables (src/db/tables.ts, src/db/schema/*). A module reaches
  // another module through its service, never its repository. This block uses the TypeScript
  // extension rule, so that it adds to the core no-restricted-imports boundaries above instead of
  // replacing them for the same files (flat config keeps only the last options of one rule).
  {
    files: ["src/server/modules/**/*.ts"],
    ignores: ["src/server/modules/**/*.repository.ts", "src/server/modules/**/*.test.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["drizzle-orm", "drizzle-orm/*", "**/db/tables.ts", "**/db/schema/*"],
              message: "Only a module's *.repository.ts files query the database: call a repository from the service.",
            },
            {
              group: ["../*/*.repository.ts", "**/modules/*/*.repository.ts"],
              message: "A module uses another module through its service, never its repository.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/server/modules/**/*.repository.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["../*/*.repository.ts", "**/modules/*/*.repository.ts"],
              message: "A module uses another module through its service, never its repository.",
            },
          ],
        },
      ],
    },
  },
  // --- end of the layers block -------------------------------------------------------------------
);
