// The whole local backend in one call, shared by `npm run dev` (scripts/dev.mjs) and `npm test`
// (scripts/test.mjs): the Firebase emulators (Firestore with firestore.rules, Auth), the demo
// seed, and the stand-ins for the two SaaS endpoints (form endpoint, Cloudinary).
import {
  LOCAL_CLOUDINARY_PORT,
  LOCAL_AUTH_EMULATOR_PORT,
  LOCAL_FIRESTORE_EMULATOR_PORT,
  LOCAL_FORM_ENDPOINT_PORT,
  LOCAL_PROJECT_ID,
} from "../../src/lib/local-backend.ts";
import { adminApp, seedDemo } from "./admin.mjs";
import { EmulatorSetupError, lintRules, startEmulators } from "./emulators.mjs";
import { startCloudinary } from "./cloudinary.mjs";
import { startFormEndpoint } from "./form-endpoint.mjs";

/**
 * `standIns: false` leaves the two stand-ins out (the browser tests start them as webServers).
 * @param {{ seed?: boolean, standIns?: boolean, log?: (line: string) => void,
 *   quiet?: boolean, watchRules?: boolean }} [options]
 * @returns {Promise<{ emulators: Awaited<ReturnType<typeof startEmulators>> | null,
 *   problem: string | null, env: Record<string, string>, stop: () => Promise<void> }>}
 *   `problem` says what is missing when the emulators could not start (the rest still runs).
 */
export async function startLocalBackend(options = {}) {
  const {
    seed = true,
    standIns = true,
    log = console.log,
    quiet = true,
    watchRules = false,
  } = options;
  const stops = [];
  let emulators = null;
  let problem = null;
  try {
    emulators = await startEmulators({
      projectId: LOCAL_PROJECT_ID,
      firestorePort: LOCAL_FIRESTORE_EMULATOR_PORT,
      authPort: LOCAL_AUTH_EMULATOR_PORT,
      watchRules,
      ...(quiet ? {} : { log }),
    });
    stops.push(emulators.stop);
    // A syntax error in firestore.rules fails here, with the emulator's own message.
    await lintRules(emulators.firestoreHost, LOCAL_PROJECT_ID);
    if (seed) {
      const admin = adminApp({
        projectId: LOCAL_PROJECT_ID,
        emulators: { authHost: emulators.authHost, firestoreHost: emulators.firestoreHost },
      });
      try {
        await seedDemo(admin);
      } finally {
        await admin.close();
      }
    }
  } catch (error) {
    if (!(error instanceof EmulatorSetupError)) {
      await Promise.all(stops.map((stop) => stop()));
      throw error;
    }
    problem = error.message;
  }
  if (standIns) {
    const endpoint = await startFormEndpoint({ port: LOCAL_FORM_ENDPOINT_PORT, log });
    stops.push(endpoint.close);
    const cloudinary = await startCloudinary({ port: LOCAL_CLOUDINARY_PORT, log });
    stops.push(cloudinary.close);
  }
  const env = emulators
    ? {
        FIRESTORE_EMULATOR_HOST: emulators.firestoreHost,
        FIREBASE_AUTH_EMULATOR_HOST: emulators.authHost,
        GCLOUD_PROJECT: LOCAL_PROJECT_ID,
      }
    : {};
  return {
    emulators,
    problem,
    env,
    stop: async () => {
      for (const stop of stops.reverse()) await stop().catch(() => {});
    },
  };
}
