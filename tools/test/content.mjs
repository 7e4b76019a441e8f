// `npm run test:content -- --pages /blog/9 /blog ...` (or `-- --base <commit>`: the pages
// tools/ops/changed-pages.mjs finds in the change since that commit): the checks of a change to
// content only (posts, guides, their images, src/data/), on one build, as CI's content path runs
// them before a deploy (.github/workflows/ci.yml, job `content`):
//   1. the lived-in site seeded into the local emulators (tools/dev/local-backend.mjs), as
//      tools/test/test.mjs does, the content's characters against the web fonts
//      (tests/unit/tools/assets/font-coverage.test.ts), then `astro build`, the Nu Html Checker on every page
//      (tools/measure/html-check.mjs) and the CSP check (tools/ops/write-csp.mjs --check)
//   2. the budget of the pages named ("*": every page; tools/measure/budget.mjs; a path
//      tools/measure/pages.ts does not list is named in the summary as not measured, and skipped)
//      and the smoke check
//      (tools/ops/smoke.mjs) on the built site
//   3. the browser specs of the content (CONTENT_SPECS) and the accessibility scan of the pages
//      named (tests/e2e/a11y.spec.ts with A11Y_PAGES), in one Playwright run
// Every step runs even when one before it fails (but steps 2 and 3 need a build). The last line is
// "N passed, N failed, N skipped", as `npm test`'s: one per check, plus each browser test.
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { chromiumVersion, ensureChromium } from "../measure/chromium.ts";
import { PAGES } from "../measure/pages.ts";
import { changedPages, diffNames, gitTree } from "../ops/changed-pages.mjs";
import { ensureStandIns, seedLivedInLocal, startLocalBackend } from "../dev/local-backend.mjs";

/** The browser specs of what content changes: the blog, its feeds, the guides, search, the pages. */
export const CONTENT_SPECS = [
  "tests/e2e/blog.spec.ts",
  "tests/e2e/feeds.spec.ts",
  "tests/e2e/guides.spec.ts",
  "tests/e2e/search.spec.ts",
  "tests/e2e/pages.spec.ts",
];
const A11Y_SPEC = "tests/e2e/a11y.spec.ts";
const RESULTS = "test-results/content";
const PLAYWRIGHT_JSON = `${RESULTS}/playwright.json`;

/**
 * The pages to measure from the arguments: `--pages <path> ...`, or `--base <commit>` (the change
 * since it, which must be content only). Returns { pages } or { problem }.
 * @param {string[]} argv
 */
export function pagesFromArgs(argv, root = process.cwd()) {
  const at = argv.indexOf("--pages");
  if (at > -1) {
    // One argument each, or one argument of paths separated by spaces (CI's "$PAGES").
    const pages = argv
      .slice(at + 1)
      .filter((arg) => !arg.startsWith("--"))
      .flatMap((arg) => arg.split(/\s+/))
      .filter(Boolean);
    const bad = pages.filter((page) => !page.startsWith("/") && page !== "*");
    if (bad.length) return { problem: `Not a site path: ${bad.join(", ")}` };
    return { pages: [...new Set(pages)] };
  }
  const baseAt = argv.indexOf("--base");
  if (baseAt > -1) {
    const base = argv[baseAt + 1];
    const files = diffNames(root, base);
    if (!files) return { problem: `No list of changes since ${base}` };
    const result = changedPages(files, gitTree(root, base));
    if (!result.content)
      return { problem: `Not a change to content only (${result.other.join(", ")}): run npm test` };
    return { pages: result.pages };
  }
  return { problem: "Usage: npm run test:content -- --pages <path> ... | --base <commit>" };
}

/**
 * The budget's part of `pages` (those tools/measure/pages.ts lists) and the rest; "*" stands for
 * every page.
 */
export function budgetPages(pages) {
  if (pages.includes("*")) return { measured: PAGES.map((page) => page.path), unknown: [] };
  const known = new Set(PAGES.map((page) => page.path));
  return {
    measured: pages.filter((p) => known.has(p)),
    unknown: pages.filter((p) => !known.has(p)),
  };
}

/** The summary's rows: [name, passed, failed, note, skipped]; the titles of the steps that failed. */
const rows = [];
const reasons = [];

/** Runs a command with its output passed through; resolves to whether it exited 0. */
function step(title, cmd, args, env = {}) {
  console.log(`\n=== ${title}: ${cmd} ${args.join(" ")}`);
  const at = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
    child.on("error", (error) => {
      console.error(`Could not run ${cmd}: ${error.message} (run it through npm)`);
      resolve(false);
    });
    child.on("exit", (code) => {
      const ok = code === 0;
      console.log(
        `=== ${title}: ${ok ? "ok" : "FAILED"} (${((Date.now() - at) / 1000).toFixed(1)} s)`,
      );
      if (!ok) reasons.push(title);
      resolve(ok);
    });
  });
}

/** A step that counts as one check in the summary. */
async function check(name, cmd, args, env) {
  const ok = await step(name, cmd, args, env);
  rows.push([name, ok ? 1 : 0, ok ? 0 : 1, "check"]);
  return ok;
}

/** The emulators, with the lived-in site the build bakes into the walls and Expertise. */
async function localBackend() {
  console.log("\n=== local backend: Firebase emulators, the lived-in site");
  const backend = await startLocalBackend({ seed: false, standIns: false }).catch((error) => ({
    problem: String(error.message ?? error),
    stop: async () => {},
  }));
  let seeded = !backend.problem;
  if (seeded)
    seeded = await seedLivedInLocal().then(
      () => true,
      (error) => {
        console.error(`Could not seed the lived-in site: ${error.message ?? error}`);
        return false;
      },
    );
  else console.error(backend.problem);
  rows.push(["local backend, lived-in seed", seeded ? 1 : 0, seeded ? 0 : 1, "check"]);
  return backend;
}

/** The budget of the pages pages.ts lists, then the smoke check, on the built site. */
async function pageChecks(pages, env) {
  const stopStandIns = await ensureStandIns();
  const { measured, unknown } = budgetPages(pages);
  if (measured.length)
    await check(
      `budget (${measured.length} pages)`,
      "node",
      ["tools/measure/budget.mjs", ...measured],
      env,
    );
  if (unknown.length)
    rows.push([
      `budget: ${unknown.join(" ")}`,
      0,
      0,
      "not in tools/measure/pages.ts: not measured",
      unknown.length,
    ]);
  await check("smoke (npm run smoke)", "node", ["tools/ops/smoke.mjs"], env);
  await stopStandIns();
}

/** The content's specs and the scan of the pages named, in one run (Playwright starts its servers). */
async function browserTests(pages, env) {
  const specs = [...CONTENT_SPECS, ...(pages.length ? [A11Y_SPEC] : [])];
  const ok = await step(
    "browser tests (content; accessibility of the pages)",
    "playwright",
    ["test", ...specs],
    {
      ...env,
      // "*": every page, with no filter.
      ...(pages.includes("*") ? {} : { A11Y_PAGES: pages.join(" ") }),
      PLAYWRIGHT_JSON_OUTPUT_NAME: PLAYWRIGHT_JSON,
    },
  );
  let stats = null;
  try {
    stats = JSON.parse(readFileSync(PLAYWRIGHT_JSON, "utf8")).stats;
  } catch {
    stats = null;
  }
  if (!stats) {
    rows.push(["browser tests", 0, 1, "no report"]);
    return;
  }
  const note = `${stats.flaky} flaky, ${stats.skipped} skipped`;
  rows.push(["browser tests", stats.expected + stats.flaky, stats.unexpected, note, stats.skipped]);
  if (!ok && stats.unexpected === 0) rows.push(["browser test run", 0, 1, "exited non-zero"]);
}

/** Prints the summary and its last line; returns the number of failures. */
function summarise(started) {
  const sum = (i) => rows.reduce((total, row) => total + (row[i] ?? 0), 0);
  console.log(`\nSummary (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  for (const [name, p, f, note] of rows)
    console.log(
      `  ${f ? "FAIL" : "ok  "}  ${name.padEnd(36)} ${String(p).padStart(4)} passed ${String(f).padStart(3)} failed  (${note})`,
    );
  if (reasons.length) console.log(`\nFailed: ${reasons.join("; ")} (their output is above)`);
  const summary = `${sum(1)} passed, ${sum(2)} failed, ${sum(4)} skipped`;
  writeFileSync(`${RESULTS}/summary.txt`, `${summary}\n`);
  console.log(`\n${summary}`);
  return sum(2);
}

async function main() {
  const asked = pagesFromArgs(process.argv.slice(2));
  if (asked.problem) {
    console.error(asked.problem);
    process.exit(2);
  }
  const { pages } = asked;
  rmSync(RESULTS, { recursive: true, force: true });
  mkdirSync(RESULTS, { recursive: true });
  const started = Date.now();
  console.log(`Content checks of ${pages.length ? pages.join(" ") : "no page of its own"}`);
  let chrome;
  try {
    chrome = await ensureChromium();
    console.log(`Chromium: ${chrome} (${chromiumVersion(chrome)})`);
  } catch (error) {
    console.error(String(error.message ?? error));
    rows.push(["chromium", 0, 1, "check"]);
  }
  const backend = await localBackend();
  // Every character of the posts and guides is one the web fonts draw (or a Nigerian letter
  // Fraunces lacks, in a title): tools/assets/font-coverage.mjs.
  await check("content's characters (web fonts)", "vitest", [
    "run",
    "--project",
    "unit",
    "tests/unit/tools/assets/font-coverage.test.ts",
  ]);
  const built = await check("build", "astro", ["build"]);
  if (built) await check("html (Nu checker)", "node", ["tools/measure/html-check.mjs"]);
  if (built) await check("csp (firebase.json)", "node", ["tools/ops/write-csp.mjs", "--check"]);
  if (built && chrome) {
    await pageChecks(pages, { CHROME_PATH: chrome });
    await browserTests(pages, { CHROME_PATH: chrome });
  } else rows.push(["budget, smoke, browser tests", 0, 1, built ? "no Chromium" : "no build"]);
  await backend.stop();
  process.exit(summarise(started) ? 1 : 0);
}

// Run as a command (its path may be a link to it), not imported.
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url))
  await main();
