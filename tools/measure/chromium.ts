// Finds a Chromium for Playwright, the budget check and screenshots; installs one when it can.
// Playwright's own browser download does not work on every machine (e.g. no route to its CDN), so
// the system's Chromium is preferred: Debian's `chromium` package, or whatever CHROME_PATH names.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const CANDIDATES = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
];

/** Flags for a headless Chromium in a container or CI, quiet on a closed network. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

async function playwrightsOwn(): Promise<string | undefined> {
  try {
    const { chromium } = await import("@playwright/test");
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/** The path of a usable Chromium, or undefined. */
export async function findChromium(): Promise<string | undefined> {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return CANDIDATES.find((p) => existsSync(p)) ?? (await playwrightsOwn());
}

const aptInstall = (...packages: string[]) =>
  run("apt-get", ["install", "-y", "-qq", "--no-install-recommends", ...packages]);

function run(cmd: string, args: string[]): boolean {
  console.log(`$ ${cmd} ${args.join(" ")}`);
  return spawnSync(cmd, args, { stdio: "inherit" }).status === 0;
}

const isRoot = () => typeof process.getuid === "function" && process.getuid() === 0;
const hasApt = () => existsSync("/usr/bin/apt-get");

/**
 * A Chromium path, installing one when none is found: Debian's package through apt when running as
 * root, otherwise Playwright's own download. Throws with instructions when neither works.
 */
export async function ensureChromium(): Promise<string> {
  let path = await findChromium();
  if (path) return path;
  console.log("No Chromium found: installing one for the browser tests.");
  if (isRoot() && hasApt()) {
    run("apt-get", ["update", "-qq"]);
    aptInstall("chromium", "fonts-liberation");
  } else {
    run("npx", ["playwright", "install", "chromium"]);
  }
  path = await findChromium();
  if (path) return path;
  throw new Error(
    [
      "No Chromium for the browser tests, and installing one failed.",
      "Install one, then run the tests again:",
      "  Debian/Ubuntu:  sudo apt-get install chromium",
      "  elsewhere:      npx playwright install chromium",
      "or point CHROME_PATH at an existing Chrome/Chromium binary.",
    ].join("\n"),
  );
}

/**
 * Chromium's headless shell (Debian's `chromium-headless-shell`, the same Blink as `chromium`
 * without the browser's own user interface): what Playwright's headless mode runs by default. The
 * browser tests run in it, and so take less of the machine than in the whole browser.
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/** The headless shell when there is one, else a whole Chromium as findChromium finds it. */
export function findHeadlessShellSync(): string | undefined {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return [HEADLESS_SHELL, ...CANDIDATES].find((p) => existsSync(p));
}

/**
 * A headless Chromium for the browser tests: CHROME_PATH, else the headless shell (installed with
 * apt when running as root where there is none), else a whole Chromium (ensureChromium).
 */
export async function ensureHeadlessShell(): Promise<string> {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  if (!existsSync(HEADLESS_SHELL) && isRoot() && hasApt()) {
    console.log("No Chromium headless shell found: installing one for the browser tests.");
    if (!aptInstall("chromium-headless-shell")) {
      run("apt-get", ["update", "-qq"]);
      aptInstall("chromium-headless-shell");
    }
  }
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : ensureChromium();
}

/** The version line of a Chromium binary, for logs. */
export function chromiumVersion(path: string): string {
  try {
    return execFileSync(path, ["--version"], { encoding: "utf8" }).trim();
  } catch {
    return "unknown version";
  }
}
