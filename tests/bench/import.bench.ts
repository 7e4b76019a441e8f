// The import benchmark (`npm run bench:import [-- N]`, tools/measure/bench-import.mjs): N rows of an
// export (default 500; every status, a fifth from elsewhere, some with photos and areas) imported
// as the moderation panel imports them, against the Auth and Firestore emulators with
// firestore.rules loaded, three times. It prints how long reading and checking the file with the
// ids looked up (the preview) and writing took, each run and the median, and fails only if the
// rows did not all land: the figures depend on the machine, so they are printed, never judged.
// Not part of `npm test`; tests/backend/elsewhere.test.ts checks what the import writes.
import { afterAll, beforeAll, expect, it } from "vitest";
import { liteDb } from "@/firebase/lite";
import { $user, signIn, signOut, signUp, startAuth } from "@/features/account/auth-store";
import { importTestimonials } from "@/features/testimonials/store/moderation";
import { toCsv } from "@/features/testimonials/import";
import { patchDocument } from "../support/node/emulators";
import { exportRows, preview } from "../support/node/import-rows";
import { eraseTestimonials } from "../support/node/testimonial-store";
import { median } from "../../tools/lib/stats.mjs";

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 500);
const RUNS = 3;
const stamp = Date.now().toString(36);
const ADMIN = `bench.import.${stamp}@example.com`;
const PASSWORD = "jollof-rice-500";
/** Ids the benchmark writes, erased at the end. */
const written: string[] = [];

beforeAll(async () => {
  await startAuth();
  await signUp(ADMIN, PASSWORD);
  // The first admin is made outside the app (npm run make-admin); here, as the owner.
  await patchDocument(`users/${$user.get()!.uid}`, { isAdmin: true });
  await signOut();
  await signIn(ADMIN, PASSWORD);
});

afterAll(async () => {
  await eraseTestimonials(written);
  if ($user.get()) await signOut();
});

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(8);

it(`imports ${ROWS} rows, ${RUNS} times, and prints how long each part took`, async () => {
  const runs: { preview: number; write: number }[] = [];
  for (let run = 0; run < RUNS; run++) {
    const rows = exportRows(ROWS, `${stamp}-${run}`);
    written.push(...rows.map((row) => row.id));
    const started = performance.now();
    const plan = await preview(liteDb(), "testimonials.csv", toCsv(rows));
    const previewed = performance.now();
    const count = await importTestimonials(liteDb(), plan.records);
    runs.push({ preview: previewed - started, write: performance.now() - previewed });
    expect(count).toBe(ROWS);
  }
  const lines = [
    `Import of ${ROWS} rows (CSV), as the panel imports, on the emulators (${RUNS} runs)`,
    `  ${"run".padEnd(8)} ${"preview".padStart(8)} ${"write".padStart(8)} ${"total".padStart(8)}`,
    ...runs.map(
      (r, i) =>
        `  ${String(i + 1).padEnd(8)} ${seconds(r.preview)} ${seconds(r.write)} ${seconds(r.preview + r.write)}`,
    ),
    `  median   ${seconds(median(runs.map((r) => r.preview)))} ${seconds(median(runs.map((r) => r.write)))} ${seconds(median(runs.map((r) => r.preview + r.write)))}`,
  ];
  console.log(lines.join("\n"));
});
