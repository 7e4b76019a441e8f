// The local Firebase backend (docs/architecture.md, "The local backend"): Google's Cloud
// Firestore emulator and the Firebase Auth emulator, started on loopback for `npm run dev` and
// the tests.
//
// - Firestore: Google's own emulator (Java 17+), the gcloud component `cloud-firestore-emulator`
//   (Debian package `google-cloud-cli-firestore-emulator`). Started directly through its launcher,
//   because firebase-tools 15 refuses Java < 21 (docs/decisions.md, "The emulators: our launcher,
//   not `firebase emulators:exec`").
// - Auth: `firebase emulators:start --only auth` from the firebase-tools devDependency, run with
//   the current Node (process.execPath). Pure Node: no Java, no network, no login.
//
// Each child runs in its own process group; stop() (and this process exiting or being
// interrupted) ends the whole group, so no java or firebase process is left behind.
//
// The parts live in tools/dev/emulators/: find.mjs (Java and the Firestore emulator binary),
// processes.mjs (child processes and readiness), firestore.mjs and auth.mjs (each emulator),
// rest.mjs (rules, clearing, out-of-band codes) and common.mjs (shared helpers). This module
// starts both and re-exports the API, so importers use this one path.
//
// Plain ESM with JSDoc types, so Node runs it directly (scripts) and TypeScript checks it (tests).
import { startAuthEmulator } from "./auth.mjs";
import { DEFAULT_PROJECT_ID, STARTUP_TIMEOUT_MS } from "./common.mjs";
import { startFirestoreEmulator } from "./firestore.mjs";

export { startAuthEmulator } from "./auth.mjs";
export { DEFAULT_PROJECT_ID, EmulatorSetupError, ROOT, freePort } from "./common.mjs";
export { findFirestoreEmulator } from "./find.mjs";
export { startFirestoreEmulator, watchRulesInto } from "./firestore.mjs";
export { clearAuth, clearFirestore, getOobCodes, lintRules, putRules } from "./emulator-rest.mjs";

/**
 * @typedef {import("./common.mjs").LogFn} LogFn
 *
 * @typedef {object} StartOptions
 * @property {string} [projectId] Project id; keep a `demo-*` id so nothing can reach production.
 * @property {number} [firestorePort] Default: firebase.json emulators.firestore.port, else
 *   LOCAL_FIRESTORE_EMULATOR_PORT (the two are the same: tests/unit/tools/dev/local-backend.test.ts).
 * @property {number} [authPort] Default: firebase.json emulators.auth.port, else
 *   LOCAL_AUTH_EMULATOR_PORT.
 * @property {string} [rulesPath] Firestore rules file, relative to the repository root.
 * @property {LogFn} [log] Receives every output line of the emulators, prefixed with their name.
 *   Without it they stay quiet; the last lines are still quoted in any start error.
 * @property {Array<"firestore" | "auth">} [only] Which emulators to start (default both).
 * @property {boolean} [watchRules] Reload the rules into the Firestore emulator when the file
 *   changes (the emulator itself reads the file only at start). Default false.
 * @property {LogFn} [rulesLog] Hears each reload of watched rules ("reloaded") and each compile
 *   error with its line, even when `log` is not given. Default: `log`.
 * @property {number} [timeoutMs] How long to wait for each emulator to answer. Default STARTUP_TIMEOUT_MS.
 *
 * @typedef {object} Emulators
 * @property {string} projectId
 * @property {string | undefined} firestoreHost "127.0.0.1:PORT" (undefined if not started).
 * @property {string | undefined} authHost "127.0.0.1:PORT" (undefined if not started).
 * @property {() => Promise<void>} stop Ends the emulators and waits until they are gone.
 */

/**
 * Starts the Firestore and Auth emulators side by side and waits until both answer over HTTP.
 * If one fails, the other is stopped again and the error is thrown (an EmulatorSetupError when
 * something must be installed: its message names the command).
 * @param {StartOptions} [options]
 * @returns {Promise<Emulators>}
 */
export async function startEmulators(options = {}) {
  const {
    projectId = DEFAULT_PROJECT_ID,
    firestorePort,
    authPort,
    rulesPath = "firestore.rules",
    log,
    only = ["firestore", "auth"],
    watchRules = false,
    rulesLog = log,
    timeoutMs = STARTUP_TIMEOUT_MS,
  } = options;
  const started = await Promise.allSettled([
    only.includes("firestore")
      ? startFirestoreEmulator({
          projectId,
          rulesPath,
          log,
          timeoutMs,
          watchRules,
          rulesLog,
          ...(firestorePort === undefined ? {} : { port: firestorePort }),
        })
      : Promise.resolve(undefined),
    only.includes("auth")
      ? startAuthEmulator({
          projectId,
          log,
          timeoutMs,
          ...(authPort === undefined ? {} : { port: authPort }),
        })
      : Promise.resolve(undefined),
  ]);
  const [firestore, auth] = started.map((r) => (r.status === "fulfilled" ? r.value : undefined));
  const stop = async () => {
    await Promise.all([firestore?.stop(), auth?.stop()]);
  };
  const failed = started.find((r) => r.status === "rejected");
  if (failed) {
    await stop();
    throw failed.reason;
  }
  return { projectId, firestoreHost: firestore?.host, authHost: auth?.host, stop };
}
