// The data-saver pass of `npm run budget` (issue 30; src/features/effects/data-saver.ts): every page's first
// visit at phone size (390x844 at 3x, touch), in a fresh browser context (nothing cached), once
// as anyone gets it and once from a browser in data-saver mode (navigator.connection.saveData and
// the Save-Data header, tools/measure/save-data.mjs). It counts every byte on the wire, as Chromium
// counts them (the DevTools protocol's encodedDataLength: headers and compressed body) over
// HTTP/2 as the host serves (HPACK compresses the repeated headers): document, CSS, JavaScript,
// fonts, images and the rest, for the whole visit (loaded, then scrolled to the end one screen at
// a time, until every island that loads by itself has loaded and the network is quiet). The visit
// with data saver off is the budget's phone pass's first visit (its bytes on the wire, every origin).
//
// With data saver on, a post (/blog/<id>) may take at most 60 KB and the home page 92 KB, and no
// page may fetch a font. Prints its own table. (Issue 30 set 40 and 80; issue 41 gave the first
// screen's image back to every reader at the width the HTML asks for, data saver or not: a post's
// cover on a 3x phone is 12.8 to 25.2 KB where its 400w file was about 4, the hero 53.6 where its
// 320w was 19; docs/decisions.md, "The first image first, the next page prepared, with the worker".)
import { slowDown } from "./cpu-slowdown.mjs";
import { PHONE } from "./phone.mjs";
import { emulateSaveData } from "./save-data.mjs";
import { startPreview } from "../serve/preview.mjs";
import { inSlots } from "../lib/slots.mjs";
import { scrollToEnd } from "./budget-measure.mjs";
import { iconAsker } from "./wire-bytes.mjs";
import { SETTLE_TIMEOUT_MS, ending, watchSettled, webFontsIn } from "./settled.mjs";

const KB = 1024;

/** [test of the path, ceiling in bytes, what it is]: the pages the issue gives a ceiling. */
export const DATA_SAVER_LIMITS = [
  [(path) => /^\/blog\/\d+$/.test(path), 60 * KB, "a post"],
  [(path) => path === "/", 92 * KB, "home"],
];

const PHONE_CONTEXT = {
  ...PHONE,
  // The local HTTP/2 server's certificate is self-signed.
  ignoreHTTPSErrors: true,
};

/** Chromium's resource types, by the kinds the table shows. */
const KINDS = { Document: "doc", Stylesheet: "css", Script: "js", Font: "font", Image: "img" };
const EMPTY = () => ({ total: 0, doc: 0, css: 0, js: 0, font: 0, img: 0, other: 0 });

/**
 * One first visit of `url`: its bytes on the wire, by kind.
 * @param {import("@playwright/test").Browser} browser
 * @param {string} url
 * @param {{ saveData: boolean, label: string }} options
 */
async function visit(browser, url, { saveData, label }) {
  // Without the service worker, counted apart (tools/measure/budget.mjs): the bytes of its requests
  // are not the page's DevTools session's to count.
  const context = await browser.newContext({ ...PHONE_CONTEXT, serviceWorkers: "block" });
  context.setDefaultTimeout(SETTLE_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(SETTLE_TIMEOUT_MS);
  if (saveData) await emulateSaveData(context);
  try {
    const page = await context.newPage();
    await slowDown(page);
    const cdp = await context.newCDPSession(page);
    const types = new Map();
    const bytes = EMPTY();
    cdp.on("Network.requestWillBeSent", (e) => types.set(e.requestId, e.type));
    cdp.on("Network.loadingFinished", (e) => {
      const kind = KINDS[/** @type {keyof typeof KINDS} */ (types.get(e.requestId))] ?? "other";
      bytes[kind] += e.encodedDataLength;
      bytes.total += e.encodedDataLength;
    });
    await cdp.send("Network.enable");
    const settled = watchSettled(page, label);
    const askForIcon = iconAsker(page);
    await page.goto(url, { waitUntil: "load" });
    // Anyone's visit counts its web fonts, asked for after the first paint.
    if (!saveData) await webFontsIn(page, label);
    await scrollToEnd(page);
    await settled();
    await askForIcon();
    return bytes;
  } finally {
    await ending(context.close(), label, "closing its browser context");
  }
}

const fmt = (bytes) => (bytes / KB).toFixed(1);

/**
 * Loads each of `paths` with data saver on, `slots` pages at a time (bytes are counted, not time), and
 * sets it beside `offTotals`: each page's first visit at phone size as anyone gets it, every byte
 * on the wire, measured by the budget's own phone pass (tools/measure/budget-measure.mjs), so the
 * page is not loaded a second time for it.
 * @param {import("@playwright/test").Browser} browser
 * @param {readonly string[]} paths
 * @param {ReadonlyMap<string, number>} offTotals
 * @param {number} slots
 * @returns {Promise<{ report: string, failures: string[] }>}
 */
export async function dataSaverPass(browser, paths, offTotals, slots) {
  const server = await startPreview({ http2: true });
  const rows = [];
  try {
    rows.push(
      ...(await inSlots(
        paths,
        Array.from({ length: slots }, (_, slot) => slot),
        async (path) => {
          const label = `${path} (phone, data saver on)`;
          const on = await visit(browser, server.url + path, { saveData: true, label });
          return { path, off: { total: offTotals.get(path) ?? NaN }, on };
        },
      )),
    );
  } finally {
    await server.stop();
  }

  const failures = [];
  const header = [
    "page",
    "off",
    "on",
    "saved",
    "doc",
    "CSS",
    "JS",
    "fonts",
    "images",
    "other",
    "ceiling",
  ];
  const table = rows.map(({ path, off, on }) => {
    const rule = DATA_SAVER_LIMITS.find(([applies]) => applies(path));
    const over = rule && on.total > rule[1];
    if (over)
      failures.push(
        `${path} (phone, data saver on): ${fmt(on.total)} KB > ${fmt(rule[1])} KB (${rule[2]})`,
      );
    if (on.font)
      failures.push(`${path} (phone, data saver on): fetched ${fmt(on.font)} KB of fonts`);
    return [
      path,
      fmt(off.total),
      fmt(on.total),
      `${Math.round((1 - on.total / off.total) * 100)} %`,
      ...["doc", "css", "js", "font", "img", "other"].map((kind) => fmt(on[kind])),
      rule ? `${over ? "OVER " : ""}${fmt(rule[1])}` : "",
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => r[i].length)));
  const line = (cells) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  const report = [
    "Data saver: a first visit at phone size, every byte on the wire (KB, HTTP/2), scrolled to the",
    "end; with data saver off and on, then what the page takes with it on, by kind (the ceiling is for it on)",
    line(header),
    widths.map((w) => "-".repeat(w)).join("  "),
    ...table.map(line),
  ].join("\n");
  return { report, failures };
}
