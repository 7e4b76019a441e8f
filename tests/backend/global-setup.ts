// Vitest globalSetup of the `backend` project: the auth store's tests need the Auth and Firestore
// emulators at the local addresses the app uses (src/lib/local-backend.ts). `npm test` starts
// them before Vitest runs; when they are not running (e.g. `vitest run --project backend` on its
// own) this starts them, and stops them when the run ends.
import { LOCAL_AUTH_EMULATOR_PORT, LOCAL_FIRESTORE_EMULATOR_PORT } from "@/lib/local-backend";
import { DEFAULT_PROJECT_ID, lintRules, startEmulators } from "../../scripts/lib/emulators.mjs";

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url);
    return true;
  } catch {
    return false;
  }
}

export default async function setup() {
  const running =
    (await answers(`http://127.0.0.1:${LOCAL_AUTH_EMULATOR_PORT}/`)) &&
    (await answers(`http://127.0.0.1:${LOCAL_FIRESTORE_EMULATOR_PORT}/`));
  if (running) return;
  const emulators = await startEmulators({
    projectId: DEFAULT_PROJECT_ID,
    firestorePort: LOCAL_FIRESTORE_EMULATOR_PORT,
    authPort: LOCAL_AUTH_EMULATOR_PORT,
  });
  await lintRules(`127.0.0.1:${LOCAL_FIRESTORE_EMULATOR_PORT}`, DEFAULT_PROJECT_ID);
  return () => emulators.stop();
}
