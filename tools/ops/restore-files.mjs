// `npm run restore` (tools/ops/restore.mjs): a folder written by `npm run backup`
// (tools/ops/backup-files.mjs) put back into a project, in an order that cannot destroy:
//
// 1. everything is checked first: the folder, its format, its project (another project's backup
//    needs --from-other-project), the password hash parameters a real project's hashes need, and
//    whether the target already has data (refused without --overwrite);
// 2. with --overwrite, a backup of the target as it is is written first: the way back;
// 3. every document is written (firebase-admin's BulkWriter, each write awaited and counted),
//    then every account (accounts:batchCreate, each refusal counted);
// 4. only when every write succeeded, the documents of the backed-up collections that the backup
//    does not hold are removed. Accounts the backup does not hold are left as they are.
// A failure at step 3 stops there: nothing is removed, the error names the first document (or
// account) that failed and the counts written so far.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import {
  AUTH_PAGE,
  BACKUP_FORMAT,
  backup,
  decodeValue,
  listUsers,
  readAll,
  readNdjson,
} from "./backup-files.mjs";

export const restoreMessages = {
  notEmpty: (project, what) =>
    `Refusing to restore into ${project}: it already has ${what}. Restoring would mix two states of the data; pass --overwrite to replace the backed-up collections (and the accounts with the same uid), after a backup of ${project} as it is.`,
  noFolder: (dir) => `${dir} is not a backup folder (no manifest.json).`,
  format: (found) => `This backup's format is ${found}; this version reads ${BACKUP_FORMAT}.`,
  otherProject: (from, project) =>
    `Refusing to restore a backup of ${from} into ${project}. If that is what you mean (a copy into another project), pass --from-other-project.`,
  needsHash: (project) =>
    `The backup's accounts have password hashes from a real project. To restore them into ${project}, pass --hash-config <file>: the source project's "Password hash parameters" (Firebase console → Authentication → Users → ⋮), pasted as shown or as JSON.`,
  safety: (project, dir) =>
    `Before writing anything, a backup of ${project} was written to ${dir} (the way back: npm run restore -- --project ${project} --from ${dir} --overwrite).`,
  failed: ({ first, reason, failures, documents, total, users, totalUsers }) =>
    `Restore failed: ${failures} write${failures === 1 ? "" : "s"} failed, the first ${first}: ${reason}. Written: ${documents} of ${total} documents, ${users} of ${totalUsers} accounts. Nothing was removed.`,
  removeFailed: ({ first, reason, failures, removed }) =>
    `Restore incomplete: every document and account was written, but ${failures} of the documents the backup does not hold could not be removed, the first ${first}: ${reason}. ${removed} were removed.`,
};

/** @typedef {{ base64_signer_key: string, base64_salt_separator: string, rounds: number, mem_cost: number }} HashConfig */

/** A thrown value's message. @param {unknown} error */
const reasonOf = (error) =>
  ((error instanceof Error ? error.message : String(error)).split("\n")[0] ?? "").replace(
    /\.$/,
    "",
  );

/**
 * Writes (or deletes) each path with a BulkWriter, every write awaited; resolves with how many
 * succeeded and the failures in the order given.
 * @param {import("firebase-admin/firestore").Firestore} db
 * @param {{ path: string, data?: unknown }[]} rows
 * @param {"set" | "delete"} action
 */
async function writeAll(db, rows, action) {
  const writer = db.bulkWriter();
  /** @type {{ index: number, path: string, reason: string }[]} */
  const failures = [];
  let done = 0;
  const pending = rows.map(({ path, data }, index) => {
    const fail = (/** @type {unknown} */ error) => {
      failures.push({ index, path, reason: reasonOf(error) });
    };
    try {
      const ref = db.doc(path);
      const write =
        action === "set"
          ? writer.set(ref, /** @type {any} */ (decodeValue(data, db)))
          : writer.delete(ref);
      return write.then(() => {
        done += 1;
      }, fail);
    } catch (error) {
      fail(error);
      return Promise.resolve();
    }
  });
  await writer.close();
  await Promise.all(pending);
  failures.sort((a, b) => a.index - b.index);
  // A refused write fails the whole request it was sent in (BulkWriter sends 20 at a time): each
  // failed one is tried again on its own, so only those that cannot be written remain, the first
  // of them named.
  /** @type {typeof failures} */
  const remaining = [];
  for (const failure of failures) {
    const { path, data } = rows[failure.index] ?? { path: failure.path };
    try {
      const ref = db.doc(path);
      await (action === "set" ? ref.set(/** @type {any} */ (decodeValue(data, db))) : ref.delete());
      done += 1;
    } catch (error) {
      remaining.push({ ...failure, reason: reasonOf(error) });
    }
  }
  return { done, failures: remaining };
}

/**
 * Creates the accounts a page at a time; stops at the first page with a refusal.
 * @param {ReturnType<typeof import("./backup-files.mjs").authApi>} auth
 * @param {Record<string, any>[]} users
 * @param {Record<string, unknown>} options allowOverwrite and the hash parameters
 */
async function createAll(auth, users, options) {
  let done = 0;
  for (let i = 0; i < users.length; i += AUTH_PAGE) {
    const page = users.slice(i, i + AUTH_PAGE);
    /** @type {{ index: number, message?: string }[]} */
    let errors;
    try {
      const answer = await auth.create({ users: page, ...options });
      errors = answer.error ?? [];
    } catch (error) {
      errors = page.map((_, index) => ({ index, message: reasonOf(error) }));
    }
    done += page.length - errors.length;
    if (errors.length) {
      const first = [...errors].sort((a, b) => a.index - b.index)[0];
      const user = page[first?.index ?? 0] ?? {};
      return {
        done,
        failures: errors.length,
        first: `account ${user.localId}${user.email ? ` (${user.email})` : ""}`,
        reason: first?.message ?? "refused",
      };
    }
  }
  return { done, failures: 0 };
}

/**
 * The backup folder's documents and accounts, once it is known to be one this version reads, of
 * this project (or `fromOtherProject`), with the hash parameters its accounts need. Throws the
 * refusal otherwise.
 * @param {{ dir: string, projectId: string, fromOtherProject: boolean, needsHash: boolean }} options
 */
function readBackup({ dir, projectId, fromOtherProject, needsHash }) {
  const m = restoreMessages;
  if (!existsSync(join(dir, "manifest.json"))) throw new Error(m.noFolder(dir));
  const manifest = JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8"));
  if (manifest.format !== BACKUP_FORMAT) throw new Error(m.format(manifest.format));
  if (manifest.project !== projectId && !fromOtherProject)
    throw new Error(m.otherProject(manifest.project, projectId));
  const documents = readNdjson(join(dir, "firestore.ndjson"));
  const users = readNdjson(join(dir, "auth-users.ndjson"));
  if (needsHash && users.some((user) => user.passwordHash)) throw new Error(m.needsHash(projectId));
  const fromEmulator = String(manifest.passwordHashes).startsWith("the Auth emulator");
  return { documents, users, fromEmulator };
}

/** accounts:batchCreate's hash parameters. @param {HashConfig} hashConfig */
const scrypt = (hashConfig) => ({
  hashAlgorithm: "SCRYPT",
  signerKey: hashConfig.base64_signer_key,
  saltSeparator: hashConfig.base64_salt_separator,
  rounds: hashConfig.rounds,
  memoryCost: hashConfig.mem_cost,
});

/**
 * Removes the documents of `collections` (and their subcollections) that the backup does not
 * hold; resolves with how many. Throws when one could not be removed.
 * @param {import("firebase-admin/firestore").Firestore} db
 * @param {string[]} collections
 * @param {{ path: string }[]} documents the backup's
 */
async function removeExtra(db, collections, documents) {
  const held = new Set(documents.map(({ path }) => path));
  const extra = (await readAll(collections.map((name) => db.collection(name)))).filter(
    ({ path }) => !held.has(path),
  );
  const removed = await writeAll(
    db,
    extra.map(({ path }) => ({ path })),
    "delete",
  );
  const first = removed.failures[0];
  if (first)
    throw new Error(
      restoreMessages.removeFailed({
        first: `document ${first.path}`,
        reason: first.reason,
        failures: removed.failures.length,
        removed: removed.done,
      }),
    );
  return removed.done;
}

/**
 * Puts a backup folder back into a project's (default) database and Authentication (this file's
 * opening comment says in what order). Resolves with the counts written and removed, the accounts
 * left as they are, and the folder of the backup written first (with `overwrite`); rejects, having
 * removed nothing, when a write fails.
 * @param {{ db: import("firebase-admin/firestore").Firestore,
 *   auth: ReturnType<typeof import("./backup-files.mjs").authApi>,
 *   projectId: string, dir: string, overwrite?: boolean, emulator?: boolean,
 *   fromOtherProject?: boolean, out?: string, hashConfig?: HashConfig,
 *   log?: (line: string) => void }} options out: where the backup of the target goes (backups/)
 */
export async function restore({
  db,
  auth,
  projectId,
  dir,
  overwrite = false,
  emulator = false,
  fromOtherProject = false,
  out = "backups",
  hashConfig,
  log = console.log,
}) {
  const m = restoreMessages;
  const { documents, users, fromEmulator } = readBackup({
    dir,
    projectId,
    fromOtherProject,
    needsHash: !emulator && !hashConfig,
  });
  const collections = [...new Set(documents.map(({ path }) => String(path).split("/")[0]))];
  const present = [];
  for (const name of collections) {
    const some = await db.collection(name).limit(1).get();
    if (!some.empty) present.push(`documents in ${name}`);
  }
  const existing = await listUsers(auth);
  if (existing.length) present.push(`${existing.length} accounts`);
  if (present.length && !overwrite) throw new Error(m.notEmpty(projectId, present.join(", ")));

  let safety;
  if (present.length) {
    safety = (await backup({ db, auth, projectId, out, emulator, label: "before-restore" })).dir;
    log(m.safety(projectId, safety));
  }

  const wrote = await writeAll(db, documents, "set");
  let accounts = { done: 0, failures: 0, first: "", reason: "" };
  if (!wrote.failures.length)
    accounts = {
      first: "",
      reason: "",
      ...(await createAll(auth, users, {
        allowOverwrite: overwrite,
        ...(hashConfig && !(emulator && fromEmulator) ? scrypt(hashConfig) : {}),
      })),
    };
  const firstDocument = wrote.failures[0];
  if (firstDocument || accounts.failures)
    throw new Error(
      m.failed({
        first: firstDocument ? `document ${firstDocument.path}` : accounts.first,
        reason: firstDocument ? firstDocument.reason : accounts.reason,
        failures: wrote.failures.length + accounts.failures,
        documents: wrote.done,
        total: documents.length,
        users: accounts.done,
        totalUsers: users.length,
      }),
    );

  // Only now: what the backed-up collections hold that the backup does not.
  const removed = present.length ? await removeExtra(db, collections, documents) : 0;
  const restoredUids = new Set(users.map((user) => user.localId));
  return {
    documents: wrote.done,
    users: accounts.done,
    removed,
    leftAlone: existing.filter((user) => !restoredUids.has(user.localId)).length,
    ...(safety ? { safety } : {}),
  };
}
