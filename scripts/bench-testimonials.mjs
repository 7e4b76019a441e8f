// Flood benchmark (`npm run bench:testimonials`, after `npm run build`, with the emulators
// running or startable): seeds 2,000 pending and 2,000 published testimonials into the Firestore
// emulator, then opens the public wall (/testimonials) and the moderation panel
// (/admin/testimonials, as the demo admin) in Chromium and reports, for each, how many documents
// the first load read and how long until the first page showed. Fails when either reads more
// than one page or takes 1.5 s or more. The seeded documents are erased at the end.
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, ensureChromium } from "./lib/chromium.ts";
import { adminApp, DEMO_ACCOUNTS, eraseTestimonials, seedTestimonials } from "./lib/admin.mjs";
import { ensureLocalBackend } from "./lib/local-backend.mjs";
import { startPreview } from "./lib/preview.mjs";
import { MODERATION_PAGE_SIZE, WALL_PAGE_SIZE } from "../src/lib/constants.ts";
import {
  LOCAL_AUTH_EMULATOR_PORT,
  LOCAL_FIRESTORE_EMULATOR_PORT,
  LOCAL_PROJECT_ID,
} from "../src/lib/local-addresses.ts";

const EACH = Number(process.env.BENCH_TESTIMONIALS ?? 2000);
const LIMIT_MS = 1500;
const RUNS = 3;
const FIRESTORE = `http://127.0.0.1:${LOCAL_FIRESTORE_EMULATOR_PORT}`;

const stopBackend = await ensureLocalBackend({ seed: true });
const admin = adminApp({
  projectId: LOCAL_PROJECT_ID,
  emulators: {
    authHost: `127.0.0.1:${LOCAL_AUTH_EMULATOR_PORT}`,
    firestoreHost: `127.0.0.1:${LOCAL_FIRESTORE_EMULATOR_PORT}`,
  },
});

const ids = [];
async function seed() {
  const started = Date.now();
  // Dated a year ago and older, so they are the first page of both views, as a flood would be.
  const base = Date.now() - 365 * 86_400_000;
  const items = [];
  for (let i = 0; i < EACH; i++) {
    for (const status of ["pending", "approved"]) {
      const id = `bench-${status}-${String(i).padStart(5, "0")}`;
      ids.push(id);
      items.push({
        id,
        name: `Bench ${status} ${i}`,
        status,
        message: `Flood ${i}`,
        createdAt: new Date(base - (EACH - i) * 60_000),
      });
    }
  }
  const written = await seedTestimonials(admin, items);
  console.log(
    `Seeded ${EACH} pending and ${EACH} published testimonials (${written} documents) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

/** Documents in the Firestore answers of a page: runQuery arrays, and aggregation results. */
function recordReads(page) {
  const bodies = [];
  page.on("response", (response) => {
    if (response.url().startsWith(FIRESTORE) && response.url().includes(":run"))
      bodies.push(response.text().then((text) => [response.url(), text]));
  });
  return async () => {
    let documents = 0;
    let aggregations = 0;
    for (const [url, text] of await Promise.all(bodies)) {
      const answer = JSON.parse(text);
      if (url.includes(":runAggregationQuery")) aggregations += answer.length;
      else documents += answer.filter((entry) => entry.document).length;
    }
    return { documents, aggregations };
  };
}

/**
 * Opens `url` in a new page of `context`: milliseconds from navigation start until `selector` is
 * in the page, and what its Firestore answers held once the network is quiet.
 */
async function timeTo(context, url, selector) {
  const page = await context.newPage();
  const reads = recordReads(page);
  await page.goto(url);
  const ms = await page.waitForFunction(
    (s) => document.querySelector(s) && performance.now(),
    selector,
    { timeout: 20_000, polling: 16 },
  );
  await page.waitForLoadState("networkidle");
  const result = { ms: Math.round(await ms.jsonValue()), ...(await reads()) };
  await page.close();
  return result;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

let failed = false;
const server = await startPreview();
const browser = await chromium.launch({
  executablePath: await ensureChromium(),
  args: CHROMIUM_ARGS,
});
try {
  await seed();
  const rows = [];
  // The wall, as a first-time visitor.
  const wall = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext();
    wall.push(
      await timeTo(
        context,
        `${server.url}/testimonials`,
        '[data-testimonial-wall][data-pages="1"]',
      ),
    );
    await context.close();
  }
  rows.push(["wall (/testimonials)", WALL_PAGE_SIZE, wall]);

  // The panel, as the admin coming back (already signed in on this browser).
  const panel = [];
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${server.url}/admin/testimonials`);
  await page.getByLabel("Email", { exact: true }).fill(DEMO_ACCOUNTS.admin.email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_ACCOUNTS.admin.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.locator('[data-moderation-panel][data-pages="1"]').waitFor();
  await page.close();
  for (let run = 0; run < RUNS; run++) {
    panel.push(
      await timeTo(
        context,
        `${server.url}/admin/testimonials`,
        '[data-moderation-panel][data-pages="1"] [data-item-id]',
      ),
    );
  }
  await context.close();
  rows.push(["panel (/admin/testimonials)", MODERATION_PAGE_SIZE, panel]);

  console.log(
    `\nFirst load with ${EACH} pending and ${EACH} published (median of ${RUNS}; limit: one page, < ${LIMIT_MS} ms)`,
  );
  console.log("  view                          page  documents read  counts  ms until shown");
  for (const [name, pageSize, runs] of rows) {
    const documents = Math.max(...runs.map((r) => r.documents));
    const aggregations = Math.max(...runs.map((r) => r.aggregations));
    const ms = median(runs.map((r) => r.ms));
    const ok = documents <= pageSize && documents > 0 && ms < LIMIT_MS;
    if (!ok) failed = true;
    console.log(
      `  ${ok ? "ok  " : "FAIL"} ${name.padEnd(26)} ${String(pageSize).padStart(4)}  ${String(documents).padStart(14)}  ${String(aggregations).padStart(6)}  ${String(ms).padStart(14)}   (runs: ${runs.map((r) => r.ms).join(", ")} ms)`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
  await eraseTestimonials(admin, ids);
  await admin.close();
  await stopBackend();
}
process.exit(failed ? 1 : 0);
