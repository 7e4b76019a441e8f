// Flood benchmark (`npm run bench:testimonials`, after `npm run build`, with the emulators
// running or startable): opens the public wall (/testimonials) and the moderation panel
// (/admin/testimonials, as the demo admin) in Chromium, on the lived-in site (the demo and
// lived-in testimonials) and with 2,000 pending and 2,000 published testimonials more in the
// Firestore emulator, in turns, and reports for each how many documents the flooded first load
// read and how long until the first page showed. Fails when a flooded first load reads no
// document or more than one page, or asks for more counts than the lived-in one (judgeFlood,
// flood-judge.mjs). The times are printed and appended to the timings' history
// (timing-history.mjs), which the nightly trend judges; no run judges them. The flood is erased
// after each round. `--no-timings` (`npm test` with more than the timings and flood areas): one
// round, what it reads judged, its times printed and none kept (what it reads is the same in
// every round: docs/decisions.md, "The fifth round: what blocks, once").
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, ensureChromium } from "./chromium.ts";
import { adminApp, DEMO_ACCOUNTS, eraseTestimonials, seedTestimonials } from "../dev/admin.mjs";
import { ensureLocalBackend } from "../dev/local-backend.mjs";
import { startPreview } from "../serve/preview.mjs";
import { MODERATION_PAGE_SIZE, WALL_PAGE_SIZE } from "../../src/features/testimonials/constants.ts";
import {
  LOCAL_AUTH_EMULATOR_PORT,
  LOCAL_FIRESTORE_EMULATOR_PORT,
  LOCAL_PROJECT_ID,
} from "../../src/site/local-addresses.ts";
import { floodTimings, judgeFlood } from "./flood-judge.mjs";
import { keepTimings, measuresTimings } from "./timing-history.mjs";

const EACH = Number(process.env.BENCH_TESTIMONIALS ?? 2000);
const timed = measuresTimings();
const ROUNDS = timed ? 5 : 1;
const FIRESTORE = `http://127.0.0.1:${LOCAL_FIRESTORE_EMULATOR_PORT}`;

const stopBackend = await ensureLocalBackend({ seed: true, livedIn: true });
const admin = adminApp({
  projectId: LOCAL_PROJECT_ID,
  emulators: {
    authHost: `127.0.0.1:${LOCAL_AUTH_EMULATOR_PORT}`,
    firestoreHost: `127.0.0.1:${LOCAL_FIRESTORE_EMULATOR_PORT}`,
  },
});

const STATUSES = /** @type {const} */ (["pending", "approved"]);
/** @param {string} status @param {number} i */
const floodId = (status, i) => `bench-${status}-${String(i).padStart(5, "0")}`;
/** The flood's ids: the same each round, so each round's erase takes exactly what it wrote. */
const ids = Array.from({ length: EACH }, (_, i) => STATUSES.map((s) => floodId(s, i))).flat();
/** Writes the flood; `say`: print how long it took. */
async function seed(say = false) {
  const started = Date.now();
  // Dated a year ago and older, so they are the first page of both views, as a flood would be.
  const base = Date.now() - 365 * 86_400_000;
  const items = [];
  for (let i = 0; i < EACH; i++) {
    for (const status of STATUSES) {
      items.push({
        id: floodId(status, i),
        name: `Bench ${status} ${i}`,
        status,
        message: `Flood ${i}`,
        createdAt: new Date(base - (EACH - i) * 60_000),
      });
    }
  }
  const written = await seedTestimonials(admin, items);
  if (say)
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

let failed = false;
const server = await startPreview();
const browser = await chromium.launch({
  executablePath: await ensureChromium(),
  args: CHROMIUM_ARGS,
});
try {
  // The panel, as the admin coming back (already signed in on this browser).
  const adminContext = await browser.newContext();
  const signIn = await adminContext.newPage();
  await signIn.goto(`${server.url}/admin/testimonials`);
  await signIn.getByLabel("Email", { exact: true }).fill(DEMO_ACCOUNTS.admin.email);
  await signIn.getByLabel("Password", { exact: true }).fill(DEMO_ACCOUNTS.admin.password);
  await signIn.getByRole("button", { name: "Sign in", exact: true }).click();
  await signIn.locator('[data-moderation-panel][data-pages="1"]').waitFor();
  await signIn.close();

  const views = [
    {
      name: "wall (/testimonials)",
      page: "/testimonials",
      pageSize: WALL_PAGE_SIZE,
      // As a first-time visitor: a new context each time.
      open: async () => {
        const context = await browser.newContext();
        const result = await timeTo(
          context,
          `${server.url}/testimonials`,
          '[data-testimonial-wall][data-pages="1"]',
        );
        await context.close();
        return result;
      },
    },
    {
      name: "panel (/admin/testimonials)",
      page: "/admin/testimonials",
      pageSize: MODERATION_PAGE_SIZE,
      open: () =>
        timeTo(
          adminContext,
          `${server.url}/admin/testimonials`,
          '[data-moderation-panel][data-pages="1"] [data-item-id]',
        ),
    },
  ];
  /** @type {Record<string, { lived: Awaited<ReturnType<typeof timeTo>>[], flood: Awaited<ReturnType<typeof timeTo>>[] }>} */
  const runs = Object.fromEntries(views.map((view) => [view.name, { lived: [], flood: [] }]));
  // Each round measures the lived-in site and the flooded one, in turns (which goes first
  // alternates), so that whatever else the machine does lands on both alike.
  for (let round = 0; round < ROUNDS; round++) {
    for (const flooded of round % 2 ? [true, false] : [false, true]) {
      if (flooded) await seed(round === 0);
      for (const view of views)
        runs[view.name][flooded ? "flood" : "lived"].push(await view.open());
      if (flooded) await eraseTestimonials(admin, ids);
    }
  }
  await adminContext.close();

  console.log(
    `\nFirst load, lived-in (the demo and lived-in testimonials) and flooded (${EACH} pending and ${EACH} published more); ${ROUNDS === 1 ? "one round" : `medians of ${ROUNDS} rounds`}.`,
  );
  console.log(
    `Judged: a flooded first load reads at least one document and at most one page, and asks for no more counts than the lived-in one. The times are printed${timed ? " and kept" : ""}, not judged here.`,
  );
  console.log(
    "  view                          page  documents read  counts  lived-in ms  flooded ms  flooded/lived-in",
  );
  const timings = [];
  for (const view of views) {
    const { lived, flood } = runs[view.name];
    const verdict = judgeFlood({ pageSize: view.pageSize, lived, flood });
    if (!verdict.ok) failed = true;
    timings.push(...floodTimings(view.page, verdict));
    const { documents, aggregations, livedMs, floodMs, ratio } = verdict;
    console.log(
      `  ${verdict.ok ? "ok  " : "FAIL"} ${view.name.padEnd(26)} ${String(view.pageSize).padStart(4)}  ${String(documents).padStart(14)}  ${String(aggregations).padStart(6)}  ${String(livedMs).padStart(11)}  ${String(floodMs).padStart(10)}  ${ratio.toFixed(2).padStart(16)}`,
    );
    console.log(
      `       runs: lived-in ${lived.map((r) => r.ms).join(", ")} ms; flooded ${flood.map((r) => r.ms).join(", ")} ms`,
    );
    for (const problem of verdict.problems) console.log(`       ${problem}`);
  }
  console.log(keepTimings(timings, { timed, timingsRun: "npm test -- --area timings,flood" }));
} finally {
  await browser.close();
  await server.stop();
  await eraseTestimonials(admin, ids);
  await admin.close();
  await stopBackend();
}
process.exit(failed ? 1 : 0);
