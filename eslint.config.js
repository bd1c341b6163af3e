import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import regexpPlugin from "eslint-plugin-regexp";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      "bench/spa/build/",
      "bench/spa/.react-router/",
      ".react-router/",
      "node_modules/",
      "data/",
      "test-results/",
      "bench/results/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": ["error", { allow: ["warn", "error", "info"] }],
    },
  },
  {
    files: ["**/*.{ts,tsx}"],
    ...regexpPlugin.configs["flat/recommended"],
    rules: {
      ...regexpPlugin.configs["flat/recommended"].rules,
      // A pattern that backtracks or moves in more than linear time lets one
      // request hold the single-threaded server for seconds or hours (issue 23):
      // never a warning, never turned off.
      "regexp/no-super-linear-backtracking": "error",
      "regexp/no-super-linear-move": "error",
    },
  },
  {
    files: ["server/**/*.ts", "scripts/**/*.ts", "bench/**/*.ts", "tests/**/*.ts"],
    rules: { "no-console": "off" },
  },
  {
    // Vitest runs a worker's files in one module graph (vitest.config.ts, `isolate: false`): a file
    // that replaced a module or a global would change it for the files after it.
    files: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tests/integration/**/*.ts",
    ],
    rules: {
      "no-restricted-properties": [
        "error",
        ...["mock", "doMock", "stubGlobal", "stubEnv"].map((property) => ({
          object: "vi",
          property,
          message:
            "Vitest shares modules between files here (vitest.config.ts): pass the stand-in in instead.",
        })),
      ],
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ["tests/e2e/**/*.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    // Axe runs one way, the fixture's: in the page itself, which took half the time (decision 39).
    files: ["tests/e2e/**/*.ts"],
    ignores: ["tests/e2e/fixtures.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "@axe-core/playwright", message: "Use expectNoAxeViolations from ./fixtures." }],
        },
      ],
    },
  },
);
