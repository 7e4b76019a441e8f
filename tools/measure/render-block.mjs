// What the whole-page render block costs a reader (`npm run measure:render-block`, after
// `npm run build`): BaseLayout holds the first paint until the page is parsed to its end
// (`<link rel="expect" href="#page-end" blocking="render">`, docs/decisions.md, "One first
// paint"). This loads the longest post and the longest guide on a phone, on slow 4G and with the
// CPU slowed (CPU_SLOWDOWN, default 4), with the link as built and with it taken out of the HTML
// (the same bytes otherwise; both served the same way, beside the site), alternating, each load
// in a fresh context; and prints the median first contentful paint and layout shift of each. A
// measurement for a decision, not a gate.
//
//   npm run measure:render-block [-- --runs 7]
import { chromium } from "@playwright/test";
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { CHROMIUM_ARGS, ensureChromium } from "./chromium.ts";
import { SLOW_4G } from "./hover-judge.mjs";
import { PHONE } from "./phone.mjs";
import { slowDown } from "./cpu-slowdown.mjs";
import { median } from "../lib/stats.mjs";
import { startPreview } from "../serve/preview.mjs";

const RENDER_BLOCK = /<link rel="expect" href="#page-end" blocking="render"\s*\/?>/;
const runsArg = process.argv.indexOf("--runs");
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 7;
const slowdown = Number(process.env.CPU_SLOWDOWN ?? 4);

/** The largest built page under dist/<section>/ (its HTML's bytes). */
function longest(section) {
  const dir = join("dist", section);
  const [page] = readdirSync(dir)
    .filter((name) => statSync(join(dir, name, "index.html"), { throwIfNoEntry: false }))
    .map((name) => ({ name, size: statSync(join(dir, name, "index.html")).size }))
    .sort((a, b) => b.size - a.size);
  return `/${section}/${page.name}`;
}

const pages = [longest("blog"), longest("guides")];
/** Each page twice beside the site: as built, and without the render block. */
const variants = Object.fromEntries(
  pages.flatMap((path, i) => {
    const html = readFileSync(join("dist", path, "index.html"), "utf8");
    if (!RENDER_BLOCK.test(html)) throw new Error(`${path}: no render block in its HTML`);
    return [
      [`/__render-block/${i}/with`, html],
      [`/__render-block/${i}/without`, html.replace(RENDER_BLOCK, "")],
    ];
  }),
);
const server = await startPreview({
  http2: true,
  defaultCacheControl: "no-cache",
  extraPages: variants,
});
const browser = await chromium.launch({
  executablePath: await ensureChromium(),
  args: [...CHROMIUM_ARGS, `--ignore-certificate-errors-spki-list=${server.spki}`],
});

/** One cold load of `address` (a variant): its FCP and layout shift. */
async function load(address) {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: "block" });
  const page = await context.newPage();
  try {
    await slowDown(page, slowdown);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", { offline: false, ...SLOW_4G });
    await page.goto(`${server.url}${address}`, { waitUntil: "load" });
    await page.waitForTimeout(1000);
    const fcp = await page.evaluate(
      () => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
    );
    // Every layout shift so far, without input: a buffered observer holds them at once.
    const shift = await page.evaluate(() => {
      const observer = new PerformanceObserver(() => {});
      observer.observe({ type: "layout-shift", buffered: true });
      const entries = observer.takeRecords();
      observer.disconnect();
      return entries
        .filter((entry) => !entry.hadRecentInput)
        .reduce((sum, entry) => sum + entry.value, 0);
    });
    return { fcp, shift };
  } finally {
    await context.close();
  }
}

try {
  console.log(
    `Render block on slow 4G, phone, CPU x${slowdown}, ${runs} cold loads each, alternating:`,
  );
  for (const [i, path] of pages.entries()) {
    const results = { with: [], without: [] };
    for (let run = 0; run < runs; run++) {
      for (const name of run % 2 ? ["without", "with"] : ["with", "without"])
        results[name].push(await load(`/__render-block/${i}/${name}`));
    }
    for (const [name, list] of Object.entries(results)) {
      const fcps = list.map((r) => Math.round(r.fcp));
      console.log(
        `  ${path} ${name.padEnd(7)} FCP median ${median(fcps)} ms (${fcps.join(", ")}), layout shift median ${median(list.map((r) => r.shift)).toFixed(3)} (max ${Math.max(...list.map((r) => r.shift)).toFixed(3)})`,
      );
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
