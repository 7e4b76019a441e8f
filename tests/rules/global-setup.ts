// Vitest globalSetup of the `rules` project: makes sure a Firestore emulator is there for the
// rules tests, and that firestore.rules compiles (a syntax error fails the run here, with the
// emulator's line:column messages, instead of as dozens of confusing test failures).
//
// - RULES_FIRESTORE_EMULATOR_HOST set: use that emulator (its data is wiped by the tests).
// - Not set: start Google's Firestore emulator of its own on a free port (tools/dev/emulators/start.mjs),
//   hand its address to the test files (Vitest's provide/inject), and stop it when the run ends. The
//   emulator of `npm run dev` or of the other suites is never touched, so its data survives.
import type { TestProject } from "vitest/node";
import {
  DEFAULT_PROJECT_ID,
  freePort,
  lintRules,
  startFirestoreEmulator,
} from "../../tools/dev/emulators/start.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    firestoreEmulatorHost: string;
    firebaseProjectId: string;
  }
}

export default async function setup(project: TestProject) {
  const projectId = process.env.FIREBASE_PROJECT_ID || DEFAULT_PROJECT_ID;
  let host = process.env.RULES_FIRESTORE_EMULATOR_HOST;
  let stop: (() => Promise<void>) | undefined;

  if (!host) {
    const started = performance.now();
    const emulator = await startFirestoreEmulator({ projectId, port: await freePort() });
    host = emulator.host;
    stop = emulator.stop;
    console.log(
      `Firestore emulator started at ${host} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }

  try {
    await lintRules(host, projectId, "firestore.rules");
  } catch (error) {
    await stop?.();
    throw error;
  }

  project.provide("firestoreEmulatorHost", host);
  project.provide("firebaseProjectId", projectId);

  return async () => {
    await stop?.();
  };
}
