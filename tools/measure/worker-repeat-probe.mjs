// The budget's repeat visit with the service worker (tools/measure/worker-repeat.mjs) alone, on a
// few pages, many times: what each repeat visit fetched from the network and why (each request of
// both visits, the page's and the worker's, with its type and initiator; the screen and the images
// each visit showed, and whether the worker kept them). Against the build in dist/, served as
// `npm run budget` serves it (HTTP/2, `no-cache` where the host caches for an hour), `--slots`
// pages at a time as the budget measures them (two), each page first visited without the worker
// in a context of its own that stays open meanwhile, as the budget's first and repeat visits do.
// CPU_SLOWDOWN slows every page.
//   node tools/measure/worker-repeat-probe.mjs [--runs N] [--slots N] [--trace] [/path ...]
// Prints one line per visit (its bytes and the fingerprinted files it fetched again) and, with
// --trace or for a visit over its ceiling, its whole trace. Exits 1 when any visit was over.
import { chromium } from "@playwright/test";
import { parseArgs } from "node:util";
import { CHROMIUM_ARGS, ensureChromium } from "./chromium.ts";
import { startPreview } from "../serve/preview.mjs";
import { DEVICES, scrollToEnd } from "./budget-measure.mjs";
import { repeatWithWorker } from "./worker-repeat.mjs";
import { byteCeilings } from "./byte-budgets.mjs";
import { cpuSlowdown, slowDown } from "./cpu-slowdown.mjs";
import { watchSettled } from "./settled.mjs";
import { inSlots } from "../lib/slots.mjs";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: "string", default: "5" },
    slots: { type: "string", default: "2" },
    trace: { type: "boolean", default: false },
  },
});
const runs = Number(values.runs);
const paths = positionals.length ? positionals : ["/", "/about", "/blog/2", "/blog/3"];
const slowdown = cpuSlowdown();

const servers = await Promise.all(
  Array.from({ length: Number(values.slots) }, () =>
    startPreview({ http2: true, defaultCacheControl: "no-cache" }),
  ),
);
const browser = await chromium.launch({
  executablePath: await ensureChromium(),
  args: [...CHROMIUM_ARGS, `--ignore-certificate-errors-spki-list=${servers[0].spki}`],
});
const kb = (bytes) => (bytes / 1024).toFixed(1);
const items = Array.from({ length: runs }, (_, i) =>
  paths.map((path) => ({ run: i + 1, path })),
).flat();
let over = 0;
try {
  console.log(
    `CPU slowdown x${slowdown}, ${runs} runs of ${paths.join(" ")}, ${servers.length} at a time`,
  );
  await inSlots(items, servers, async ({ run, path }, server) => {
    const lines = [];
    const started = Date.now();
    const trace = (line) => lines.push(`  ${((Date.now() - started) / 1000).toFixed(2)}s ${line}`);
    // The budget's own first visit, without the worker, its context open meanwhile.
    const blocked = await browser.newContext({ ...DEVICES.phone, serviceWorkers: "block" });
    try {
      const page = await blocked.newPage();
      await slowDown(page);
      const settled = watchSettled(page, path);
      await page.goto(server.url + path, { waitUntil: "load" });
      await scrollToEnd(page);
      await settled();
      await page.close();
      const visit = await repeatWithWorker(
        browser,
        server,
        DEVICES.phone,
        path,
        scrollToEnd,
        trace,
      );
      const isOver = visit.total > byteCeilings(path, "phone").repeat || visit.refetched.length > 0;
      if (isOver) over++;
      console.log(
        `run ${run} ${path}: ${kb(visit.total)} KB, ${visit.requests} requests` +
          (visit.refetched.length
            ? `, fetched again: ${visit.refetched.map((u) => new URL(u).pathname).join(" ")}`
            : "") +
          (isOver ? "  <-- OVER" : ""),
      );
      if (values.trace || isOver) console.log(lines.join("\n"));
    } finally {
      await blocked.close();
    }
  });
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.stop()));
}
console.log(
  `${over} of ${items.length} repeat visits over the ceiling or fetching a kept file again`,
);
process.exitCode = over ? 1 : 0;
