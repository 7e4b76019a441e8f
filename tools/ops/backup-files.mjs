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
// - manifest.json: the project, when, the counts (documents per top-level collection and in all,
//   accounts; the restore refuses files that do not hold them), and what re-importing the
//   password hashes of a real project needs (its scrypt parameters, shown only in the Firebase
//   console).
// It holds visitors' emails: it is personal data (docs/deploying.md says where it may be kept).
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { GeoPoint, Timestamp } from "firebase-admin/firestore";
import {
  LOCAL_AUTH_EMULATOR_PORT,
  LOCAL_FIRESTORE_EMULATOR_PORT,
  isDemoProject,
} from "../../src/site/local-addresses.ts";
import { googleAuth } from "./google-auth.mjs";

export const BACKUP_FORMAT = 1;
/** accounts:batchGet and accounts:batchCreate take at most 1000 accounts a call. */
export const AUTH_PAGE = 1000;
/** Documents read a page at a time, by id. */
const READ_PAGE = 500;

export const backupMessages = {
  badLine: (file, line) =>
    `${file}, line ${line}, is not a whole record: the file was cut short or edited. Restore a complete backup.`,
  emulatorHosts: (project, names) =>
    `Refusing to work on ${project} with ${names} set: its documents would be the emulator's and its accounts the real project's. Unset ${names} to work on the real project, or name a demo-* project to work on the emulators.`,
};

/**
 * Why a command may not work on `projectId` with this environment, or undefined: a real project
 * while an emulator's address is exported (firebase-admin would send its documents to the
 * emulator, the Identity Toolkit calls to Google).
 * @param {string} projectId
 * @param {Record<string, string | undefined>} env
 */
export function emulatorRefusal(projectId, env) {
  if (isDemoProject(projectId)) return undefined;
  const names = ["FIRESTORE_EMULATOR_HOST", "FIREBASE_AUTH_EMULATOR_HOST"].filter((n) => env[n]);
  return names.length ? backupMessages.emulatorHosts(projectId, names.join(" and ")) : undefined;
}

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
 * Every document under `collections`, their subcollections too, as { path, data, updateTime } in
 * path order (updateTime, Firestore's time of its last write, is not written to a backup's files:
 * the restore uses the one its own safety backup read).
 * @param {import("firebase-admin/firestore").CollectionReference[]} collections
 */
export async function readAll(collections) {
  /** @type {{ path: string, data: unknown, updateTime: Timestamp }[]} */
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
        documents.push({
          path: doc.ref.path,
          data: encodeValue(doc.data()),
          updateTime: doc.updateTime,
        });
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
 * and create accounts as firebase-tools' auth:export and auth:import do. A real project's calls
 * carry the headers `authorize` gives (tools/ops/google-auth.mjs: the token, and the quota project
 * an end user's login needs).
 * @param {{ projectId: string, emulatorHost?: string,
 *   authorize?: () => Promise<Record<string, string>>, fetch?: typeof fetch }} options
 */
export function authApi({ projectId, emulatorHost, authorize, fetch = globalThis.fetch }) {
  const base = emulatorHost
    ? `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/projects/${projectId}`
    : `https://identitytoolkit.googleapis.com/v1/projects/${projectId}`;
  const headers = async () => ({
    "Content-Type": "application/json",
    // The emulator takes "owner" as an administrator's token.
    ...(emulatorHost ? { Authorization: "Bearer owner" } : await authorize?.()),
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
export async function listUsers(auth) {
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

/** The records of an .ndjson file; throws naming the first line that is not one. @param {string} file */
export function readNdjson(file) {
  return readFileSync(file, "utf8")
    .split("\n")
    .map((line, index) => {
      if (!line) return null;
      try {
        return JSON.parse(line);
      } catch {
        throw new Error(backupMessages.badLine(file, index + 1));
      }
    })
    .filter((row) => row !== null);
}

/**
 * How many documents each top-level collection holds, its subcollections' counted with it (a
 * manifest's `collections`). @param {{ path: string }[]} documents
 */
export function countByCollection(documents) {
  /** @type {Record<string, number>} */
  const counts = {};
  for (const { path } of documents) {
    const top = String(path).split("/")[0] ?? "";
    counts[top] = (counts[top] ?? 0) + 1;
  }
  return counts;
}

/** "2026-11-25T16-20-00Z": a folder name that sorts by time. @param {Date} date */
export function stamp(date) {
  return date
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replaceAll(":", "-");
}

/**
 * Writes a backup of the project into `<out>/<project>-<stamp>[-<label>]/`; resolves with its
 * folder, its manifest, and the documents (with their update times) and accounts it holds.
 * @param {{ db: import("firebase-admin/firestore").Firestore, auth: ReturnType<typeof authApi>,
 *   projectId: string, out: string, now?: Date, emulator?: boolean, label?: string }} options
 */
export async function backup({
  db,
  auth,
  projectId,
  out,
  now = new Date(),
  emulator = false,
  label,
}) {
  const documents = await readAll(await db.listCollections());
  const users = await listUsers(auth);
  const dir = join(out, `${projectId}-${stamp(now)}${label ? `-${label}` : ""}`);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const rows = documents.map(({ path, data }) => ({ path, data }));
  writeFileSync(join(dir, "firestore.ndjson"), ndjson(rows), { mode: 0o600 });
  writeFileSync(join(dir, "auth-users.ndjson"), ndjson(users), { mode: 0o600 });
  const collections = countByCollection(documents);
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
  return { dir, manifest, documents, users };
}

/**
 * firebase-admin's Firestore and the Identity Toolkit API of `projectId`: a demo-* project's in
 * the running emulators (at the local backend's addresses, or those FIRESTORE_EMULATOR_HOST and
 * FIREBASE_AUTH_EMULATOR_HOST name), a real one's with Google's application default credentials
 * (GOOGLE_APPLICATION_CREDENTIALS, or `gcloud auth application-default login`, whose calls name
 * its quota project: tools/ops/google-auth.mjs). Throws for a real project while an emulator's
 * address is exported (emulatorRefusal).
 * @param {string} projectId
 */
export async function connect(projectId) {
  const refusal = emulatorRefusal(projectId, process.env);
  if (refusal) throw new Error(refusal);
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
  const auth = authApi({
    projectId,
    ...(emulator ? { emulatorHost: hosts.authHost } : { authorize: googleAuth({ projectId }) }),
  });
  return { db: admin.db, auth, emulator, close: admin.close };
}
