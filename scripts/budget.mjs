// JavaScript and CSS budget check (`npm run budget`, after `npm run build`).
// Loads every page of the built site in Chromium at phone size (390x844, touch, coarse pointer)
// and at desktop size (mouse), waits until the network is idle ("on load"), then scrolls to the
// end of the page so every island that can hydrate has hydrated ("whole page"). Sums the gzip
// size of every JavaScript and CSS response plus inline <script>/<style> code.
// Prints a table and exits 1 when a page is over its budget.
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, ensureChromium } from "./lib/chromium.ts";
import { PAGES } from "./lib/pages.ts";
import { guidesReport } from "./lib/guides-report.mjs";
import { startPreview } from "./lib/preview.mjs";

const KB = 1024;
const FIREBASE = /@firebase\/|firestore\.googleapis\.com|identitytoolkit\.googleapis\.com/;

// The blog and its pages (posts, list pages, categories) and the search page.
const BLOG = /^\/(blog|search)(\/|$)/;
const ISLAND_PAGES = new Set(["/", "/about", "/expertise", "/contact"]);
/** What a desktop may load on top of the phone's figure: the cursor follower. */
const CURSOR_EXTRA = 6 * KB;

/**
 * Budgets in gzip bytes for the whole page (after scrolling to its end):
 * [test, limit, description]. The first one that matches a row applies.
 */
const BUDGETS = {
  js: [
    [(row) => row.device === "phone" && BLOG.test(row.path), 5 * KB, "blog on a phone"],
    [(row) => row.device === "desktop" && BLOG.test(row.path), 5 * KB + CURSOR_EXTRA, "blog"],
    [(row) => row.device === "phone" && ISLAND_PAGES.has(row.path), 80 * KB, "phone"],
    [(row) => ISLAND_PAGES.has(row.path), 80 * KB + CURSOR_EXTRA, "desktop"],
  ],
  css: [[() => true, 20 * KB, "every page"]],
};

const DEVICES = {
  phone: {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  },
  desktop: { viewport: { width: 1366, height: 900 } },
};

const gz = (text) => gzipSync(Buffer.from(text), { level: 9 }).length;
const fmt = (bytes) => (bytes / KB).toFixed(1);

async function measure(context, url) {
  const page = await context.newPage();
  const sizes = { js: 0, css: 0, firebase: 0, requests: 0 };
  const pending = [];
  page.on("response", (response) => {
    const type = response.request().resourceType();
    const kind = type === "script" ? "js" : type === "stylesheet" ? "css" : null;
    if (!kind) return;
    sizes.requests++;
    pending.push(
      response.body().then(
        (body) => {
          const size = gz(body);
          sizes[kind] += size;
          // The Firebase SDK's own chunks (they name its packages and endpoints).
          if (kind === "js" && FIREBASE.test(body.toString("latin1"))) sizes.firebase += size;
        },
        () => {},
      ),
    );
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await Promise.all(pending);
  const onLoad = sizes.js;
  // Scroll to the end in steps, so every client:visible island hydrates, then let the network settle.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
  });
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(300);
  await Promise.all(pending);
  const inline = await page.evaluate(() => ({
    js: [...document.querySelectorAll("script:not([src])")]
      .filter((s) => !s.type || /javascript|module/.test(s.type))
      .map((s) => s.textContent ?? ""),
    css: [...document.querySelectorAll("style")].map((s) => s.textContent ?? ""),
    coarse: matchMedia("(pointer: coarse)").matches,
  }));
  const inlineJs = inline.js.reduce((sum, code) => sum + gz(code), 0);
  sizes.js += inlineJs;
  sizes.css += inline.css.reduce((sum, code) => sum + gz(code), 0);
  await page.close();
  return { ...sizes, onLoad: onLoad + inlineJs, coarse: inline.coarse };
}

function check(row, kind) {
  const rule = BUDGETS[kind].find(([applies]) => applies(row));
  if (!rule) return { limit: null, ok: true };
  return { limit: rule[1], ok: row[kind] <= rule[1], label: rule[2] };
}

const server = await startPreview();
const browser = await chromium.launch({
  executablePath: await ensureChromium(),
  args: CHROMIUM_ARGS,
});
const rows = [];
try {
  for (const [device, options] of Object.entries(DEVICES)) {
    const context = await browser.newContext(options);
    for (const { path } of PAGES) {
      const sizes = await measure(context, server.url + path);
      if (device === "phone" && !sizes.coarse)
        throw new Error("The phone profile has no coarse pointer");
      rows.push({ path, device, ...sizes });
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
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
];
const table = rows.map((row) => {
  const js = check(row, "js");
  const css = check(row, "css");
  for (const [kind, result] of [
    ["JS", js],
    ["CSS", css],
  ]) {
    if (!result.ok)
      failures.push(`${row.path} (${row.device}): ${kind} over budget (${result.label})`);
  }
  const limit = (r) => (r.limit === null ? "-" : `${r.ok ? "" : "OVER "}${fmt(r.limit)}`);
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
  ];
});
const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => r[i].length)));
const line = (cells) =>
  cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
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
  `\nDesktop extra over phone (cursor follower): ${fmt(Math.min(...cursorKb))}-${fmt(Math.max(...cursorKb))} KB gz (budget ${fmt(CURSOR_EXTRA)} KB)`,
);

const guides = await guidesReport();
console.log(
  `\nCoding guides' PDFs: ${guides.files.map((f) => `${f.name} ${fmt(f.bytes)} KB`).join(", ")}`,
);
console.log(
  `  total ${fmt(guides.totalBytes)} KB; rendering all six takes ${guides.renderMs} ms of the build`,
);

if (failures.length) {
  console.error(`\nBudget check failed:\n- ${failures.join("\n- ")}`);
  process.exit(1);
}
console.log(`\nBudget check passed: ${rows.length} page loads within budget.`);
