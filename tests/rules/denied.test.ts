// firestore.rules deny everything they do not name (unknown collections, subcollections,
// collection-group queries), against Google's Firestore emulator (see global-setup.ts).
import { assertFails } from "@firebase/rules-unit-testing";
import { describe, it } from "vitest";
import { admin, alice, visitor, useSeededEmulator } from "./support";

useSeededEmulator();

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
