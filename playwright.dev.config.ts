import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, findHeadlessShellSync } from "./tools/measure/chromium";
import { DEV_SMOKE_PORT } from "./tools/dev/dev-output.mjs";

/**
 * The dev smoke suite (tests/dev/): the README's `npm run dev` itself, started by the global
 * setup as a newcomer starts it, driven in Chromium through the flows a person tries first.
 * The production build is covered by playwright.config.ts; this catches what only dev breaks.
 */
export default defineConfig({
  testDir: "tests/dev",
  outputDir: "test-results/playwright-dev",
  globalSetup: "./tests/dev/global-setup.ts",
  // One worker: the flows share the demo accounts, and Vite compiles each module on first use.
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // The first visit of a page in dev compiles its modules: slower than a built page, and on a busy
  // 2-core machine the first /admin/testimonials (Firebase Auth, the panel's forms) took over 60 s
  // to load. These tests judge what dev shows, not how fast it compiles.
  timeout: 150_000,
  expect: { timeout: 15_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : "list",
  use: {
    baseURL: `http://localhost:${DEV_SMOKE_PORT}`,
    // The DOM of every action, without the costly screencast (as playwright.config.ts).
    trace: { mode: "retain-on-failure", screenshots: false },
    launchOptions: {
      executablePath: findHeadlessShellSync() ?? "/usr/bin/chromium",
      args: CHROMIUM_ARGS,
    },
    ...devices["Desktop Chrome"],
    viewport: { width: 1366, height: 900 },
  },
});
