// firestore.rules for users/{uid}/progress/guides, a reader's progress through the six guides
// (src/features/guides/progress-sync.ts), against Google's Firestore emulator: hers alone, the
// six guides only, bounded, stamped with the time of the write.
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { describe, it } from "vitest";
import { GUIDE_SLUGS, MAX_CHAPTERS } from "@/features/guides/constants";
import { admin, alice, bob, past, serverTimestamp, useSeededEmulator, visitor } from "./support";

useSeededEmulator();

const PATH = "users/alice/progress/guides";
const progress = (guides: Record<string, unknown> = {}) => ({
  guides: {
    css: {
      chapters: { "chapter-1": { done: true, at: 1 }, "chapter-2": { done: false, at: 2 } },
      last: { chapter: "chapter-3", at: 3 },
    },
    ...guides,
  },
  updatedAt: serverTimestamp(),
});

describe("guide progress: whose it is", () => {
  it("a reader writes, reads, updates and deletes her own", async () => {
    await assertSucceeds(alice().doc(PATH).set(progress()));
    await assertSucceeds(alice().doc(PATH).get());
    await assertSucceeds(
      alice()
        .doc(PATH)
        .set(progress({ html: { chapters: {} } })),
    );
    await assertSucceeds(alice().doc(PATH).delete());
  });
  it("nobody else reads or writes it: another user, an admin, a visitor", async () => {
    await assertSucceeds(alice().doc(PATH).set(progress()));
    for (const db of [bob(), admin(), visitor()]) {
      await assertFails(db.doc(PATH).get());
      await assertFails(db.doc(PATH).set(progress()));
      await assertFails(db.doc(PATH).delete());
    }
  });
  it("nobody lists anyone's progress, her own included", async () => {
    await assertFails(alice().collection("users/alice/progress").get());
    await assertFails(admin().collectionGroup("progress").get());
  });
  it("only the one document, guides, is kept there", async () => {
    await assertFails(alice().doc("users/alice/progress/posts").set(progress()));
  });
});

describe("guide progress: its shape", () => {
  it("each of the six guides may be in it", async () => {
    const all = Object.fromEntries(GUIDE_SLUGS.map((slug) => [slug, { chapters: {} }]));
    await assertSucceeds(alice().doc(PATH).set(progress(all)));
  });
  it("an unknown guide is refused", async () => {
    await assertFails(
      alice()
        .doc(PATH)
        .set(progress({ python: { chapters: {} } })),
    );
  });
  it("a guide is its chapters (a map) and, if any, the chapter reached last (a map)", async () => {
    for (const guide of [
      "done",
      { last: { chapter: "x", at: 1 } },
      { chapters: ["chapter-1"] },
      { chapters: {}, last: "chapter-1" },
      { chapters: {}, notes: "hi" },
    ])
      await assertFails(
        alice()
          .doc(PATH)
          .set(progress({ css: guide })),
      );
  });
  it(`at most ${MAX_CHAPTERS} chapters a guide`, async () => {
    const chapters = (n: number) =>
      Object.fromEntries(Array.from({ length: n }, (_, i) => [`c${i}`, { done: true, at: i }]));
    await assertSucceeds(
      alice()
        .doc(PATH)
        .set(progress({ css: { chapters: chapters(MAX_CHAPTERS) } })),
    );
    await assertFails(
      alice()
        .doc(PATH)
        .set(progress({ css: { chapters: chapters(MAX_CHAPTERS + 1) } })),
    );
  });
  it("nothing but guides and updatedAt, which is the time of the write", async () => {
    await assertFails(
      alice()
        .doc(PATH)
        .set({ ...progress(), isAdmin: true }),
    );
    await assertFails(
      alice()
        .doc(PATH)
        .set({ ...progress(), updatedAt: past() }),
    );
    const undated: Record<string, unknown> = progress();
    delete undated.updatedAt;
    await assertFails(alice().doc(PATH).set(undated));
  });
});
