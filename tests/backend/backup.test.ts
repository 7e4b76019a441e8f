// `npm run backup` and `npm run restore` (tools/ops/backup-files.mjs) on the emulators: a project
// with 700 testimonials (more than one read page or write batch of 500), their public copies, the
// featured slots, accounts and their users documents is backed up, put back into another project,
// and compared field by field; a restore into a project that has data is refused unless
// --overwrite, which replaces it. Each run uses projects of its own, so the demo project the other
// tests use is never touched.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FieldValue, GeoPoint, Timestamp } from "firebase-admin/firestore";
import { LOCAL_AUTH_EMULATOR_PORT, LOCAL_FIRESTORE_EMULATOR_PORT } from "@/site/local-addresses";
import { adminApp, seedTestimonials } from "../../tools/dev/admin.mjs";
import { authApi, backup, encodeValue } from "../../tools/ops/backup-files.mjs";
import { restore, restoreMessages } from "../../tools/ops/restore-files.mjs";

const hosts = {
  authHost: `127.0.0.1:${LOCAL_AUTH_EMULATOR_PORT}`,
  firestoreHost: `127.0.0.1:${LOCAL_FIRESTORE_EMULATOR_PORT}`,
};
const run = Date.now().toString(36);
const source = `demo-backup-src-${run}`;
const target = `demo-backup-dst-${run}`;
const TESTIMONIALS = 700;
const ACCOUNTS = 25;
const out = mkdtempSync(join(tmpdir(), "backup-test-"));

const project = (projectId: string) => {
  const admin = adminApp({ projectId, emulators: hosts });
  return { ...admin, api: authApi({ projectId, emulatorHost: hosts.authHost }) };
};
const from = project(source);
const into = project(target);

/** Every document of a project, path → its encoded data, in path order. */
async function everything(db: typeof from.db) {
  const docs = new Map<string, unknown>();
  for (const collection of await db.listCollections()) {
    for (const doc of (await collection.get()).docs)
      docs.set(doc.ref.path, encodeValue(doc.data()));
  }
  return new Map([...docs].sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * Every account as the API lists it, without what an import sets anew (validSince, lastRefreshAt,
 * passwordUpdatedAt).
 */
async function accounts(api: typeof from.api) {
  const { users = [] } = (await api.list()) as { users?: Record<string, unknown>[] };
  return users
    .map(({ validSince, lastRefreshAt, passwordUpdatedAt, ...kept }) => {
      void validSince;
      void lastRefreshAt;
      void passwordUpdatedAt;
      // An import writes "disabled": false where the API left it out for an enabled account.
      return { ...kept, disabled: Boolean(kept.disabled) } as Record<string, unknown>;
    })
    .sort((a, b) => String(a.localId).localeCompare(String(b.localId)));
}

let dir = "";

/** `npm run restore` of the backup into the target project, as the test's options change it. */
const restoreInto = (options: Partial<Parameters<typeof restore>[0]> = {}) =>
  restore({
    db: into.db,
    auth: into.api,
    projectId: target,
    dir,
    emulator: true,
    fromOtherProject: true,
    out: join(out, "before-restore"),
    log: () => {},
    ...options,
  });

beforeAll(async () => {
  // Testimonials as the app stores them: a third approved (with their public copies), the rest
  // pending or rejected; some with a company and a photo.
  await seedTestimonials(
    from,
    Array.from({ length: TESTIMONIALS }, (_, i) => ({
      id: `t-${String(i).padStart(4, "0")}`,
      name: `Reviewer ${i} Ọlá`,
      status: (["approved", "pending", "rejected"] as const)[i % 3]!,
      createdAt: new Date(Date.UTC(2025, 0, 1, 0, i)),
      email: `reviewer${i}@example.com`,
      ...(i % 4 === 0 ? { company: `Company ${i}` } : {}),
      ...(i % 5 === 0
        ? { imageUrl: `https://res.cloudinary.com/demo/image/upload/v1/r${i}.jpg` }
        : {}),
    })),
  );
  for (const slot of ["1", "2", "3"])
    await from.db.doc(`featured/${slot}`).set({
      testimonial: `t-${String(Number(slot) * 3).padStart(4, "0")}`,
      featuredAt: Timestamp.fromMillis(Date.UTC(2025, 5, Number(slot))),
    });
  for (let i = 0; i < ACCOUNTS; i++) {
    const user = await from.auth.createUser({
      email: `account${i}@example.com`,
      password: `password-${i}-${run}`,
      displayName: `Account ${i}`,
      emailVerified: i % 2 === 0,
      disabled: i === 7,
    });
    if (i === 0) await from.auth.setCustomUserClaims(user.uid, { admin: true });
    await from.db.doc(`users/${user.uid}`).set({
      email: user.email,
      displayName: user.displayName,
      isAdmin: i === 0,
      createdAt: FieldValue.serverTimestamp(),
    });
  }
  // Every type a document can hold, and a map whose keys look like the backup's own tags.
  await from.db.doc("meta/types").set({
    at: Timestamp.fromMillis(1_700_000_000_123),
    where: new GeoPoint(6.5244, 3.3792),
    bytes: Buffer.from([0, 1, 2, 255]),
    link: from.db.doc("featured/1"),
    nothing: null,
    many: [1, "two", { three: [3] }, null],
    tricky: { $timestamp: "not a timestamp", $ref: 1 },
    huge: Number.MAX_SAFE_INTEGER,
    half: 0.5,
  });
}, 300_000);

afterAll(async () => {
  for (const p of [from, into]) {
    await p.db.recursiveDelete(p.db.collection("testimonials")).catch(() => {});
    await p.close();
  }
  rmSync(out, { recursive: true, force: true });
});

describe("npm run backup and npm run restore, round trip on the emulators", () => {
  it("backs up every document and account into a dated folder", async () => {
    const result = await backup({
      db: from.db,
      auth: from.api,
      projectId: source,
      out,
      emulator: true,
      now: new Date("2026-11-25T16:20:00.000Z"),
    });
    dir = result.dir;
    expect(dir).toBe(join(out, `${source}-2026-11-25T16-20-00Z`));
    const approved = Math.ceil(TESTIMONIALS / 3);
    expect(result.manifest.collections).toEqual({
      featured: 3,
      meta: 1,
      publicTestimonials: approved,
      testimonials: TESTIMONIALS,
      users: ACCOUNTS,
    });
    expect(result.manifest.documents).toBe(TESTIMONIALS + approved + 3 + 1 + ACCOUNTS);
    expect(result.manifest.users).toBe(ACCOUNTS);
  }, 300_000);

  it("restores it into another project: nothing lost, nothing changed", async () => {
    const restored = await restoreInto();
    expect(restored).toEqual({
      documents: TESTIMONIALS + Math.ceil(TESTIMONIALS / 3) + 3 + 1 + ACCOUNTS,
      users: ACCOUNTS,
      removed: 0,
      changed: 0,
      kept: 0,
      same: 0,
      leftAlone: 0,
    });

    const before = await everything(from.db);
    const after = await everything(into.db);
    expect([...after.keys()]).toEqual([...before.keys()]);
    expect(after).toEqual(before);
    expect(await accounts(into.api)).toEqual(await accounts(from.api));

    // The types themselves, not only their JSON.
    const types = (await into.db.doc("meta/types").get()).data()!;
    expect(types.at).toBeInstanceOf(Timestamp);
    expect((types.at as Timestamp).toMillis()).toBe(1_700_000_000_123);
    expect(types.where).toBeInstanceOf(GeoPoint);
    expect(Buffer.from(types.bytes as Uint8Array)).toEqual(Buffer.from([0, 1, 2, 255]));
    expect((types.link as { path: string }).path).toBe("featured/1");
    expect(types.tricky).toEqual({ $timestamp: "not a timestamp", $ref: 1 });
    // The admin's claim and the disabled account came back too.
    const admin = await into.auth.getUserByEmail("account0@example.com");
    expect(admin.customClaims).toEqual({ admin: true });
    expect((await into.auth.getUserByEmail("account7@example.com")).disabled).toBe(true);
  }, 300_000);

  it("refuses a project that has data, and with --overwrite replaces it", async () => {
    await into.db.doc("testimonials/added-after").set({ name: "Added after the backup" });
    await expect(restoreInto()).rejects.toThrow(
      restoreMessages.notEmpty(target, "").split(":")[0]!,
    );
    const again = await restoreInto({ overwrite: true });
    // Its accounts are already the backup's: none is written again.
    expect(again).toMatchObject({ users: 0, same: ACCOUNTS, removed: 1, changed: 0 });
    expect(again.safety).toMatch(
      new RegExp(`^${join(out, "before-restore", target)}-.*-before-restore$`),
    );
    expect((await into.db.doc("testimonials/added-after").get()).exists).toBe(false);
    expect(await everything(into.db)).toEqual(await everything(from.db));
  }, 300_000);

  it("will not put a real project's password hashes anywhere without its hash parameters", async () => {
    await expect(
      restoreInto({ projectId: "my-real-site", emulator: false, overwrite: true }),
    ).rejects.toThrow(restoreMessages.needsHash("my-real-site"));
  });

  it("will not put another project's backup into a project without --from-other-project", async () => {
    await expect(restoreInto({ fromOtherProject: false, overwrite: true })).rejects.toThrow(
      restoreMessages.otherProject(source, target),
    );
  });
});
