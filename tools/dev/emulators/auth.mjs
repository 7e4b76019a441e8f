// The Firebase Auth emulator: `firebase emulators:start --only auth` from the firebase-tools
// devDependency, run with the current Node (process.execPath). Pure Node: no Java, no network,
// no login.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { LOCAL_AUTH_EMULATOR_PORT } from "../../../src/site/local-addresses.ts";
import {
  DEFAULT_PROJECT_ID,
  EmulatorSetupError,
  LOOPBACK,
  ROOT,
  STARTUP_TIMEOUT_MS,
  assertPortFree,
  firebaseJsonEmulators,
} from "./common.mjs";
import { readyOrStopped, spawnChild } from "./processes.mjs";

/** @typedef {import("./common.mjs").LogFn} LogFn */

/** The firebase-tools CLI entry point (its package.json "bin"). */
function firebaseBin() {
  const require = createRequire(join(ROOT, "package.json"));
  let pkgPath;
  try {
    pkgPath = require.resolve("firebase-tools/package.json");
  } catch {
    throw new EmulatorSetupError("firebase-tools is not installed (a devDependency).", [
      "npm install",
    ]);
  }
  const pkg = JSON.parse(readFileSync(pkgPath, "utf8"));
  const bin = typeof pkg.bin === "string" ? pkg.bin : pkg.bin.firebase;
  return join(dirname(pkgPath), bin);
}

/**
 * Starts the Firebase Auth emulator (firebase-tools, on Node) and waits until it answers.
 * Runs from a private temporary folder with a generated firebase.json (firebase.json's
 * "emulators" section, with this port, only auth, no UI), so its debug log and hub locator file
 * stay out of the repository and several instances can run side by side.
 * @param {{ projectId?: string, port?: number, log?: LogFn | undefined, timeoutMs?: number }} [options]
 * @returns {Promise<{ host: string, stop: () => Promise<void> }>}
 */
export async function startAuthEmulator(options = {}) {
  const emulators = firebaseJsonEmulators();
  const {
    projectId = DEFAULT_PROJECT_ID,
    port = Number(emulators.auth?.port ?? LOCAL_AUTH_EMULATOR_PORT),
    log,
    timeoutMs = STARTUP_TIMEOUT_MS,
  } = options;
  const bin = firebaseBin();
  await assertPortFree("auth", port);

  const dir = mkdtempSync(join(tmpdir(), "amara-auth-emulator-"));
  const config = {
    emulators: {
      singleProjectMode: emulators.singleProjectMode ?? true,
      auth: { host: LOOPBACK, port },
      ui: { enabled: false },
    },
  };
  writeFileSync(join(dir, "firebase.json"), `${JSON.stringify(config, null, 2)}\n`);

  /** @type {NodeJS.ProcessEnv} */
  const env = {
    ...process.env,
    // No update check, no prompts, no usage reporting; never use someone's login.
    NO_UPDATE_NOTIFIER: "1",
    CI: process.env.CI ?? "1",
    TMPDIR: dir, // the hub locator file (hub-<project>.json) goes here
    XDG_CONFIG_HOME: dir, // firebase-tools' configstore (no stored tokens, no usage opt-in)
  };
  for (const key of [
    "FIREBASE_TOKEN",
    "GOOGLE_APPLICATION_CREDENTIALS",
    "FIREBASE_EMULATOR_HUB",
    "FIRESTORE_EMULATOR_HOST",
    "FIREBASE_AUTH_EMULATOR_HOST",
  ]) {
    delete env[key];
  }
  const child = spawnChild(
    "auth",
    process.execPath,
    [bin, "emulators:start", "--only", "auth", "--project", projectId, "--config", "firebase.json"],
    { cwd: dir, env, log },
  );
  child.cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return readyOrStopped(child, `${LOOPBACK}:${port}`, timeoutMs);
}
