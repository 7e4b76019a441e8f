// `npm test`: every check and test suite, in order, with one summary at the end.
//   1. static checks: astro check (types), eslint, prettier, actionlint on .github/workflows
//   2. the local backend: Firebase emulators (Firestore with firestore.rules, which must compile;
//      Auth), as `npm run dev` starts them (tools/dev/local-backend.mjs)
//   3. Vitest: unit and component tests and the firestore.rules matrix (on an emulator of its
//      own), beside steps 1, 2 and 4, which they share nothing with; then the backend suite (the
//      auth store, backups) against the emulators, once the build has read them
//   4. build, then every built page through the W3C Nu Html Checker (tools/measure/html-check.mjs),
//      the JS/CSS budget check, the hovered-link check (tools/measure/hover.mjs: a hovered post
//      against an unprepared one, with the service worker, as a ratio) and the Lighthouse gate
//      (tools/measure/lighthouse.mjs) on the built site
//   5. browser tests (Playwright, Chromium) against the built site and the emulators
//   6. the dev smoke tests: `npm run dev` itself, started as the README starts it, in Chromium
//   7. the flood benchmark: 2,000 pending and 2,000 published testimonials, first loads read one page
// Nothing that measures (budget, Lighthouse, the browser tests) runs beside anything else: on 2
// cores, parallel jobs move their figures. What runs beside is the Vitest suites that judge no
// time and share no files or data with the checks and the build (docs/decisions.md, "A suite that
// fits in 16 minutes"); their output is printed whole when they end.
// A Chromium is found or installed first (tools/measure/chromium.ts). Every step runs even when
// an earlier one fails (but the budget and browser tests need a build), so one run shows all that
// is wrong. The last line is "N passed, N failed, N skipped": test cases of every suite plus one
// per check. Each suite must run at least its floor of tests (tests/floors.json).
import { spawn } from "node:child_process";
import { stripVTControlCharacters } from "node:util";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { chromiumVersion, ensureChromium } from "../measure/chromium.ts";
import { floorProblem, readFloors } from "./floors.mjs";
import { onLines } from "./lines.mjs";
import { ensureStandIns, seedLivedInLocal, startLocalBackend } from "../dev/local-backend.mjs";

const RESULTS = "test-results";
/** Vitest's reports: the suites that run beside the checks and build, then the backend one. */
const VITEST_BESIDE_JSON = `${RESULTS}/vitest.json`;
const VITEST_BACKEND_JSON = `${RESULTS}/vitest-backend.json`;
const VITEST_BESIDE = ["unit", "components", "rules"];
const PLAYWRIGHT_JSON = `${RESULTS}/playwright.json`;
const PLAYWRIGHT_DEV_JSON = `${RESULTS}/playwright-dev.json`;

rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

const rows = []; // [name, passed, failed, note, skipped]

// Each suite must run at least its floor of tests (tools/test/floors.mjs).
const FLOORS = readFloors();
const VITEST_SUITES = ["unit", "components", "rules", "backend"];
function floor(title, suite, ran) {
  const problem = floorProblem(FLOORS, suite, ran);
  if (problem) rows.push([`${title}: floor`, 0, 1, problem]);
}

/** The last lines each failed step printed: repeated at the end, where CI shows only a tail. */
const reasons = [];
const TAIL_LINES = 6;

/** Passes a child's output through and keeps its last non-empty lines. */
function tee(stream, out, tail) {
  stream.on("data", (chunk) => out.write(chunk));
  onLines(stream, (line) => {
    const text = stripVTControlCharacters(line).trimEnd();
    if (text.trim()) tail.push(text);
    tail.splice(0, Math.max(0, tail.length - TAIL_LINES));
  });
}

/** Keeps what a step running beside others writes, to print it whole when the step ends. */
function held(chunks) {
  return { write: (chunk) => chunks.push(chunk) };
}

// Asynchronous, so this process keeps reading the emulators' output while a step runs. A step
// `beside` other steps keeps its output until it ends, so the two never interleave.
async function step(title, cmd, args, env = {}, { beside = false } = {}) {
  const header = `\n=== ${title}: ${cmd} ${args.join(" ")}`;
  console.log(beside ? `${header} (beside the next steps: its output when it ends)` : header);
  const started = Date.now();
  const child = spawn(cmd, args, {
    stdio: [beside ? "ignore" : "inherit", "pipe", "pipe"],
    env: { ...process.env, ...env },
  });
  const tail = [];
  const chunks = [];
  tee(child.stdout, beside ? held(chunks) : process.stdout, tail);
  tee(child.stderr, beside ? held(chunks) : process.stderr, tail);
  const status = await new Promise((resolve) => {
    // "close" comes once its output is read to the end; a process it left running may hold the
    // pipes open, so "exit" ends the wait a moment later in any case.
    child.on("close", (code) => resolve(code));
    child.on("exit", (code) => setTimeout(() => resolve(code), 2000).unref());
    child.on("error", (error) => {
      console.error(
        `Could not run ${cmd}: ${error.message} (run it through npm, e.g. \`npm test\`)`,
      );
      resolve(1);
    });
  });
  if (beside) {
    console.log(header);
    process.stdout.write(Buffer.concat(chunks.map((chunk) => Buffer.from(chunk))));
  }
  console.log(
    `=== ${title}: ${status === 0 ? "ok" : "FAILED"} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  if (status !== 0) reasons.push([title, tail]);
  return status === 0;
}

async function check(name, cmd, args) {
  const ok = await step(name, cmd, args);
  rows.push([name, ok ? 1 : 0, ok ? 0 : 1, "check"]);
  return ok;
}

/** Runs a Playwright suite and adds its row (and its floor's) to the summary. */
async function playwright(title, suite, args, report) {
  const ok = await step(title, "playwright", ["test", ...args], {
    CHROME_PATH: chrome,
    PLAYWRIGHT_JSON_OUTPUT_NAME: report,
  });
  const stats = readJson(report)?.stats;
  if (!stats) {
    rows.push([title, 0, 1, "no report"]);
    return;
  }
  const note = `${stats.flaky} flaky, ${stats.skipped} skipped`;
  rows.push([title, stats.expected + stats.flaky, stats.unexpected, note, stats.skipped]);
  // The summary shows each failed test's error, not the reporter's last lines (its trace's path).
  const failures = failedTests(readJson(report));
  const reason = reasons.find(([name]) => name === title);
  if (reason && failures.length) reason[1] = failures;
  floor(title, suite, stats.expected + stats.flaky + stats.unexpected);
  if (!ok && stats.unexpected === 0) rows.push([`${title} run`, 0, 1, "exited non-zero"]);
}

/**
 * Each failed test of a Playwright JSON report (`project › file:line › title`) and the first lines
 * of its last attempt's errors, colours removed.
 */
function failedTests(report) {
  const lines = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== "unexpected") continue;
        lines.push(`[${test.projectName}] ${spec.file}:${spec.line} › ${spec.title}`);
        const errors = test.results?.at(-1)?.errors ?? [];
        for (const error of errors) {
          const text = String(error.message ?? "").replace(/\u001b\[[0-9;]*m/g, "");
          lines.push(
            ...text
              .split("\n")
              .slice(0, 12)
              .map((line) => `    ${line}`),
          );
          if (error.location) lines.push(`    at ${error.location.file}:${error.location.line}`);
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report?.suites ?? []) walk(suite);
  return lines;
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

/** `vitest run` of some projects, its JSON report written to `report`. */
const vitestRun = (projects, report, options) =>
  step(
    `vitest (${projects.join(", ")})`,
    "vitest",
    [
      "run",
      ...projects.flatMap((name) => ["--project", name]),
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${report}`,
    ],
    {},
    options,
  );

// The emulators (Java) start, and the suites that need neither them nor the build run, while the
// static checks run.
const startingBackend = startLocalBackend({ seed: false, standIns: false }).catch((error) => ({
  problem: String(error.message ?? error),
  stop: async () => {},
}));
const vitestBeside = vitestRun(VITEST_BESIDE, VITEST_BESIDE_JSON, { beside: true });

await check("types (astro check)", "astro", ["check"]);
await check("lint (eslint)", "eslint", [".", "--max-warnings=0"]);
await check("format (prettier)", "prettier", ["--check", "."]);
await check("workflows (actionlint)", "node", ["tools/ops/lint-workflows.mjs"]);

console.log("\n=== local backend: Firebase emulators with firestore.rules");
const backend = await startingBackend;
if (backend.problem) {
  console.error(backend.problem);
  rows.push(["local backend (emulators)", 0, 1, "check"]);
} else {
  rows.push(["local backend (emulators)", 1, 0, "check"]);
  console.log("=== local backend: ok");
}

// The build reads the wall's first page and Expertise's featured testimonials from the emulator:
// it holds a site a year old (tools/dev/lived-in.mjs), as every suite that loads pages sees it.
const livedIn = () =>
  seedLivedInLocal().then(
    () => true,
    (error) => {
      console.error(`Could not seed the lived-in site: ${error.message ?? error}`);
      rows.push(["lived-in seed", 0, 1, "check"]);
      return false;
    },
  );
if (backend?.problem === null) await livedIn();
const built = await check("build", "astro", ["build"]);
if (built) await check("html (Nu checker)", "node", ["tools/measure/html-check.mjs"]);
if (built) await check("csp (firebase.json)", "node", ["tools/ops/write-csp.mjs", "--check"]);

// The backend suite clears the emulators the build read from: after it, and the lived-in site is
// seeded again (the same documents) for the budget, the smoke check, Lighthouse and the browser tests.
const vitestOk = [await vitestBeside, await vitestRun(["backend"], VITEST_BACKEND_JSON)].every(
  Boolean,
);
if (backend?.problem === null) await livedIn();
const vitestReports = [VITEST_BESIDE_JSON, VITEST_BACKEND_JSON].map(readJson);
if (vitestReports.every(Boolean)) {
  // One row per Vitest project (its folder under tests/), so a suite that vanished shows.
  const suites = new Map(VITEST_SUITES.map((name) => [name, { passed: 0, failed: 0, skipped: 0 }]));
  for (const file of vitestReports.flatMap((report) => report.testResults ?? [])) {
    const suite = /tests\/([^/]+)\//.exec(file.name)?.[1] ?? "other";
    if (!suites.has(suite)) suites.set(suite, { passed: 0, failed: 0, skipped: 0 });
    const counts = suites.get(suite);
    for (const { status } of file.assertionResults ?? []) {
      if (status === "passed") counts.passed++;
      else if (status === "failed") counts.failed++;
      else counts.skipped++;
    }
    // A file that failed to load has no test results of its own: it fails its suite.
    if (file.status === "failed" && !(file.assertionResults ?? []).length) counts.failed++;
  }
  for (const [name, { passed, failed, skipped }] of suites) {
    rows.push([`vitest ${name}`, passed, failed, `${skipped} skipped`, skipped]);
    floor(`vitest ${name}`, name, passed + failed);
  }
  if (!vitestOk && vitestReports.every((report) => report.numFailedTests === 0))
    rows.push(["unit test run", 0, 1, "exited non-zero"]);
} else {
  rows.push(["vitest", 0, 1, "no report"]);
}
if (built && chrome) {
  // The wall's photos come from the Cloudinary stand-in, as a reader's come from Cloudinary: it
  // runs for the checks that load the built pages, and stops before the browser tests start theirs.
  const stopStandIns = await ensureStandIns();
  await check("budget", "node", ["tools/measure/budget.mjs"]);
  await check("hovered link (npm run hover)", "node", ["tools/measure/hover.mjs"]);
  // `npm run smoke` as a deploy runs it, here on the built site served as the host does.
  await check("smoke (npm run smoke)", "node", ["tools/ops/smoke.mjs"]);
  await check("lighthouse", "node", ["tools/measure/lighthouse.mjs"]);
  await stopStandIns();
  await playwright("browser tests (playwright)", "e2e", [], PLAYWRIGHT_JSON);
} else {
  rows.push(["budget + browser tests", 0, 1, built ? "no Chromium" : "no build"]);
}
// `npm run dev` as a newcomer runs it (its own port; it reuses the emulators started above).
if (chrome) {
  await playwright(
    "dev smoke (npm run dev)",
    "dev",
    ["-c", "playwright.dev.config.ts"],
    PLAYWRIGHT_DEV_JSON,
  );
}
// Last, so its 6,000 seeded documents (erased at its end) never meet the browser tests.
if (built)
  await check("flood benchmark (testimonials)", "node", ["tools/measure/bench-testimonials.mjs"]);

await backend?.stop();

const passed = rows.reduce((sum, r) => sum + r[1], 0);
const failed = rows.reduce((sum, r) => sum + r[2], 0);
const skipped = rows.reduce((sum, r) => sum + (r[4] ?? 0), 0);
console.log("\nSummary");
for (const [name, p, f, note] of rows) {
  console.log(
    `  ${f ? "FAIL" : "ok  "}  ${name.padEnd(28)} ${String(p).padStart(4)} passed ${String(f).padStart(3)} failed  (${note})`,
  );
}
for (const [title, tail] of reasons) {
  console.log(`\n${title} failed; its last lines:`);
  for (const line of tail) console.log(`  | ${line.slice(0, 160)}`);
}
const summary = `${passed} passed, ${failed} failed, ${skipped} skipped`;
writeFileSync(`${RESULTS}/summary.txt`, `${summary}\n`);
console.log(`\n${summary}`);
process.exit(failed ? 1 : 0);
