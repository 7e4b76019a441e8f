// The budget check's measurement (tools/measure/budget.mjs): one page loaded in Chromium at one device's
// size, in a context of its own (a cold cache), as the host serves it; waits until the network is
// idle ("on load"), then scrolls to the end of the page so every island that can hydrate has
// hydrated ("whole page"). Sums the gzip size of every JavaScript and CSS response plus inline
// <script>/<style> code, and the layout shift of the whole visit (CLS: every shift not caused by
// input, summed, which is at least the largest session window Lighthouse reports). On
// /testimonials it then opens the form ('Share Your Experience', which loads React and the form's
// island) and measures that too. It also counts the bytes that came over the wire, by kind, for
// that first visit (up to the end of the page, the form closed) and for a repeat visit: the same
// page loaded again in the same context on a new connection, as a reader coming back after the
// host's hour of caching (tools/measure/wire-bytes.mjs). And the service worker, counted apart.
// What the figures may be is judged in tools/measure/budget-report.mjs.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { SETTLE_TIMEOUT_MS, ending, pageStill, watchSettled, webFontsIn } from "./settled.mjs";
import { builtFontFaces, pageLetters } from "./font-parts.mjs";
import { iconAsker, meterWire, refetchedAssets, tally, uncounted } from "./wire-bytes.mjs";
import { slowDown } from "./cpu-slowdown.mjs";
import { PHONE } from "./phone.mjs";
import { repeatWithWorker } from "./worker-repeat.mjs";

const FIREBASE = /@firebase\/|firestore\.googleapis\.com|identitytoolkit\.googleapis\.com/;
/** The pages with Firebase: the testimonial wall and form (Lite), account and admin (Auth). */
export const TESTIMONIALS = "/testimonials";
/** The testimonial form's opener: React and the form load only once it is clicked. */
const FORM_OPENER = "[data-testimonial-form] [data-opener]";
const OPEN_FORM = "[data-testimonial-form] form:not([hidden])";

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

/** The two sizes every page is measured at. */
export const DEVICES = {
  phone: PHONE,
  desktop: { viewport: { width: 1366, height: 900 } },
};

/** The web fonts' files (src/assets/fonts, fontsource's), as the built site names them. */
const WEB_FONT = /\.woff2(\?|$)/;

const gz = (text) => gzipSync(Buffer.from(text), { level: 9 }).length;

/**
 * Starts counting the bytes `page` receives (tools/measure/wire-bytes.mjs); the function returned
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

/** How long the scroll waits for a rendered frame before it stops and fails. */
const FRAME_WAIT_MS = 10_000;

/**
 * Scrolls to the end a screen per rendered frame (what a client:shown island waits for). A page
 * that renders no frame for FRAME_WAIT_MS stops it, and a scroll
 * still going after half of SETTLE_TIMEOUT_MS fails, naming the page and where it was (how far it
 * had come, the page's height and the screen's, how many screens it scrolled); a page that stops
 * answering fails after SETTLE_TIMEOUT_MS (docs/decisions.md, "The budget's stall"). Used by the
 * budget's visits and the data-saver pass.
 * @param {import("@playwright/test").Page} page
 */
export async function scrollToEnd(page) {
  const limit = SETTLE_TIMEOUT_MS / 2;
  const stuck = await ending(
    page.evaluate(
      async ([limit, frameWait]) => {
        const started = performance.now();
        let screens = 0;
        for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight) {
          const where = { y, height: document.documentElement.scrollHeight, screen: innerHeight };
          if (performance.now() - started > limit) return { ...where, screens, frames: true };
          scrollTo(0, y);
          screens++;
          // Two rendered frames; a page that renders none for FRAME_WAIT_MS stops the scroll.
          const framed = await Promise.race([
            new Promise((resolve) =>
              requestAnimationFrame(() => requestAnimationFrame(() => resolve(true))),
            ),
            new Promise((resolve) => setTimeout(() => resolve(false), frameWait)),
          ]);
          if (!framed) return { ...where, screens, frames: false };
        }
        return null;
      },
      [limit, FRAME_WAIT_MS],
    ),
    page.url(),
    "scrolling to the end",
  );
  if (stuck)
    throw new Error(
      `${page.url()}: scrolling to the end ` +
        (stuck.frames
          ? `had not reached it after ${limit / 1000} s`
          : `stopped: the page rendered no frame for ${FRAME_WAIT_MS / 1000} s (requestAnimationFrame never called back)`) +
        `, at ${stuck.y} px of ${stuck.height}, ${stuck.screens} screens of ${stuck.screen} px`,
    );
}

async function measure(context, url, { openForm = false, label = url } = {}) {
  const page = await context.newPage();
  await slowDown(page);
  const settled = watchSettled(page, label);
  const wire = await watchWire(page, new URL(url).origin);
  const askForIcon = iconAsker(page);
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
  await ending(Promise.all(pending), label, "reading the scripts and stylesheets received");
  const onLoad = sizes.js;
  // Scroll to the end a screen at a time, so every client:shown island has been on screen for
  // a rendered frame (when intersection observers report), then let the network settle.
  await scrollToEnd(page);
  // Every island that hydrates by itself has, and the network has settled after fetching its code.
  await settled();
  // A wall's layout shift counts until its live read has reconciled the built cards.
  await wallRead(page);
  await ending(Promise.all(pending), label, "reading the scripts and stylesheets received");
  await askForIcon();
  // The first visit's bytes: everything up to here (the form, opened below, is not counted).
  const firstVisit = wire();
  // The characters it sets in each web font, which call for the fonts' other parts.
  const families = [...new Set(builtFontFaces().map((face) => face.family))];
  const letters = await page.evaluate(pageLetters, families);
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
    await ending(Promise.all(pending), label, "reading the scripts and stylesheets received");
    formOpen = sizes.js;
  }
  // Stop counting, then read every response counted so far before the page closes.
  page.off("response", onResponse);
  await ending(Promise.all(pending), label, "reading the scripts and stylesheets received");
  await ending(page.close(), label, "closing the page");
  return {
    ...wholePage,
    firstVisit,
    letters,
    onLoad: onLoad + inlineJs,
    formOpen,
    coarse: inline.coarse,
    cls: inline.cls,
    shifts: inline.shifts,
  };
}

/**
 * The page again in the same context, as a reader who comes back: the browser's cache holds
 * what the first visit left in it, the connection is a new one. Loaded and scrolled to its end
 * as the first visit was; resolves with the bytes it cost.
 */
async function repeatVisit(context, server, url, label) {
  await ending(server.closeConnections(), label, "closing the server's connections");
  const page = await context.newPage();
  await slowDown(page);
  const settled = watchSettled(page, label);
  const wire = await watchWire(page, new URL(url).origin);
  const askForIcon = iconAsker(page);
  await page.goto(url, { waitUntil: "load" });
  await scrollToEnd(page);
  await settled();
  await askForIcon();
  const bytes = wire();
  await ending(page.close(), label, "closing the page");
  return bytes;
}

/**
 * One page at one device's size, in a context of its own of `browser`: a cold cache for its first
 * visit, served by `server` (tools/serve/preview.mjs).
 */
export async function measurePage(browser, server, device, path) {
  const label = `${path} (${device})`;
  // Without the service worker: what a page costs is measured as the browser fetches it, and the
  // worker's own script and what it fetches ahead are counted apart (measureWorker, below). On a
  // repeat visit the worker asks for the page again as the browser would (a 304) and answers
  // /_astro/ from its cache, as the browser's cache does here (docs/testing.md, "Budgets").
  const context = await browser.newContext({ ...DEVICES[device], serviceWorkers: "block" });
  // Loads, clicks and selectors wait as long as the settled-page waits: this check counts bytes
  // and shifts, not time (tools/measure/settled.mjs); Playwright's own errors name what they waited for.
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
    // On a phone, the repeat visit also as readers live: the worker installed by a first visit
    // answers the page (tools/measure/worker-repeat.mjs).
    const workerRepeat =
      device === "phone"
        ? await repeatWithWorker(browser, server, DEVICES[device], path, scrollToEnd)
        : null;
    return { path, device, ...sizes, repeatVisit: repeat, workerRepeat };
  } catch (error) {
    throw new Error(error.message.startsWith(label) ? error.message : `${label}: ${error.message}`);
  } finally {
    await ending(context.close(), label, "closing its browser context");
  }
}

/**
 * The service worker, counted apart: its script and what it fetches ahead when it installs (the
 * offline page and its files, src/build/worker-precache.ts) that a reading page did not load, in
 * gzip bytes, read from the build in dist/.
 */
export async function measureWorker() {
  const { precacheList } = await import("../../src/build/worker-precache.ts");
  const fileGz = (url) =>
    gz(readFileSync(`dist${url === "/offline" ? "/offline/index.html" : url}`, "utf8"));
  const post = readFileSync("dist/blog/1/index.html", "utf8");
  return {
    script: gz(readFileSync("dist/sw.js", "utf8")),
    precache: precacheList("dist")
      .filter(({ url }) => url === "/offline" || !post.includes(url))
      .reduce((sum, { url }) => sum + fileGz(url), 0),
  };
}
