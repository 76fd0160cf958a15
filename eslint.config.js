import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Client features must not import each other: screens in client/src/app compose them.
const FEATURES = ["auth", "courses", "learning", "assessment", "billing", "certificates", "achievements", "phonics", "ads", "outreach", "backups", "messages", "admin", "dashboard", "home", "profile"];

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
            { target: "./client/src", from: "./server", message: "The client never imports server code." },
          ],
        },
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
        { patterns: [{ regex: "^(?!(\\.|drizzle-orm|drizzle-zod|zod)).*", message: "shared/ imports only drizzle-orm, drizzle-zod and zod." }] },
      ],
    },
  },
  {
    files: ["server/**/*.ts"],
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: [{ target: "./server", from: "./client", message: "The server never imports client code." }] }],
    },
  },
);
