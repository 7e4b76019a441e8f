// Starts `npm run dev` exactly as the README's quick start does (on a port of its own), reads
// the demo accounts it prints, and hands them and its address to the smoke tests. Whatever the
// command reuses (the emulators `npm test` runs on the tests' ports) or starts (the stand-ins, the
// emulators when none run) is its own business: that is what a newcomer gets. Everything the
// command prints goes to DEV_SMOKE_LOG too, which the tests read for errors on the terminal.
import { spawn } from "node:child_process";
import { appendFileSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { DEV_SMOKE_PORT, parseDevOutput } from "../../tools/dev/dev-output.mjs";

const READY_TIMEOUT_MS = 120_000;
const LOG = "test-results/dev-server.log";

export default async function globalSetup() {
  const child = spawn("npm", ["run", "dev", "--", "--port", String(DEV_SMOKE_PORT)], {
    // A process group of its own, so the teardown stops npm, the script and everything it started.
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    // On the tests' ports (src/site/local-addresses.ts), so a developer's own `npm run dev` and its
    // data are left alone.
    env: { ...process.env, SITE_LOCAL_BACKEND: "test", FORCE_COLOR: "0", NO_COLOR: "1" },
  });
  mkdirSync(dirname(LOG), { recursive: true });
  writeFileSync(LOG, "");
  process.env.DEV_SMOKE_LOG = LOG;
  const keep = (chunk: Buffer) => appendFileSync(LOG, chunk);
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  let output = "";
  let read: (chunk: Buffer) => void = () => {};
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(new Error(`npm run dev was not ready in ${READY_TIMEOUT_MS / 1000} s:\n${output}`)),
      READY_TIMEOUT_MS,
    );
    read = (chunk: Buffer) => {
      process.stdout.write(chunk);
      output += chunk.toString("utf8");
      const parsed = parseDevOutput(output);
      if (parsed.url && parsed.admin && parsed.user) {
        clearTimeout(timer);
        process.env.DEV_SMOKE_URL = parsed.url;
        process.env.DEV_SMOKE_ADMIN = JSON.stringify(parsed.admin);
        process.env.DEV_SMOKE_USER = JSON.stringify(parsed.user);
        resolve();
      }
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`npm run dev exited (${code}) before it was ready:\n${output}`));
    });
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    process.kill(-child.pid!, "SIGTERM");
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (child.exitCode === null) process.kill(-child.pid!, "SIGKILL");
  };
  try {
    await ready;
  } catch (error) {
    await stop();
    throw error;
  }
  // From now on the output only goes to the log.
  child.stdout.off("data", read);
  child.stderr.off("data", read);
  return stop;
}
