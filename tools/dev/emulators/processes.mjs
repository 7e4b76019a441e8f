// The emulators' child processes: each spawned in its own process group, its last output lines
// kept for error messages, and the whole group ended on stop() or when this process exits or is
// interrupted, so no java or firebase process is left behind. readyOrStopped polls a child's HTTP
// address until it answers (and stops the child if it never does).
import { spawn } from "node:child_process";
import { origin, sleep } from "./common.mjs";
import { onLines } from "../../test/lines.mjs";

/**
 * @typedef {import("./common.mjs").LogFn} LogFn
 *
 * @typedef {object} Child
 * @property {string} name
 * @property {import("node:child_process").ChildProcess} proc
 * @property {string[]} tail The last output lines, for error messages.
 * @property {{ code: number | null, signal: NodeJS.Signals | null } | null} exit
 * @property {Promise<void>} exited
 * @property {(() => void)[]} cleanups Run once the child is gone (temporary files, watchers).
 */

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
export function spawnChild(name, cmd, args, { cwd, env, log }) {
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
    onLines(stream, (line) => {
      if (!line.trim()) return;
      child.tail.push(line);
      if (child.tail.length > 40) child.tail.shift();
      log?.(`[${name}] ${line}`);
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

/**
 * Waits until a just-started emulator answers at `host`; if it does not, stops it and throws.
 * @param {Child} child @param {string} host "127.0.0.1:PORT" @param {number} timeoutMs
 * @returns {Promise<{ host: string, stop: () => Promise<void> }>}
 */
export async function readyOrStopped(child, host, timeoutMs) {
  const stop = () => stopChild(child);
  try {
    await waitUntilReady(child, `${origin(host)}/`, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { host, stop };
}
