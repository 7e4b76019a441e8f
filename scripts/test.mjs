// `npm test`: every check and test suite, in order, with one summary at the end.
//   1. static checks: astro check (types), eslint, prettier
//   2. unit tests (Vitest)
//   3. build, then the JS/CSS budget check on the built site
//   4. browser tests (Playwright, Chromium) against the built site
// A Chromium is found or installed first (scripts/lib/chromium.ts). Every step runs even when
// an earlier one fails (but the budget and browser tests need a build), so one run shows all that
// is wrong. The last line is "N passed, N failed": test cases of both suites plus one per check.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { chromiumVersion, ensureChromium } from "./lib/chromium.ts";

const RESULTS = "test-results";
const VITEST_JSON = `${RESULTS}/vitest.json`;
const PLAYWRIGHT_JSON = `${RESULTS}/playwright.json`;

rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

const rows = []; // [name, passed, failed, note]

function step(title, cmd, args, env = {}) {
  console.log(`\n=== ${title}: ${cmd} ${args.join(" ")}`);
  const started = Date.now();
  const { status } = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  console.log(
    `=== ${title}: ${status === 0 ? "ok" : "FAILED"} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  return status === 0;
}

function check(name, cmd, args) {
  const ok = step(name, cmd, args);
  rows.push([name, ok ? 1 : 0, ok ? 0 : 1, "check"]);
  return ok;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return null;
  }
}

let chrome;
try {
  chrome = await ensureChromium();
  console.log(`Chromium: ${chrome} (${chromiumVersion(chrome)})`);
  rows.push(["chromium", 1, 0, "check"]);
} catch (error) {
  console.error(String(error.message ?? error));
  rows.push(["chromium", 0, 1, "check"]);
}

check("types (astro check)", "astro", ["check"]);
check("lint (eslint)", "eslint", [".", "--max-warnings=0"]);
check("format (prettier)", "prettier", ["--check", "."]);

const vitestOk = step("unit tests", "vitest", [
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${VITEST_JSON}`,
]);
const vitest = readJson(VITEST_JSON);
if (vitest) {
  rows.push([
    "unit tests (vitest)",
    vitest.numPassedTests,
    vitest.numFailedTests,
    `${vitest.numTotalTests} tests`,
  ]);
  if (!vitestOk && vitest.numFailedTests === 0)
    rows.push(["unit test run", 0, 1, "exited non-zero"]);
} else {
  rows.push(["unit tests (vitest)", 0, 1, "no report"]);
}

const built = check("build", "astro", ["build"]);
if (built && chrome) {
  check("budget", "node", ["scripts/budget.mjs"]);
  const e2eOk = step("browser tests", "playwright", ["test"], {
    CHROME_PATH: chrome,
    PLAYWRIGHT_JSON_OUTPUT_NAME: PLAYWRIGHT_JSON,
  });
  const stats = readJson(PLAYWRIGHT_JSON)?.stats;
  if (stats) {
    const note = `${stats.flaky} flaky, ${stats.skipped} skipped`;
    rows.push(["browser tests (playwright)", stats.expected + stats.flaky, stats.unexpected, note]);
    if (!e2eOk && stats.unexpected === 0) rows.push(["browser test run", 0, 1, "exited non-zero"]);
  } else {
    rows.push(["browser tests (playwright)", 0, 1, "no report"]);
  }
} else {
  rows.push(["budget + browser tests", 0, 1, built ? "no Chromium" : "no build"]);
}

const passed = rows.reduce((sum, r) => sum + r[1], 0);
const failed = rows.reduce((sum, r) => sum + r[2], 0);
console.log("\nSummary");
for (const [name, p, f, note] of rows) {
  console.log(
    `  ${f ? "FAIL" : "ok  "}  ${name.padEnd(28)} ${String(p).padStart(4)} passed ${String(f).padStart(3)} failed  (${note})`,
  );
}
const summary = `${passed} passed, ${failed} failed`;
writeFileSync(`${RESULTS}/summary.txt`, `${summary}\n`);
console.log(`\n${summary}`);
process.exit(failed ? 1 : 0);
