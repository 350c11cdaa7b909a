// Lint: Next.js's recommended rules (React, hooks, imports, jsx-a11y, Core Web Vitals) and
// typescript-eslint's, plus the house rules of STYLE.md. Formatting is Prettier's business.
import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import jsxA11y from "eslint-plugin-jsx-a11y";
import prettier from "eslint-config-prettier/flat";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    files: ["**/*.{ts,tsx}"],
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      // Thumbnails come from our own resizing endpoint (/images/w:…) with srcset and sizes;
      // next/image would resize them a second time.
      "@next/next/no-img-element": "off",
      // An import circle makes the order modules start in depend on who is imported first.
      "import/no-cycle": ["error", { ignoreExternal: true }],
      // Our effects that set state subscribe to systems outside React (embla carousels,
      // matchMedia) and read their state once on subscribing, which this rule cannot tell apart.
      "react-hooks/set-state-in-effect": "off",
    },
  },
  {
    // The circle check follows our own modules only: packages are not parsed for their imports.
    settings: { "import/ignore": ["node_modules"] },
  },
  {
    // Not React: functions named use… here are not hooks.
    files: ["backend/**", "tests/api/**", "tests/e2e/**", "scripts/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    files: ["tests/**"],
    rules: {
      // jest.mock factories run before imports, so they must require().
      "@typescript-eslint/no-require-imports": "off",
      // Test doubles of Link spread their children through props.
      "jsx-a11y/anchor-has-content": "off",
    },
  },
  prettier,
  globalIgnores([
    ".next/**",
    "dist/**",
    "node_modules/**",
    ".data/**",
    "test-results/**",
    "playwright-report/**",
    "next-env.d.ts",
    "public/**",
  ]),
]);
