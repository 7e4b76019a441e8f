// Starts the local Firebase backend (Firestore + Auth emulators) and keeps it running until
// Ctrl-C, for trying things by hand. `npm run dev` starts the same through tools/dev/emulators/start.mjs.
//
//   npm exec -- node tools/dev/emulators.mjs [--project demo-amara] [--firestore-port 8080]
//     [--auth-port 9099] [--only firestore,auth] [--quiet]
//
// Edits to firestore.rules are loaded into the running emulator (errors are printed).
import "./dev-backend.mjs";
import { parseArgs } from "node:util";
import { DEFAULT_PROJECT_ID, lintRules, startEmulators } from "./emulators/start.mjs";

const { values } = parseArgs({
  options: {
    project: { type: "string", default: DEFAULT_PROJECT_ID },
    "firestore-port": { type: "string" },
    "auth-port": { type: "string" },
    only: { type: "string", default: "firestore,auth" },
    rules: { type: "string", default: "firestore.rules" },
    quiet: { type: "boolean", default: false },
    help: { type: "boolean", short: "h", default: false },
  },
});

if (values.help) {
  console.log(
    "Usage: node tools/dev/emulators.mjs [--project ID] [--firestore-port N] [--auth-port N]\n" +
      "         [--only firestore,auth] [--rules firestore.rules] [--quiet]",
  );
  process.exit(0);
}

/** @param {string | undefined} value @param {string} name */
function port(value, name) {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 65535) {
    console.error(`--${name} must be a port number, got ${value}`);
    process.exit(2);
  }
  return n;
}

const only = /** @type {Array<"firestore" | "auth">} */ (
  values.only.split(",").filter((name) => name === "firestore" || name === "auth")
);
const firestorePort = port(values["firestore-port"], "firestore-port");
const authPort = port(values["auth-port"], "auth-port");

const started = performance.now();
/** @type {import("./emulators/start.mjs").Emulators} */
let emulators;
try {
  emulators = await startEmulators({
    projectId: values.project,
    rulesPath: values.rules,
    only,
    watchRules: true,
    ...(firestorePort === undefined ? {} : { firestorePort }),
    ...(authPort === undefined ? {} : { authPort }),
    ...(values.quiet ? {} : { log: (/** @type {string} */ line) => console.log(line) }),
  });
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

const { projectId, firestoreHost, authHost } = emulators;
if (firestoreHost) {
  try {
    await lintRules(firestoreHost, projectId, values.rules);
  } catch (error) {
    console.error(`\n${error instanceof Error ? error.message : error}`);
  }
}

console.log(
  [
    "",
    `Emulators ready in ${((performance.now() - started) / 1000).toFixed(1)} s (project ${projectId}):`,
    ...(firestoreHost ? [`  FIRESTORE_EMULATOR_HOST=${firestoreHost}`] : []),
    ...(authHost ? [`  FIREBASE_AUTH_EMULATOR_HOST=${authHost}`] : []),
    "Press Ctrl-C to stop.",
  ].join("\n"),
);

let stopping = false;
/** @param {NodeJS.Signals} signal */
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping the emulators...`);
  await emulators.stop();
  console.log("Stopped.");
  process.exit(0);
}
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
