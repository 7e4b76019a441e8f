// The local Firebase backend (docs/architecture.md, "The local backend"): Google's Cloud
// Firestore emulator and the Firebase Auth emulator, started on loopback for `npm run dev` and
// the tests.
//
// - Firestore: Google's own emulator (Java 11+), the gcloud component `cloud-firestore-emulator`
//   (Debian package `google-cloud-cli-firestore-emulator`). Started directly through its launcher,
//   because firebase-tools 15 refuses Java < 21.
// - Auth: `firebase emulators:start --only auth` from the firebase-tools devDependency, run with
//   the current Node (process.execPath). Pure Node: no Java, no network, no login.
//
// Each child runs in its own process group; stop() (and this process exiting or being
// interrupted) ends the whole group, so no java or firebase process is left behind.
//
// Plain ESM with JSDoc types, so Node runs it directly (scripts) and TypeScript checks it (tests).
import { spawn, spawnSync } from "node:child_process";
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  unwatchFile,
  watchFile,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { homedir, tmpdir } from "node:os";
import { basename, dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import {
  LOCAL_AUTH_EMULATOR_PORT,
  LOCAL_FIRESTORE_EMULATOR_PORT,
  LOCAL_PROJECT_ID,
} from "../../src/lib/local-backend.ts";

/** The repository root (scripts/lib/../..). */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/** The local project (src/lib/local-backend.ts, the one source of the local addresses). */
export const DEFAULT_PROJECT_ID = LOCAL_PROJECT_ID;
const LOOPBACK = "127.0.0.1";
const FIRESTORE_LAUNCHER = "platform/cloud-firestore-emulator/cloud_firestore_emulator";
const MIN_JAVA = 11;

/**
 * @typedef {(line: string) => void} LogFn
 *
 * @typedef {object} StartOptions
 * @property {string} [projectId] Project id; keep a `demo-*` id so nothing can reach production.
 * @property {number} [firestorePort] Default: firebase.json emulators.firestore.port, else
 *   LOCAL_FIRESTORE_EMULATOR_PORT (the two are the same: tests/unit/local-backend.test.ts).
 * @property {number} [authPort] Default: firebase.json emulators.auth.port, else
 *   LOCAL_AUTH_EMULATOR_PORT.
 * @property {string} [rulesPath] Firestore rules file, relative to the repository root.
 * @property {LogFn} [log] Receives every output line of the emulators, prefixed with their name.
 *   Without it they stay quiet; the last lines are still quoted in any start error.
 * @property {Array<"firestore" | "auth">} [only] Which emulators to start (default both).
 * @property {boolean} [watchRules] Reload the rules into the Firestore emulator when the file
 *   changes (the emulator itself reads the file only at start). Default false.
 * @property {number} [timeoutMs] How long to wait for each emulator to answer. Default 60000.
 *
 * @typedef {object} Emulators
 * @property {string} projectId
 * @property {string | undefined} firestoreHost "127.0.0.1:PORT" (undefined if not started).
 * @property {string | undefined} authHost "127.0.0.1:PORT" (undefined if not started).
 * @property {() => Promise<void>} stop Ends the emulators and waits until they are gone.
 *
 * @typedef {object} Child
 * @property {string} name
 * @property {import("node:child_process").ChildProcess} proc
 * @property {string[]} tail The last output lines, for error messages.
 * @property {{ code: number | null, signal: NodeJS.Signals | null } | null} exit
 * @property {Promise<void>} exited
 * @property {(() => void)[]} cleanups Run once the child is gone (temporary files, watchers).
 */

/** An emulator cannot start because something is missing on this machine; says what to install. */
export class EmulatorSetupError extends Error {
  /**
   * @param {string} message
   * @param {string[]} install Commands that fix it.
   */
  constructor(message, install) {
    super(`${message}\nTo fix it, run:\n${install.map((c) => `  ${c}`).join("\n")}`);
    this.name = "EmulatorSetupError";
    this.install = install;
  }
}

// ---------------------------------------------------------------------------------------------
// Small helpers

/** A TCP port that is free on 127.0.0.1 right now. */
export function freePort() {
  return /** @type {Promise<number>} */ (
    new Promise((resolvePort, reject) => {
      const server = createServer();
      server.unref();
      server.on("error", reject);
      server.listen(0, LOOPBACK, () => {
        const address = server.address();
        const port = typeof address === "object" && address ? address.port : 0;
        server.close(() => resolvePort(port));
      });
    })
  );
}

/** @param {number} port @returns {Promise<boolean>} */
function portIsFree(port) {
  return new Promise((resolveFree) => {
    const server = createServer();
    server.unref();
    server.once("error", () => resolveFree(false));
    server.listen(port, LOOPBACK, () => server.close(() => resolveFree(true)));
  });
}

/** "127.0.0.1:8080" or a full URL -> "http://127.0.0.1:8080". @param {string} host */
function origin(host) {
  return /^https?:\/\//.test(host) ? host.replace(/\/+$/, "") : `http://${host}`;
}

/** @param {number} ms */
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The "emulators" section of firebase.json (empty if none). */
function firebaseJsonEmulators() {
  try {
    const json = JSON.parse(readFileSync(join(ROOT, "firebase.json"), "utf8"));
    return /** @type {Record<string, any>} */ (json.emulators ?? {});
  } catch {
    return {};
  }
}

// ---------------------------------------------------------------------------------------------
// Finding the Firestore emulator and Java

/** Checks that Java 11+ runs; returns the command for it (env JAVA, else `java`). */
function checkJava() {
  const java = process.env.JAVA || "java";
  const install = [
    "apt-get install -y openjdk-17-jre-headless   # Debian/Ubuntu (any Java 11+ works; or set JAVA=/path/to/java)",
  ];
  const run = spawnSync(java, ["-version"], { encoding: "utf8", timeout: 30_000 });
  if (run.error || run.status !== 0) {
    throw new EmulatorSetupError(
      `Java was not found (\`${java} -version\` failed); the Cloud Firestore emulator needs Java ${MIN_JAVA}+.`,
      install,
    );
  }
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${run.stderr}${run.stdout}`);
  const major = match ? Number(match[1] === "1" ? match[2] : match[1]) : NaN;
  if (Number.isFinite(major) && major < MIN_JAVA) {
    throw new EmulatorSetupError(
      `Java ${major} is too old; the Cloud Firestore emulator needs Java ${MIN_JAVA}+.`,
      install,
    );
  }
  return java;
}

/** Places where a Google Cloud SDK may live, most likely first. */
function sdkRootCandidates() {
  /** @type {string[]} */
  const roots = [];
  if (process.env.CLOUDSDK_ROOT_DIR) roots.push(process.env.CLOUDSDK_ROOT_DIR);
  roots.push(
    "/usr/lib/google-cloud-sdk",
    "/usr/share/google-cloud-sdk",
    "/opt/google-cloud-sdk",
    "/snap/google-cloud-cli/current",
    "/snap/google-cloud-sdk/current",
    "/usr/local/google-cloud-sdk",
    join(homedir(), "google-cloud-sdk"),
  );
  return roots;
}

let cachedLauncher = /** @type {string | undefined} */ (undefined);

/**
 * The Firestore emulator to run: env FIRESTORE_EMULATOR_BIN (its `cloud_firestore_emulator`
 * launcher, or a firebase-tools `cloud-firestore-emulator-*.jar`), else the gcloud component in a
 * well-known SDK folder, else the SDK root `gcloud info` reports, else a jar firebase-tools
 * downloaded earlier (~/.cache/firebase/emulators).
 * @returns {string}
 */
export function findFirestoreEmulator() {
  if (cachedLauncher) return cachedLauncher;
  const fromEnv = process.env.FIRESTORE_EMULATOR_BIN;
  if (fromEnv) {
    if (!existsSync(fromEnv)) {
      throw new EmulatorSetupError(
        `FIRESTORE_EMULATOR_BIN points to ${fromEnv}, which does not exist.`,
        ["unset FIRESTORE_EMULATOR_BIN   # or point it at cloud_firestore_emulator"],
      );
    }
    return (cachedLauncher = fromEnv);
  }
  const looked = [];
  for (const root of sdkRootCandidates()) {
    const launcher = join(root, FIRESTORE_LAUNCHER);
    looked.push(launcher);
    if (existsSync(launcher)) return (cachedLauncher = launcher);
  }
  const gcloud = spawnSync("gcloud", ["info", "--format=value(installation.sdk_root)"], {
    encoding: "utf8",
    timeout: 30_000,
    env: { ...process.env, CLOUDSDK_CORE_DISABLE_PROMPTS: "1" },
  });
  const sdkRoot = gcloud.status === 0 ? gcloud.stdout.trim() : "";
  if (sdkRoot) {
    const launcher = join(sdkRoot, FIRESTORE_LAUNCHER);
    looked.push(launcher);
    if (existsSync(launcher)) return (cachedLauncher = launcher);
  }
  const cache = join(homedir(), ".cache/firebase/emulators");
  const jar = existsSync(cache)
    ? readdirSync(cache)
        .filter((f) => /^cloud-firestore-emulator-v[\d.]+\.jar$/.test(f))
        .sort()
        .pop()
    : undefined;
  if (jar) return (cachedLauncher = join(cache, jar));
  looked.push(join(cache, "cloud-firestore-emulator-v*.jar"));
  throw new EmulatorSetupError(
    `The Cloud Firestore emulator was not found. Looked for:\n${looked.map((l) => `  ${l}`).join("\n")}`,
    [
      "apt-get install -y google-cloud-cli-firestore-emulator   # gcloud from Google's apt repository",
      "gcloud components install cloud-firestore-emulator        # gcloud from Google's installer",
      "export FIRESTORE_EMULATOR_BIN=/path/to/cloud_firestore_emulator   # anywhere else",
    ],
  );
}

// ---------------------------------------------------------------------------------------------
// Children: spawn in a process group, keep their output, end the whole group

/** @type {Set<Child>} */
const live = new Set();
let hooksInstalled = false;

/** @param {NodeJS.Signals} signal @param {Child} child */
function signalGroup(child, signal) {
  const pid = child.proc.pid;
  if (pid === undefined) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is already gone.
  }
}

/** @param {Child} child */
function groupAlive(child) {
  const pid = child.proc.pid;
  if (pid === undefined) return false;
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** @param {Child} child */
function runCleanups(child) {
  for (const cleanup of child.cleanups.splice(0)) {
    try {
      cleanup();
    } catch {
      // Best effort.
    }
  }
}

function onExit() {
  for (const child of live) {
    signalGroup(child, "SIGKILL");
    runCleanups(child);
  }
  live.clear();
}

/** @param {NodeJS.Signals} signal */
function onSignal(signal) {
  for (const child of live) signalGroup(child, "SIGTERM");
  // If nobody else handles this signal, behave as if we had not listened: end this process.
  if (process.listenerCount(signal) === 1) {
    removeHooks();
    onExit();
    process.kill(process.pid, signal);
  }
}

/** @type {NodeJS.Signals[]} */
const SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"];

function installHooks() {
  if (hooksInstalled) return;
  hooksInstalled = true;
  process.on("exit", onExit);
  for (const signal of SIGNALS) process.on(signal, onSignal);
}

function removeHooks() {
  if (!hooksInstalled) return;
  hooksInstalled = false;
  process.off("exit", onExit);
  for (const signal of SIGNALS) process.off(signal, onSignal);
}

/**
 * @param {string} name
 * @param {string} cmd
 * @param {string[]} args
 * @param {{ cwd: string, env?: NodeJS.ProcessEnv, log?: LogFn | undefined }} options
 * @returns {Child}
 */
function spawnChild(name, cmd, args, { cwd, env, log }) {
  installHooks();
  const proc = spawn(cmd, args, {
    cwd,
    env: env ?? process.env,
    detached: true, // own process group: stop() ends the launcher and the JVM alike
    stdio: ["ignore", "pipe", "pipe"],
  });
  /** @type {Child} */
  const child = {
    name,
    proc,
    tail: [],
    exit: null,
    exited: Promise.resolve(),
    cleanups: [],
  };
  child.exited = new Promise((resolveExit) => {
    proc.once("error", (error) => {
      child.tail.push(`could not start ${cmd}: ${error.message}`);
      child.exit ??= { code: null, signal: null };
      resolveExit();
    });
    proc.once("exit", (code, signal) => {
      child.exit = { code, signal };
      resolveExit();
    });
  });
  for (const stream of [proc.stdout, proc.stderr]) {
    let partial = "";
    stream?.setEncoding("utf8");
    stream?.on("data", (/** @type {string} */ chunk) => {
      const lines = (partial + chunk).split(/\r?\n/);
      partial = lines.pop() ?? "";
      for (const line of lines) {
        if (!line.trim()) continue;
        child.tail.push(line);
        if (child.tail.length > 40) child.tail.shift();
        log?.(`[${name}] ${line}`);
      }
    });
  }
  live.add(child);
  return child;
}

/** Ends a child's process group: SIGTERM, then SIGKILL after a grace period. @param {Child} child */
async function stopChild(child, graceMs = 5000) {
  if (!live.has(child)) return;
  signalGroup(child, "SIGTERM");
  const deadline = Date.now() + graceMs;
  await Promise.race([child.exited, sleep(graceMs)]);
  // The launcher may be gone while the JVM it started still shuts down: wait for the group.
  while (groupAlive(child) && Date.now() < deadline) await sleep(50);
  if (groupAlive(child)) {
    signalGroup(child, "SIGKILL");
    const killDeadline = Date.now() + 2000;
    while (groupAlive(child) && Date.now() < killDeadline) await sleep(50);
  }
  live.delete(child);
  runCleanups(child);
  if (live.size === 0) removeHooks();
}

/**
 * Polls `url` until it answers 2xx. Fails early if the child exits, or after `timeoutMs`.
 * @param {Child} child @param {string} url @param {number} timeoutMs
 */
async function waitUntilReady(child, url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exit) {
      const how = child.exit.signal ? `signal ${child.exit.signal}` : `code ${child.exit.code}`;
      throw new Error(
        `The ${child.name} emulator exited (${how}) before it was ready. Its last output:\n${child.tail.join("\n")}`,
      );
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.body?.cancel();
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      throw new Error(
        `The ${child.name} emulator did not answer at ${url} within ${timeoutMs} ms. Its last output:\n${child.tail.join("\n")}`,
      );
    }
    await sleep(100);
  }
}

/** @param {string} name @param {number} port */
async function assertPortFree(name, port) {
  if (!(await portIsFree(port))) {
    throw new Error(
      `Port ${port} on ${LOOPBACK} (${name} emulator) is already in use: another emulator or dev ` +
        `server may be running. Stop it, or pass another port.`,
    );
  }
}

// ---------------------------------------------------------------------------------------------
// The two emulators

/**
 * Starts Google's Cloud Firestore emulator with the rules file, and waits until it answers.
 * @param {{ projectId?: string, port?: number, rulesPath?: string, log?: LogFn | undefined,
 *   timeoutMs?: number, watchRules?: boolean }} [options]
 * @returns {Promise<{ host: string, stop: () => Promise<void> }>}
 */
export async function startFirestoreEmulator(options = {}) {
  const {
    projectId = DEFAULT_PROJECT_ID,
    port = Number(firebaseJsonEmulators().firestore?.port ?? LOCAL_FIRESTORE_EMULATOR_PORT),
    rulesPath = "firestore.rules",
    log,
    timeoutMs = 60_000,
    watchRules = false,
  } = options;
  const rules = resolve(ROOT, rulesPath);
  if (!existsSync(rules)) throw new Error(`Firestore rules file not found: ${rules}`);
  const launcher = findFirestoreEmulator();
  const java = checkJava();
  await assertPortFree("firestore", port);

  // The gcloud launcher passes its arguments on unquoted: run it from the rules' folder and
  // name the file alone, so a path with spaces cannot break it.
  const flags = [
    `--host=${LOOPBACK}`,
    `--port=${port}`,
    `--rules=${basename(rules)}`,
    `--project_id=${projectId}`,
    "--single_project_mode=true",
  ];
  const env = { ...process.env, JAVA: java };
  const child = launcher.endsWith(".jar")
    ? spawnChild("firestore", java, ["-Duser.language=en", "-jar", launcher, ...flags], {
        cwd: dirname(rules),
        env,
        log,
      })
    : spawnChild("firestore", launcher, ["start", ...flags], { cwd: dirname(rules), env, log });
  const host = `${LOOPBACK}:${port}`;
  const stop = () => stopChild(child);
  try {
    await waitUntilReady(child, `${origin(host)}/`, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  if (watchRules) {
    const onChange = () => {
      lintRules(host, projectId, rules).then(
        () => log?.(`[firestore] reloaded ${rulesPath}`),
        (/** @type {Error} */ error) => log?.(`[firestore] ${error.message}`),
      );
    };
    watchFile(rules, { interval: 500 }, onChange);
    child.cleanups.push(() => unwatchFile(rules, onChange));
  }
  return { host, stop };
}

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
    timeoutMs = 60_000,
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
  const host = `${LOOPBACK}:${port}`;
  const stop = () => stopChild(child);
  try {
    await waitUntilReady(child, `${origin(host)}/`, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { host, stop };
}

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
    timeoutMs = 60_000,
  } = options;
  const started = await Promise.allSettled([
    only.includes("firestore")
      ? startFirestoreEmulator({
          projectId,
          rulesPath,
          log,
          timeoutMs,
          watchRules,
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

// ---------------------------------------------------------------------------------------------
// REST helpers of the emulators

/**
 * fetch, with an error that says which emulator did not answer.
 * @param {string} url @param {RequestInit} init
 */
async function request(url, init) {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    throw new Error(
      `No emulator answered ${init.method ?? "GET"} ${url}: ${cause instanceof Error ? cause.message : cause}. ` +
        "Is it running (scripts/emulators.mjs), and is the host right?",
      { cause: error },
    );
  }
}

/**
 * Loads the rules into the Firestore emulator, which compiles them: throws with the emulator's
 * error lines (e.g. "firestore.rules: L12:5 Unexpected ';'.") if they do not compile.
 * Note that valid rules become the emulator's active rules.
 * @param {string} firestoreHost "127.0.0.1:8080"
 * @param {string} [projectId]
 * @param {string} [rulesPath] relative to the repository root
 */
export async function lintRules(
  firestoreHost,
  projectId = DEFAULT_PROJECT_ID,
  rulesPath = "firestore.rules",
) {
  const file = resolve(ROOT, rulesPath);
  const content = readFileSync(file, "utf8");
  return putRules(firestoreHost, projectId, content, basename(file));
}

/**
 * Like lintRules, for rules text that is not in a file.
 * @param {string} firestoreHost @param {string} projectId @param {string} content
 * @param {string} [name] the file name quoted in errors
 */
export async function putRules(firestoreHost, projectId, content, name = "firestore.rules") {
  const res = await request(
    `${origin(firestoreHost)}/emulator/v1/projects/${projectId}:securityRules`,
    {
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ rules: { files: [{ name, content }] } }),
    },
  );
  const text = await res.text();
  if (!res.ok) {
    let message = text;
    try {
      message = JSON.parse(text).error?.message ?? text;
    } catch {
      // Not JSON: keep the text.
    }
    const lines = String(message)
      .split("\n")
      .filter((l) => l.trim() && !/^Error compiling rules:?$/.test(l.trim()));
    throw new Error(
      `${name} does not compile:\n${lines.map((l) => `  ${name}: ${l.trim()}`).join("\n")}`,
    );
  }
}

/**
 * @param {string} url @param {string} method
 * @returns {Promise<any>}
 */
async function call(url, method) {
  const res = await request(url, { method });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${text}`);
  return text ? JSON.parse(text) : {};
}

/** Deletes every document of the project's default database. @param {string} host @param {string} [projectId] */
export async function clearFirestore(host, projectId = DEFAULT_PROJECT_ID) {
  await call(
    `${origin(host)}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
    "DELETE",
  );
}

/** Deletes every account of the project. @param {string} host @param {string} [projectId] */
export async function clearAuth(host, projectId = DEFAULT_PROJECT_ID) {
  await call(`${origin(host)}/emulator/v1/projects/${projectId}/accounts`, "DELETE");
}

/**
 * The out-of-band codes (email verification, password reset, email change) the Auth emulator
 * "sent", oldest first.
 * @param {string} host @param {string} [projectId]
 * @returns {Promise<Array<{ email: string, requestType: string, oobCode: string, oobLink: string }>>}
 */
export async function getOobCodes(host, projectId = DEFAULT_PROJECT_ID) {
  const body = await call(`${origin(host)}/emulator/v1/projects/${projectId}/oobCodes`, "GET");
  return body.oobCodes ?? [];
}
