// The emulators' REST endpoints: loading (and so compiling) Firestore rules, emptying Firestore
// and Auth between tests, and reading the out-of-band codes the Auth emulator "sent".
import { readFileSync } from "node:fs";
import { basename, resolve } from "node:path";
import { DEFAULT_PROJECT_ID, ROOT, origin } from "./common.mjs";

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
        "Is it running (tools/dev/emulators.mjs), and is the host right?",
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
