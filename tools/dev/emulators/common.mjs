// What the local emulators' modules (tools/dev/emulators/*.mjs) share: the repository root,
// the local project and loopback address, the setup error that names what to install, and small
// port, URL and firebase.json helpers. The entry point is tools/dev/emulators/start.mjs.
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { LOCAL_PROJECT_ID } from "../../../src/site/local-addresses.ts";

/** The repository root (tools/dev/emulators/../../..). */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");

/** The local project (src/site/local-addresses.ts, the one source of the local addresses). */
export const DEFAULT_PROJECT_ID = LOCAL_PROJECT_ID;
export const LOOPBACK = "127.0.0.1";
/**
 * How long an emulator may take to answer after it is started. The wait ends as soon as it
 * answers; this only bounds one that hangs, so it is generous: the Auth emulator (firebase-tools)
 * takes about 10 s here and over 60 s on a machine six times slower.
 */
export const STARTUP_TIMEOUT_MS = 180_000;

/** @typedef {(line: string) => void} LogFn Receives one output line of an emulator. */

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
export function portIsFree(port) {
  return new Promise((resolveFree) => {
    const server = createServer();
    server.unref();
    server.once("error", () => resolveFree(false));
    server.listen(port, LOOPBACK, () => server.close(() => resolveFree(true)));
  });
}

/** "127.0.0.1:8080" or a full URL -> "http://127.0.0.1:8080". @param {string} host */
export function origin(host) {
  return /^https?:\/\//.test(host) ? host.replace(/\/+$/, "") : `http://${host}`;
}

/** @param {number} ms */
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The "emulators" section of firebase.json (empty if none). */
export function firebaseJsonEmulators() {
  try {
    const json = JSON.parse(readFileSync(join(ROOT, "firebase.json"), "utf8"));
    return /** @type {Record<string, any>} */ (json.emulators ?? {});
  } catch {
    return {};
  }
}

/** @param {string} name @param {number} port */
export async function assertPortFree(name, port) {
  if (!(await portIsFree(port))) {
    throw new Error(
      `Port ${port} on ${LOOPBACK} (${name} emulator) is already in use: another emulator or dev ` +
        `server may be running. Stop it, or pass another port.`,
    );
  }
}
