// What `npm run backup` and `npm run restore` refuse before touching anything: a real project
// while an emulator's address is exported (firebase-admin would send its documents to the
// emulator and the accounts' calls to Google), checked as a function and as the command.
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { backupMessages, emulatorRefusal } from "../../../../tools/ops/backup-files.mjs";

describe("a real project with an emulator's address exported", () => {
  it("is refused, naming what is set", () => {
    expect(emulatorRefusal("my-real-site", { FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080" })).toBe(
      backupMessages.emulatorHosts("my-real-site", "FIRESTORE_EMULATOR_HOST"),
    );
    expect(
      emulatorRefusal("my-real-site", {
        FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080",
        FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099",
      }),
    ).toBe(
      backupMessages.emulatorHosts(
        "my-real-site",
        "FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST",
      ),
    );
    expect(emulatorRefusal("my-real-site", { FIREBASE_AUTH_EMULATOR_HOST: "x:1" })).toBe(
      backupMessages.emulatorHosts("my-real-site", "FIREBASE_AUTH_EMULATOR_HOST"),
    );
  });

  it("is allowed without them, and a demo project with them", () => {
    expect(emulatorRefusal("my-real-site", {})).toBeUndefined();
    expect(emulatorRefusal("demo-amara", { FIRESTORE_EMULATOR_HOST: "x:1" })).toBeUndefined();
  });

  it("npm run restore and npm run backup say so and exit with 1", () => {
    for (const [script, args] of [
      ["tools/ops/restore.mjs", ["--from", "nowhere", "--overwrite"]],
      ["tools/ops/backup.mjs", ["--out", "nowhere"]],
    ] as const) {
      const run = spawnSync(process.execPath, [script, "--project", "my-real-site", ...args], {
        encoding: "utf8",
        env: { ...process.env, FIRESTORE_EMULATOR_HOST: "127.0.0.1:1" },
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(
        backupMessages.emulatorHosts("my-real-site", "FIRESTORE_EMULATOR_HOST"),
      );
    }
  });
});
