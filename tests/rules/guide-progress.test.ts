// firestore.rules for users/{uid}/progress/guides, a reader's progress through the guides
// (src/features/guides/progress-sync.ts), against Google's Firestore emulator: hers alone, the
// guides of src/content/guides/ only (written into the rules from that folder:
// tools/ops/rules-guides.mjs), bounded, stamped with the time of the write.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_CHAPTERS } from "@/features/guides/constants";
import { GUIDES_DIR, guideSlugs } from "../../tools/lib/content-files.ts";
import { freePort, putRules, startFirestoreEmulator } from "../../tools/dev/emulators/start.mjs";
import { rulesWithGuides } from "../../tools/ops/rules-guides.mjs";
import { PROJECT_ID, emulatorAddress } from "./environment";
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
  it("each of the site's guides may be in it", async () => {
    const all = Object.fromEntries(guideSlugs().map((slug) => [slug, { chapters: {} }]));
    expect(Object.keys(all)).toHaveLength(6);
    await assertSucceeds(alice().doc(PATH).set(progress(all)));
  });
  it("a guide the site does not have is refused", async () => {
    for (const slug of ["python", "typescript", "html-2"]) {
      expect(guideSlugs()).not.toContain(slug);
      await assertFails(
        alice()
          .doc(PATH)
          .set(progress({ [slug]: { chapters: {} } })),
      );
    }
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

describe("guide progress: a seventh guide is its file", () => {
  const committed = readFileSync("firestore.rules", "utf8");
  const host = () => {
    const { host, port } = emulatorAddress();
    return `${host}:${port}`;
  };
  let dir = "";
  beforeAll(async () => {
    // A copy of the guides' folder with one file more, and the rules written from it.
    dir = mkdtempSync(join(tmpdir(), "guides-"));
    cpSync(GUIDES_DIR, dir, { recursive: true });
    writeFileSync(
      join(dir, "typescript.md"),
      '---\ncourse: "TypeScript"\ntitle: "TypeScript with Adébáyọ̀"\ndescription: "Types."\norder: 7\nupdated: "November 28, 2026"\n---\n',
    );
    await putRules(host(), PROJECT_ID, rulesWithGuides(committed, guideSlugs(dir)));
  });
  afterAll(async () => {
    await putRules(host(), PROJECT_ID, committed);
    rmSync(dir, { recursive: true, force: true });
  });

  it("its progress is accepted by rules written from a folder holding it, with the six's", async () => {
    const all = Object.fromEntries(guideSlugs(dir).map((slug) => [slug, { chapters: {} }]));
    expect(Object.keys(all)).toContain("typescript");
    await assertSucceeds(alice().doc(PATH).set(progress(all)));
    await assertFails(
      alice()
        .doc(PATH)
        .set(progress({ typescript: { chapters: "all" } })),
    );
    await assertFails(
      alice()
        .doc(PATH)
        .set(progress({ python: { chapters: {} } })),
    );
  });
});

describe("guide progress: the rules an emulator starts with", () => {
  it("are written from src/content/guides/ before it starts, whatever the file said", async () => {
    const dir = mkdtempSync(join(tmpdir(), "rules-start-"));
    const file = join(dir, "firestore.rules");
    // Rules that knew one guide less, as a checkout before a guide's file was added.
    writeFileSync(file, rulesWithGuides(readFileSync("firestore.rules", "utf8"), ["html", "css"]));
    const emulator = await startFirestoreEmulator({
      projectId: "demo-rules-guides",
      port: await freePort(),
      rulesPath: file,
    });
    try {
      const rules = readFileSync(file, "utf8");
      expect(rules).toContain("validGuideProgress(guides, 'git-github')");
      expect(rules).toBe(rulesWithGuides(rules, guideSlugs()));
    } finally {
      await emulator.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
