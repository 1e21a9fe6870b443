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
);
