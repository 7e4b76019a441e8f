// `npm run dev`: the whole local backend (Firebase emulators with firestore.rules and demo data,
// the form-endpoint and Cloudinary stand-ins), then the Astro dev server. Ctrl-C stops everything.
// It says first which project it talks to; `npm run dev -- --real` talks to the owner's real
// project instead (tools/lib/site-settings.mjs), and only then.
import "./dev-backend.mjs";
import { spawn } from "node:child_process";
import { LOCAL_PROJECT_ID } from "../../src/site/local-addresses.ts";
import { DEMO_ACCOUNTS } from "./admin.mjs";
import { REAL_FLAG, devTarget } from "./dev-output.mjs";
import { startLocalBackend } from "./local-backend.mjs";
import {
  DEV_REAL,
  REAL_SETTINGS,
  appCheckDebugToken,
  realSettings,
} from "../lib/site-settings.mjs";

const args = process.argv.slice(2);
const real = args.includes(REAL_FLAG);
const settings = realSettings();
const target = devTarget({
  real,
  configured: settings.PUBLIC_FIREBASE_PROJECT_ID?.trim(),
  local: LOCAL_PROJECT_ID,
  appCheck: {
    siteKey: Boolean(settings.PUBLIC_APP_CHECK_SITE_KEY?.trim()),
    debugToken: appCheckDebugToken() !== null,
  },
});
for (const line of target.lines) (target.refuse ? console.error : console.log)(line);
if (target.refuse) process.exit(1);

const backend = real ? null : await startBackend();

const astro = spawn("astro", ["dev", ...args.filter((arg) => arg !== REAL_FLAG)], {
  stdio: "inherit",
  env: { ...process.env, ...(real ? { [REAL_SETTINGS]: "1", [DEV_REAL]: "1" } : {}) },
});

async function startBackend() {
  console.log(
    "Starting the local backend (Firebase emulators, demo data, form-endpoint and Cloudinary stand-ins)...",
  );
  // What already runs (another `npm run dev`) is used, not started twice.
  const started = await startLocalBackend({ watchRules: true, reuse: true });
  if (started.reused.length) console.log(`Already running, reused: ${started.reused.join(", ")}.`);
  if (started.emulators) {
    const { admin, user } = DEMO_ACCOUNTS;
    const reusedEmulators = started.reused.includes("emulators");
    console.log(
      [
        "",
        `Firebase emulators: Firestore ${started.emulators.firestoreHost}, Auth ${started.emulators.authHost} (project ${started.emulators.projectId}; ${reusedEmulators ? "already running: this checkout's rules loaded into them, and reloaded on save" : "rules reload on save"})`,
        "Demo accounts (sign in at /account or /admin/testimonials):",
        `  admin: ${admin.email} / ${admin.password}`,
        `  user:  ${user.email} / ${user.password}`,
        "",
      ].join("\n"),
    );
  } else {
    console.warn(
      `\nThe Firebase emulators could not start, so sign-in and testimonials will not work:\n${started.problem}\nThe site itself is served anyway.\n`,
    );
  }
  return started;
}

let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  astro.kill("SIGTERM");
  await backend?.stop();
  process.exit(code);
}
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stop(0));
astro.on("exit", (code) => stop(code ?? 0));
astro.on("error", (error) => {
  console.error(`Could not start astro: ${error.message} (run \`npm run dev\`)`);
  void stop(1);
});
