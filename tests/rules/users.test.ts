// firestore.rules for users/{uid} against Google's Firestore emulator (see global-setup.ts):
// reading, creating at signup, updating, makeAdmin and deleting, for a visitor (not signed in), the
// user, another user, and an admin. The shared identities, seed data and emulator set-up are in support.ts.
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { describe, it } from "vitest";
import { PROFILE_LIMITS } from "@/features/account/constants";
import {
  admin,
  alice,
  bob,
  carol,
  deleteField,
  newUser,
  past,
  signedIn,
  userDoc,
  visitor,
  without,
  serverTimestamp,
  useSeededEmulator,
} from "./support";

useSeededEmulator();

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

/** Creating at signup: the keys a new user document must and must not have. */
function creatingWithTheRightKeys(): void {
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
}

/** Creating at signup: the values' types and bounds, and whose document it is. */
function creatingWithValidValues(): void {
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
}

describe("users: creating", () => {
  creatingWithTheRightKeys();
  creatingWithValidValues();
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
