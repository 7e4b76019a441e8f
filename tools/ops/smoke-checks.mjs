// The smoke check of a deployed site (tools/ops/smoke.mjs): what a first visitor would hit, read
// from the outside in Chromium, writing nothing to the site's project. Every page of the site
// (tools/measure/pages.ts) answers with its status and the Content-Security-Policy that was built
// (firebase.json's, which `npm run deploy` writes), loads without a CSP violation, a console
// error or an uncaught error; the host's 404 and redirects answer as firebase.json says; the
// testimonial wall reads its first page from Firestore, the testimonial form opens and
// /admin/testimonials shows its sign-in form. The service worker (checkWorker): /sw.js answers 200
// with no-cache, installs from the home page, controls the next navigation, and that page renders
// (so a worker that breaks navigation fails the check, and a deploy rolls back); with offline
// reading off (PUBLIC_OFFLINE_READING=off: the kill switch) no worker controls the next page.
import { readFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, ensureHeadlessShell } from "../measure/chromium.ts";
import { PAGES } from "../measure/pages.ts";
import { LOOPBACK, policyDifferences, withLocalBackend } from "../../src/build/csp.ts";
import { SERVICE_WORKER_URL } from "../../src/features/offline/constants.ts";
import { offlineReadingOff } from "../../src/features/offline/switch.ts";
import { debugTokenIn } from "../../src/firebase/app-check-debug.ts";

/** The pages the host answers with 404: its own 404 page's address, and a post that does not exist. */
const NOT_FOUND = new Set(["/404", "/blog/999"]);
/**
 * How long a page's load or its own check may wait (a wall read from Firestore, a form's code):
 * generous, since what is judged is whether it happens, not how fast.
 */
export const SMOKE_WAIT_MS = 60_000;
const WALL_READ = "[data-testimonial-wall][data-pages]";
/** The wall's read ended: with its first page, or failed (src/features/testimonials/wall/wall.ts). */
const WALL_DONE = `${WALL_READ}, [data-testimonial-wall][data-read-failed]`;
const FORM_OPENER = "[data-testimonial-form] [data-opener]";
const OPEN_FORM = "[data-testimonial-form] form:not([hidden])";

/**
 * Runs in each page before its scripts: App Check's debug token where the SDK reads it, so the
 * pages' Firestore requests pass App Check's enforcement from a CI runner, where reCAPTCHA's score
 * may be too low (src/firebase/app-check-debug.ts). The SDK then logs the token with console.log,
 * which the check never prints.
 * @param {string} token
 */
export function appCheckDebugInit(token) {
  /** @type {{ FIREBASE_APPCHECK_DEBUG_TOKEN?: string }} */ (
    globalThis
  ).FIREBASE_APPCHECK_DEBUG_TOKEN = token;
}

/**
 * A browser context for the check: with App Check's debug token in every page when there is one.
 * @param {import("@playwright/test").Browser} browser
 * @param {string | null} debugToken
 * @param {import("@playwright/test").BrowserContextOptions} options
 */
export async function smokeContext(browser, debugToken, options) {
  const context = await browser.newContext(options);
  if (debugToken) await context.addInitScript(appCheckDebugInit, debugToken);
  return context;
}

/** The pages of the worker's check: it installs from the first, the second is the next navigation. */
export const WORKER_PAGES = /** @type {const} */ (["/", "/about"]);

/** The worker check's problems. */
export const workerProblems = {
  status: (status) => `${SERVICE_WORKER_URL}: answered ${status}, expected 200`,
  cacheControl: (value) =>
    `${SERVICE_WORKER_URL}: Cache-Control is "${value ?? "(none)"}", expected no-cache (firebase.json), or readers keep an old worker`,
  notActive: (path) =>
    `${SERVICE_WORKER_URL}: the service worker did not install and activate from ${path}`,
  notControlled: (path) => `${path}: the service worker did not control the next navigation`,
  controlledWhenOff: (path) =>
    `${path}: a service worker controls the page, though offline reading is off (the kill switch should have removed it)`,
  navigation: (path, status) => `${path}: status ${status} under the service worker, expected 200`,
  notRendered: (path) =>
    `${path}: did not render under the service worker (no visible <main> heading)`,
  failed: (path, message) => `${path}: navigation under the service worker failed: ${message}`,
};

/**
 * The service worker as a returning reader meets it, in a browser context of its own: /sw.js's
 * answer, its install from WORKER_PAGES[0], and the next navigation (WORKER_PAGES[1]) controlled by
 * it and rendered. With `off` (the kill switch deployed) that navigation must be uncontrolled.
 * Resolves with the problems found.
 * @param {import("@playwright/test").Browser} browser
 * @param {string} root
 * @param {{ wait: number, off: boolean, debugToken?: string | null }} options
 */
export async function checkWorker(browser, root, { wait, off, debugToken = null }) {
  const p = workerProblems;
  /** @type {string[]} */
  const problems = [];
  const answer = await fetch(root + SERVICE_WORKER_URL).catch((error) => error);
  if (answer instanceof Error) return [p.status(`unreachable (${answer.message})`)];
  if (answer.status !== 200) problems.push(p.status(answer.status));
  const cacheControl = answer.headers.get("cache-control");
  if (!/\bno-cache\b/.test(cacheControl ?? "")) problems.push(p.cacheControl(cacheControl));

  const [first, next] = WORKER_PAGES;
  const context = await smokeContext(browser, debugToken, { serviceWorkers: "allow" });
  const page = await context.newPage();
  try {
    await page.goto(root + first, { waitUntil: "load", timeout: wait });
    if (!off) {
      const active = await page.evaluate(
        (ms) =>
          Promise.race([
            navigator.serviceWorker.ready.then((registration) => Boolean(registration.active)),
            new Promise((resolve) => setTimeout(() => resolve(false), ms)),
          ]),
        wait,
      );
      if (!active) return [...problems, p.notActive(first)];
    }
    const response = await page
      .goto(root + next, { waitUntil: "load", timeout: wait })
      .catch((error) => error);
    if (response instanceof Error)
      return [...problems, p.failed(next, response.message.split("\n")[0])];
    const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
    if (off) return controlled ? [...problems, p.controlledWhenOff(next)] : problems;
    if (!controlled) problems.push(p.notControlled(next));
    if (response?.status() !== 200) problems.push(p.navigation(next, response?.status()));
    // Loaded, the page's HTML is all parsed: its heading is there now or never.
    const rendered = await page.locator("main h1").first().isVisible();
    if (!rendered) problems.push(p.notRendered(next));
  } catch (error) {
    problems.push(p.failed(next, error instanceof Error ? error.message.split("\n")[0] : error));
  } finally {
    await context.close();
  }
  return problems;
}

/**
 * The worker's check as a row of the smoke check's output; its problems.
 * @param {import("@playwright/test").Browser} browser @param {string} root @param {number} wait
 * @param {{ offlineOff?: boolean, log?: (line: string) => void }} options
 */
async function workerRow(browser, root, wait, options) {
  const off = options.offlineOff ?? offlineReadingOff(process.env);
  const found = await checkWorker(browser, root, { wait, off, debugToken: options.debugToken });
  options.log?.(
    `${found.length ? "FAIL" : "ok  "}  worker ${SERVICE_WORKER_URL}${off ? " (off: the kill switch)" : ""}`,
  );
  return found;
}

/**
 * The policy the site should send: firebase.json's for every page ("**"), with the local backend
 * added when the site is served on this machine (tools/serve/preview.mjs does so).
 * @param {string} base
 * @param {string} [firebaseJson]
 */
export function expectedPolicy(base, firebaseJson = readFileSync("firebase.json", "utf8")) {
  const { hosting } = JSON.parse(firebaseJson);
  const rule = (hosting.headers ?? []).find(
    (/** @type {{ source: string }} */ entry) => entry.source === "**",
  );
  const header = rule?.headers.find(
    (/** @type {{ key: string }} */ h) => h.key.toLowerCase() === "content-security-policy",
  );
  if (!header) throw new Error('firebase.json has no Content-Security-Policy for "**"');
  return LOOPBACK.test(base) ? withLocalBackend(header.value) : header.value;
}

/** Records every CSP violation of the page (run before its own scripts). */
function watchViolations() {
  const w = /** @type {Window & { __violations?: string[] }} */ (window);
  w.__violations = [];
  document.addEventListener("securitypolicyviolation", (event) => {
    w.__violations?.push(
      `${event.effectiveDirective} blocked ${event.blockedURI || "an inline script or style"}`,
    );
  });
}

/** The page's own check beyond loading cleanly; a string when it fails. */
const PAGE_CHECKS = {
  /** @param {import("@playwright/test").Page} page @param {number} wait */
  "/testimonials": async (page, wait) => {
    const wall = await page
      .waitForSelector(WALL_DONE, { state: "attached", timeout: wait })
      .then((done) => done.evaluate((node) => node.hasAttribute("data-pages")))
      .catch(() => false);
    if (!wall) return "the wall did not read its first page of testimonials from Firestore";
    return page
      .click(FORM_OPENER, { timeout: wait })
      .then(() => page.waitForSelector(OPEN_FORM, { timeout: wait }))
      .then(() => null)
      .catch(() => "the testimonial form did not open ('Share Your Experience')");
  },
  /** @param {import("@playwright/test").Page} page @param {number} wait */
  "/admin/testimonials": (page, wait) =>
    page
      .waitForSelector("form input[type=email]:visible", { timeout: wait })
      .then(() => page.waitForSelector("form input[type=password]:visible"))
      .then(() => null)
      .catch(() => "the sign-in form did not render"),
};

/**
 * Checks the site at `base`; resolves with a row per page and the problems found (none: it is
 * fine). Reads only: no form is sent, nobody signs in.
 * @param {string} base the site's address, e.g. https://example.web.app
 * @param {{ paths?: string[], expected?: string, waitMs?: number, log?: (line: string) => void,
 *   worker?: boolean, offlineOff?: boolean, debugToken?: string | null }} [options] `worker: false`
 *   leaves out the worker's check; `offlineOff` (default: offline reading is off, src/features/offline/switch.ts) expects
 *   the kill switch; `debugToken` (default: APP_CHECK_DEBUG_TOKEN) is App Check's debug token
 */
export async function smokeCheck(base, options = {}) {
  const root = base.replace(/\/+$/, "");
  const paths = options.paths ?? PAGES.map((page) => page.path);
  const expected = options.expected ?? expectedPolicy(root);
  const log = options.log ?? (() => {});
  const wait = options.waitMs ?? SMOKE_WAIT_MS;
  const debugToken =
    options.debugToken === undefined ? debugTokenIn(process.env) : options.debugToken;
  /** @type {string[]} */
  const problems = [];
  /** @type {{ path: string, status: number | string, ms: number, problems: number }[]} */
  const rows = [];

  // The host's own answers, without a browser: a redirect and an unknown address.
  for (const [path, want] of /** @type {const} */ ([
    ["/about/", 301],
    [`/no-such-page-${Date.now()}`, 404],
  ])) {
    if (options.paths && !options.paths.includes("/about")) break;
    const response = await fetch(root + path, { redirect: "manual" }).catch((error) => error);
    const status =
      response instanceof Error ? `unreachable (${response.message})` : response.status;
    if (status !== want) problems.push(`${path}: answered ${status}, expected ${want}`);
  }

  const browser = await chromium.launch({
    executablePath: await ensureHeadlessShell(),
    args: CHROMIUM_ARGS,
  });
  try {
    const context = await smokeContext(browser, debugToken, {
      viewport: { width: 1366, height: 900 },
    });
    await context.addInitScript(watchViolations);
    for (const path of paths) {
      const started = Date.now();
      const before = problems.length;
      const page = await context.newPage();
      const url = root + path;
      const want = NOT_FOUND.has(path) ? 404 : 200;
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        // Chromium reports a document's error status as a console error; the status is checked.
        if (message.location().url === url && /^Failed to load resource/.test(message.text()))
          return;
        problems.push(`${path}: console error: ${message.text()}`);
      });
      page.on("pageerror", (error) => problems.push(`${path}: uncaught error: ${error.message}`));
      let status = /** @type {number | string} */ ("no answer");
      try {
        const response = await page.goto(url, { waitUntil: "load", timeout: wait });
        status = response?.status() ?? "no answer";
        if (status !== want) problems.push(`${path}: status ${status}, expected ${want}`);
        const served = response?.headers()["content-security-policy"];
        if (!served) problems.push(`${path}: no Content-Security-Policy header`);
        else {
          const differences = policyDifferences(served, expected);
          if (differences.length)
            problems.push(
              `${path}: the Content-Security-Policy served is not the one built: ${differences.join(" | ")}`,
            );
        }
        await page.waitForLoadState("networkidle", { timeout: wait }).catch(() => {});
        const own = await PAGE_CHECKS[/** @type {keyof typeof PAGE_CHECKS} */ (path)]?.(page, wait);
        if (own) problems.push(`${path}: ${own}`);
        const violations = await page.evaluate(
          () => /** @type {Window & { __violations?: string[] }} */ (window).__violations ?? [],
        );
        for (const violation of violations) problems.push(`${path}: CSP violation: ${violation}`);
      } catch (error) {
        problems.push(`${path}: ${error instanceof Error ? error.message.split("\n")[0] : error}`);
      }
      await page.close();
      const row = { path, status, ms: Date.now() - started, problems: problems.length - before };
      rows.push(row);
      log(`${row.problems ? "FAIL" : "ok  "}  ${String(status).padEnd(4)} ${path}`);
    }
    await context.close();
    if (options.worker !== false)
      problems.push(...(await workerRow(browser, root, wait, { ...options, debugToken })));
  } finally {
    await browser.close();
  }
  return { rows, problems };
}
