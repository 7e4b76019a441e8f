// The budget check's judgement and report (tools/measure/budget.mjs): the budgets of JavaScript, CSS and
// layout shift for every page, the ceilings of the bytes on the wire (tools/measure/byte-budgets.mjs)
// and of the service worker, applied to what tools/measure/budget-measure.mjs measured. Each part
// prints its table or lines and adds a sentence to `failures` for every figure over its budget.
import {
  POST_FIRST_VISIT,
  SERVICE_WORKER,
  byteCeilings,
  fontPartsAllowance,
  isPost,
  overCeilings,
  overWorkerCeilings,
} from "./byte-budgets.mjs";
import { builtFontFaces, partsFor } from "./font-parts.mjs";
import { guidesReport } from "./guides-report.mjs";
import { KINDS } from "./wire-bytes.mjs";
import { TESTIMONIALS } from "./budget-measure.mjs";

const KB = 1024;

/** Reading pages: the blog and its lists, the guides, search, the 404 page. A few hundred bytes. */
const READING = /^\/(blog|guides|search)(\/|$)|^\/(404|offline)$/;
/** Pages whose counters are plain script (src/features/effects/count-up.ts): no React. */
const COUNTER_PAGES = new Set(["/", "/about", "/expertise"]);
/** The contact page: React and the contact form's island. */
const ISLAND_PAGES = new Set(["/contact"]);
/**
 * /testimonials once the form is open (React, the form island, the upload and notice clients): a
 * few KB above what it loads today, so a heavier form fails (docs/decisions.md, "JavaScript
 * budgets"). The outbox's code comes as the visitor starts to fill the form in, not with it.
 */
const FORM_OPEN_LIMIT = 130 * KB;
const ACCOUNT_PAGES = new Set(["/account", "/admin/testimonials"]);
/** What a desktop may load on top of the phone's figure: the cursor follower. */
const CURSOR_EXTRA = 6 * KB;
const desktopToo = (limit) => (row) => limit + (row.device === "desktop" ? CURSOR_EXTRA : 0);

/** @type {Map<string, import("./font-parts.mjs").Face[]>} the built faces, by build folder */
const builtFaces = new Map();
/**
 * The font files beyond the first-screen ones that a measured page's letters call for.
 * @param {{ letters?: Record<string, string> }} row
 */
export function rowFontParts(row, dist = "dist") {
  const letters = row.letters ?? {};
  // Only a page with letters reads the build's stylesheets.
  if (!Object.values(letters).some(Boolean)) return [];
  if (!builtFaces.has(dist)) builtFaces.set(dist, builtFontFaces(dist));
  return partsFor(letters, builtFaces.get(dist) ?? []);
}

/** A font file's name without its build hash, and its size: "inter-latin-rest 10.8". */
const partName = (/** @type {{ url: string, bytes: number }} */ part) =>
  `${part.url
    .split("/")
    .pop()
    ?.replace(/\.[\w-]+\.woff2$/, "")} ${fmt(part.bytes)}`;

/**
 * Budgets in gzip bytes for the whole page (after scrolling to its end):
 * [test, limit (bytes, or a function of the row), description]. Every page has one: a page that
 * matches none fails the check.
 */
const BUDGETS = {
  js: [
    // A post or a guide, 4.2 and 4.8 KB on a phone (issue 42): a guide's course (the progress
    // card's loader, 0.22 KB) and the outbox's check on every page fit since the copy buttons' work
    // comes on the first click (src/features/reading/copy-buttons.ts; docs/decisions.md,
    // "JavaScript budgets").
    [(row) => READING.test(row.path), desktopToo(5 * KB), "reading page"],
    // 4.5 KB (/, /about) to 6.6 (/expertise): React coming back (about 70 KB) fails.
    [(row) => COUNTER_PAGES.has(row.path), desktopToo(10 * KB), "counter page"],
    [(row) => ISLAND_PAGES.has(row.path), desktopToo(80 * KB), "island page"],
    // The wall (Firestore Lite) until the form is opened: React and the form come only then.
    [
      (row) => row.path === TESTIMONIALS || row.path.startsWith(`${TESTIMONIALS}/`),
      desktopToo(60 * KB),
      "testimonials (all or one area), form closed",
    ],
    // Signed out (as measured here): Auth (email and password only) and the forms' script.
    // Firestore Lite and React come only once someone signs in; 45 KB fails if either comes back
    // to the signed-out screen (docs/decisions.md, "JavaScript budgets").
    [(row) => ACCOUNT_PAGES.has(row.path), desktopToo(45 * KB), "account and admin"],
  ],
  css: [[() => true, () => 20 * KB, "every page"]],
};
/** Cumulative layout shift allowed on every page, at phone and desktop size. */
const CLS_LIMIT = 0.02;

const fmt = (bytes) => (bytes / KB).toFixed(1);

function check(row, kind) {
  const rule = BUDGETS[kind].find(([applies]) => applies(row));
  if (!rule) return { limit: null, ok: false, label: "no budget for this page" };
  const limit = rule[1](row);
  return { limit, ok: row[kind] <= limit, label: rule[2] };
}

/**
 * The table of every page load: its JavaScript (on load, whole page, of it Firebase) and CSS
 * against their budgets, its requests and its layout shift.
 */
export function reportPages(rows, failures) {
  const header = [
    "page",
    "device",
    "JS on load",
    "JS whole page",
    "of it Firebase",
    "JS budget",
    "CSS gz (KB)",
    "CSS budget",
    "requests",
    "CLS",
  ];
  const table = rows.map((row) => {
    const js = check(row, "js");
    const css = check(row, "css");
    for (const [kind, result] of [
      ["JS", js],
      ["CSS", css],
    ]) {
      if (!result.ok)
        failures.push(
          result.limit === null
            ? `${row.path} (${row.device}): no ${kind} budget applies to this page`
            : `${row.path} (${row.device}): ${kind} over budget (${result.label})`,
        );
    }
    const clsOk = row.cls <= CLS_LIMIT;
    if (!clsOk)
      failures.push(
        `${row.path} (${row.device}): layout shift ${row.cls.toFixed(3)} > ${CLS_LIMIT}; ` +
          `what moved: ${row.shifts.join("; ")}`,
      );
    const limit = (r) => (r.limit === null ? "NONE" : `${r.ok ? "" : "OVER "}${fmt(r.limit)}`);
    return [
      row.path,
      row.device,
      fmt(row.onLoad),
      fmt(row.js),
      fmt(row.firebase),
      limit(js),
      fmt(row.css),
      limit(css),
      String(row.requests),
      `${clsOk ? "" : "OVER "}${row.cls.toFixed(3)}`,
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => r[i].length)));
  const line = (cells) =>
    cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  console.log(line(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const r of table) console.log(line(r));
}

/** The desktop's extra JavaScript over the phone's is the cursor follower: at most CURSOR_EXTRA. */
export function reportCursor(rows, failures) {
  for (const desktop of rows.filter((row) => row.device === "desktop")) {
    const phone = rows.find((row) => row.device === "phone" && row.path === desktop.path);
    if (phone && desktop.js - phone.js > CURSOR_EXTRA)
      failures.push(
        `${desktop.path}: desktop loads ${fmt(desktop.js - phone.js)} KB more JS than a phone`,
      );
  }
  const cursorKb = rows
    .filter((row) => row.device === "desktop")
    .map((d) => d.js - (rows.find((p) => p.device === "phone" && p.path === d.path)?.js ?? 0));
  console.log(
    `\nDesktop extra over phone (cursor follower): from ${fmt(Math.min(...cursorKb))} to ${fmt(Math.max(...cursorKb))} KB gz (budget ${fmt(CURSOR_EXTRA)} KB)`,
  );
}

/** /testimonials once the visitor opens the form (the table's figure is before that). */
export function reportFormOpen(rows, failures) {
  console.log("");
  for (const row of rows.filter((r) => r.formOpen !== null)) {
    const ok = row.formOpen <= FORM_OPEN_LIMIT;
    if (!ok) failures.push(`${row.path} (${row.device}): JS with the form open over budget`);
    console.log(
      `${row.path} (${row.device}) with the form open: ${fmt(row.formOpen)} KB JS gz (budget ${ok ? "" : "OVER "}${fmt(FORM_OPEN_LIMIT)} KB)`,
    );
  }
}

/**
 * The repeat visit with the service worker in control (phone; tools/measure/worker-repeat.mjs),
 * judged against the same ceiling as the one without: what it cost over that ceiling, and any
 * fingerprinted file it asked the network for (a file the first visit loaded and the worker keeps).
 * @param {{ total: number, refetched: string[] } | null} workerRepeat
 * @param {{ repeat: number }} ceilings
 * @param {string} label the page and device
 * @returns {string[]} a sentence for each fault
 */
export function workerRepeatFaults(workerRepeat, ceilings, label) {
  if (!workerRepeat) return [];
  const faults = [];
  if (workerRepeat.total > ceilings.repeat)
    faults.push(
      `${label}: a repeat visit with the service worker costs ${fmt(workerRepeat.total)} KB, over ${fmt(ceilings.repeat)}`,
    );
  if (workerRepeat.refetched.length)
    faults.push(
      `${label}: a repeat visit with the service worker asked the network again for ` +
        `${workerRepeat.refetched.map((url) => new URL(url).pathname).join(", ")}, which the worker keeps`,
    );
  return faults;
}

/** The repeat visit with the worker's table cell. */
function workerRepeatCell(workerRepeat, ceilings) {
  if (!workerRepeat) return "-";
  const over = workerRepeat.total > ceilings.repeat || workerRepeat.refetched.length > 0;
  return `${over ? "OVER " : ""}${fmt(workerRepeat.total)}/${fmt(ceilings.repeat).replace(/\.0$/, "")}`;
}

/** What each visit cost on the wire (KB), against its ceilings (tools/measure/byte-budgets.mjs). */
export function reportBytes(rows, failures) {
  const bytesHeader = [
    "page",
    "device",
    ...KINDS,
    "all",
    "elsewhere",
    "requests",
    "repeat",
    "304s",
    "worker",
  ];
  const bytesTable = rows.map((row) => {
    const { firstVisit: first, repeatVisit: repeat, workerRepeat } = row;
    const parts = rowFontParts(row);
    const ceilings = byteCeilings(row.path, row.device, parts);
    const label = `${row.path} (${row.device})`;
    if (!ceilings) {
      failures.push(`${label}: no byte budget applies to this page`);
      return [
        row.path,
        row.device,
        ...KINDS.map((kind) => fmt(first[kind])),
        "",
        "",
        "",
        "",
        "",
        "",
        "",
      ];
    }
    const over = overCeilings(first, repeat.total, ceilings);
    for (const kind of over)
      failures.push(
        kind === "repeat"
          ? `${label}: a repeat visit costs ${fmt(repeat.total)} KB, over ${fmt(ceilings.repeat)}`
          : `${label}: ${kind} ${fmt(first[kind])} KB on the wire, over ${fmt(ceilings[kind])} (${kind === "images" ? "this page's" : kind === "fonts" ? fontsWhy(parts) : ceilings.group})`,
      );
    if (repeat.refetched.length) {
      const paths = repeat.refetched.map((url) => new URL(url).pathname);
      failures.push(
        `${label}: a repeat visit asked again for ${paths.length} fingerprinted files, cached as ` +
          `immutable: ${paths.slice(0, 3).join(", ")}${paths.length > 3 ? ", ..." : ""}`,
      );
    }
    failures.push(...workerRepeatFaults(workerRepeat, ceilings, label));
    const workerCell = workerRepeatCell(workerRepeat, ceilings);
    const cell = (value, kind) =>
      `${over.includes(kind) ? "OVER " : ""}${fmt(value)}/${fmt(ceilings[kind]).replace(/\.0$/, "")}`;
    return [
      row.path,
      row.device,
      ...KINDS.map((kind) => cell(first[kind], kind)),
      fmt(first.total),
      fmt(first.elsewhere),
      String(first.requests),
      cell(repeat.total, "repeat"),
      `${repeat.revalidated}/${repeat.requests}`,
      workerCell,
    ];
  });
  const bytesWidths = bytesHeader.map((h, i) =>
    Math.max(h.length, ...bytesTable.map((r) => r[i].length)),
  );
  const bytesLine = (cells) =>
    cells.map((c, i) => (i < 2 ? c.padEnd(bytesWidths[i]) : c.padStart(bytesWidths[i]))).join("  ");
  console.log(
    "\nBytes on the wire, KB (figure/ceiling): a first visit (cold cache, scrolled to the end) by" +
      " kind; elsewhere: the local backend, not budgeted; repeat: the page again an hour later," +
      " and how many of its requests were revalidations (304s) of how many reached the network;" +
      " worker: that repeat visit with the service worker in control (phone), page and worker",
  );
  console.log(bytesLine(bytesHeader));
  console.log(bytesWidths.map((w) => "-".repeat(w)).join("  "));
  for (const r of bytesTable) console.log(bytesLine(r));
}

/**
 * The font files beyond the first-screen ones that each page's letters call for (on a phone).
 * @param {{ path: string, device: string, letters?: Record<string, string> }[]} rows
 */
export function reportFontParts(rows) {
  console.log(
    "\nFonts beyond the first-screen files that a page's letters call for, KB (each added to its" +
      " fonts ceiling with 0.5 for its headers):",
  );
  for (const row of rows.filter((r) => r.device === "phone")) {
    const parts = rowFontParts(row);
    if (parts.length) console.log(`  ${row.path.padEnd(26)} ${parts.map(partName).join(", ")}`);
  }
}

/** What a fonts ceiling is made of, for its failure's sentence. */
const fontsWhy = (/** @type {import("./font-parts.mjs").Face[]} */ parts) =>
  parts.length
    ? `the first-screen files, and for this page's letters ${parts.map(partName).join(", ")}`
    : "the first-screen files: no letter of this page calls for another";

/** The coding guides' PDFs: their sizes and the time the build spends rendering them. */
export async function reportGuides() {
  const guides = await guidesReport();
  console.log(
    `\nCoding guides' PDFs: ${guides.files.map((f) => `${f.name} ${fmt(f.bytes)} KB`).join(", ")}`,
  );
  console.log(
    `  total ${fmt(guides.totalBytes)} KB; rendering all six takes ${guides.renderMs} ms of the build`,
  );
}

/** The service worker (tools/measure/budget-measure.mjs measureWorker), against its ceilings. */
export function reportWorker(worker, failures) {
  console.log(
    `\nService worker (counted apart, gzip): sw.js ${fmt(worker.script)} KB` +
      ` (ceiling ${fmt(SERVICE_WORKER.script)}), fetched ahead beyond a post's files` +
      ` ${fmt(worker.precache)} KB (ceiling ${fmt(SERVICE_WORKER.precache)})`,
  );
  for (const part of overWorkerCeilings(worker)) {
    failures.push(
      `the service worker's ${part} is ${fmt(worker[part])} KB, over ${fmt(SERVICE_WORKER[part])}`,
    );
  }
}

/**
 * Each post's whole first visit on a phone (its files and the service worker's script) against
 * POST_FIRST_VISIT.
 * @param {{ path: string, device: string, firstVisit: { total: number }, letters?: Record<string, string> }[]} rows
 * @param {{ script: number }} worker
 * @param {string[]} failures
 */
export function reportPostVisits(rows, worker, failures) {
  const posts = rows.filter((row) => row.device === "phone" && isPost(row.path));
  console.log(
    `\nA post's whole first visit on a phone, KB: its files and the service worker's script` +
      ` (ceiling ${fmt(POST_FIRST_VISIT)})`,
  );
  for (const row of posts) {
    const whole = row.firstVisit.total + worker.script;
    const letters = fontPartsAllowance(rowFontParts(row));
    const ceiling = POST_FIRST_VISIT + letters;
    const over = whole > ceiling;
    if (over)
      failures.push(
        `${row.path} (phone): a first visit with the service worker's script is ${fmt(whole)} KB, over ${fmt(ceiling)}`,
      );
    console.log(
      `  ${row.path.padEnd(10)} ${fmt(row.firstVisit.total)} + ${fmt(worker.script)} = ${over ? "OVER " : ""}${fmt(whole)}` +
        (letters ? ` (ceiling ${fmt(ceiling)} with the font parts its letters call for)` : ""),
    );
  }
}
