// `npm run restore` (tools/ops/restore.mjs): a folder written by `npm run backup`
// (tools/ops/backup-files.mjs) put back into a project, in an order that cannot destroy:
//
// 1. everything is checked first: the folder, its format, its project (another project's backup
//    needs --from-other-project), that its files hold the counts its manifest states, the
//    password hash parameters a real project's hashes need, and whether the target already has
//    data (refused without --overwrite);
// 2. with --overwrite, a backup of the target as it is is written first (the safety backup): the
//    way back, and the record of what the restore may remove or replace;
// 3. every document is written (firebase-admin's BulkWriter, each write awaited and counted),
//    then the accounts the safety backup lacks (accounts:batchCreate, each refusal counted). An
//    account the target has is left as it is; with --overwrite-accounts it is replaced when it
//    differs from the backup's, and an identical one is still never sent, so hash parameters
//    that are not the backup's own cannot spoil its password;
// 4. only when every write succeeded, the documents of the backed-up collections that the safety
//    backup held and the backup lacks are removed, each only if it has not changed since the
//    safety backup read it. What was created or changed while the restore ran stays, and so do
//    the accounts the backup does not hold.
// A failure at step 3 stops there: nothing is removed, the error names the first document (or
// account) that failed and the counts written so far.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import {
  AUTH_PAGE,
  BACKUP_FORMAT,
  backup,
  countByCollection,
  decodeValue,
  listUsers,
  readNdjson,
} from "./backup-files.mjs";

/** gRPC's code for a write whose precondition (here: the update time read) no longer holds. */
const FAILED_PRECONDITION = 9;
/**
 * What accounts:batchCreate writes of an account and its listing shows, but for times: two
 * listings equal in these hold the same account.
 */
const ACCOUNT_FIELDS = [
  "email",
  "emailVerified",
  "disabled",
  "displayName",
  "photoUrl",
  "phoneNumber",
  "passwordHash",
  "salt",
  "customAttributes",
  "providerUserInfo",
  "mfaInfo",
];

export const restoreMessages = {
  notEmpty: (project, what) =>
    `Refusing to restore into ${project}: it already has ${what}. Restoring would mix two states of the data; pass --overwrite to replace the backed-up collections, after a backup of ${project} as it is (the accounts it has are kept; --overwrite-accounts also replaces those that differ from the backup's).`,
  noFolder: (dir) => `${dir} is not a backup folder (no manifest.json).`,
  format: (found) => `This backup's format is ${found}; this version reads ${BACKUP_FORMAT}.`,
  counts: (dir, differences) =>
    `Refusing to restore ${dir}: its files do not hold what its manifest.json states (${differences.join("; ")}). Nothing was written. A file was cut short or edited: restore a complete backup. If lines were removed on purpose (a removal request), set manifest.json's counts to what the files hold.`,
  countDiffers: (what, file, held, stated) =>
    `${what}: ${held} in ${file}, ${stated ?? "none"} in the manifest`,
  otherProject: (from, project) =>
    `Refusing to restore a backup of ${from} into ${project}. If that is what you mean (a copy into another project), pass --from-other-project.`,
  needsHash: (project) =>
    `The backup's accounts have password hashes from a real project. To restore them into ${project}, pass --hash-config <file>: the source project's "Password hash parameters" (Firebase console → Authentication → Users → ⋮), pasted as shown or as JSON.`,
  safety: (project, dir, overwriteAccounts) =>
    `Before writing anything, a backup of ${project} was written to ${dir} (the way back: npm run restore -- --project ${project} --from ${dir} --overwrite${overwriteAccounts ? " --overwrite-accounts" : ""}).`,
  failed: ({ first, reason, failures, documents, total, users, totalUsers }) =>
    `Restore failed: ${failures} write${failures === 1 ? "" : "s"} failed, the first ${first}: ${reason}. Written: ${documents} of ${total} documents, ${users} of ${totalUsers} accounts. Nothing was removed.`,
  removeFailed: ({ first, reason, failures, removed }) =>
    `Restore incomplete: every document and account was written, but ${failures} of the documents the backup does not hold could not be removed, the first ${first}: ${reason}. ${removed} were removed.`,
  done: ({ from, project, documents, users, removed, changed, kept, same, leftAlone }) =>
    [
      `Restored ${from} into ${project}: wrote ${documents} documents and ${users} accounts, removed ${removed} documents the project held and the backup does not.`,
      changed &&
        `${changed} documents the backup does not hold changed or went while the restore ran and were left as they are.`,
      kept &&
        `${kept} accounts the project has differ from the backup's and were left as they are (--overwrite-accounts replaces them).`,
      same && `${same} accounts were already as the backup holds them.`,
      leftAlone && `${leftAlone} accounts not in the backup were left as they are.`,
    ]
      .filter(Boolean)
      .join(" "),
};

/** @typedef {{ base64_signer_key: string, base64_salt_separator: string, rounds: number, mem_cost: number }} HashConfig */

/** A thrown value's message. @param {unknown} error */
const reasonOf = (error) =>
  ((error instanceof Error ? error.message : String(error)).split("\n")[0] ?? "").replace(
    /\.$/,
    "",
  );

/** A thrown value's gRPC code, when it has one. @param {unknown} error */
const codeOf = (error) =>
  error && typeof error === "object" && "code" in error ? error.code : undefined;

/**
 * Writes each path with a BulkWriter, or deletes it (only if its update time is still
 * `updateTime`, when given), every write awaited; resolves with how many succeeded and the
 * failures in the order given.
 * @param {import("firebase-admin/firestore").Firestore} db
 * @param {{ path: string, data?: unknown,
 *   updateTime?: import("firebase-admin/firestore").Timestamp }[]} rows
 * @param {"set" | "delete"} action
 */
async function writeAll(db, rows, action) {
  const writer = db.bulkWriter();
  /** @type {{ index: number, path: string, reason: string, code?: unknown }[]} */
  const failures = [];
  let done = 0;
  /**
   * One row's write, through the BulkWriter or on its own.
   * @param {(typeof rows)[number]} row @param {typeof writer} [through]
   */
  const once = ({ path, data, updateTime }, through) => {
    const ref = db.doc(path);
    if (action === "set") {
      const value = /** @type {any} */ (decodeValue(data, db));
      return through ? through.set(ref, value) : ref.set(value);
    }
    const precondition = updateTime ? { lastUpdateTime: updateTime } : {};
    return through ? through.delete(ref, precondition) : ref.delete(precondition);
  };
  const pending = rows.map((row, index) => {
    const fail = (/** @type {unknown} */ error) => {
      failures.push({ index, path: row.path, reason: reasonOf(error), code: codeOf(error) });
    };
    try {
      return once(row, writer).then(() => {
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
    const row = rows[failure.index] ?? { path: failure.path };
    try {
      await once(row);
      done += 1;
    } catch (error) {
      remaining.push({ ...failure, reason: reasonOf(error), code: codeOf(error) });
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
 * What a backup's files hold that its manifest does not state: each collection's documents, the
 * documents in all, the accounts; one line each, none when they agree.
 * @param {{ collections?: Record<string, number>, documents?: number, users?: number }} manifest
 * @param {{ path: string }[]} documents @param {unknown[]} users
 */
function countDifferences(manifest, documents, users) {
  const m = restoreMessages;
  const held = countByCollection(documents);
  const stated = manifest.collections ?? {};
  const names = [...new Set([...Object.keys(stated), ...Object.keys(held)])].sort();
  const differences = names
    .filter((name) => (held[name] ?? 0) !== (stated[name] ?? 0))
    .map((name) =>
      m.countDiffers(`${name} documents`, "firestore.ndjson", held[name] ?? 0, stated[name]),
    );
  if (documents.length !== manifest.documents)
    differences.push(
      m.countDiffers("documents in all", "firestore.ndjson", documents.length, manifest.documents),
    );
  if (users.length !== manifest.users)
    differences.push(m.countDiffers("accounts", "auth-users.ndjson", users.length, manifest.users));
  return differences;
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
  const differences = countDifferences(manifest, documents, users);
  if (differences.length) throw new Error(m.counts(dir, differences));
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
 * Removes the documents of `collections` (and their subcollections) that the safety backup
 * `held` and the backup does not, each only if its update time is still the one the safety
 * backup read; resolves with how many were removed and how many had changed (or gone) since and
 * were left. Throws when one could not be removed for another reason.
 * @param {import("firebase-admin/firestore").Firestore} db
 * @param {string[]} collections
 * @param {{ path: string, updateTime?: import("firebase-admin/firestore").Timestamp }[]} held
 * @param {{ path: string }[]} documents the backup's
 */
async function removeHeld(db, collections, held, documents) {
  const restored = new Set(documents.map(({ path }) => path));
  const backedUp = new Set(collections);
  const lacked = held.filter(
    ({ path }) => backedUp.has(path.split("/")[0] ?? "") && !restored.has(path),
  );
  const removed = await writeAll(
    db,
    lacked.map(({ path, updateTime }) => ({ path, ...(updateTime ? { updateTime } : {}) })),
    "delete",
  );
  const failed = removed.failures.filter(({ code }) => code !== FAILED_PRECONDITION);
  const first = failed[0];
  if (first)
    throw new Error(
      restoreMessages.removeFailed({
        first: `document ${first.path}`,
        reason: first.reason,
        failures: failed.length,
        removed: removed.done,
      }),
    );
  return { removed: removed.done, changed: removed.failures.length };
}

/** Whether two listings hold the same account. @param {Record<string, unknown>} a @param {Record<string, unknown>} b */
const sameAccount = (a, b) =>
  ACCOUNT_FIELDS.every((key) =>
    key === "emailVerified" || key === "disabled"
      ? Boolean(a[key]) === Boolean(b[key])
      : JSON.stringify(a[key] ?? null) === JSON.stringify(b[key] ?? null),
  );

/**
 * Which of the backup's accounts to write, given those the project `held`: the missing ones, and
 * with `overwriteAccounts` those that differ; how many were kept as they are (differing), how
 * many were already the same, and how many the project has that the backup does not.
 * @param {Record<string, any>[]} users the backup's
 * @param {Record<string, any>[]} held the project's
 * @param {boolean} overwriteAccounts
 */
function planAccounts(users, held, overwriteAccounts) {
  const live = new Map(held.map((user) => [user.localId, user]));
  /** @type {Record<string, any>[]} */
  const write = [];
  let kept = 0;
  let same = 0;
  for (const user of users) {
    const there = live.get(user.localId);
    if (there && sameAccount(there, user)) same += 1;
    else if (!there || overwriteAccounts) write.push(user);
    else kept += 1;
  }
  const restored = new Set(users.map((user) => user.localId));
  const leftAlone = held.filter((user) => !restored.has(user.localId)).length;
  return { write, kept, same, leftAlone };
}

/**
 * The backed-up collections that hold documents, and the project's accounts, as refusal words
 * ("documents in testimonials", "3 accounts"); none for a project with no data to lose.
 * @param {import("firebase-admin/firestore").Firestore} db
 * @param {ReturnType<typeof import("./backup-files.mjs").authApi>} auth
 * @param {string[]} collections
 */
async function presentData(db, auth, collections) {
  const present = [];
  for (const name of collections) {
    const some = await db.collection(name).limit(1).get();
    if (!some.empty) present.push(`documents in ${name}`);
  }
  const existing = await listUsers(auth);
  if (existing.length) present.push(`${existing.length} accounts`);
  return present;
}

/**
 * Puts a backup folder back into a project's (default) database and Authentication (this file's
 * opening comment says in what order). Resolves with the counts written, removed and left as
 * they are, and the folder of the safety backup (with `overwrite`); rejects, having removed
 * nothing, when a write fails. `beforeRemoval` runs once every write succeeded, just before the
 * removal (the tests' stand-in for visitors writing while the restore runs).
 * @param {{ db: import("firebase-admin/firestore").Firestore,
 *   auth: ReturnType<typeof import("./backup-files.mjs").authApi>,
 *   projectId: string, dir: string, overwrite?: boolean, overwriteAccounts?: boolean,
 *   emulator?: boolean, fromOtherProject?: boolean, out?: string, hashConfig?: HashConfig,
 *   log?: (line: string) => void, beforeRemoval?: () => Promise<void> }} options
 *   out: where the safety backup goes (backups/)
 */
export async function restore({
  db,
  auth,
  projectId,
  dir,
  overwrite = false,
  overwriteAccounts = false,
  emulator = false,
  fromOtherProject = false,
  out = "backups",
  hashConfig,
  log = console.log,
  beforeRemoval = async () => {},
}) {
  const m = restoreMessages;
  const { documents, users, fromEmulator } = readBackup({
    dir,
    projectId,
    fromOtherProject,
    needsHash: !emulator && !hashConfig,
  });
  const collections = Object.keys(countByCollection(documents));
  const present = await presentData(db, auth, collections);
  if (present.length && !overwrite) throw new Error(m.notEmpty(projectId, present.join(", ")));

  // What the project held as the restore began: all it may remove, the accounts it may replace.
  /** @type {{ documents: Awaited<ReturnType<typeof backup>>["documents"], users: Record<string, any>[], dir?: string }} */
  let held = { documents: [], users: [] };
  if (present.length) {
    held = await backup({ db, auth, projectId, out, emulator, label: "before-restore" });
    log(m.safety(projectId, held.dir, overwriteAccounts));
  }
  const plan = planAccounts(users, held.users, overwriteAccounts);

  const wrote = await writeAll(db, documents, "set");
  let accounts = { done: 0, failures: 0, first: "", reason: "" };
  if (!wrote.failures.length)
    accounts = {
      first: "",
      reason: "",
      ...(await createAll(auth, plan.write, {
        allowOverwrite: overwriteAccounts,
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
        totalUsers: plan.write.length,
      }),
    );

  // Only now: what the project held before the restore and the backup does not.
  await beforeRemoval();
  const { removed, changed } = await removeHeld(db, collections, held.documents, documents);
  return {
    documents: wrote.done,
    users: accounts.done,
    removed,
    changed,
    kept: plan.kept,
    same: plan.same,
    leftAlone: plan.leftAlone,
    ...(held.dir ? { safety: held.dir } : {}),
  };
}
