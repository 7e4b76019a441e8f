// Praise from elsewhere and imports, as the panel writes them (src/features/testimonials/store/moderation.ts),
// against the Auth and Firestore emulators with firestore.rules loaded: the owner adds a
// testimonial received on LinkedIn (published at once, on its area's wall); 500 rows of an export
// import, each as it was exported; the export imported again changes nothing; a signed-in
// stranger can do none of it. The functions take the database, so these are the panel's very
// writes. How long an import takes is measured by `npm run bench:import`, not judged here.
import { setLogLevel } from "firebase/firestore/lite";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { liteDb } from "@/firebase/lite";
import { $user, signIn, signOut, signUp, startAuth } from "@/features/account/auth-store";
import { loadPublishedPage } from "@/features/testimonials/store/public-testimonials";
import {
  addTestimonial,
  ImportStoppedError,
  importTestimonials,
  loadAllForExport,
  storedTestimonialIds,
} from "@/features/testimonials/store/moderation";
import { checkElsewhere } from "@/features/testimonials/moderation";
import {
  toCsv,
  toJson,
  readImportFile,
  checkRow,
  type ImportRecord,
} from "@/features/testimonials/import";
import { clearAll, patchDocument } from "../support/node/emulators";
import { exportRows, PHOTO, preview } from "../support/node/import-rows";
import { tab } from "../support/node/tabs";
import { anonymousGet, eraseTestimonials, exists, record } from "../support/node/testimonial-store";

const PASSWORD = "suya-spice-42";
const ADMIN = "owner.elsewhere@example.com";
const STRANGER = "stranger.elsewhere@example.com";
/** Ids this file writes, erased at the end. */
const written: string[] = [];

beforeAll(async () => {
  await clearAll();
  await startAuth();
  await signUp(STRANGER, PASSWORD);
  await signOut();
  await signUp(ADMIN, PASSWORD);
  // The first admin is made outside the app (npm run make-admin); here, as the owner.
  await patchDocument(`users/${$user.get()!.uid}`, { isAdmin: true });
  await signOut();
});

afterEach(async () => {
  setLogLevel("warn");
  if ($user.get()) await signOut();
});

/** The refusals below are expected: keep the SDK from printing each refused write in full. */
const quietRefusals = () => setLogLevel("silent");

afterAll(async () => {
  await eraseTestimonials(written);
});

/** The praise the owner adds in the tests: Software, from LinkedIn, with a link and a date. */
function linkedInPraise(name: string) {
  const checked = checkElsewhere(
    {
      name,
      role: "Engineering manager",
      company: "Paystack",
      message: "Amara's code reviews made our whole team better.",
      areas: ["software"],
      source: "linkedin",
      sourceUrl: "https://www.linkedin.com/in/ada-obi",
      originalDate: "2025-06-01",
      permission: true,
    },
    new Date(),
  );
  if (!checked.ok) throw new Error(JSON.stringify(checked.problems));
  return { ...checked.record, imageUrl: PHOTO };
}

describe("praise from elsewhere, as the panel adds it", () => {
  it("the owner adds one from LinkedIn: published at once, on Software's wall, with where it came from", async () => {
    await signIn(ADMIN, PASSWORD);
    const name = `Ada From LinkedIn ${Date.now().toString(36)}`;
    const id = await addTestimonial(liteDb(), linkedInPraise(name));
    written.push(id);
    expect(await record(id)).toMatchObject({
      name,
      status: "approved",
      source: "linkedin",
      sourceUrl: "https://www.linkedin.com/in/ada-obi",
      permission: true,
      areas: ["software"],
      imageUrl: PHOTO,
    });
    const stored = (await record(id))!;
    expect(stored).not.toHaveProperty("consent");
    // Its submission time is when it was originally written.
    expect((stored.createdAt as { toDate: () => Date }).toDate().toISOString()).toBe(
      "2025-06-01T00:00:00.000Z",
    );
    const copy = await anonymousGet(`publicTestimonials/${id}`);
    expect(copy.status).toBe(200);
    expect(copy.body).toContain("linkedin");
    expect(copy.body).not.toContain("permission");
    const names = async (area: string) =>
      (await loadPublishedPage(liteDb(), null, area)).items.map((item) => item.name);
    expect(await names("software")).toContain(name);
    expect(await names("culinary")).not.toContain(name);
  });
});

describe("importing, as the panel imports", () => {
  it("500 rows import, each as exported; the export imported again changes nothing", async () => {
    await signIn(ADMIN, PASSWORD);
    const stamp = Date.now().toString(36);
    const rows = exportRows(500, stamp);
    written.push(...rows.map((row) => row.id));

    const plan = await preview(liteDb(), "testimonials.csv", toCsv(rows));
    expect(plan).toMatchObject({ duplicates: 0, problems: 0 });
    expect(plan.records).toHaveLength(500);
    let heard = 0;
    const count = await importTestimonials(liteDb(), plan.records, (n) => (heard = n));
    expect(count).toBe(500);
    expect(heard).toBe(500);

    // Each is back as it was exported: its own id, status, times and fields.
    const before = await loadAllForExport(liteDb());
    const mine = new Map(before.map((item) => [item.id, item]));
    for (const row of rows) expect(mine.get(row.id), row.id).toEqual(row);
    for (const row of rows.filter((r) => r.status === "approved").slice(0, 5))
      expect(await exists(`publicTestimonials/${row.id}`)).toBe(true);
    for (const row of rows.filter((r) => r.status !== "approved").slice(0, 5))
      expect(await exists(`publicTestimonials/${row.id}`)).toBe(false);

    // The whole export, as CSV and as JSON, imported again: every row a duplicate, nothing written.
    for (const [name, text] of [
      ["export.csv", toCsv(before)],
      ["export.json", toJson(before)],
    ] as const) {
      const again = await preview(liteDb(), name, text);
      expect(again).toMatchObject({ records: [], duplicates: before.length, problems: 0 });
      expect(await importTestimonials(liteDb(), again.records)).toBe(0);
    }
    expect(await loadAllForExport(liteDb())).toEqual(before);
  }, 180_000);

  it("a record that appears meanwhile is refused, never overwritten", async () => {
    quietRefusals();
    await signIn(ADMIN, PASSWORD);
    const [row] = exportRows(1, `race-${Date.now().toString(36)}`);
    written.push(row!.id);
    const plan = await preview(liteDb(), "one.json", toJson([row!]));
    await importTestimonials(liteDb(), plan.records);
    const changed: ImportRecord = { ...plan.records[0]!, message: "Overwritten" };
    const failure = await importTestimonials(liteDb(), [changed]).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ImportStoppedError);
    expect((failure as ImportStoppedError).written).toBe(0);
    expect((await record(row!.id))?.message).toBe(row!.message);
  });
});

describe("a signed-in stranger", () => {
  it("can neither add, nor look up, nor import, and nothing is written", async () => {
    quietRefusals();
    const stranger = await tab(STRANGER, PASSWORD);
    const refused = { code: "permission-denied" };
    const name = `Stranger Praise ${Date.now().toString(36)}`;
    await expect(addTestimonial(stranger.db, linkedInPraise(name))).rejects.toMatchObject(refused);
    await expect(storedTestimonialIds(stranger.db, ["x"])).rejects.toMatchObject(refused);
    const [row] = exportRows(1, `stranger-${Date.now().toString(36)}`);
    written.push(row!.id);
    const file = readImportFile("x.csv", toCsv([row!]));
    if (!file.ok) throw new Error(file.problem);
    const records = file.rows.map((r) => checkRow(r, new Date()).record!);
    const failure = await importTestimonials(stranger.db, records).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ImportStoppedError);
    expect((failure as ImportStoppedError).reason).toMatchObject(refused);
    await stranger.close();
    expect(await exists(`testimonials/${row!.id}`)).toBe(false);
    expect(await exists(`publicTestimonials/${row!.id}`)).toBe(false);
  });
});
