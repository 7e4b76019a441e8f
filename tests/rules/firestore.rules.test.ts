// firestore.rules against Google's Firestore emulator (see global-setup.ts): every rule, allowed
// and denied, for a visitor (not signed in), a signed-in user, another user, and an admin.
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
  type TokenOptions,
} from "@firebase/rules-unit-testing";
import firebase from "firebase/compat/app";
import "firebase/compat/firestore";
import { afterAll, beforeAll, beforeEach, describe, it } from "vitest";
import {
  MODERATION_PAGE_SIZE,
  PROFILE_LIMITS,
  PUBLIC_LIST_LIMIT,
  TESTIMONIAL_LIMITS as L,
  WALL_PAGE_SIZE,
} from "@/lib/constants";
import { rulesEnvironment } from "./environment";

type Db = firebase.firestore.Firestore;
type Data = Record<string, unknown>;

// Denied writes are expected here: keep the SDK from logging each PERMISSION_DENIED.
firebase.firestore.setLogLevel("silent");

const { serverTimestamp, delete: deleteField } = firebase.firestore.FieldValue;
const { Timestamp } = firebase.firestore;
const past = () => Timestamp.fromDate(new Date("2025-01-02T03:04:05Z"));
/** An address of exactly `length` characters. */
const emailOfLength = (length: number) =>
  `${"e".repeat(length - "@example.com".length)}@example.com`;
/** An https URL of exactly `length` characters. */
const urlOfLength = (length: number) =>
  `https://example.com/${"p".repeat(length - "https://example.com/".length)}`;

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
const visitor = (): Db => client("visitor", () => env.unauthenticatedContext().firestore());
const signedIn = (uid: string, token: TokenOptions = {}): Db => {
  const claims = { email: `${uid}@example.com`, email_verified: false, ...token };
  return client(JSON.stringify([uid, claims]), () =>
    env.authenticatedContext(uid, claims).firestore(),
  );
};
/** alice: a regular user with a user document. */
const alice = (token: TokenOptions = {}) => signedIn("alice", token);
/** bob: another regular user with a user document. */
const bob = () => signedIn("bob");
/** carol: signed in, no user document yet. */
const carol = (token: TokenOptions = {}) => signedIn("carol", token);
/** admin: users/admin has isAdmin true. */
const admin = () => signedIn("admin", { email_verified: true });

// ---------------------------------------------------------------------------------------------
// Data

const userDoc = (uid: string, extra: Data = {}): Data => ({
  email: `${uid}@example.com`,
  emailVerified: false,
  isAdmin: false,
  createdAt: past(),
  ...extra,
});

const newUser = (uid: string, extra: Data = {}): Data => ({
  email: `${uid}@example.com`,
  emailVerified: false,
  isAdmin: false,
  createdAt: serverTimestamp(),
  ...extra,
});

const testimonial = (extra: Data = {}): Data => ({
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

const without = (data: Data, key: string): Data => {
  const copy = { ...data };
  delete copy[key];
  return copy;
};

const storedTestimonial = (status: string, extra: Data = {}): Data => ({
  ...testimonial({ status, createdAt: past(), consentAt: past() }),
  company: "Lagos Eats",
  ...extra,
});

const PHOTO = "https://res.cloudinary.com/demo/image/upload/v1/ada.jpg";

/** The public copy of testimonials/pending (or of `pendingPhoto` with its image). */
const publicCopy = (extra: Data = {}): Data => ({
  name: "Ada Obi",
  role: "Food blogger",
  company: "Lagos Eats",
  message: "Wonderful food and even better teaching.",
  approvedAt: serverTimestamp(),
  ...extra,
});

/** Approve as the panel does: the decision and the public copy in one batched write. */
const approve = (db: Db, id: string, copy: Data = publicCopy(), decision: Data = {}) => {
  const batch = db.batch();
  batch.update(db.doc(`testimonials/${id}`), {
    status: "approved",
    decidedAt: serverTimestamp(),
    ...decision,
  });
  batch.set(db.doc(`publicTestimonials/${id}`), copy);
  return batch.commit();
};

/** Unpublish as the panel does: approved -> rejected, the public copy deleted, in one write. */
const unpublish = (db: Db, id: string, keepCopy = false) => {
  const batch = db.batch();
  batch.update(db.doc(`testimonials/${id}`), {
    status: "rejected",
    unpublishedAt: serverTimestamp(),
  });
  if (!keepCopy) batch.delete(db.doc(`publicTestimonials/${id}`));
  return batch.commit();
};

/** Delete for good as the panel does: both parts in one write. */
const erase = (db: Db, id: string, parts = { private: true, public: true }) => {
  const batch = db.batch();
  if (parts.private) batch.delete(db.doc(`testimonials/${id}`));
  if (parts.public) batch.delete(db.doc(`publicTestimonials/${id}`));
  return batch.commit();
};

/** Submits a testimonial as `db` (default: a visitor). */
const submit = (data: Data, db: Db = visitor()) => db.collection("testimonials").add(data);

beforeAll(async () => {
  env = await rulesEnvironment();
});

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    const batch = db.batch();
    batch.set(db.doc("users/admin"), userDoc("admin", { isAdmin: true, emailVerified: true }));
    batch.set(db.doc("users/alice"), userDoc("alice", { displayName: "Alice" }));
    batch.set(db.doc("users/bob"), userDoc("bob"));
    batch.set(db.doc("testimonials/pending"), storedTestimonial("pending"));
    batch.set(db.doc("testimonials/approved"), storedTestimonial("approved"));
    batch.set(db.doc("testimonials/rejected"), storedTestimonial("rejected"));
    batch.set(
      db.doc("testimonials/pendingPhoto"),
      storedTestimonial("pending", { imageUrl: PHOTO }),
    );
    batch.set(db.doc("publicTestimonials/approved"), publicCopy({ approvedAt: past() }));
    batch.set(db.doc("contacts/one"), { message: "unknown collection" });
    await batch.commit();
  });
});

afterAll(async () => {
  await env?.cleanup();
});

// ---------------------------------------------------------------------------------------------

describe("users: reading", () => {
  it("a visitor cannot read a user document", async () => {
    await assertFails(visitor().doc("users/alice").get());
  });
  it("a user reads their own document", async () => {
    await assertSucceeds(alice().doc("users/alice").get());
  });
  it("a user cannot read another user's document", async () => {
    await assertFails(bob().doc("users/alice").get());
  });
  it("a signed-in user without a document may read (the absence of) their own", async () => {
    await assertSucceeds(carol().doc("users/carol").get());
  });
  it("an admin reads any user document", async () => {
    await assertSucceeds(admin().doc("users/alice").get());
  });
  it("a visitor cannot list users", async () => {
    await assertFails(visitor().collection("users").get());
  });
  it("a visitor cannot query users by email (no email-exists probing)", async () => {
    await assertFails(
      visitor().collection("users").where("email", "==", "alice@example.com").get(),
    );
  });
  it("a user cannot query users by email, not even their own", async () => {
    await assertFails(alice().collection("users").where("email", "==", "alice@example.com").get());
  });
  it("an admin queries users by email", async () => {
    await assertSucceeds(
      admin().collection("users").where("email", "==", "alice@example.com").get(),
    );
  });
  it("an admin lists all users", async () => {
    await assertSucceeds(admin().collection("users").get());
  });
});

describe("users: creating", () => {
  it("a user creates their own document at signup", async () => {
    await assertSucceeds(carol().doc("users/carol").set(newUser("carol")));
  });
  it("a user creates their own document on sign-in without emailVerified (SPEC §4)", async () => {
    await assertSucceeds(
      carol()
        .doc("users/carol")
        .set(without(newUser("carol"), "emailVerified")),
    );
  });
  it("a user creates their own document with profile fields and lastLogin", async () => {
    const data = newUser("carol", {
      displayName: "Carol A.",
      firstName: "Carol",
      lastName: "Adeyemi",
      phone: "+234 800 000 0000",
      lastLogin: serverTimestamp(),
    });
    await assertSucceeds(carol().doc("users/carol").set(data));
  });
  it("a user cannot make themselves admin on create", async () => {
    await assertFails(
      carol()
        .doc("users/carol")
        .set(newUser("carol", { isAdmin: true })),
    );
  });
  it("a user cannot create their document without isAdmin", async () => {
    await assertFails(
      carol()
        .doc("users/carol")
        .set(without(newUser("carol"), "isAdmin")),
    );
  });
  it("a user cannot create their document without createdAt", async () => {
    await assertFails(
      carol()
        .doc("users/carol")
        .set(without(newUser("carol"), "createdAt")),
    );
  });
  it("createdAt must be a timestamp", async () => {
    await assertFails(
      carol()
        .doc("users/carol")
        .set(newUser("carol", { createdAt: "yesterday" })),
    );
  });
  it("the email must be the caller's own Auth email", async () => {
    await assertFails(
      carol()
        .doc("users/carol")
        .set(newUser("carol", { email: "someone@example.com" })),
    );
  });
  it("a user cannot create a document with a key outside the whitelist", async () => {
    await assertFails(
      carol()
        .doc("users/carol")
        .set(newUser("carol", { role: "admin" })),
    );
  });
  it("profile fields are bounded strings", async () => {
    await assertFails(
      carol()
        .doc("users/carol")
        .set(newUser("carol", { displayName: "x".repeat(PROFILE_LIMITS.displayName + 1) })),
    );
    await assertFails(
      carol()
        .doc("users/carol")
        .set(newUser("carol", { phone: 2348000000000 })),
    );
  });
  it("emailVerified true is refused while the token says unverified", async () => {
    await assertFails(
      carol()
        .doc("users/carol")
        .set(newUser("carol", { emailVerified: true })),
    );
  });
  it("emailVerified true is allowed when the token says verified", async () => {
    await assertSucceeds(
      carol({ email_verified: true })
        .doc("users/carol")
        .set(newUser("carol", { emailVerified: true })),
    );
  });
  it("emailVerified must be a bool", async () => {
    await assertFails(
      carol()
        .doc("users/carol")
        .set(newUser("carol", { emailVerified: "no" })),
    );
  });
  it("a user cannot create someone else's document", async () => {
    await assertFails(carol().doc("users/dave").set(newUser("carol")));
  });
  it("a visitor cannot create a user document", async () => {
    await assertFails(visitor().doc("users/carol").set(newUser("carol")));
  });
  it("an admin cannot create a document for someone else", async () => {
    await assertFails(admin().doc("users/dave").set(newUser("dave")));
  });
});

describe("users: updating", () => {
  it("a user updates lastLogin with a server timestamp (login)", async () => {
    await assertSucceeds(alice().doc("users/alice").update({ lastLogin: serverTimestamp() }));
  });
  it("a user updates their email to their new Auth email", async () => {
    const db = alice({ email: "alice.new@example.com" });
    await assertSucceeds(db.doc("users/alice").update({ email: "alice.new@example.com" }));
  });
  it("a user cannot set an email that is not their Auth email", async () => {
    await assertFails(alice().doc("users/alice").update({ email: "mallory@example.com" }));
  });
  it("a user cannot remove their email", async () => {
    await assertFails(alice().doc("users/alice").update({ email: deleteField() }));
  });
  it("a user updates their profile fields", async () => {
    await assertSucceeds(
      alice().doc("users/alice").update({ displayName: "Alice O.", firstName: "Alice" }),
    );
  });
  it("a user cannot add an unknown key", async () => {
    await assertFails(alice().doc("users/alice").update({ role: "admin" }));
  });
  it("a user marks their email verified only with a verified token", async () => {
    await assertFails(alice().doc("users/alice").update({ emailVerified: true }));
    await assertSucceeds(
      alice({ email_verified: true }).doc("users/alice").update({ emailVerified: true }),
    );
  });
  it("a user cannot make themselves admin", async () => {
    await assertFails(alice().doc("users/alice").update({ isAdmin: true }));
  });
  it("a user cannot make themselves admin even with updatedAt", async () => {
    await assertFails(
      alice().doc("users/alice").update({ isAdmin: true, updatedAt: serverTimestamp() }),
    );
  });
  it("a user cannot overwrite their document to become admin", async () => {
    await assertFails(
      alice()
        .doc("users/alice")
        .set(userDoc("alice", { isAdmin: true })),
    );
  });
  it("a user cannot change createdAt", async () => {
    await assertFails(alice().doc("users/alice").update({ createdAt: serverTimestamp() }));
  });
  it("a user cannot remove isAdmin", async () => {
    await assertFails(alice().doc("users/alice").update({ isAdmin: deleteField() }));
  });
  it("a user cannot set updatedAt", async () => {
    await assertFails(alice().doc("users/alice").update({ updatedAt: serverTimestamp() }));
  });
  it("a user cannot update another user's document", async () => {
    await assertFails(bob().doc("users/alice").update({ lastLogin: serverTimestamp() }));
  });
  it("a visitor cannot update a user document", async () => {
    await assertFails(visitor().doc("users/alice").update({ lastLogin: serverTimestamp() }));
  });
});

describe("users: makeAdmin", () => {
  it("an admin grants isAdmin with updatedAt = server time", async () => {
    await assertSucceeds(
      admin().doc("users/alice").update({ isAdmin: true, updatedAt: serverTimestamp() }),
    );
  });
  it("an admin may also revoke isAdmin", async () => {
    await assertSucceeds(
      admin().doc("users/alice").update({ isAdmin: false, updatedAt: serverTimestamp() }),
    );
  });
  it("an admin must set updatedAt", async () => {
    await assertFails(admin().doc("users/alice").update({ isAdmin: true }));
  });
  it("updatedAt must be the server time", async () => {
    await assertFails(admin().doc("users/alice").update({ isAdmin: true, updatedAt: past() }));
  });
  it("isAdmin must be a bool", async () => {
    await assertFails(
      admin().doc("users/alice").update({ isAdmin: "yes", updatedAt: serverTimestamp() }),
    );
  });
  it("an admin cannot change another field of a user", async () => {
    await assertFails(
      admin().doc("users/alice").update({
        isAdmin: true,
        updatedAt: serverTimestamp(),
        email: "admin-chosen@example.com",
      }),
    );
    await assertFails(admin().doc("users/alice").update({ displayName: "Renamed" }));
  });
  it("a regular user cannot make another user admin", async () => {
    await assertFails(
      bob().doc("users/alice").update({ isAdmin: true, updatedAt: serverTimestamp() }),
    );
  });
  it("a user whose token claims admin but whose document does not is no admin", async () => {
    await assertFails(
      signedIn("bob", { isAdmin: true, admin: true })
        .doc("users/alice")
        .update({ isAdmin: true, updatedAt: serverTimestamp() }),
    );
  });
});

describe("users: deleting", () => {
  it("a user cannot delete their own document", async () => {
    await assertFails(alice().doc("users/alice").delete());
  });
  it("an admin cannot delete a user document", async () => {
    await assertFails(admin().doc("users/alice").delete());
  });
});

// ---------------------------------------------------------------------------------------------

describe("testimonials: submitting", () => {
  it("a visitor submits a testimonial", async () => {
    await assertSucceeds(submit(testimonial()));
  });
  it("a signed-in user submits a testimonial", async () => {
    await assertSucceeds(submit(testimonial(), alice()));
  });
  it("company and an https imageUrl are optional extras", async () => {
    await assertSucceeds(
      submit(
        testimonial({
          company: "Lagos Eats",
          imageUrl: "https://res.cloudinary.com/demo/image/upload/v1/ada.jpg?x=1#y",
        }),
      ),
    );
  });
  it("an http imageUrl and an empty company are allowed", async () => {
    await assertSucceeds(
      submit(testimonial({ company: "", imageUrl: "http://127.0.0.1:8787/images/a.png" })),
    );
  });
  it("fields at their maximum lengths are allowed", async () => {
    await assertSucceeds(
      submit(
        testimonial({
          name: "n".repeat(L.name),
          role: "r".repeat(L.role),
          company: "c".repeat(L.company),
          message: "m".repeat(L.message),
          email: emailOfLength(L.email),
          imageUrl: urlOfLength(L.imageUrl),
        }),
      ),
    );
  });

  it.each(["name", "role", "email", "message", "status", "createdAt", "consent", "consentAt"])(
    "is refused without %s",
    async (key) => {
      await assertFails(submit(without(testimonial(), key)));
    },
  );

  it.each<[string, Data]>([
    ["an unknown key", { approvedBy: "me" }],
    ["an id key", { id: 5 }],
    [`a name of ${L.name + 1} characters`, { name: "n".repeat(L.name + 1) }],
    ["an empty name", { name: "" }],
    ["a whitespace-only name", { name: "   " }],
    ["a name that is not a string", { name: 42 }],
    [`a role of ${L.role + 1} characters`, { role: "r".repeat(L.role + 1) }],
    ["an empty role", { role: "" }],
    ["a role that is null", { role: null }],
    [`a company of ${L.company + 1} characters`, { company: "c".repeat(L.company + 1) }],
    ["a company that is not a string", { company: ["Lagos Eats"] }],
    ["an email without @", { email: "not-an-email" }],
    ["an email without a dot in the domain", { email: "ada@localhost" }],
    ["an email with a space", { email: "ada obi@example.com" }],
    [`an email of ${L.email + 1} characters`, { email: emailOfLength(L.email + 1) }],
    ["an email that is not a string", { email: { address: "ada@example.com" } }],
    [`a message of ${L.message + 1} characters`, { message: "m".repeat(L.message + 1) }],
    ["an empty message", { message: "" }],
    ["a message that is not a string", { message: 12345 }],
    ["a javascript: imageUrl", { imageUrl: "javascript:alert(document.cookie)" }],
    ["a data: imageUrl", { imageUrl: "data:image/png;base64,iVBORw0KGgo=" }],
    ["an ftp: imageUrl", { imageUrl: "ftp://example.com/a.png" }],
    ["a protocol-relative imageUrl", { imageUrl: "//example.com/a.png" }],
    ["an imageUrl without a host", { imageUrl: "https://" }],
    ["an imageUrl with whitespace", { imageUrl: "https://example.com/a b.png" }],
    [`an imageUrl of ${L.imageUrl + 1} characters`, { imageUrl: urlOfLength(L.imageUrl + 1) }],
    ["an imageUrl that is null (omit the key instead)", { imageUrl: null }],
    ["status approved on create", { status: "approved" }],
    ["status rejected on create", { status: "rejected" }],
    ["an unknown status", { status: "published" }],
    ["a createdAt that is the client's clock, not request time", { createdAt: Timestamp.now() }],
    ["a createdAt in the past", { createdAt: past() }],
    ["a createdAt that is a string", { createdAt: "2026-01-01T00:00:00Z" }],
    ["consent false", { consent: false }],
    ["consent as a string", { consent: "yes" }],
    ["a consentAt that is the client's clock", { consentAt: Timestamp.now() }],
    ["a honeypot field", { website: "http://spam.example" }],
    ["a decision time", { decidedAt: serverTimestamp() }],
  ])("is refused with %s", async (_, change) => {
    await assertFails(submit(testimonial(change)));
  });

  it("a visitor cannot overwrite an existing testimonial with a new submission", async () => {
    await assertFails(visitor().doc("testimonials/approved").set(testimonial()));
  });
  it("a visitor cannot publish their own testimonial while submitting it", async () => {
    const db = visitor();
    const batch = db.batch();
    batch.set(db.doc("testimonials/mine"), testimonial());
    batch.set(db.doc("publicTestimonials/mine"), publicCopy());
    await assertFails(batch.commit());
  });
});

describe("testimonials: the private record", () => {
  it("a visitor cannot read any private record, approved ones included", async () => {
    for (const id of ["approved", "pending", "rejected"])
      await assertFails(visitor().doc(`testimonials/${id}`).get());
  });
  it("a regular user cannot read a private record", async () => {
    await assertFails(alice().doc("testimonials/approved").get());
    await assertFails(alice().doc("testimonials/pending").get());
  });
  it("a visitor cannot query private records, not even approved ones", async () => {
    await assertFails(visitor().collection("testimonials").where("status", "==", "approved").get());
    await assertFails(visitor().collection("testimonials").where("status", "==", "pending").get());
    await assertFails(visitor().collection("testimonials").get());
  });
  it("a regular user cannot query private records", async () => {
    await assertFails(alice().collection("testimonials").where("status", "==", "approved").get());
    await assertFails(alice().collection("testimonials").where("status", "==", "pending").get());
  });
  it("an admin lists pending testimonials, oldest first, a page at a time (SPEC §7 call 4)", async () => {
    await assertSucceeds(
      admin()
        .collection("testimonials")
        .where("status", "==", "pending")
        .orderBy("createdAt", "asc")
        .limit(MODERATION_PAGE_SIZE)
        .get(),
    );
  });
  it("an admin reads any private record and lists them all", async () => {
    await assertSucceeds(admin().doc("testimonials/rejected").get());
    await assertSucceeds(admin().collection("testimonials").get());
  });
});

describe("testimonials: the public copy", () => {
  it("a visitor reads a public copy", async () => {
    await assertSucceeds(visitor().doc("publicTestimonials/approved").get());
  });
  it(`a visitor pages through public copies, at most ${PUBLIC_LIST_LIMIT} at a time`, async () => {
    await assertSucceeds(
      visitor()
        .collection("publicTestimonials")
        .orderBy("approvedAt", "asc")
        .limit(PUBLIC_LIST_LIMIT)
        .get(),
    );
    await assertSucceeds(alice().collection("publicTestimonials").limit(WALL_PAGE_SIZE).get());
  });
  it(`a visitor cannot list public copies without a limit, or more than ${PUBLIC_LIST_LIMIT} at once`, async () => {
    await assertFails(visitor().collection("publicTestimonials").get());
    await assertFails(
      visitor()
        .collection("publicTestimonials")
        .limit(PUBLIC_LIST_LIMIT + 1)
        .get(),
    );
  });
  it("a visitor cannot write a public copy", async () => {
    await assertFails(visitor().doc("publicTestimonials/pending").set(publicCopy()));
    await assertFails(visitor().doc("publicTestimonials/approved").update({ message: "Edited" }));
    await assertFails(visitor().doc("publicTestimonials/approved").delete());
  });
  it("a regular user cannot publish or delete a public copy", async () => {
    await assertFails(approve(alice(), "pending"));
    await assertFails(alice().doc("publicTestimonials/approved").delete());
  });
  it("an admin cannot edit a public copy", async () => {
    await assertFails(admin().doc("publicTestimonials/approved").update({ message: "Edited" }));
    await assertFails(admin().doc("publicTestimonials/approved").set(publicCopy()));
  });
  it("an admin cannot write a public copy on its own, without approving", async () => {
    await assertFails(admin().doc("publicTestimonials/pending").set(publicCopy()));
  });
  it("an admin cannot delete the public copy of a testimonial that stays approved", async () => {
    await assertFails(admin().doc("publicTestimonials/approved").delete());
  });
});

describe("testimonials: approving publishes a copy in the same write", () => {
  it("an admin approves: decision and public copy together", async () => {
    await assertSucceeds(approve(admin(), "pending"));
  });
  it("the copy carries the image URL when the record has one", async () => {
    await assertSucceeds(approve(admin(), "pendingPhoto", publicCopy({ imageUrl: PHOTO })));
  });
  it("an approval without its public copy is refused", async () => {
    await assertFails(
      admin()
        .doc("testimonials/pending")
        .update({ status: "approved", decidedAt: serverTimestamp() }),
    );
  });
  it.each<[string, Data]>([
    ["the email", publicCopy({ email: "ada@example.com" })],
    ["consent details", publicCopy({ consentAt: serverTimestamp() })],
    ["a status", publicCopy({ status: "approved" })],
    ["another name", publicCopy({ name: "Someone Else" })],
    ["another role", publicCopy({ role: "CEO" })],
    ["another message", publicCopy({ message: "Best chef ever, buy now at spam.example" })],
    ["another company", publicCopy({ company: "Spam Ltd" })],
    ["no company where the record has one", without(publicCopy(), "company")],
    ["an image the record does not have", publicCopy({ imageUrl: PHOTO })],
    ["a client-clock approval time", publicCopy({ approvedAt: Timestamp.now() })],
    ["no approval time", without(publicCopy(), "approvedAt")],
  ])("a public copy with %s is refused", async (_, copy) => {
    await assertFails(approve(admin(), "pending", copy));
  });
  it("a public copy without the record's image is refused", async () => {
    await assertFails(approve(admin(), "pendingPhoto", publicCopy()));
  });
  it("an approval must carry the server's decision time", async () => {
    await assertFails(approve(admin(), "pending", publicCopy(), { decidedAt: Timestamp.now() }));
    await assertFails(approve(admin(), "pending", publicCopy(), { decidedAt: deleteField() }));
  });
  it("an approval cannot change another field of the record", async () => {
    await assertFails(approve(admin(), "pending", publicCopy(), { message: "Edited" }));
  });
});

describe("testimonials: rejecting, unpublishing, re-deciding", () => {
  it("an admin rejects a pending testimonial", async () => {
    await assertSucceeds(
      admin()
        .doc("testimonials/pending")
        .update({ status: "rejected", decidedAt: serverTimestamp() }),
    );
  });
  it("an admin rejects several in one write", async () => {
    const db = admin();
    const batch = db.batch();
    for (const id of ["pending", "pendingPhoto"])
      batch.update(db.doc(`testimonials/${id}`), {
        status: "rejected",
        decidedAt: serverTimestamp(),
      });
    await assertSucceeds(batch.commit());
  });
  it("a rejection cannot publish a copy", async () => {
    const db = admin();
    const batch = db.batch();
    batch.update(db.doc("testimonials/pending"), {
      status: "rejected",
      decidedAt: serverTimestamp(),
    });
    batch.set(db.doc("publicTestimonials/pending"), publicCopy());
    await assertFails(batch.commit());
  });
  it("a regular user or a visitor cannot decide", async () => {
    for (const db of [alice(), visitor()]) {
      await assertFails(
        db.doc("testimonials/pending").update({ status: "rejected", decidedAt: serverTimestamp() }),
      );
      await assertFails(approve(db, "pending"));
    }
  });
  it("an admin cannot set an invalid status", async () => {
    for (const status of ["published", true, "pending"])
      await assertFails(
        admin().doc("testimonials/pending").update({ status, decidedAt: serverTimestamp() }),
      );
  });
  it("an admin cannot change another field, alone or with a decision", async () => {
    await assertFails(admin().doc("testimonials/pending").update({ name: "Someone else" }));
    await assertFails(admin().doc("testimonials/pending").update({ imageUrl: deleteField() }));
    await assertFails(
      admin()
        .doc("testimonials/pending")
        .update({ status: "rejected", decidedAt: serverTimestamp(), email: "x@example.com" }),
    );
  });
  it("an admin unpublishes an approved testimonial: rejected, its public copy deleted", async () => {
    await assertSucceeds(unpublish(admin(), "approved"));
  });
  it("unpublishing must delete the public copy in the same write", async () => {
    await assertFails(unpublish(admin(), "approved", true));
  });
  it("a regular user or a visitor cannot unpublish", async () => {
    await assertFails(unpublish(alice(), "approved"));
    await assertFails(unpublish(visitor(), "approved"));
  });
  it("a pending-screen decision cannot touch an approved testimonial", async () => {
    await assertFails(
      admin()
        .doc("testimonials/approved")
        .update({ status: "rejected", decidedAt: serverTimestamp() }),
    );
  });
  it("only an approved testimonial can be unpublished", async () => {
    await assertFails(unpublish(admin(), "pending"));
    await assertFails(unpublish(admin(), "rejected"));
  });
  it("a rejection is final: no approving, no going back to pending", async () => {
    await assertFails(approve(admin(), "rejected"));
    await assertFails(
      admin()
        .doc("testimonials/rejected")
        .update({ status: "pending", decidedAt: serverTimestamp() }),
    );
  });
  it("an approved testimonial cannot be approved again or set back to pending", async () => {
    await assertFails(approve(admin(), "approved", publicCopy()));
    await assertFails(admin().doc("testimonials/approved").update({ status: "pending" }));
  });
});

describe("testimonials: deleting for good", () => {
  it("an admin deletes an approved testimonial: both parts in one write", async () => {
    await assertSucceeds(erase(admin(), "approved"));
  });
  it("an admin deletes a pending or rejected testimonial", async () => {
    await assertSucceeds(erase(admin(), "pending", { private: true, public: false }));
    await assertSucceeds(erase(admin(), "rejected"));
  });
  it("the private record cannot be deleted while its public copy stays", async () => {
    await assertFails(erase(admin(), "approved", { private: true, public: false }));
  });
  it("the public copy cannot be deleted while the record stays approved", async () => {
    await assertFails(erase(admin(), "approved", { private: false, public: true }));
  });
  it("a visitor or a regular user cannot delete", async () => {
    for (const db of [visitor(), alice()]) {
      await assertFails(erase(db, "approved"));
      await assertFails(erase(db, "pending", { private: true, public: false }));
    }
  });
});

// ---------------------------------------------------------------------------------------------

describe("everything else is denied", () => {
  it("a visitor cannot read or write an unknown collection", async () => {
    await assertFails(visitor().doc("contacts/one").get());
    await assertFails(visitor().collection("contacts").add({ message: "hi" }));
  });
  it("an admin cannot read or write an unknown collection", async () => {
    await assertFails(admin().doc("contacts/one").get());
    await assertFails(admin().doc("settings/site").set({ maintenance: true }));
  });
  it("a user cannot write a subcollection of their own document", async () => {
    await assertFails(alice().doc("users/alice/private/notes").set({ text: "x" }));
  });
  it("nobody reads across collections with a collection-group query", async () => {
    await assertFails(admin().collectionGroup("private").get());
  });
});
