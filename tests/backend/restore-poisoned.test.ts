// `npm run restore -- --overwrite` of a poisoned backup over a full project, on the emulators: the
// backup holds 700 good testimonials and, among them, one document whose id Firestore reserves
// (`__bad__`), which no write can store. The restore must fail without losing anything: every
// document and account the project had is still there, nothing was removed, the first failed
// document is named, the command exits with 1, and a backup of the project was written first.
// Each run uses a project of its own, so the demo project the other tests use is never touched.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCAL_AUTH_EMULATOR_PORT, LOCAL_FIRESTORE_EMULATOR_PORT } from "@/site/local-addresses";
import { adminApp, seedTestimonials } from "../../tools/dev/admin.mjs";
import { authApi, backup, encodeValue } from "../../tools/ops/backup-files.mjs";

const hosts = {
  authHost: `127.0.0.1:${LOCAL_AUTH_EMULATOR_PORT}`,
  firestoreHost: `127.0.0.1:${LOCAL_FIRESTORE_EMULATOR_PORT}`,
};
const projectId = `demo-poison-${Date.now().toString(36)}`;
const TESTIMONIALS = 700;
const ACCOUNTS = 5;
const BAD = "testimonials/__bad__";
const out = mkdtempSync(join(tmpdir(), "restore-poisoned-"));
const p = { ...adminApp({ projectId, emulators: hosts }) };
const api = authApi({ projectId, emulatorHost: hosts.authHost });

/** Every document path of the project (collections and their subcollections), sorted. */
async function paths() {
  const found: string[] = [];
  for (const collection of await p.db.listCollections())
    for (const doc of (await collection.get()).docs) found.push(doc.ref.path);
  return found.sort();
}
const uids = async () =>
  (((await api.list()) as { users?: { localId: string }[] }).users ?? [])
    .map((user) => user.localId)
    .sort();

let dir = "";
let before: string[] = [];
let accountsBefore: string[] = [];

beforeAll(async () => {
  await seedTestimonials(
    p,
    Array.from({ length: TESTIMONIALS }, (_, i) => ({
      id: `t-${String(i).padStart(4, "0")}`,
      name: `Reviewer ${i}`,
      status: i % 3 === 0 ? ("approved" as const) : ("pending" as const),
      createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
    })),
  );
  for (let i = 0; i < ACCOUNTS; i += 1) {
    const user = await p.auth.createUser({
      email: `poison${i}@example.com`,
      password: "pw-123456",
    });
    await p.db.doc(`users/${user.uid}`).set({ email: user.email, isAdmin: false });
  }
  const made = await backup({ db: p.db, auth: api, projectId, out, emulator: true });
  dir = made.dir;
  // The poison: a reserved document id in the middle of the good testimonials.
  const file = join(dir, "firestore.ndjson");
  const lines = readFileSync(file, "utf8").split("\n").filter(Boolean);
  const at = lines.findIndex((line) => line.includes('"testimonials/t-0350"'));
  lines.splice(at, 0, JSON.stringify({ path: BAD, data: { name: "Reserved id" } }));
  writeFileSync(file, `${lines.join("\n")}\n`);
  // Its manifest counts it too, so the restore gets as far as writing it.
  const manifest = JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8"));
  manifest.documents += 1;
  manifest.collections.testimonials += 1;
  writeFileSync(join(dir, "manifest.json"), JSON.stringify(manifest));
  // The project moves on after the backup: a document the backup does not hold.
  await p.db.doc("testimonials/added-after").set({ name: "Added after the backup" });
  before = await paths();
  accountsBefore = await uids();
}, 300_000);

afterAll(async () => {
  await p.db.recursiveDelete(p.db.collection("testimonials")).catch(() => {});
  await p.db.recursiveDelete(p.db.collection("publicTestimonials")).catch(() => {});
  await p.close();
  rmSync(out, { recursive: true, force: true });
});

/** `npm run restore` as a process, at the tests' emulators. */
function restoreCommand(...args: string[]): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["tools/ops/restore.mjs", ...args], {
      env: {
        ...process.env,
        FIRESTORE_EMULATOR_HOST: hosts.firestoreHost,
        FIREBASE_AUTH_EMULATOR_HOST: hosts.authHost,
      },
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("close", (status) => resolve({ status, output }));
  });
}

describe("npm run restore --overwrite of a poisoned backup over a full project", () => {
  it("fails, names the first failed document, exits with 1 and loses nothing", async () => {
    expect(before.length).toBe(TESTIMONIALS + Math.ceil(TESTIMONIALS / 3) + ACCOUNTS + 1);
    const safety = join(out, "safety");
    const run = await restoreCommand(
      "--project",
      projectId,
      "--from",
      dir,
      "--overwrite",
      "--out",
      safety,
    );
    console.log(`restore exit code ${run.status}; its output:\n${run.output}`);
    const after = await paths();
    const lost = before.filter((path) => !after.includes(path));
    console.log(`documents before ${before.length}, after ${after.length}, lost ${lost.length}`);
    expect(run.status).toBe(1);
    expect(run.output).toContain(`the first document ${BAD}: `);
    // The counts are those written: every good document, no account (the project has them all,
    // as the backup holds them, so none is to be written).
    expect(run.output).toContain(
      `Written: ${before.length - 1} of ${before.length} documents, 0 of 0 accounts. Nothing was removed.`,
    );
    expect(run.output).not.toMatch(/Unhandled|at async|node:internal/);
    expect(lost).toEqual([]);
    expect(after).toContain("testimonials/added-after");
    expect(after).not.toContain(BAD);
    expect(await uids()).toEqual(accountsBefore);
    // The way back: a backup of the project as it was, written before anything else.
    const written = /backup of [^ ]+ was written to (\S+?)[:.]?\s/.exec(run.output)?.[1] ?? "";
    expect(written.startsWith(safety)).toBe(true);
    const manifest = JSON.parse(readFileSync(join(written, "manifest.json"), "utf8"));
    expect(manifest.documents).toBe(before.length);
    expect(manifest.users).toBe(ACCOUNTS);
    // The data it holds is the project's own, field by field for one of them.
    const kept = (await p.db.doc("testimonials/t-0001").get()).data();
    expect(encodeValue(kept)).toMatchObject({ name: "Reviewer 1", status: "pending" });
    expect(existsSync(join(written, "firestore.ndjson"))).toBe(true);
  }, 300_000);
});
