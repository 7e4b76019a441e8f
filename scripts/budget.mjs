// Budget check (`npm run budget`, after `npm run build`): JavaScript, CSS, every byte, layout shift.
// Loads every page of the built site in Chromium at phone size (390x844, touch, coarse pointer)
// and at desktop size (mouse), each in a context of its own (a cold cache), served over HTTP/2
// as the host serves it; waits until the network is idle ("on load"), then scrolls to the
// end of the page so every island that can hydrate has hydrated ("whole page"). Sums the gzip
// size of every JavaScript and CSS response plus inline <script>/<style> code, and the layout
// shift of the whole visit (CLS: every shift not caused by input, summed, which is at least the
// largest session window Lighthouse reports). On /testimonials it then opens the form ('Share
// Your Experience', which loads React and the form's island) and reports that figure too.
// It also counts the bytes that came over the wire, by kind, for that first visit (up to the end
// of the page, the form closed) and for a repeat visit: the same page loaded again in the same
// context on a new connection, as a reader coming back after the host's hour of caching
// (scripts/lib/wire-bytes.mjs; the ceilings: scripts/lib/byte-budgets.mjs).
// Then the data-saver pass (scripts/lib/data-saver-budget.mjs, its own table): every byte of each
// page's first visit on a phone, with data saver off and on, against the issue's ceilings.
// Prints the tables and exits 1 when a page is over.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, ensureChromium } from "./lib/chromium.ts";
import { PAGES } from "./lib/pages.ts";
import { guidesReport } from "./lib/guides-report.mjs";
import { startPreview } from "./lib/preview.mjs";
import { ensureLocalBackend, ensureStandIns } from "./lib/local-backend.mjs";
import { unusableBuild } from "./lib/site-settings.mjs";
import { SETTLE_TIMEOUT_MS, pageStill, watchSettled, webFontsIn } from "./lib/settled.mjs";
import {
  SERVICE_WORKER,
  byteCeilings,
  overCeilings,
  overWorkerCeilings,
} from "./lib/byte-budgets.mjs";
import { KINDS, meterWire, refetchedAssets, tally, uncounted } from "./lib/wire-bytes.mjs";
import { dataSaverPass } from "./lib/data-saver-budget.mjs";
import { cpuSlowdown, slowDown } from "./lib/cpu-slowdown.mjs";

const KB = 1024;
const FIREBASE = /@firebase\/|firestore\.googleapis\.com|identitytoolkit\.googleapis\.com/;

/** Reading pages: the blog and its lists, the guides, search, the 404 page. A few hundred bytes. */
const READING = /^\/(blog|guides|search)(\/|$)|^\/(404|offline)$/;
/** Pages whose counters are plain script (src/lib/count-up.ts): no React. */
const COUNTER_PAGES = new Set(["/", "/about", "/expertise"]);
/** The contact page: React and the contact form's island. */
const ISLAND_PAGES = new Set(["/contact"]);
/** The pages with Firebase: the testimonial wall and form (Lite), account and admin (Auth). */
const TESTIMONIALS = "/testimonials";
/** The testimonial form's opener: React and the form load only once it is clicked. */
const FORM_OPENER = "[data-testimonial-form] [data-opener]";
const OPEN_FORM = "[data-testimonial-form] form:not([hidden])";
/**
 * /testimonials once the form is open (React, the form island, the upload and notice clients): a
 * few KB above what it loads today, so a heavier form fails (docs/decisions.md, "JavaScript budgets").
 */
const FORM_OPEN_LIMIT = 130 * KB;
const ACCOUNT_PAGES = new Set(["/account", "/admin/testimonials"]);
/** What a desktop may load on top of the phone's figure: the cursor follower. */
const CURSOR_EXTRA = 6 * KB;
const desktopToo = (limit) => (row) => limit + (row.device === "desktop" ? CURSOR_EXTRA : 0);

/**
 * Budgets in gzip bytes for the whole page (after scrolling to its end):
 * [test, limit (bytes, or a function of the row), description]. Every page has one: a page that
 * matches none fails the check.
 */
const BUDGETS = {
  js: [
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

/**
 * Runs in the page before its own scripts: sums every layout shift that no input caused, and keeps
 * what moved in each (a failure names it).
 */
function observeLayoutShift() {
  const w = /** @type {Window & { __cls?: number, __shifts?: string[] }} */ (window);
  w.__cls = 0;
  w.__shifts = [];
  const describe = (/** @type {Node | null} */ node) =>
    node instanceof Element
      ? `${node.tagName.toLowerCase()} "${(node.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40)}"`
      : String(node?.nodeName ?? "?");
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const shift =
        /** @type {PerformanceEntry & { value: number, hadRecentInput: boolean, sources?: { node: Node | null }[] }} */ (
          entry
        );
      if (shift.hadRecentInput) continue;
      w.__cls = (w.__cls ?? 0) + shift.value;
      const moved = (shift.sources ?? []).map((source) => describe(source.node)).join(", ");
      w.__shifts?.push(`${shift.value.toFixed(3)} at ${Math.round(shift.startTime)} ms: ${moved}`);
    }
  }).observe({ type: "layout-shift", buffered: true });
}

const DEVICES = {
  phone: {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  },
  desktop: { viewport: { width: 1366, height: 900 } },
};

/** The web fonts' files (src/assets/fonts, fontsource's), as the built site names them. */
const WEB_FONT = /\.woff2(\?|$)/;

const gz = (text) => gzipSync(Buffer.from(text), { level: 9 }).length;
const fmt = (bytes) => (bytes / KB).toFixed(1);

/**
 * Starts counting the bytes `page` receives (scripts/lib/wire-bytes.mjs); the function returned
 * sums them so far, and lists the fingerprinted files that reached the network. It fails if
 * Playwright saw the page make a request the count missed.
 * @param {import("@playwright/test").Page} page
 */
async function watchWire(page, origin) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const meter = meterWire(cdp, origin);
  /** @type {string[]} */
  const seen = [];
  page.on("requestfinished", (request) => void seen.push(request.url()));
  page.on("requestfailed", (request) => void seen.push(request.url()));
  return () => {
    const requests = meter.requests();
    const missed = uncounted(seen, requests);
    if (missed.length) throw new Error(`requests the byte count missed: ${missed.join(", ")}`);
    return { ...tally(requests), refetched: refetchedAssets(requests) };
  };
}

/** Resolves once a wall on the page (if any) has read its first page from Firestore. */
async function wallRead(page) {
  if (await page.locator("[data-testimonial-wall]").count()) {
    await page.locator("[data-testimonial-wall][data-pages]").waitFor({ state: "attached" });
  }
}

/** Scrolls to the end a screen per rendered frame (what a client:shown island waits for). */
async function scrollToEnd(page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight) {
      scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
  });
}

async function measure(context, url, { openForm = false, label = url } = {}) {
  const page = await context.newPage();
  await slowDown(page);
  const settled = watchSettled(page, label);
  const wire = await watchWire(page, new URL(url).origin);
  const sizes = { js: 0, css: 0, firebase: 0, requests: 0 };
  const pending = [];
  const onResponse = (response) => {
    const type = response.request().resourceType();
    const kind = type === "script" ? "js" : type === "stylesheet" ? "css" : null;
    if (!kind) return;
    sizes.requests++;
    pending.push(
      // A body that cannot be read fails the check: counting it as 0 bytes would under-report.
      response.body().then(
        (body) => {
          const size = gz(body);
          sizes[kind] += size;
          // The Firebase SDK's own chunks (they name its packages and endpoints).
          if (kind === "js" && FIREBASE.test(body.toString("latin1"))) sizes.firebase += size;
        },
        (error) => {
          throw new Error(`Could not read ${response.url()} on ${url}: ${error.message}`);
        },
      ),
    );
  };
  page.on("response", onResponse);
  // The web fonts come last, as on a slow network: held back until the page has loaded and its
  // hero entrance has ended, so their swap (which moves any line the fallback wraps differently)
  // is always measured on the page as a reader sees it. Let through at once, they could swap
  // while the hero is still fading in, where a shift does not count, or not, with the machine's
  // speed (docs/testing.md, "Budgets").
  // The load event is not waited for while they are held: a font asked for before it (the page
  // painted while its images still loaded, as on a busy machine) holds it back too.
  const heldFonts = [];
  await page.route(WEB_FONT, (route) => void heldFonts.push(route));
  await page.goto(url, { waitUntil: "domcontentloaded" });
  await pageStill(page, label);
  await Promise.all(heldFonts.map((route) => route.continue()));
  await page.unroute(WEB_FONT);
  await page.waitForLoadState("load");
  // Loaded means with its web fonts in, so scrolling starts once they are (the shift a reader who
  // scrolls before they arrive would see is not measured here).
  await webFontsIn(page, label);
  await Promise.all(pending);
  const onLoad = sizes.js;
  // Scroll to the end a screen at a time, so every client:shown island has been on screen for
  // a rendered frame (when intersection observers report), then let the network settle.
  await scrollToEnd(page);
  // Every island that hydrates by itself has, and the network has settled after fetching its code.
  await settled();
  // A wall's layout shift counts until its live read has reconciled the built cards.
  await wallRead(page);
  await Promise.all(pending);
  // The first visit's bytes: everything up to here (the form, opened below, is not counted).
  const firstVisit = wire();
  const inline = await page.evaluate(() => ({
    js: [...document.querySelectorAll("script:not([src])")]
      .filter((s) => !s.type || /javascript|module/.test(s.type))
      .map((s) => s.textContent ?? ""),
    css: [...document.querySelectorAll("style")].map((s) => s.textContent ?? ""),
    coarse: matchMedia("(pointer: coarse)").matches,
    cls: /** @type {Window & { __cls?: number }} */ (window).__cls ?? 0,
    shifts: /** @type {Window & { __shifts?: string[] }} */ (window).__shifts ?? [],
  }));
  const inlineJs = inline.js.reduce((sum, code) => sum + gz(code), 0);
  sizes.js += inlineJs;
  sizes.css += inline.css.reduce((sum, code) => sum + gz(code), 0);
  const wholePage = { ...sizes };
  let formOpen = null;
  if (openForm) {
    // A visitor opens the form: everything it fetches is added to the whole page's figure.
    await page.click(FORM_OPENER);
    await page.waitForSelector(OPEN_FORM);
    await settled();
    await Promise.all(pending);
    formOpen = sizes.js;
  }
  // Stop counting, then read every response counted so far before the page closes.
  page.off("response", onResponse);
  await Promise.all(pending);
  await page.close();
  return {
    ...wholePage,
    firstVisit,
    onLoad: onLoad + inlineJs,
    formOpen,
    coarse: inline.coarse,
    cls: inline.cls,
    shifts: inline.shifts,
  };
}

function check(row, kind) {
  const rule = BUDGETS[kind].find(([applies]) => applies(row));
  if (!rule) return { limit: null, ok: false, label: "no budget for this page" };
  const limit = rule[1](row);
  return { limit, ok: row[kind] <= limit, label: rule[2] };
}

// CPU_SLOWDOWN=4: every page opened with its CPU slowed down so many times (a slow runner's
// order of events; scripts/lib/cpu-slowdown.mjs). Read first, so a wrong value stops the run here.
const slowdown = cpuSlowdown();
// `npm run budget -- /guides/css /blog/1`: those pages only (every page when none is named).
const asked = process.argv.slice(2);
const unknown = asked.filter((path) => !PAGES.some((page) => page.path === path));
if (unknown.length) {
  console.error(`Not a page of the site (scripts/lib/pages.ts): ${unknown.join(", ")}`);
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
// One server per device: a page's repeat visit closes its connections first, which must cut
// nothing of the other device's. Both speak HTTP/2 over TLS as the host does (HTTP/1.1 would
// repeat every header on every response), and send `no-cache` where the host's hour of caching
// applies (scripts/lib/preview.mjs): the repeat visit is a reader coming back after that hour.
const servers = Object.fromEntries(
  await Promise.all(
    Object.keys(DEVICES).map(async (device) => [
      device,
      await startPreview({ http2: true, defaultCacheControl: "no-cache" }),
    ]),
  ),
);
const browser = await chromium.launch({
  executablePath: await ensureChromium(),
  // The preview's self-signed certificate is trusted by its key, and nothing else is.
  args: [...CHROMIUM_ARGS, `--ignore-certificate-errors-spki-list=${servers.phone.spki}`],
});

/**
 * The page again in the same context, as a reader who comes back: the browser's cache holds
 * what the first visit left in it, the connection is a new one. Loaded and scrolled to its end
 * as the first visit was; resolves with the bytes it cost.
 */
async function repeatVisit(context, server, url, label) {
  await server.closeConnections();
  const page = await context.newPage();
  await slowDown(page);
  const settled = watchSettled(page, label);
  const wire = await watchWire(page, new URL(url).origin);
  await page.goto(url, { waitUntil: "load" });
  await scrollToEnd(page);
  await settled();
  const bytes = wire();
  await page.close();
  return bytes;
}

/** One page at one device's size, in a context of its own: a cold cache for its first visit. */
async function measurePage(device, path) {
  const server = servers[device];
  const label = `${path} (${device})`;
  // Without the service worker: what a page costs is measured as the browser fetches it, and the
  // worker's own script and what it fetches ahead are counted apart (below). On a repeat visit the
  // worker asks for the page again as the browser would (a 304) and answers /_astro/ from its
  // cache, as the browser's cache does here (docs/testing.md, "Budgets").
  const context = await browser.newContext({ ...DEVICES[device], serviceWorkers: "block" });
  // Loads, clicks and selectors wait as long as the settled-page waits: this check counts bytes
  // and shifts, not time (scripts/lib/settled.mjs); Playwright's own errors name what they waited for.
  context.setDefaultTimeout(SETTLE_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(SETTLE_TIMEOUT_MS);
  await context.addInitScript(observeLayoutShift);
  try {
    const sizes = await measure(context, server.url + path, {
      openForm: path === TESTIMONIALS,
      label,
    });
    if (device === "phone" && !sizes.coarse)
      throw new Error("The phone profile has no coarse pointer");
    const repeat = await repeatVisit(context, server, server.url + path, `${label}, repeat visit`);
    return { path, device, ...sizes, repeatVisit: repeat };
  } catch (error) {
    throw new Error(error.message.startsWith(label) ? error.message : `${label}: ${error.message}`);
  } finally {
    await context.close();
  }
}

/** Every page at one device's size, one page at a time. */
async function measureDevice(device) {
  const deviceRows = [];
  for (const { path } of pages) deviceRows.push(await measurePage(device, path));
  return deviceRows;
}

const rows = [];
/** The data-saver pass (issue 30): its own server, contexts, ceilings and table. */
let dataSaver = { report: "", failures: /** @type {string[]} */ ([]) };
try {
  // The two devices side by side: what is counted is bytes and layout shift, not time, and each
  // page waits for its own signals (islands hydrated, network quiet).
  const byDevice = await Promise.all(Object.keys(DEVICES).map(measureDevice));
  rows.push(...byDevice.flat());
  // ---- The data-saver pass (scripts/lib/data-saver-budget.mjs), after the two devices. ----
  dataSaver = await dataSaverPass(
    browser,
    pages.map((page) => page.path),
  );
} finally {
  await browser.close();
  await Promise.all(Object.values(servers).map((server) => server.stop()));
  await stopStandIns();
  await stopBackend();
}

const failures = [];
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
if (slowdown !== 1)
  console.log(`CPU slowed down x${slowdown} on every page (CPU_SLOWDOWN=${slowdown})\n`);
console.log(line(header));
console.log(widths.map((w) => "-".repeat(w)).join("  "));
for (const r of table) console.log(line(r));

// The desktop's extra JavaScript over the phone's is the cursor follower: at most CURSOR_EXTRA.
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

// /testimonials once the visitor opens the form (the table's figure is before that).
console.log("");
for (const row of rows.filter((r) => r.formOpen !== null)) {
  const ok = row.formOpen <= FORM_OPEN_LIMIT;
  if (!ok) failures.push(`${row.path} (${row.device}): JS with the form open over budget`);
  console.log(
    `${row.path} (${row.device}) with the form open: ${fmt(row.formOpen)} KB JS gz (budget ${ok ? "" : "OVER "}${fmt(FORM_OPEN_LIMIT)} KB)`,
  );
}

// What each visit cost on the wire (KB), against its ceilings (scripts/lib/byte-budgets.mjs).
const bytesHeader = ["page", "device", ...KINDS, "all", "elsewhere", "requests", "repeat", "304s"];
const bytesTable = rows.map((row) => {
  const { firstVisit: first, repeatVisit: repeat } = row;
  const ceilings = byteCeilings(row.path, row.device);
  const label = `${row.path} (${row.device})`;
  if (!ceilings) {
    failures.push(`${label}: no byte budget applies to this page`);
    return [row.path, row.device, ...KINDS.map((kind) => fmt(first[kind])), "", "", "", "", "", ""];
  }
  const over = overCeilings(first, repeat.total, ceilings);
  for (const kind of over)
    failures.push(
      kind === "repeat"
        ? `${label}: a repeat visit costs ${fmt(repeat.total)} KB, over ${fmt(ceilings.repeat)}`
        : `${label}: ${kind} ${fmt(first[kind])} KB on the wire, over ${fmt(ceilings[kind])} (${kind === "images" ? "this page's" : ceilings.group})`,
    );
  if (repeat.refetched.length) {
    const paths = repeat.refetched.map((url) => new URL(url).pathname);
    failures.push(
      `${label}: a repeat visit asked again for ${paths.length} fingerprinted files, cached as ` +
        `immutable: ${paths.slice(0, 3).join(", ")}${paths.length > 3 ? ", ..." : ""}`,
    );
  }
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
    " and how many of its requests were revalidations (304s) of how many reached the network",
);
console.log(bytesLine(bytesHeader));
console.log(bytesWidths.map((w) => "-".repeat(w)).join("  "));
for (const r of bytesTable) console.log(bytesLine(r));

const guides = await guidesReport();
console.log(
  `\nCoding guides' PDFs: ${guides.files.map((f) => `${f.name} ${fmt(f.bytes)} KB`).join(", ")}`,
);
console.log(
  `  total ${fmt(guides.totalBytes)} KB; rendering all six takes ${guides.renderMs} ms of the build`,
);

// ---- The service worker, counted apart: its script and what it fetches ahead when it installs
// (the offline page and its files, src/build/service-worker.ts) that a reading page did not load.
const { precacheList } = await import("../src/build/service-worker.ts");
const fileGz = (url) =>
  gz(readFileSync(`dist${url === "/offline" ? "/offline/index.html" : url}`, "utf8"));
const post = readFileSync("dist/blog/1/index.html", "utf8");
const worker = {
  script: gz(readFileSync("dist/sw.js", "utf8")),
  precache: precacheList("dist")
    .filter(({ url }) => url === "/offline" || !post.includes(url))
    .reduce((sum, { url }) => sum + fileGz(url), 0),
};
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

// ---- The data-saver pass's table and failures. ----
console.log(`\n${dataSaver.report}`);
failures.push(...dataSaver.failures);

if (failures.length) {
  console.error(`\nBudget check failed:\n- ${failures.join("\n- ")}`);
  process.exit(1);
}
console.log(`\nBudget check passed: ${rows.length} page loads within budget.`);
