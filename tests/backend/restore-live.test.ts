// `npm run restore -- --overwrite` into a project that lives on while it runs, on the emulators.
// What the restore may remove is what its safety backup (the backup of the project taken just
// before it writes) held and the restored backup lacks, and only if unchanged since: a
// testimonial, a public copy, a featured slot, a users document or an account created while it
// runs, and a testimonial approved while it runs, all stay. `beforeRemoval` stands for those
// visitors: it runs once every write is done, just before the removal, so nothing here is timed.
// The accounts the project has are left as they are (--overwrite-accounts replaces those that
// differ, never one that is the same), so hash parameters that are not the backup's own, passed
// here as a real project's would be, reach only the accounts the project lacked.
// Each test uses a project of its own, so the demo project the other tests use is never touched.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { LOCAL_AUTH_EMULATOR_PORT, LOCAL_FIRESTORE_EMULATOR_PORT } from "@/site/local-addresses";
import { adminApp, seedTestimonials } from "../../tools/dev/admin.mjs";
import { authApi, backup } from "../../tools/ops/backup-files.mjs";
import { restore } from "../../tools/ops/restore-files.mjs";

const hosts = {
  authHost: `127.0.0.1:${LOCAL_AUTH_EMULATOR_PORT}`,
  firestoreHost: `127.0.0.1:${LOCAL_FIRESTORE_EMULATOR_PORT}`,
};
const run = Date.now().toString(36);
const TESTIMONIALS = 30;
const ACCOUNTS = 4;
/** Well-formed scrypt parameters that are not the backup's project's. */
const WRONG_HASH = {
  base64_signer_key: Buffer.alloc(64, 7).toString("base64"),
  base64_salt_separator: "Bw==",
  rounds: 8,
  mem_cost: 14,
};
const out = mkdtempSync(join(tmpdir(), "restore-live-"));
const opened: { close: () => Promise<void> }[] = [];

type Account = Record<string, unknown> & { localId: string };
type Api = ReturnType<typeof authApi>;

/** Every account as the API lists it, by uid. */
async function listed(api: Api) {
  const { users = [] } = (await api.list()) as { users?: Account[] };
  return new Map(users.map((user) => [user.localId, user]));
}

/** Every document path of a project, sorted. */
async function paths(db: ReturnType<typeof adminApp>["db"]) {
  const found: string[] = [];
  for (const collection of await db.listCollections())
    for (const doc of (await collection.get()).docs) found.push(doc.ref.path);
  return found.sort();
}

/**
 * A project of its own with testimonials (a third approved, with their public copies), three
 * featured slots, accounts and their users documents, and a backup of it.
 */
async function backedUp(name: string) {
  const projectId = `demo-restore-live-${name}-${run}`;
  const p = adminApp({ projectId, emulators: hosts });
  opened.push(p);
  const api = authApi({ projectId, emulatorHost: hosts.authHost });
  await seedTestimonials(
    p,
    Array.from({ length: TESTIMONIALS }, (_, i) => ({
      id: `t-${String(i).padStart(4, "0")}`,
      name: `Reviewer ${i}`,
      status: (["approved", "pending", "rejected"] as const)[i % 3]!,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
    })),
  );
  for (const slot of ["1", "2", "3"])
    await p.db.doc(`featured/${slot}`).set({ testimonial: `t-000${Number(slot) * 3}` });
  const uids: string[] = [];
  for (let i = 0; i < ACCOUNTS; i += 1) {
    const user = await p.auth.createUser({
      email: `live${i}@example.com`,
      password: `password-${i}-${run}`,
    });
    await p.db.doc(`users/${user.uid}`).set({ email: user.email, isAdmin: i === 0 });
    uids.push(user.uid);
  }
  const { dir } = await backup({ db: p.db, auth: api, projectId, out, emulator: true });
  const saved = await listed(api);
  return { projectId, p, api, dir, uids, saved };
}

/** The API of `api`'s project, keeping every accounts:batchCreate request it sends. */
function recording(api: Api) {
  const requests: { users: Account[]; allowOverwrite?: boolean; signerKey?: string }[] = [];
  const spy: Api = {
    list: api.list,
    create: async (body) => {
      requests.push(body as (typeof requests)[number]);
      return api.create(body);
    },
  };
  return { spy, requests };
}

afterAll(async () => {
  for (const p of opened) await p.close();
  rmSync(out, { recursive: true, force: true });
});

describe("npm run restore --overwrite into a project whose documents change while it runs", () => {
  it("removes only what its safety backup held and the backup lacks: what arrives or changes while it runs stays", async () => {
    const { projectId, p, api, dir } = await backedUp("docs");
    const restored = await paths(p.db);
    // The project moves on after the backup: an approved testimonial (removed by the restore) and
    // a pending one (approved while the restore runs).
    await seedTestimonials(p, [
      { id: "t-after", name: "After", status: "approved", createdAt: new Date() },
      { id: "t-pending", name: "Pending", status: "pending", createdAt: new Date() },
    ]);
    let newcomer = "";
    const result = await restore({
      db: p.db,
      auth: api,
      projectId,
      dir,
      overwrite: true,
      emulator: true,
      out: join(out, "safety"),
      log: () => {},
      beforeRemoval: async () => {
        await seedTestimonials(p, [
          { id: "t-during", name: "During", status: "approved", createdAt: new Date() },
        ]);
        await p.db.doc("featured/4").set({ testimonial: "t-during" });
        newcomer = (await p.auth.createUser({ email: "newcomer@example.com", password: "pw-9876" }))
          .uid;
        await p.db.doc(`users/${newcomer}`).set({ email: "newcomer@example.com", isAdmin: false });
        await p.db.doc("testimonials/t-pending").update({ status: "approved" });
        await p.db.doc("publicTestimonials/t-pending").set({ name: "Pending", message: "Hi" });
      },
    });
    const arrived = [
      "featured/4",
      "publicTestimonials/t-during",
      "publicTestimonials/t-pending",
      "testimonials/t-during",
      "testimonials/t-pending",
      `users/${newcomer}`,
    ];
    expect(await paths(p.db)).toEqual([...restored, ...arrived].sort());
    expect(result).toMatchObject({ removed: 2, changed: 1, users: 0, same: ACCOUNTS });
    expect((await p.db.doc("testimonials/t-pending").get()).get("status")).toBe("approved");
    expect((await listed(api)).has(newcomer)).toBe(true);
  }, 120_000);
});

/**
 * A backed-up project whose account 1 changes its password and account 3 is deleted after the
 * backup, restored with --overwrite and hash parameters that are not its own, as a real project's
 * would be passed (the emulator ignores them; what the restore sends is recorded).
 */
async function accountsRestored(name: string, overwriteAccounts: boolean) {
  const { projectId, p, api, dir, uids, saved } = await backedUp(name);
  const [same, changed, , missing] = uids as [string, string, string, string];
  await p.auth.updateUser(changed, { password: `changed-${run}` });
  await p.auth.deleteUser(missing);
  const before = await listed(api);
  const { spy, requests } = recording(api);
  const result = await restore({
    db: p.db,
    auth: spy,
    projectId,
    dir,
    overwrite: true,
    overwriteAccounts,
    emulator: false,
    hashConfig: WRONG_HASH,
    out: join(out, "safety"),
    log: () => {},
  });
  const sent = requests.map((request) => request.users.map((user) => user.localId).sort());
  return {
    result,
    requests,
    sent,
    before,
    after: await listed(api),
    saved,
    uids,
    same,
    changed,
    missing,
  };
}

describe("npm run restore --overwrite into a project that has accounts", () => {
  it("leaves the accounts the project has as they are, whatever --hash-config says, and creates only the missing ones", async () => {
    const { result, requests, sent, before, after, saved, uids, missing } = await accountsRestored(
      "accounts",
      false,
    );
    // Only the missing account was sent, with the (wrong) parameters, and none was overwritten.
    expect(sent).toEqual([[missing]]);
    expect(requests[0]).toMatchObject({
      allowOverwrite: false,
      signerKey: WRONG_HASH.base64_signer_key,
    });
    expect(result).toMatchObject({ users: 1, kept: 1, same: ACCOUNTS - 2 });
    for (const uid of uids.filter((uid) => uid !== missing))
      expect(after.get(uid)).toEqual(before.get(uid));
    expect(after.get(missing)?.passwordHash).toBe(saved.get(missing)?.passwordHash);
  }, 120_000);

  it("with --overwrite-accounts replaces the accounts that differ, and still never sends one that is the same", async () => {
    const { result, requests, sent, before, after, saved, same, changed, missing } =
      await accountsRestored("overwrite", true);
    expect(sent).toEqual([[changed, missing].sort()]);
    expect(requests[0]).toMatchObject({ allowOverwrite: true });
    expect(result).toMatchObject({ users: 2, kept: 0, same: ACCOUNTS - 2 });
    expect(after.get(changed)?.passwordHash).toBe(saved.get(changed)?.passwordHash);
    expect(after.get(changed)?.passwordHash).not.toBe(before.get(changed)?.passwordHash);
    expect(after.get(same)).toEqual(before.get(same));
  }, 120_000);
});
