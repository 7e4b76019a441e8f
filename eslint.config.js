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
  {
    files: ["scripts/**", "tests/**", "*.config.*"],
    languageOptions: { globals: { ...globals.node } },
  },
);
