import { defineConfig } from "eslint/config";
import eslintPluginAstro from "eslint-plugin-astro";
import jsxA11y from "eslint-plugin-jsx-a11y-x";
import globals from "globals";
import tseslint from "typescript-eslint";

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
  // Size limits (issue 20): a source file of at most 600 lines as `wc -l` counts them, a function
  // of at most 80 lines of code (blank lines and comments not counted). Every linted source: JS,
  // MJS, TS, TSX and Astro (front matter, template and scripts). No generated code is linted
  // (`dist/`, `.astro/` are ignored; `npm run fonts` writes CSS); the content data in `src/data/`
  // is exempt from the file limit only.
  {
    rules: {
      "max-lines": ["error", { max: 600, skipBlankLines: false, skipComments: false }],
      "max-lines-per-function": ["error", { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  { files: ["src/data/**"], rules: { "max-lines": "off" } },
  {
    files: ["scripts/**", "tests/**", "*.config.*"],
    languageOptions: { globals: { ...globals.node } },
  },
);
