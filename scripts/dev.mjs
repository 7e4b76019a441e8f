// `npm run dev`: the whole local backend (Firebase emulators with firestore.rules and demo data,
// the form-endpoint stand-in), then the Astro dev server. Ctrl-C stops everything.
import { spawn } from "node:child_process";
import { DEMO_ACCOUNTS } from "./lib/admin.mjs";
import { startLocalBackend } from "./lib/local-backend.mjs";

console.log(
  "Starting the local backend (Firebase emulators, demo data, form-endpoint and Cloudinary stand-ins)...",
);
// What already runs (another `npm run dev`, or `npm test`'s emulators) is used, not started twice.
const backend = await startLocalBackend({ watchRules: true, reuse: true });
if (backend.reused.length) console.log(`Already running, reused: ${backend.reused.join(", ")}.`);
if (backend.emulators) {
  const { admin, user } = DEMO_ACCOUNTS;
  const reusedEmulators = backend.reused.includes("emulators");
  console.log(
    [
      "",
      `Firebase emulators: Firestore ${backend.emulators.firestoreHost}, Auth ${backend.emulators.authHost} (project ${backend.emulators.projectId}; ${reusedEmulators ? "already running: rules reload only where they were started with a watch" : "rules reload on save"})`,
      "Demo accounts (sign in at /account or /admin/testimonials):",
      `  admin: ${admin.email} / ${admin.password}`,
      `  user:  ${user.email} / ${user.password}`,
      "",
    ].join("\n"),
  );
} else {
  console.warn(
    `\nThe Firebase emulators could not start, so sign-in and testimonials will not work:\n${backend.problem}\nThe site itself is served anyway.\n`,
  );
}

const astro = spawn("astro", ["dev", ...process.argv.slice(2)], { stdio: "inherit" });

let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  astro.kill("SIGTERM");
  await backend.stop();
  process.exit(code);
}
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stop(0));
astro.on("exit", (code) => stop(code ?? 0));
astro.on("error", (error) => {
  console.error(`Could not start astro: ${error.message} (run \`npm run dev\`)`);
  void stop(1);
});
