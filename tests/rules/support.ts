// What the firestore.rules suites (users, testimonials, ...) share: the identities asking, the
// documents they write, the panel's batched writes, and the seeded emulator each test starts from.
// Each file sets that emulator up with `useSeededEmulator()`.
import type { RulesTestEnvironment, TokenOptions } from "@firebase/rules-unit-testing";
import firebase from "firebase/compat/app";
import "firebase/compat/firestore";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { PHOTO_FOLDER } from "@/features/testimonials/constants";
import { LOCAL_CLOUD_NAME } from "@/site/local-addresses";
import { PROJECT_ID, emulatorAddress, rulesEnvironment } from "./environment";

export type Db = firebase.firestore.Firestore;
export type Data = Record<string, unknown>;

// Denied writes are expected here: keep the SDK from logging each PERMISSION_DENIED.
firebase.firestore.setLogLevel("silent");

export const { serverTimestamp, delete: deleteField } = firebase.firestore.FieldValue;
export const { Timestamp } = firebase.firestore;
export const past = () => Timestamp.fromDate(new Date("2025-01-02T03:04:05Z"));
/** An address of exactly `length` characters. */
export const emailOfLength = (length: number) =>
  `${"e".repeat(length - "@example.com".length)}@example.com`;
/**
 * The delivery address of the local cloud (the one the committed rules name, as the emulators and
 * the Cloudinary stand-in do): a photo is `${CLOUD}/v<version>/<PHOTO_FOLDER>/<id>.<format>`.
 */
export const CLOUD = `https://res.cloudinary.com/${LOCAL_CLOUD_NAME}/image/upload`;
/** A Cloudinary photo address (the only kind the rules accept) of exactly `length` characters. */
export const urlOfLength = (length: number) => {
  const head = `${CLOUD}/v1/${PHOTO_FOLDER}/`;
  return `${head}${"p".repeat(length - head.length - ".jpg".length)}.jpg`;
};

let env: RulesTestEnvironment;

// ---------------------------------------------------------------------------------------------
// Who is asking

// One client per identity for the whole file (clearFirestore empties the data, not the clients):
// opening a new client per test costs a connection each time.
const clients = new Map<string, Db>();
const client = (key: string, open: () => Db): Db => {
  let db = clients.get(key);
  if (!db) clients.set(key, (db = open()));
  return db;
};
export const visitor = (): Db => client("visitor", () => env.unauthenticatedContext().firestore());
export const signedIn = (uid: string, token: TokenOptions = {}): Db => {
  const claims = { email: `${uid}@example.com`, email_verified: false, ...token };
  return client(JSON.stringify([uid, claims]), () =>
    env.authenticatedContext(uid, claims).firestore(),
  );
};
/** alice: a regular user with a user document. */
export const alice = (token: TokenOptions = {}) => signedIn("alice", token);
/** bob: another regular user with a user document. */
export const bob = () => signedIn("bob");
/** carol: signed in, no user document yet. */
export const carol = (token: TokenOptions = {}) => signedIn("carol", token);
/** admin: users/admin has isAdmin true. */
export const admin = () => signedIn("admin", { email_verified: true });

// ---------------------------------------------------------------------------------------------
// Data

export const userDoc = (uid: string, extra: Data = {}): Data => ({
  email: `${uid}@example.com`,
  emailVerified: false,
  isAdmin: false,
  createdAt: past(),
  ...extra,
});

export const newUser = (uid: string, extra: Data = {}): Data => ({
  email: `${uid}@example.com`,
  emailVerified: false,
  isAdmin: false,
  createdAt: serverTimestamp(),
  ...extra,
});

export const testimonial = (extra: Data = {}): Data => ({
  name: "Ada Obi",
  role: "Food blogger",
  email: "ada@example.com",
  message: "Wonderful food and even better teaching.",
  status: "pending",
  createdAt: serverTimestamp(),
  consent: true,
  consentAt: serverTimestamp(),
  ...extra,
});

export const without = (data: Data, key: string): Data => {
  const copy = { ...data };
  delete copy[key];
  return copy;
};

export const storedTestimonial = (status: string, extra: Data = {}): Data => ({
  ...testimonial({ status, createdAt: past(), consentAt: past() }),
  company: "Lagos Eats",
  ...extra,
});

export const PHOTO = `${CLOUD}/v1/${PHOTO_FOLDER}/ada.jpg`;

/** The public copy of testimonials/pending (or of `pendingPhoto` with its image). */
export const publicCopy = (extra: Data = {}): Data => ({
  name: "Ada Obi",
  role: "Food blogger",
  company: "Lagos Eats",
  message: "Wonderful food and even better teaching.",
  approvedAt: serverTimestamp(),
  ...extra,
});

// The panel's own writes (src/features/testimonials/store/moderation.ts) run against these rules in
// tests/backend/moderation.test.ts, as an admin and as a stranger. The writes below are shaped
// like them only to be varied one part at a time into writes the rules must refuse.

/** An approval's shape: the decision and the public copy in one batched write. */
export const approve = (db: Db, id: string, copy: Data = publicCopy(), decision: Data = {}) => {
  const batch = db.batch();
  batch.update(db.doc(`testimonials/${id}`), {
    status: "approved",
    decidedAt: serverTimestamp(),
    ...decision,
  });
  batch.set(db.doc(`publicTestimonials/${id}`), copy);
  return batch.commit();
};

/** An unpublish's shape: approved -> rejected, the public copy deleted, in one write. */
export const unpublish = (db: Db, id: string, keepCopy = false) => {
  const batch = db.batch();
  batch.update(db.doc(`testimonials/${id}`), {
    status: "rejected",
    unpublishedAt: serverTimestamp(),
  });
  if (!keepCopy) batch.delete(db.doc(`publicTestimonials/${id}`));
  return batch.commit();
};

/** An erase's shape: both parts and the receipt that keeps the id taken, in one write. */
export const erase = (
  db: Db,
  id: string,
  parts = { private: true, public: true, receipt: true },
) => {
  const batch = db.batch();
  if (parts.private) batch.delete(db.doc(`testimonials/${id}`));
  if (parts.public) batch.delete(db.doc(`publicTestimonials/${id}`));
  if (parts.receipt) batch.set(db.doc(`receipts/${id}`), {});
  return batch.commit();
};

/**
 * Submits a testimonial as `db` (default: a visitor) as the form does: the record and its empty
 * receipt in one write, under `id` (default: a new one).
 */
export const submit = (
  data: Data,
  db: Db = visitor(),
  id = db.collection("testimonials").doc().id,
) => {
  const batch = db.batch();
  batch.set(db.doc(`testimonials/${id}`), data);
  batch.set(db.doc(`receipts/${id}`), {});
  return batch.commit();
};

// ---------------------------------------------------------------------------------------------
// The emulator each test starts from

/** The documents every test starts with (rules bypassed): users admin, alice, bob; testimonials
 *  pending, approved with its public copy, rejected, pendingPhoto; contacts/one in a collection
 *  no rule names. A file that needs more adds them in its own beforeEach, which runs after this. */
function seed(db: Db): Promise<void> {
  const batch = db.batch();
  batch.set(db.doc("users/admin"), userDoc("admin", { isAdmin: true, emailVerified: true }));
  batch.set(db.doc("users/alice"), userDoc("alice", { displayName: "Alice" }));
  batch.set(db.doc("users/bob"), userDoc("bob"));
  batch.set(db.doc("testimonials/pending"), storedTestimonial("pending"));
  batch.set(db.doc("testimonials/approved"), storedTestimonial("approved"));
  batch.set(db.doc("testimonials/rejected"), storedTestimonial("rejected"));
  batch.set(db.doc("testimonials/pendingPhoto"), storedTestimonial("pending", { imageUrl: PHOTO }));
  batch.set(db.doc("publicTestimonials/approved"), publicCopy({ approvedAt: past() }));
  batch.set(db.doc("contacts/one"), { message: "unknown collection" });
  return batch.commit();
}

// The rules' owner: one client for the whole file, as for the identities above. Its token
// ("owner") is the one the emulator lets past the rules, as `withSecurityRulesDisabled` sends it;
// that helper opens and deletes a client of its own at each call, a connection for every test.
let ownerApp: firebase.app.App | undefined;
const owner = (): Db => {
  if (!ownerApp) {
    const { host, port } = emulatorAddress();
    ownerApp = firebase.initializeApp({ projectId: PROJECT_ID }, `rules-owner-${randomUUID()}`);
    ownerApp.firestore().useEmulator(host, port, { mockUserToken: "owner" });
  }
  return ownerApp.firestore();
};

/** Writes documents as the rules' owner would, bypassing firestore.rules. */
export async function asOwner(write: (db: Db) => Promise<unknown>): Promise<void> {
  await write(owner());
}

/**
 * The calling file's hooks: one environment for the file, and before each test the emulator
 * emptied and seeded. Call it once at the top of every rules test file; a file's own `beforeEach`
 * registered after it runs after the seed.
 */
export function useSeededEmulator(): void {
  beforeAll(async () => {
    env = await rulesEnvironment();
  });
  beforeEach(async () => {
    await env.clearFirestore();
    await asOwner(seed);
  });
  afterAll(async () => {
    await ownerApp?.delete();
    ownerApp = undefined;
    await env?.cleanup();
  });
}
