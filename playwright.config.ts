import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, findHeadlessShellSync } from "./tools/measure/chromium";
import { EXPECT_TIMEOUT_MS, TEST_TIMEOUT_MS } from "./tests/e2e/limits";
import { PHONE } from "./tools/measure/phone.mjs";
import {
  LOCAL_CLOUDINARY,
  LOCAL_CLOUDINARY_PORT,
  LOCAL_FORM_ENDPOINT,
  LOCAL_FORM_ENDPOINT_PORT,
  LOCAL_HOSTING,
  LOCAL_PROJECT_ID,
} from "./src/site/local-addresses";

/**
 * Firebase Hosting's emulator is the slowest server to start and only the parity spec uses it, so
 * a run that names only other spec files skips it. Any other file filter on the command line
 * ("hosting", a folder) might select the parity spec, so it is started then. Options' values
 * (`--project desktop`, `-g title`) only narrow what the files select.
 */
const args = process.argv.slice(2);
const words = args.filter(
  (arg, i) => !arg.startsWith("-") && arg !== "test" && !/^-[^=]*$/.test(args[i - 1] ?? ""),
);
const specFile = (arg: string) => /\.spec\.ts(:\d+)*$/.test(arg);
const needsHosting =
  !words.length || !words.every(specFile) || words.some((arg) => /hosting\.spec\.ts/.test(arg));

/** Browser tests run against the built site (dist/), served like the production host. */
const PORT = Number(process.env.E2E_PORT ?? 4399);
const baseURL = `http://127.0.0.1:${PORT}`;

// tools/test/test.mjs finds or installs a Chromium and passes it in CHROME_PATH.
const launchOptions = {
  executablePath: findHeadlessShellSync() ?? "/usr/bin/chromium",
  args: CHROMIUM_ARGS,
};

export default defineConfig({
  testDir: "tests/e2e",
  // Grown with CPU_SLOWDOWN (tests/e2e/limits.ts).
  timeout: TEST_TIMEOUT_MS,
  expect: { timeout: EXPECT_TIMEOUT_MS },
  // Its own folder: Playwright empties it at start, and test-results/ also holds Vitest's report.
  outputDir: "test-results/playwright",
  // Starts (or seeds) the Firebase emulators: tests/e2e/global-setup.ts.
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : "list",
  // A failed test keeps its trace: every action, its errors, the console and the network. Without
  // the screencast or the DOM snapshots before and after each action: recording them for every
  // test, passed or not, took a quarter (the screencast) and a seventh (the snapshots) of the
  // suite's time on 2 cores (docs/decisions.md, "A suite that fits in 16 minutes" and "npm test
  // at the pace of a blog").
  // Service workers are blocked except in the offline-reading specs (tests/e2e/offline*.spec.ts,
  // which allow them): a worker answers a page's requests itself, and page.route() never sees
  // what it answers, so a spec that stubs or holds a request would test the worker instead.
  use: {
    baseURL,
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: false },
    launchOptions,
    serviceWorkers: "block",
  },
  projects: [
    // Everything at desktop size; the phone-only specs and the accessibility scan at phone size too.
    {
      name: "desktop",
      testIgnore: /\.phone\.spec\.ts$/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1366, height: 900 } },
    },
    {
      name: "phone",
      testMatch: /(\.phone|a11y)\.spec\.ts$/,
      use: PHONE,
    },
  ],
  webServer: [
    {
      command: `node tools/dev/serve.mjs --port ${PORT}`,
      url: `${baseURL}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The contact form's endpoint stand-in, at the address the build points the form to.
      command: `node tools/dev/form-endpoint.mjs --port ${LOCAL_FORM_ENDPOINT_PORT}`,
      url: `${LOCAL_FORM_ENDPOINT}/__messages`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The Cloudinary stand-in that profile photos are uploaded to.
      command: `node tools/dev/cloudinary.mjs --port ${LOCAL_CLOUDINARY_PORT}`,
      url: `${LOCAL_CLOUDINARY}/__uploads`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    // Firebase Hosting's own emulator serving dist/ with firebase.json: the host the local
    // server must match (tests/e2e/hosting.spec.ts). Its CSP is the production one, with no local
    // backend, so the other tests use the local server.
    ...(needsHosting
      ? [
          {
            command: `firebase emulators:start --only hosting --project ${LOCAL_PROJECT_ID}`,
            url: `${LOCAL_HOSTING}/`,
            reuseExistingServer: false,
            timeout: 90_000,
          },
        ]
      : []),
  ],
});
