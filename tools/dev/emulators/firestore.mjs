// Google's Cloud Firestore emulator (Java 17+), started directly through its launcher because
// firebase-tools 15 refuses Java < 21, with the repository's rules (optionally reloaded when the
// file changes). The guides the rules accept are written into them from src/content/guides/ first
// (tools/ops/rules-guides.mjs), and again when that folder changes while the rules are watched.
import { existsSync, unwatchFile, watch, watchFile } from "node:fs";
import { basename, dirname, resolve } from "node:path";
import { LOCAL_FIRESTORE_EMULATOR_PORT } from "../../../src/site/local-addresses.ts";
import {
  DEFAULT_PROJECT_ID,
  LOOPBACK,
  ROOT,
  STARTUP_TIMEOUT_MS,
  assertPortFree,
  firebaseJsonEmulators,
} from "./common.mjs";
import { checkJava, findFirestoreEmulator } from "./find.mjs";
import { readyOrStopped, spawnChild } from "./processes.mjs";
import { lintRules } from "./emulator-rest.mjs";
import { GUIDES_DIR } from "../../lib/content-files.ts";
import { writeRulesGuides } from "../../ops/rules-guides.mjs";

/** @typedef {import("./common.mjs").LogFn} LogFn */

/**
 * The emulator's JVM compiles with its quick compiler only (C1, no C2): its runs here are minutes
 * of short requests, where C2's compiling costs more CPU than its faster code saves
 * (docs/decisions.md, "The fourth round: less of one core").
 */
const JVM_OPTIONS = ["-XX:TieredStopAtLevel=1"];

/**
 * Starts Google's Cloud Firestore emulator with the rules file, and waits until it answers.
 * @param {{ projectId?: string, port?: number, rulesPath?: string, log?: LogFn | undefined,
 *   timeoutMs?: number, watchRules?: boolean, rulesLog?: LogFn }} [options]
 *   rulesLog: hears each reload of watched rules and each compile error (default: log)
 * @returns {Promise<{ host: string, stop: () => Promise<void> }>}
 */
export async function startFirestoreEmulator(options = {}) {
  const {
    projectId = DEFAULT_PROJECT_ID,
    port = Number(firebaseJsonEmulators().firestore?.port ?? LOCAL_FIRESTORE_EMULATOR_PORT),
    rulesPath = "firestore.rules",
    log,
    timeoutMs = STARTUP_TIMEOUT_MS,
    watchRules = false,
    rulesLog = log,
  } = options;
  const rules = resolve(ROOT, rulesPath);
  if (!existsSync(rules)) throw new Error(`Firestore rules file not found: ${rules}`);
  writeRulesGuides(rules);
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
  const env = {
    ...process.env,
    JAVA: java,
    JAVA_TOOL_OPTIONS: [process.env.JAVA_TOOL_OPTIONS, ...JVM_OPTIONS].filter(Boolean).join(" "),
  };
  const child = launcher.endsWith(".jar")
    ? spawnChild("firestore", java, ["-Duser.language=en", "-jar", launcher, ...flags], {
        cwd: dirname(rules),
        env,
        log,
      })
    : spawnChild("firestore", launcher, ["start", ...flags], { cwd: dirname(rules), env, log });
  const host = `${LOOPBACK}:${port}`;
  const started = await readyOrStopped(child, host, timeoutMs);
  if (watchRules) child.cleanups.push(watchRulesInto(host, projectId, { rulesPath, rulesLog }));
  return started;
}

/**
 * Loads the rules file into the Firestore emulator at `host` again each time it changes, and
 * writes the guides into it when src/content/guides/ changes (which changes it, so it is loaded).
 * A file that does not compile is said to `rulesLog`, and the rules loaded before stay.
 * @param {string} host the emulator's host:port
 * @param {string} projectId
 * @param {{ rulesPath?: string, rulesLog?: LogFn }} [options]
 * @returns {() => void} stops watching
 */
export function watchRulesInto(host, projectId, { rulesPath = "firestore.rules", rulesLog } = {}) {
  const rules = resolve(ROOT, rulesPath);
  const onChange = () => {
    lintRules(host, projectId, rules).then(
      () => rulesLog?.(`[firestore] reloaded ${rulesPath}`),
      (/** @type {Error} */ error) =>
        rulesLog?.(`[firestore] ${error.message}\n[firestore] the rules loaded before stay`),
    );
  };
  watchFile(rules, { interval: 500 }, onChange);
  const guides = watch(GUIDES_DIR, { recursive: true }, () => {
    try {
      writeRulesGuides(rules);
    } catch (error) {
      rulesLog?.(`[firestore] ${error instanceof Error ? error.message : error}`);
    }
  });
  return () => {
    unwatchFile(rules, onChange);
    guides.close();
  };
}
