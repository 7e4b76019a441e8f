// `npm test`: every check and test suite, with one summary at the end. Its areas (tools/test/areas.mjs;
// `npm test -- --area static,rules` runs those only, as CI's jobs do):
//   static   astro check (types), eslint, prettier, actionlint; Vitest unit and components
//   rules    Vitest rules: firestore.rules on a Firestore emulator of its own
//   backend  the local backend (Firebase emulators as `npm run dev` starts them,
//            tools/dev/local-backend.mjs); Vitest backend against it (it clears them)
//   build    the lived-in site seeded (tools/dev/lived-in.mjs: the build reads the wall's first page
//            and Expertise's featured testimonials); build; the W3C Nu Html Checker; the CSP check
//   pages    on dist/: the budget (bytes, requests, layout shift) and `npm run smoke`
//   timings  on dist/: the hovered-link check and Lighthouse (what blocks; its timings measured,
//            printed and kept only when this area runs alone, as the nightly trend runs it)
//   browser  on dist/: Playwright, Chromium, against the emulators (args after a second `--`)
//   dev      `npm run dev` itself, started as the README starts it, in Chromium
//   flood    2,000 pending and 2,000 published testimonials: first loads read one page
// In one run: the Vitest suites that need nothing else (unit, components, rules) run beside
// everything up to the build; the static checks run beside the backend suite and the build (after
// astro check, which writes the content layer's store the build writes too); then, one at a time,
// the steps that load pages. Output of a step run beside others is printed whole when it ends.
// A Chromium is found or installed first (tools/measure/chromium.ts). Every step runs even when
// an earlier one fails (but the budget and browser tests need a build), so one run shows all that
// is wrong. The last line is "N passed, N failed, N skipped": test cases of every suite plus one
// per check. Each suite must run at least its floor of tests (tests/floors.json), a shard of the
// browser tests excepted.
import { spawn } from "node:child_process";
import { availableParallelism } from "node:os";
import { stripVTControlCharacters } from "node:util";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { chromiumVersion, ensureChromium, ensureHeadlessShell } from "../measure/chromium.ts";
import { floorProblem, readFloors } from "./floors.mjs";
import { parseArgs, sharded } from "./areas.mjs";
import { onLines } from "./lines.mjs";
import { NO_TIMINGS } from "../measure/timing-history.mjs";
import { ensureStandIns, seedLivedInLocal, startLocalBackend } from "../dev/local-backend.mjs";

const RESULTS = "test-results";
/** Vitest's reports: the suites that run beside the checks and build, then the backend one. */
const VITEST_BESIDE_JSON = `${RESULTS}/vitest.json`;
const VITEST_BACKEND_JSON = `${RESULTS}/vitest-backend.json`;
const PLAYWRIGHT_JSON = `${RESULTS}/playwright.json`;
const PLAYWRIGHT_DEV_JSON = `${RESULTS}/playwright-dev.json`;

rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

const rows = []; // [name, passed, failed, note, skipped]

// Each suite must run at least its floor of tests (tools/test/floors.mjs).
const FLOORS = readFloors();
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

async function check(name, cmd, args, options) {
  const ok = await step(name, cmd, args, {}, options);
  rows.push([name, ok ? 1 : 0, ok ? 0 : 1, "check"]);
  return ok;
}

/** Runs a Playwright suite and adds its row (and its floor's) to the summary. */
async function playwright(title, suite, args, report) {
  const ok = await step(title, "playwright", ["test", ...args], {
    CHROME_PATH: shell,
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
  // One shard of the suite runs a part of it: the floor is the whole suite's.
  if (!sharded(args)) floor(title, suite, stats.expected + stats.flaky + stats.unexpected);
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

// `npm test -- --area static,rules`: those areas only (AREAS, below); every area when none is
// named. What follows a second `--` goes to Playwright (`npm test -- --area browser -- --shard=1/3`).
let areas, playwrightArgs;
try {
  ({ areas, playwrightArgs } = parseArgs(process.argv.slice(2)));
} catch (error) {
  console.error(error.message);
  process.exit(2);
}
const wants = (area) => areas.has(area);
// A run for the timings (the timings area, with at most the flood benchmark beside it, as the
// nightly trend runs them) measures and keeps them; any other judges what blocks, and the checks
// whose timings need several runs (the hovered link, the flood benchmark) run once.
const forTimings = [...areas].every((area) => area === "timings" || area === "flood");

let chrome, shell;
const needsChrome = ["pages", "timings", "browser", "dev"].some(wants);
if (needsChrome) {
  try {
    chrome = await ensureChromium();
    console.log(`Chromium: ${chrome} (${chromiumVersion(chrome)})`);
    // The browser tests run in the headless shell (a whole Chromium where there is none).
    if (wants("browser") || wants("dev")) {
      shell = await ensureHeadlessShell();
      console.log(`Browser tests: ${shell} (${chromiumVersion(shell)})`);
    }
    rows.push(["chromium", 1, 0, "check"]);
  } catch (error) {
    console.error(String(error.message ?? error));
    rows.push(["chromium", 0, 1, "check"]);
  }
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
const needsBackend = ["backend", "build", "pages", "timings", "browser", "dev", "flood"].some(
  wants,
);
const startingBackend = needsBackend
  ? startLocalBackend({ seed: false, standIns: false }).catch((error) => ({
      problem: String(error.message ?? error),
      stop: async () => {},
    }))
  : null;
const besideSuites = [
  ...(wants("static") ? ["unit", "components"] : []),
  ...(wants("rules") ? ["rules"] : []),
];
const vitestBeside = besideSuites.length
  ? vitestRun(besideSuites, VITEST_BESIDE_JSON, { beside: true })
  : Promise.resolve(true);

// astro check first: it syncs the content layer's store (node_modules/.astro), which the build
// writes too. The other static checks read files only, and run beside the build.
const typesChecked = wants("static")
  ? check("types (astro check)", "astro", ["check"])
  : Promise.resolve(true);

/** The static checks after astro check: lint, format, the workflows. */
async function staticChecks() {
  await typesChecked;
  const beside = { beside: true };
  await check("lint (eslint)", "eslint", [".", "--max-warnings=0"], beside);
  await check("format (prettier)", "prettier", ["--check", "."], beside);
  await check("workflows (actionlint)", "node", ["tools/ops/lint-workflows.mjs"], beside);
}

/** Resolves with whether the emulators answer (a row says so). */
async function backendUp() {
  console.log("\n=== local backend: Firebase emulators with firestore.rules");
  const backend = await startingBackend;
  if (backend.problem) {
    console.error(backend.problem);
    rows.push(["local backend (emulators)", 0, 1, "check"]);
    return false;
  }
  rows.push(["local backend (emulators)", 1, 0, "check"]);
  console.log("=== local backend: ok");
  return true;
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

/**
 * The backend suite (it clears the emulators), then the lived-in site seeded once, then the
 * build, the HTML check and the CSP check. Runs beside the static checks: the build waits for
 * nothing they do. Resolves with whether a build is there to load pages from.
 */
async function backendThenBuild() {
  const up = needsBackend && (await backendUp());
  const backendOk =
    wants("backend") && up
      ? await vitestRun(["backend"], VITEST_BACKEND_JSON, { beside: true })
      : true;
  if (up) await livedIn();
  if (!wants("build")) return { built: existsSync("dist/index.html"), backendOk };
  await typesChecked;
  const built = await check("build", "astro", ["build"]);
  if (built) await check("html (Nu checker)", "node", ["tools/measure/html-check.mjs"]);
  if (built) await check("csp (firebase.json)", "node", ["tools/ops/write-csp.mjs", "--check"]);
  return { built, backendOk };
}

const [, { built, backendOk }] = await Promise.all([
  wants("static") ? staticChecks() : Promise.resolve(),
  backendThenBuild(),
]);
const vitestOk = [await vitestBeside, backendOk].every(Boolean);

const vitestSuites = [...besideSuites, ...(wants("backend") ? ["backend"] : [])];
const vitestReports = [
  ...(besideSuites.length ? [VITEST_BESIDE_JSON] : []),
  ...(wants("backend") ? [VITEST_BACKEND_JSON] : []),
].map(readJson);
if (vitestReports.every(Boolean)) {
  // One row per Vitest project (its folder under tests/), so a suite that vanished shows.
  const suites = new Map(vitestSuites.map((name) => [name, { passed: 0, failed: 0, skipped: 0 }]));
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

const loadsPages = ["pages", "timings", "browser"].some(wants);
if (loadsPages && !(built && chrome)) {
  rows.push(["budget + browser tests", 0, 1, built ? "no Chromium" : "no build"]);
} else if (loadsPages) {
  // The wall's photos come from the Cloudinary stand-in, as a reader's come from Cloudinary: it
  // runs for the checks that load the built pages, and stops before the browser tests start theirs.
  if (wants("pages") || wants("timings")) {
    const stopStandIns = await ensureStandIns();
    if (wants("pages")) {
      // `npm run smoke` as a deploy runs it, here on the built site served as the host does,
      // beside the budget: neither judges time, and the budget's pages spend most of their load
      // waiting for their own signals.
      await Promise.all([
        check("budget", "node", ["tools/measure/budget.mjs"]),
        check("smoke (npm run smoke)", "node", ["tools/ops/smoke.mjs"], { beside: true }),
      ]);
    }
    if (wants("timings")) {
      // The hovered link: its clicks served prepared and the prefetch's first byte are judged
      // (three readers in a run for the timings, else one), its first paints kept for the nightly
      // trend (CEILINGS, timing-trend.mjs) when the run is for them. Lighthouse measures the
      // timings when they are what the run is for (the timings area, with at most the flood
      // benchmark after it, as the nightly trend runs them: one page at a time, the hovered link
      // alone before it); otherwise it judges what blocks and measures no timing, three pages at
      // once where the run may use two cores or more (also beside `stress-ng --cpu 2`), two on
      // one, with the hovered link beside it: most of the link's time is its hovers' waits, and
      // what it judges held with its clicks' CPU shared (docs/decisions.md, "The sixth round: a
      // header that does not blur, the hovered link beside Lighthouse").
      const hover = () =>
        check(
          "hovered link (npm run hover)",
          "node",
          ["tools/measure/hover.mjs", ...(forTimings ? [] : [NO_TIMINGS])],
          { beside: !forTimings },
        );
      const slots = availableParallelism() > 1 ? "3" : "2";
      const lighthouse = () =>
        check("lighthouse", "node", [
          "tools/measure/lighthouse.mjs",
          ...(forTimings ? ["--slots", "1"] : ["--slots", slots, NO_TIMINGS]),
        ]);
      if (forTimings) {
        await hover();
        await lighthouse();
      } else {
        await Promise.all([hover(), lighthouse()]);
      }
    }
    await stopStandIns();
  }
  if (wants("browser"))
    await playwright("browser tests (playwright)", "e2e", playwrightArgs, PLAYWRIGHT_JSON);
}
// `npm run dev` as a newcomer runs it (its own port; it reuses the emulators started above).
if (wants("dev") && chrome) {
  await playwright(
    "dev smoke (npm run dev)",
    "dev",
    ["-c", "playwright.dev.config.ts"],
    PLAYWRIGHT_DEV_JSON,
  );
}
// Last, so its 6,000 seeded documents (erased at its end) never meet the browser tests.
if (wants("flood")) {
  if (existsSync("dist/index.html"))
    await check("flood benchmark (testimonials)", "node", [
      "tools/measure/bench-testimonials.mjs",
      ...(forTimings ? [] : [NO_TIMINGS]),
    ]);
  else rows.push(["flood benchmark (testimonials)", 0, 1, "no build"]);
}

await (await startingBackend)?.stop();

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
