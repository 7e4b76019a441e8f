// `npm run backup` and `npm run restore` (tools/ops/backup.mjs, tools/ops/restore.mjs): a project's
// data in a dated folder, and back (docs/deploying.md, "Backups").
//
// A backup folder holds:
// - firestore.ndjson: every document of the (default) database, every collection and
//   subcollection, one line each ({ path, data }), its values with their Firestore types
//   (encodeValue: timestamps, references, bytes, geo points kept as such);
// - auth-users.ndjson: every Authentication account as the Identity Toolkit API lists it
//   (accounts:batchGet): uid, email, verified, disabled, custom claims (isAdmin's twin), provider
//   data, creation and sign-in times, and the password hash and salt, which accounts:batchCreate
//   takes back as they are;
// - manifest.json: the project, when, the counts, and what re-importing the password hashes of a
//   real project needs (its scrypt parameters, shown only in the Firebase console).
// It holds visitors' emails: it is personal data (docs/deploying.md says where it may be kept).
import { mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { GeoPoint, Timestamp } from "firebase-admin/firestore";
import {
  LOCAL_AUTH_EMULATOR_PORT,
  LOCAL_FIRESTORE_EMULATOR_PORT,
  isDemoProject,
} from "../../src/site/local-addresses.ts";

export const BACKUP_FORMAT = 1;
/** accounts:batchGet and accounts:batchCreate take at most 1000 accounts a call. */
const AUTH_PAGE = 1000;
/** Documents read a page at a time, by id. */
const READ_PAGE = 500;

export const backupMessages = {
  notEmpty: (project, what) =>
    `Refusing to restore into ${project}: it already has ${what}. Restoring would mix two states of the data; pass --overwrite to replace the backed-up collections (and the accounts with the same uid).`,
  noFolder: (dir) => `${dir} is not a backup folder (no manifest.json).`,
  format: (found) => `This backup's format is ${found}; this version reads ${BACKUP_FORMAT}.`,
  needsHash: (project) =>
    `The backup's accounts have password hashes from a real project. To restore them into ${project}, pass --hash-config <file>: the JSON of the source project's "Password hash parameters" (Firebase console → Authentication → Users → ⋮), { "base64_signer_key", "base64_salt_separator", "rounds", "mem_cost" }.`,
};

/**
 * A Firestore value as JSON, keeping its type: a timestamp, a reference, bytes and a geo point
 * become one-key objects ($timestamp, $ref, $bytes, $geo); a map that could be mistaken for one
 * is wrapped ($map); a number JSON cannot hold is a $double string.
 * @param {unknown} value
 * @returns {unknown}
 */
export function encodeValue(value) {
  if (value === null || typeof value === "boolean" || typeof value === "string") return value;
  if (typeof value === "number") return Number.isFinite(value) ? value : { $double: String(value) };
  if (value instanceof Timestamp) return { $timestamp: [value.seconds, value.nanoseconds] };
  if (value instanceof GeoPoint) return { $geo: [value.latitude, value.longitude] };
  if (value instanceof Uint8Array) return { $bytes: Buffer.from(value).toString("base64") };
  if (Array.isArray(value)) return value.map(encodeValue);
  if (typeof value === "object") {
    // A DocumentReference (duck-typed: firebase-admin's class is not exported as a value).
    if ("path" in value && "firestore" in value && typeof value.path === "string")
      return { $ref: value.path };
    const entries = Object.entries(value).map(([key, inner]) => [key, encodeValue(inner)]);
    const map = Object.fromEntries(entries);
    return Object.keys(map).some((key) => key.startsWith("$")) ? { $map: map } : map;
  }
  throw new Error(`Cannot back up a value of type ${typeof value}`);
}

/**
 * The Firestore value of encodeValue's JSON.
 * @param {unknown} json
 * @param {import("firebase-admin/firestore").Firestore} db for references
 * @returns {unknown}
 */
export function decodeValue(json, db) {
  if (json === null || typeof json !== "object") return json;
  if (Array.isArray(json)) return json.map((inner) => decodeValue(inner, db));
  const keys = Object.keys(json);
  const tagged = /** @type {Record<string, any>} */ (json);
  if (keys.length === 1) {
    const [key] = keys;
    if (key === "$timestamp") return new Timestamp(tagged.$timestamp[0], tagged.$timestamp[1]);
    if (key === "$geo") return new GeoPoint(tagged.$geo[0], tagged.$geo[1]);
    if (key === "$bytes") return Buffer.from(tagged.$bytes, "base64");
    if (key === "$ref") return db.doc(tagged.$ref);
    if (key === "$double") return Number(tagged.$double);
    if (key === "$map")
      return Object.fromEntries(
        Object.entries(tagged.$map).map(([k, inner]) => [k, decodeValue(inner, db)]),
      );
  }
  return Object.fromEntries(Object.entries(json).map(([k, inner]) => [k, decodeValue(inner, db)]));
}

/**
 * Every document under `collections`, their subcollections too, as { path, data } in path order.
 * @param {import("firebase-admin/firestore").CollectionReference[]} collections
 */
async function readAll(collections) {
  /** @type {{ path: string, data: unknown }[]} */
  const documents = [];
  for (const collection of collections) {
    let last = null;
    for (;;) {
      let query = collection.orderBy("__name__").limit(READ_PAGE);
      if (last) query = query.startAfter(last);
      const page = await query.get();
      // Each document's subcollections are listed for the whole page at once.
      const below = await Promise.all(
        page.docs.map(async (doc) => readAll(await doc.ref.listCollections())),
      );
      page.docs.forEach((doc, i) => {
        documents.push({ path: doc.ref.path, data: encodeValue(doc.data()) });
        documents.push(...(below[i] ?? []));
      });
      if (page.size < READ_PAGE) break;
      last = page.docs[page.docs.length - 1];
    }
  }
  return documents;
}

/**
 * The Identity Toolkit API of a project (the Auth emulator's, when `emulatorHost` is set): list
 * and create accounts as firebase-tools' auth:export and auth:import do.
 * @param {{ projectId: string, emulatorHost?: string, token?: () => Promise<string> }} options
 */
export function authApi({ projectId, emulatorHost, token }) {
  const base = emulatorHost
    ? `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/projects/${projectId}`
    : `https://identitytoolkit.googleapis.com/v1/projects/${projectId}`;
  const headers = async () => ({
    "Content-Type": "application/json",
    // The emulator takes "owner" as an administrator's token.
    Authorization: `Bearer ${emulatorHost ? "owner" : await token?.()}`,
  });
  /** @param {Response} response */
  const json = async (response) => {
    if (!response.ok)
      throw new Error(`Identity Toolkit: ${response.status} ${await response.text()}`);
    return response.json();
  };
  return {
    /** @param {string} [pageToken] */
    list: async (pageToken) =>
      json(
        await fetch(
          `${base}/accounts:batchGet?maxResults=${AUTH_PAGE}${pageToken ? `&nextPageToken=${encodeURIComponent(pageToken)}` : ""}`,
          { headers: await headers() },
        ),
      ),
    /** @param {Record<string, unknown>} body */
    create: async (body) =>
      json(
        await fetch(`${base}/accounts:batchCreate`, {
          method: "POST",
          headers: await headers(),
          body: JSON.stringify(body),
        }),
      ),
  };
}

/** Every account, as the API lists them. @param {ReturnType<typeof authApi>} auth */
async function listUsers(auth) {
  const users = [];
  let pageToken;
  do {
    const page = await auth.list(pageToken);
    users.push(...(page.users ?? []));
    pageToken = page.nextPageToken && page.users?.length ? page.nextPageToken : undefined;
  } while (pageToken);
  return users;
}

const ndjson = (rows) =>
  rows.map((row) => JSON.stringify(row)).join("\n") + (rows.length ? "\n" : "");
const readNdjson = (file) =>
  readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line));

/** "2026-11-25T16-20-00Z": a folder name that sorts by time. @param {Date} date */
export function stamp(date) {
  return date
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replaceAll(":", "-");
}

/**
 * Writes a backup of the project into `<out>/<project>-<stamp>/`; resolves with its folder and
 * manifest.
 * @param {{ db: import("firebase-admin/firestore").Firestore, auth: ReturnType<typeof authApi>,
 *   projectId: string, out: string, now?: Date, emulator?: boolean }} options
 */
export async function backup({ db, auth, projectId, out, now = new Date(), emulator = false }) {
  const documents = await readAll(await db.listCollections());
  const users = await listUsers(auth);
  const dir = join(out, `${projectId}-${stamp(now)}`);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  writeFileSync(join(dir, "firestore.ndjson"), ndjson(documents), { mode: 0o600 });
  writeFileSync(join(dir, "auth-users.ndjson"), ndjson(users), { mode: 0o600 });
  /** @type {Record<string, number>} */
  const collections = {};
  for (const { path } of documents) {
    const top = path.split("/")[0] ?? "";
    collections[top] = (collections[top] ?? 0) + 1;
  }
  const manifest = {
    format: BACKUP_FORMAT,
    project: projectId,
    createdAt: now.toISOString(),
    database: "(default)",
    documents: documents.length,
    collections,
    users: users.length,
    passwordHashes: emulator
      ? "the Auth emulator's own (restored as they are)"
      : "Firebase's scrypt: restoring into a project needs its parameters (restore --hash-config)",
  };
  writeFileSync(join(dir, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`, {
    mode: 0o600,
  });
  return { dir, manifest };
}

/**
 * Puts a backup folder back into a project's (default) database and Authentication. Refuses when
 * the project already has documents in the backup's collections or any account, unless
 * `overwrite`: then those collections are emptied first and accounts with the same uid replaced
 * (other accounts are left as they are, and counted).
 * @param {{ db: import("firebase-admin/firestore").Firestore, auth: ReturnType<typeof authApi>,
 *   projectId: string, dir: string, overwrite?: boolean, emulator?: boolean,
 *   hashConfig?: { base64_signer_key: string, base64_salt_separator: string, rounds: number, mem_cost: number } }} options
 */
export async function restore({
  db,
  auth,
  projectId,
  dir,
  overwrite = false,
  emulator = false,
  hashConfig,
}) {
  const m = backupMessages;
  if (!existsSync(join(dir, "manifest.json"))) throw new Error(m.noFolder(dir));
  const manifest = JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8"));
  if (manifest.format !== BACKUP_FORMAT) throw new Error(m.format(manifest.format));
  const documents = readNdjson(join(dir, "firestore.ndjson"));
  const users = readNdjson(join(dir, "auth-users.ndjson"));
  const hashed = users.some((user) => user.passwordHash);
  const fromEmulator = String(manifest.passwordHashes).startsWith("the Auth emulator");
  if (hashed && !emulator && !hashConfig) throw new Error(m.needsHash(projectId));

  const collections = [...new Set(documents.map(({ path }) => path.split("/")[0]))];
  const present = [];
  for (const name of collections) {
    const some = await db.collection(name).limit(1).get();
    if (!some.empty) present.push(`documents in ${name}`);
  }
  const existing = await listUsers(auth);
  if (existing.length) present.push(`${existing.length} accounts`);
  if (present.length && !overwrite) throw new Error(m.notEmpty(projectId, present.join(", ")));

  if (overwrite) for (const name of collections) await db.recursiveDelete(db.collection(name));
  const writer = db.bulkWriter();
  for (const { path, data } of documents)
    void writer.set(db.doc(path), /** @type {any} */ (decodeValue(data, db)));
  await writer.close();

  for (let i = 0; i < users.length; i += AUTH_PAGE) {
    const body = {
      users: users.slice(i, i + AUTH_PAGE),
      allowOverwrite: overwrite,
      ...(hashConfig && !(emulator && fromEmulator)
        ? {
            hashAlgorithm: "SCRYPT",
            signerKey: hashConfig.base64_signer_key,
            saltSeparator: hashConfig.base64_salt_separator,
            rounds: hashConfig.rounds,
            memoryCost: hashConfig.mem_cost,
          }
        : {}),
    };
    const answer = await auth.create(body);
    if (answer.error?.length)
      throw new Error(
        `Authentication refused ${answer.error.length} accounts: ${JSON.stringify(answer.error.slice(0, 3))}`,
      );
  }
  const restoredUids = new Set(users.map((user) => user.localId));
  return {
    documents: documents.length,
    users: users.length,
    leftAlone: existing.filter((user) => !restoredUids.has(user.localId)).length,
  };
}

/**
 * firebase-admin's Firestore and the Identity Toolkit API of `projectId`: a demo-* project's in
 * the running emulators (at the local backend's addresses, or those FIRESTORE_EMULATOR_HOST and
 * FIREBASE_AUTH_EMULATOR_HOST name), a real one's with Google's application default credentials
 * (GOOGLE_APPLICATION_CREDENTIALS, or `gcloud auth application-default login`).
 * @param {string} projectId
 */
export async function connect(projectId) {
  const local = {
    authHost: `127.0.0.1:${LOCAL_AUTH_EMULATOR_PORT}`,
    firestoreHost: `127.0.0.1:${LOCAL_FIRESTORE_EMULATOR_PORT}`,
  };
  const { adminApp } = await import("../dev/admin.mjs");
  const emulator = isDemoProject(projectId);
  const hosts = {
    authHost: process.env.FIREBASE_AUTH_EMULATOR_HOST || local.authHost,
    firestoreHost: process.env.FIRESTORE_EMULATOR_HOST || local.firestoreHost,
  };
  const admin = adminApp({ projectId, ...(emulator ? { emulators: hosts } : {}) });
  const { applicationDefault } = await import("firebase-admin/app");
  const auth = authApi({
    projectId,
    ...(emulator
      ? { emulatorHost: hosts.authHost }
      : { token: async () => (await applicationDefault().getAccessToken()).access_token }),
  });
  return { db: admin.db, auth, emulator, close: admin.close };
}
