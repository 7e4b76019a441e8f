// Starts `npm run dev` exactly as the README's quick start does (on a port of its own), reads
// the demo accounts it prints, and hands them and its address to the smoke tests. Whatever the
// command reuses (emulators already running under `npm test`) or starts (the stand-ins, the
// emulators when none run) is its own business: that is what a newcomer gets.
import { spawn } from "node:child_process";
import { DEV_SMOKE_PORT, parseDevOutput } from "../../scripts/lib/dev-output.mjs";

const READY_TIMEOUT_MS = 120_000;

export default async function globalSetup() {
  const child = spawn("npm", ["run", "dev", "--", "--port", String(DEV_SMOKE_PORT)], {
    // A process group of its own, so the teardown stops npm, the script and everything it started.
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, FORCE_COLOR: "0", NO_COLOR: "1" },
  });
  let output = "";
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(new Error(`npm run dev was not ready in ${READY_TIMEOUT_MS / 1000} s:\n${output}`)),
      READY_TIMEOUT_MS,
    );
    const read = (chunk: Buffer) => {
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
  child.stdout.removeAllListeners("data");
  child.stderr.removeAllListeners("data");
  child.stdout.resume();
  child.stderr.resume();
  return stop;
}
