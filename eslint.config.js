import { readdirSync } from "node:fs";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Client features must not import each other: screens in client/src/app compose them. The list is the
// folders themselves, so a new feature is protected the day it is created.
const FEATURES = readdirSync(new URL("./client/src/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Imports flow one way: app -> features -> components and lib -> shared.
const ONE_WAY_ZONES = [
  { target: "./client/src/features", from: "./client/src/app", message: "Features do not import the app: the app composes features." },
  {
    target: "./client/src/components",
    from: ["./client/src/features", "./client/src/app"],
    message: "Components are shared building blocks: they import no feature and no screen.",
  },
  {
    target: "./client/src/lib",
    from: ["./client/src/features", "./client/src/app", "./client/src/components"],
    message: "lib/ is the bottom layer of the client: it imports only shared/ and packages.",
  },
];

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", "data/**", "migrations/**", "test-results/**", "playwright-report/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "import-x": importX },
    settings: { "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })] },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-self-import": "error",
      "import-x/no-duplicates": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports", disallowTypeAnnotations: false }],
    },
  },
  {
    // Accessibility rules for JSX; the browser tests run axe-core on the rendered pages as well.
    ...jsxA11y.flatConfigs.recommended,
    files: ["client/**/*.tsx"],
  },
  {
    files: ["client/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            ...FEATURES.map((feature) => ({
              target: `./client/src/features/${feature}`,
              from: "./client/src/features",
              except: [`./${feature}`],
              message: "Client features do not import each other; compose them in client/src/app.",
            })),
            ...ONE_WAY_ZONES,
            { target: "./client/src", from: "./server", message: "The client never imports server code." },
          ],
        },
      ],
    },
  },
  {
    // Test tooling stays out of the product: only tests and their helpers (named so) import vitest.
    files: ["server/**/*.ts", "client/src/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}", "**/*.test-helpers.ts", "server/test/**", "client/src/test/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "vitest", message: "Only tests and *.test-helpers.ts files (or a test/ folder) import vitest." }] },
      ],
    },
  },
  {
    // shared/ ends up in the browser bundle: only drizzle-orm, drizzle-zod and zod.
    files: ["shared/**/*.ts"],
    ignores: ["shared/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: "^(?!(\\.|drizzle-orm|drizzle-zod|zod)).*", message: "shared/ imports only drizzle-orm, drizzle-zod and zod." },
          ],
        },
      ],
    },
  },
  {
    files: ["server/**/*.ts"],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        { zones: [{ target: "./server", from: "./client", message: "The server never imports client code." }] },
      ],
    },
  },
);
