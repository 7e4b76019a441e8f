// users/{uid}.createdAt and lastLogin against Google's Firestore emulator (see global-setup.ts):
// whenever a write sets them they must be the server's time of that write (request.time), as
// testimonials' consentAt is. A forged time, in the past, "now" by the client's own clock, or in
// the future, is refused on create and on update; an update that leaves them out keeps them. The
// site's own writes (src/features/account/users.ts, through the same SDK the site ships) are allowed.
import type { RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { deleteApp, initializeApp, type FirebaseApp } from "firebase/app";
import {
  Timestamp as LiteTimestamp,
  connectFirestoreEmulator,
  deleteField,
  doc,
  getFirestore,
  serverTimestamp,
  setDoc,
  updateDoc,
  type Firestore,
} from "firebase/firestore/lite";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createUserDocument, grantAdmin, updateOwnUser } from "@/features/account/users";
import { emulatorAddress, PROJECT_ID, rulesEnvironment } from "./environment";

type Data = Record<string, unknown>;

/** The times a client could forge, each a fresh Timestamp (request.time is the server's). */
const FORGED: [string, () => LiteTimestamp][] = [
  ["in the past (2024)", () => LiteTimestamp.fromDate(new Date("2024-03-04T05:06:07Z"))],
  ["a minute ago", () => LiteTimestamp.fromMillis(Date.now() - 60_000)],
  ["now by the client's clock", () => LiteTimestamp.now()],
  ["in the future (2999)", () => LiteTimestamp.fromDate(new Date("2999-12-31T23:59:59Z"))],
];
const TIME_FIELDS = ["createdAt", "lastLogin"] as const;

const STORED = {
  createdAt: new Date("2025-01-02T03:04:05Z"),
  lastLogin: new Date("2025-06-07T08:09:10Z"),
};

let env: RulesTestEnvironment;
let host: string;
let port: number;
const apps: FirebaseApp[] = [];
const clients = new Map<string, Firestore>();

/** A client of the site's own SDK (firestore/lite), signed in as `uid` (emulator mock token). */
function as(uid: string, claims: Data = {}): Firestore {
  const key = JSON.stringify([uid, claims]);
  let db = clients.get(key);
  if (!db) {
    const app = initializeApp({ projectId: PROJECT_ID }, `users-times-${clients.size}`);
    apps.push(app);
    db = getFirestore(app);
    connectFirestoreEmulator(db, host, port, {
      mockUserToken: { sub: uid, email: `${uid}@example.com`, email_verified: false, ...claims },
    });
    clients.set(key, db);
  }
  return db;
}

/** The document a new account writes, as createUserDocument does, with `extra` on top. */
const newUser = (uid: string, extra: Data = {}): Data => ({
  email: `${uid}@example.com`,
  emailVerified: false,
  isAdmin: false,
  createdAt: serverTimestamp(),
  ...extra,
});

/** users/{uid} as stored (rules bypassed), with its times as plain Dates. */
async function stored(uid: string): Promise<Data> {
  let data: Data = {};
  await env.withSecurityRulesDisabled(async (context) => {
    data = (await context.firestore().doc(`users/${uid}`).get()).data() ?? {};
  });
  const dates: Data = {};
  for (const [key, value] of Object.entries(data)) {
    const toDate = (value as { toDate?: () => Date } | null)?.toDate;
    dates[key] = typeof toDate === "function" ? toDate.call(value) : value;
  }
  return dates;
}

const denied = async (write: Promise<unknown>) => {
  await expect(write).rejects.toMatchObject({ code: "permission-denied" });
};

beforeAll(async () => {
  ({ host, port } = emulatorAddress());
  env = await rulesEnvironment();
});

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    const user = (uid: string, extra: Data = {}) => ({
      email: `${uid}@example.com`,
      emailVerified: false,
      isAdmin: false,
      ...STORED,
      ...extra,
    });
    await db.doc("users/alice").set(user("alice", { displayName: "Alice" }));
    await db.doc("users/admin").set(user("admin", { isAdmin: true, emailVerified: true }));
  });
});

afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
  await env?.cleanup();
});

// ---------------------------------------------------------------------------------------------

describe("users' times: forged on create are refused", () => {
  for (const field of TIME_FIELDS) {
    for (const [when, time] of FORGED) {
      it(`${field} ${when}`, async () => {
        await denied(
          setDoc(doc(as("carol"), "users/carol"), newUser("carol", { [field]: time() })),
        );
        expect(await stored("carol")).toEqual({});
      });
    }
  }
});

describe("users' times: forged on update are refused", () => {
  for (const field of TIME_FIELDS) {
    for (const [when, time] of FORGED) {
      it(`${field} ${when} (update)`, async () => {
        await denied(updateDoc(doc(as("alice"), "users/alice"), { [field]: time() }));
        expect((await stored("alice"))[field]).toEqual(STORED[field]);
      });
    }
    it(`${field} in the future in a whole-document overwrite (set)`, async () => {
      const data = { ...(await stored("alice")), [field]: FORGED[3]![1]() };
      await denied(setDoc(doc(as("alice"), "users/alice"), data));
    });
    it(`${field} in the future alongside a change the user may make`, async () => {
      await denied(
        updateDoc(doc(as("alice"), "users/alice"), {
          displayName: "Alice O.",
          [field]: FORGED[3]![1](),
        }),
      );
      expect(await stored("alice")).toMatchObject({ displayName: "Alice" });
    });
    it(`an admin cannot set ${field} while granting admin`, async () => {
      await denied(
        updateDoc(doc(as("admin", { email_verified: true }), "users/alice"), {
          isAdmin: true,
          updatedAt: serverTimestamp(),
          [field]: serverTimestamp(),
        }),
      );
    });
  }
  it("createdAt cannot be rewritten even with the server's time", async () => {
    await denied(updateDoc(doc(as("alice"), "users/alice"), { createdAt: serverTimestamp() }));
  });
  it("lastLogin cannot be removed", async () => {
    await denied(updateDoc(doc(as("alice"), "users/alice"), { lastLogin: deleteField() }));
  });
});

describe("users' times: the site's own writes are allowed", () => {
  it("signup (createUserDocument): createdAt is the server's time", async () => {
    const before = Date.now();
    await createUserDocument(as("carol"), "carol", {
      email: "carol@example.com",
      displayName: "Carol A.",
    });
    const data = await stored("carol");
    expect(data.createdAt).toBeInstanceOf(Date);
    expect((data.createdAt as Date).getTime()).toBeGreaterThan(before - 60_000);
  });
  it("a create with lastLogin as the server's time (sign-in without a document)", async () => {
    const data = newUser("carol", { lastLogin: serverTimestamp() });
    await setDoc(doc(as("carol"), "users/carol"), data);
    expect(await stored("carol")).toHaveProperty("lastLogin");
  });
  it("sign-in (updateOwnUser lastLogin): lastLogin moves to the server's time, createdAt stays", async () => {
    await updateOwnUser(as("alice"), "alice", { lastLogin: true });
    const data = await stored("alice");
    expect((data.lastLogin as Date).getTime()).toBeGreaterThan(STORED.lastLogin.getTime());
    expect(data.createdAt).toEqual(STORED.createdAt);
  });
  it("sign-in after an email change (lastLogin and email together)", async () => {
    const db = as("alice", { email: "alice.new@example.com" });
    await updateOwnUser(db, "alice", { lastLogin: true, email: "alice.new@example.com" });
    expect(await stored("alice")).toMatchObject({
      email: "alice.new@example.com",
      createdAt: STORED.createdAt,
    });
  });
  it("changing the email (email, emailVerified false) keeps both times", async () => {
    const db = as("alice", { email: "alice.new@example.com" });
    await updateOwnUser(db, "alice", { email: "alice.new@example.com", emailVerified: false });
    expect(await stored("alice")).toMatchObject(STORED);
  });
  it("marking the email verified keeps both times", async () => {
    await updateOwnUser(as("alice", { email_verified: true }), "alice", { emailVerified: true });
    expect(await stored("alice")).toMatchObject({ ...STORED, emailVerified: true });
  });
  it("makeAdmin (grantAdmin) keeps both times", async () => {
    await grantAdmin(as("admin", { email_verified: true }), "alice");
    expect(await stored("alice")).toMatchObject({ ...STORED, isAdmin: true });
  });
  it("a whole-document overwrite that keeps the stored times", async () => {
    const data = { ...(await stored("alice")), displayName: "Alice O." };
    await setDoc(doc(as("alice"), "users/alice"), data);
    expect(await stored("alice")).toMatchObject({ ...STORED, displayName: "Alice O." });
  });
});
