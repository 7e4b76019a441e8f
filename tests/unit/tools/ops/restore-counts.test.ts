// `npm run restore` of a backup whose files do not hold what its manifest states (a file cut
// short by a full disk or a broken copy, a line removed by hand): refused before the restore
// touches the project at all, with a message naming each count that differs. The project here is
// a database and an Identity Toolkit API that fail the test on any use.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { BACKUP_FORMAT, backupMessages } from "../../../../tools/ops/backup-files.mjs";
import { restore, restoreMessages } from "../../../../tools/ops/restore-files.mjs";

const projectId = "demo-restore-counts";
const DOCUMENTS = [
  { path: "testimonials/t-1", data: { name: "One" } },
  { path: "testimonials/t-2", data: { name: "Two" } },
  { path: "users/u-1", data: { isAdmin: false } },
];
const ACCOUNTS = [{ localId: "u-1", email: "one@example.com" }];
const folders: string[] = [];

/** A backup folder as `npm run backup` writes it, its files then changed by `change`. */
function backupFolder(change: (files: { firestore: string; auth: string }) => void = () => {}) {
  const dir = mkdtempSync(join(tmpdir(), "restore-counts-"));
  folders.push(dir);
  const line = (row: unknown) => `${JSON.stringify(row)}\n`;
  const files = {
    firestore: DOCUMENTS.map(line).join(""),
    auth: ACCOUNTS.map(line).join(""),
  };
  change(files);
  writeFileSync(join(dir, "firestore.ndjson"), files.firestore);
  writeFileSync(join(dir, "auth-users.ndjson"), files.auth);
  writeFileSync(
    join(dir, "manifest.json"),
    JSON.stringify({
      format: BACKUP_FORMAT,
      project: projectId,
      createdAt: "2026-11-25T16:20:00.000Z",
      database: "(default)",
      documents: 3,
      collections: { testimonials: 2, users: 1 },
      users: 1,
      passwordHashes: "the Auth emulator's own (restored as they are)",
    }),
  );
  return dir;
}

/** A project that records, and refuses, any use. */
function untouchable() {
  const touched: string[] = [];
  const refuse = (name: string) =>
    new Proxy(
      {},
      {
        get: (_, key) => {
          touched.push(`${name}.${String(key)}`);
          throw new Error(`the restore used ${name}.${String(key)}`);
        },
      },
    );
  return { db: refuse("db") as never, auth: refuse("auth") as never, touched };
}

/** What `restore` of `dir` rejects with, and what it touched of the project. */
async function refusal(dir: string) {
  const project = untouchable();
  const error = await restore({
    ...project,
    projectId,
    dir,
    overwrite: true,
    emulator: true,
    log: () => {},
  }).then(
    () => new Error("restored"),
    (thrown: unknown) => thrown as Error,
  );
  return { message: error.message, touched: project.touched };
}

afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("a backup whose files do not hold the counts its manifest states", () => {
  it("is refused before anything is read or written, naming each count that differs", async () => {
    const shortOfOne = backupFolder((files) => {
      files.firestore = files.firestore.split("\n").slice(1).join("\n");
      files.auth = "";
    });
    expect(await refusal(shortOfOne)).toEqual({
      message: restoreMessages.counts(shortOfOne, [
        restoreMessages.countDiffers("testimonials documents", "firestore.ndjson", 1, 2),
        restoreMessages.countDiffers("documents in all", "firestore.ndjson", 2, 3),
        restoreMessages.countDiffers("accounts", "auth-users.ndjson", 0, 1),
      ]),
      touched: [],
    });
    expect(restoreMessages.counts(shortOfOne, ["x"])).toContain("Nothing was written.");

    const oneMore = backupFolder((files) => {
      files.firestore += `${JSON.stringify({ path: "meta/types", data: {} })}\n`;
    });
    expect(await refusal(oneMore)).toEqual({
      message: restoreMessages.counts(oneMore, [
        restoreMessages.countDiffers("meta documents", "firestore.ndjson", 1, undefined),
        restoreMessages.countDiffers("documents in all", "firestore.ndjson", 4, 3),
      ]),
      touched: [],
    });
    expect(restoreMessages.countDiffers("meta documents", "firestore.ndjson", 1, undefined)).toBe(
      "meta documents: 1 in firestore.ndjson, none in the manifest",
    );
  });

  it("is refused when a file ends in the middle of a line, naming the file and the line", async () => {
    const cut = backupFolder((files) => {
      files.firestore = files.firestore.slice(0, -12);
    });
    const file = join(cut, "firestore.ndjson");
    expect(readFileSync(file, "utf8").split("\n")).toHaveLength(3);
    expect(await refusal(cut)).toEqual({
      message: backupMessages.badLine(file, 3),
      touched: [],
    });
  });

  it("npm run restore says so and exits with 1, --overwrite-accounts or not", () => {
    const dir = backupFolder((files) => {
      files.auth = "";
    });
    for (const flags of [["--overwrite"], ["--overwrite", "--overwrite-accounts"]]) {
      const run = spawnSync(
        process.execPath,
        ["tools/ops/restore.mjs", "--project", projectId, "--from", dir, ...flags],
        { encoding: "utf8" },
      );
      expect(run.stderr).toContain(
        restoreMessages.counts(dir, [
          restoreMessages.countDiffers("accounts", "auth-users.ndjson", 0, 1),
        ]),
      );
      expect(run.status).toBe(1);
    }
  });
});
