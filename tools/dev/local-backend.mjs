// The whole local backend in one call, shared by `npm run dev` (tools/dev/dev.mjs) and `npm test`
// (tools/test/test.mjs): the Firebase emulators (Firestore with firestore.rules, Auth), the demo
// seed, and the stand-ins for the two SaaS endpoints (form endpoint, Cloudinary).
import { resolve } from "node:path";
import {
  LOCAL_CLOUDINARY,
  LOCAL_CLOUDINARY_PORT,
  LOCAL_AUTH_EMULATOR_PORT,
  LOCAL_FORM_ENDPOINT,
  LOCAL_FIRESTORE_EMULATOR_PORT,
  LOCAL_FORM_ENDPOINT_PORT,
  LOCAL_PROJECT_ID,
} from "../../src/site/local-addresses.ts";
import { adminApp, seedDemo } from "./admin.mjs";
import { seedLivedIn } from "./lived-in.mjs";
import {
  EmulatorSetupError,
  ROOT,
  lintRules,
  startEmulators,
  watchRulesInto,
} from "./emulators/start.mjs";
import { writeRulesGuides } from "../ops/rules-guides.mjs";
import { startCloudinary } from "./cloudinary-stand-in.mjs";
import { startFormEndpoint } from "./form-endpoint-stand-in.mjs";

/**
 * `standIns: false` leaves the two stand-ins out (the browser tests start them as webServers).
 * `reuse: true` uses the emulators and stand-ins that already answer at the local addresses
 * (another `npm run dev`, or `npm test`'s), and starts only what is missing; `reused` names them.
 * @param {{ seed?: boolean, standIns?: boolean, log?: (line: string) => void,
 *   quiet?: boolean, watchRules?: boolean, reuse?: boolean }} [options]
 * @returns {Promise<{ emulators: Awaited<ReturnType<typeof startEmulators>> | null,
 *   problem: string | null, reused: string[], stop: () => Promise<void> }>}
 *   `problem` says what is missing when the emulators could not start (the rest still runs).
 */
export async function startLocalBackend(options = {}) {
  const {
    seed = true,
    standIns = true,
    log = console.log,
    quiet = true,
    watchRules = false,
    reuse = false,
  } = options;
  const stops = [];
  /** @type {string[]} */
  const reused = [];
  let emulators = null;
  let problem = null;
  try {
    if (reuse && (await localBackendRunning())) {
      reused.push("emulators");
      // Emulators started by another checkout, or before firestore.rules changed, hold other
      // rules: this checkout's are loaded into them, and watched as a start would watch them.
      writeRulesGuides(resolve(ROOT, "firestore.rules"));
      await lintRules(FIRESTORE_HOST, LOCAL_PROJECT_ID);
      const unwatch = watchRules
        ? watchRulesInto(FIRESTORE_HOST, LOCAL_PROJECT_ID, { rulesLog: log })
        : () => {};
      emulators = {
        projectId: LOCAL_PROJECT_ID,
        firestoreHost: FIRESTORE_HOST,
        authHost: AUTH_HOST,
        stop: async () => unwatch(),
      };
      stops.push(emulators.stop);
      if (seed) await seedLocalDemo();
    } else {
      emulators = await startEmulators({
        projectId: LOCAL_PROJECT_ID,
        firestorePort: LOCAL_FIRESTORE_EMULATOR_PORT,
        authPort: LOCAL_AUTH_EMULATOR_PORT,
        watchRules,
        // Quiet or not, each rules reload and each compile error is said (npm run dev).
        rulesLog: log,
        ...(quiet ? {} : { log }),
      });
      stops.push(emulators.stop);
      // A syntax error in firestore.rules fails here, with the emulator's own message.
      await lintRules(emulators.firestoreHost, LOCAL_PROJECT_ID);
      if (seed) await seedLocalDemo();
    }
  } catch (error) {
    if (!(error instanceof EmulatorSetupError)) {
      await Promise.all(stops.map((stop) => stop()));
      throw error;
    }
    problem = error.message;
  }
  if (standIns) {
    if (reuse && (await answers(`${LOCAL_FORM_ENDPOINT}/__messages`))) reused.push("form endpoint");
    else {
      const endpoint = await startFormEndpoint({ port: LOCAL_FORM_ENDPOINT_PORT, log });
      stops.push(endpoint.close);
      log(`Form endpoint stand-in (it prints what it receives): ${endpoint.forms.join(", ")}`);
      log(
        `Newsletter stand-in (Buttondown's contract; it prints every sign-up): ${endpoint.newsletter}`,
      );
    }
    if (reuse && (await answers(`${LOCAL_CLOUDINARY}/__uploads`))) reused.push("Cloudinary");
    else {
      const cloudinary = await startCloudinary({ port: LOCAL_CLOUDINARY_PORT, log });
      stops.push(cloudinary.close);
    }
  }
  return {
    emulators,
    problem,
    reused,
    stop: async () => {
      for (const stop of stops.reverse()) await stop().catch(() => {});
    },
  };
}

const AUTH_HOST = `127.0.0.1:${LOCAL_AUTH_EMULATOR_PORT}`;
const FIRESTORE_HOST = `127.0.0.1:${LOCAL_FIRESTORE_EMULATOR_PORT}`;

/** Whether a GET of `url` answers 200. */
const answers = (url) =>
  fetch(url, { signal: AbortSignal.timeout(5_000) }).then(
    (response) => response.ok,
    () => false,
  );

/** Whether our emulators answer at the local addresses (their own admin APIs, not just any server). */
export async function localBackendRunning() {
  const [auth, firestore] = await Promise.all([
    answers(`http://${AUTH_HOST}/emulator/v1/projects/${LOCAL_PROJECT_ID}/config`),
    answers(`http://${FIRESTORE_HOST}/emulator/v1/projects/${LOCAL_PROJECT_ID}:securityRules`),
  ]);
  return auth && firestore;
}

/** Runs `work` with the Admin SDK on the local emulators. */
async function withLocalAdmin(work) {
  const admin = adminApp({
    projectId: LOCAL_PROJECT_ID,
    emulators: { authHost: AUTH_HOST, firestoreHost: FIRESTORE_HOST },
  });
  try {
    return await work(admin);
  } finally {
    await admin.close();
  }
}

/**
 * The two stand-ins (the form endpoint, Cloudinary) for the checks that load the built pages
 * outside the browser tests (the budget, the smoke check, Lighthouse): the wall's photos come from
 * the Cloudinary stand-in, as a reader's come from Cloudinary. Uses those that answer, starts the
 * others; returns the function that stops what it started. (The browser tests start their own as
 * Playwright webServers: stop these first.)
 * @param {{ log?: (line: string) => void }} [options]
 */
export async function ensureStandIns({ log = () => {} } = {}) {
  const stops = [];
  if (!(await answers(`${LOCAL_FORM_ENDPOINT}/__messages`))) {
    const endpoint = await startFormEndpoint({ port: LOCAL_FORM_ENDPOINT_PORT, log });
    stops.push(endpoint.close);
  }
  if (!(await answers(`${LOCAL_CLOUDINARY}/__uploads`))) {
    const cloudinary = await startCloudinary({ port: LOCAL_CLOUDINARY_PORT, log });
    stops.push(cloudinary.close);
  }
  return async () => {
    for (const stop of stops.reverse()) await stop().catch(() => {});
  };
}

/**
 * The published testimonials of a site a year old (tools/dev/lived-in.mjs), into the running
 * emulators: what `npm test`'s build bakes into the wall and Expertise, and what the suites that
 * measure or scan pages read (idempotent: the same documents every time).
 */
export async function seedLivedInLocal() {
  await withLocalAdmin(seedLivedIn);
}

/** Seeds the demo data into the running local emulators (idempotent). */
export async function seedLocalDemo() {
  await withLocalAdmin(seedDemo);
}

/**
 * For the test suites' global setups and the checks that load pages: uses the emulators when they
 * already run (`npm test` starts them first), else starts them without the stand-ins; `seed` puts
 * the demo data in, `livedIn` the lived-in site's testimonials. Returns the function that stops
 * what it started (nothing when it started nothing).
 * @param {{ seed?: boolean, livedIn?: boolean }} [options]
 */
export async function ensureLocalBackend({ seed = false, livedIn = false } = {}) {
  let stop = async () => {};
  if (!(await localBackendRunning())) {
    const backend = await startLocalBackend({ seed, standIns: false });
    if (backend.problem) {
      await backend.stop();
      throw new Error(backend.problem);
    }
    stop = backend.stop;
  } else if (seed) await seedLocalDemo();
  if (livedIn) await seedLivedInLocal();
  return stop;
}
