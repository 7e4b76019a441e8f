// Finding what the Cloud Firestore emulator needs on this machine: Java 17+, and the emulator
// itself (the gcloud component's launcher, or a jar firebase-tools downloaded). Each failure is an
// EmulatorSetupError that names the command to install the missing piece.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";
import { EmulatorSetupError } from "./common.mjs";

const FIRESTORE_LAUNCHER = "platform/cloud-firestore-emulator/cloud_firestore_emulator";
// The oldest Java the project runs the emulator on and tests it with (.ci/run installs it; Debian
// bookworm has no 21). firebase-tools' own emulators:start wants 21; the project does not use it
// (docs/decisions.md, "The emulators: our launcher, not `firebase emulators:exec`").
const MIN_JAVA = 17;

/** Checks that Java 17+ runs; returns the command for it (env JAVA, else `java`). */
export function checkJava() {
  const java = process.env.JAVA || "java";
  const install = [
    "apt-get install -y openjdk-17-jre-headless   # Debian/Ubuntu (any Java 17+ works; or set JAVA=/path/to/java)",
  ];
  const run = spawnSync(java, ["-version"], { encoding: "utf8", timeout: 30_000 });
  if (run.error || run.status !== 0) {
    throw new EmulatorSetupError(
      `Java was not found (\`${java} -version\` failed); the Cloud Firestore emulator needs Java ${MIN_JAVA}+.`,
      install,
    );
  }
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${run.stderr}${run.stdout}`);
  const major = match ? Number(match[1] === "1" ? match[2] : match[1]) : NaN;
  if (Number.isFinite(major) && major < MIN_JAVA) {
    throw new EmulatorSetupError(
      `Java ${major} is too old; the Cloud Firestore emulator needs Java ${MIN_JAVA}+.`,
      install,
    );
  }
  return java;
}

/** Places where a Google Cloud SDK may live, most likely first. */
function sdkRootCandidates() {
  /** @type {string[]} */
  const roots = [];
  if (process.env.CLOUDSDK_ROOT_DIR) roots.push(process.env.CLOUDSDK_ROOT_DIR);
  roots.push(
    "/usr/lib/google-cloud-sdk",
    "/usr/share/google-cloud-sdk",
    "/opt/google-cloud-sdk",
    "/snap/google-cloud-cli/current",
    "/snap/google-cloud-sdk/current",
    "/usr/local/google-cloud-sdk",
    join(homedir(), "google-cloud-sdk"),
  );
  return roots;
}

let cachedLauncher = /** @type {string | undefined} */ (undefined);

/**
 * The Firestore emulator to run: env FIRESTORE_EMULATOR_BIN (its `cloud_firestore_emulator`
 * launcher, or a firebase-tools `cloud-firestore-emulator-*.jar`), else the gcloud component in a
 * well-known SDK folder, else the SDK root `gcloud info` reports, else a jar firebase-tools
 * downloaded earlier (~/.cache/firebase/emulators).
 * @returns {string}
 */
export function findFirestoreEmulator() {
  if (cachedLauncher) return cachedLauncher;
  const fromEnv = process.env.FIRESTORE_EMULATOR_BIN;
  if (fromEnv) {
    if (!existsSync(fromEnv)) {
      throw new EmulatorSetupError(
        `FIRESTORE_EMULATOR_BIN points to ${fromEnv}, which does not exist.`,
        ["unset FIRESTORE_EMULATOR_BIN   # or point it at cloud_firestore_emulator"],
      );
    }
    return (cachedLauncher = fromEnv);
  }
  const looked = [];
  for (const root of sdkRootCandidates()) {
    const launcher = join(root, FIRESTORE_LAUNCHER);
    looked.push(launcher);
    if (existsSync(launcher)) return (cachedLauncher = launcher);
  }
  const gcloud = spawnSync("gcloud", ["info", "--format=value(installation.sdk_root)"], {
    encoding: "utf8",
    timeout: 30_000,
    env: { ...process.env, CLOUDSDK_CORE_DISABLE_PROMPTS: "1" },
  });
  const sdkRoot = gcloud.status === 0 ? gcloud.stdout.trim() : "";
  if (sdkRoot) {
    const launcher = join(sdkRoot, FIRESTORE_LAUNCHER);
    looked.push(launcher);
    if (existsSync(launcher)) return (cachedLauncher = launcher);
  }
  const cache = join(homedir(), ".cache/firebase/emulators");
  const jar = existsSync(cache)
    ? readdirSync(cache)
        .filter((f) => /^cloud-firestore-emulator-v[\d.]+\.jar$/.test(f))
        .sort()
        .pop()
    : undefined;
  if (jar) return (cachedLauncher = join(cache, jar));
  looked.push(join(cache, "cloud-firestore-emulator-v*.jar"));
  throw new EmulatorSetupError(
    `The Cloud Firestore emulator was not found. Looked for:\n${looked.map((l) => `  ${l}`).join("\n")}`,
    [
      "apt-get install -y google-cloud-cli-firestore-emulator   # gcloud from Google's apt repository",
      "gcloud components install cloud-firestore-emulator        # gcloud from Google's installer",
      "export FIRESTORE_EMULATOR_BIN=/path/to/cloud_firestore_emulator   # anywhere else",
    ],
  );
}
