// Budget check (`npm run budget`, after `npm run build`): JavaScript, CSS, every byte, layout shift.
// Loads every page of the built site in Chromium at phone size (390x844, touch, coarse pointer)
// and at desktop size (mouse), each in a context of its own (a cold cache), served over HTTP/2
// as the host serves it, and measures it (tools/measure/budget-measure.mjs): the gzip size of its
// JavaScript and CSS on load and once scrolled to its end, its layout shift, and the bytes that
// came over the wire for a first and a repeat visit (on /testimonials also the JavaScript once the
// form is opened). Then judges them (tools/measure/budget-report.mjs: the budgets, and the byte
// ceilings of tools/measure/byte-budgets.mjs), with the service worker counted apart.
// Then the data-saver pass (tools/measure/data-saver-budget.mjs, its own table): every byte of each
// page's first visit on a phone, with data saver off and on, against the ceilings.
// Prints the tables and exits 1 when a page is over.
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, ensureHeadlessShell } from "./chromium.ts";
import { PAGES } from "./pages.ts";
import { startPreview } from "../serve/preview.mjs";
import { ensureLocalBackend, ensureStandIns } from "../dev/local-backend.mjs";
import { unusableBuild } from "../lib/site-settings.mjs";
import { DEVICES, measurePage, measureWorker } from "./budget-measure.mjs";
import {
  reportBytes,
  reportFontParts,
  reportCursor,
  reportFormOpen,
  reportGuides,
  reportPages,
  reportPostVisits,
  reportWorker,
} from "./budget-report.mjs";
import { dataSaverPass } from "./data-saver-budget.mjs";
import { inSlots } from "../lib/slots.mjs";
import { cpuSlowdown } from "./cpu-slowdown.mjs";

// CPU_SLOWDOWN=4: every page opened with its CPU slowed down so many times (a slow runner's
// order of events; tools/measure/cpu-slowdown.mjs). Read first, so a wrong value stops the run here.
const slowdown = cpuSlowdown();
// `npm run budget -- /guides/css /blog/1`: those pages only (every page when none is named).
const asked = process.argv.slice(2);
const unknown = asked.filter((path) => !PAGES.some((page) => page.path === path));
if (unknown.length) {
  console.error(`Not a page of the site (tools/measure/pages.ts): ${unknown.join(", ")}`);
  process.exit(1);
}
const pages = asked.length ? PAGES.filter((page) => asked.includes(page.path)) : PAGES;
// A build made for the owner's real project is never measured: its pages would talk to it.
const realBuild = unusableBuild(process.cwd());
if (realBuild) {
  console.error(realBuild);
  process.exit(1);
}
// The wall and Expertise read what the build baked in: the lived-in site's testimonials, in the
// emulators (started for the run when none answer; docs/testing.md, "A lived-in site").
const stopBackend = await ensureLocalBackend({ livedIn: true });
const stopStandIns = await ensureStandIns();
// The pages are measured SLOTS at a time, each slot taking the next page as soon as it is free:
// what is counted is bytes and layout shift, not time, and each page waits for its own signals
// (islands hydrated, network quiet, entrance animations ended), so the pass waits more than it
// computes: four, on any number of cores (docs/decisions.md, "The fifth round: what blocks,
// once"). One server per slot: a page's repeat visit closes its connections first, which must cut
// nothing of another page's. Each speaks HTTP/2 over TLS as the host does (HTTP/1.1 would repeat
// every header on every response), and sends `no-cache` where the host's hour of caching applies
// (tools/serve/preview.mjs): the repeat visit is a reader coming back after that hour.
const SLOTS = 4;
const servers = await Promise.all(
  Array.from({ length: SLOTS }, () =>
    startPreview({ http2: true, defaultCacheControl: "no-cache" }),
  ),
);
// In Chromium's headless shell (the same Blink, without the browser's user interface): the budget's
// pages take about a fifth less of the machine than in the whole browser, and their figures are the
// same but for the favicon, which the shell never asks for (iconAsker, wire-bytes.mjs, asks for it).
const browser = await chromium.launch({
  executablePath: await ensureHeadlessShell(),
  // The previews' self-signed certificate is trusted by its key, and nothing else is.
  args: [...CHROMIUM_ARGS, `--ignore-certificate-errors-spki-list=${servers[0].spki}`],
});

/** Every page at both sizes, each measured in a slot (its server) of its own. */
const measureAll = () =>
  inSlots(
    Object.keys(DEVICES).flatMap((device) => pages.map(({ path }) => ({ device, path }))),
    servers,
    ({ device, path }, server) => measurePage(browser, server, device, path),
  );

const rows = [];
/** The data-saver pass (issue 30): its own server, contexts, ceilings and table. */
let dataSaver = { report: "", failures: /** @type {string[]} */ ([]) };
/** Seconds since `start`, for the passes' durations printed with the report. */
const since = (start) => ((Date.now() - start) / 1000).toFixed(1);
const timings = [];
try {
  const start = Date.now();
  rows.push(...(await measureAll()));
  timings.push(`the pages at both sizes ${since(start)} s`);
  // ---- The data-saver pass (tools/measure/data-saver-budget.mjs), after the two devices. ----
  const phoneFirstVisits = new Map(
    rows
      .filter((row) => row.device === "phone")
      .map((row) => [row.path, row.firstVisit.total + row.firstVisit.elsewhere]),
  );
  const saverStart = Date.now();
  dataSaver = await dataSaverPass(
    browser,
    pages.map((page) => page.path),
    phoneFirstVisits,
    SLOTS,
  );
  timings.push(`the data-saver pass ${since(saverStart)} s`);
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.stop()));
  await stopStandIns();
  await stopBackend();
}

const failures = [];
if (slowdown !== 1)
  console.log(`CPU slowed down x${slowdown} on every page (CPU_SLOWDOWN=${slowdown})\n`);
reportPages(rows, failures);
reportCursor(rows, failures);
reportFormOpen(rows, failures);
reportBytes(rows, failures);
reportFontParts(rows);
await reportGuides();
const worker = await measureWorker();
reportWorker(worker, failures);
reportPostVisits(rows, worker, failures);

// ---- The data-saver pass's table and failures. ----
console.log(`\n${dataSaver.report}`);
console.log(`\nMeasured in ${SLOTS} slots: ${timings.join(", ")}.`);
failures.push(...dataSaver.failures);

if (failures.length) {
  console.error(`\nBudget check failed:\n- ${failures.join("\n- ")}`);
  process.exit(1);
}
console.log(`\nBudget check passed: ${rows.length} page loads within budget.`);
