// Playwright globalSetup: the browser tests need the local backend (Firebase emulators with
// firestore.rules and the demo seed). `npm test` starts the emulators before; here they are
// seeded again (the Node suites wipe them). Run on its own (`npm run test:e2e`), this starts them
// too, and the returned function stops them at the end. The form-endpoint stand-in is one of
// Playwright's webServers (playwright.config.ts).
import {
  LOCAL_AUTH_EMULATOR_PORT,
  LOCAL_FIRESTORE_EMULATOR_PORT,
  LOCAL_PROJECT_ID,
} from "@/lib/local-backend";
import { adminApp, seedDemo } from "../../scripts/lib/admin.mjs";
import { startLocalBackend } from "../../scripts/lib/local-backend.mjs";

const answers = (url: string) =>
  fetch(url).then(
    () => true,
    () => false,
  );

export default async function globalSetup() {
  const running =
    (await answers(`http://127.0.0.1:${LOCAL_AUTH_EMULATOR_PORT}/`)) &&
    (await answers(`http://127.0.0.1:${LOCAL_FIRESTORE_EMULATOR_PORT}/`));
  if (!running) {
    const backend = await startLocalBackend({ standIns: false });
    if (backend.problem) throw new Error(backend.problem);
    return () => backend.stop();
  }
  const admin = adminApp({
    projectId: LOCAL_PROJECT_ID,
    emulators: {
      authHost: `127.0.0.1:${LOCAL_AUTH_EMULATOR_PORT}`,
      firestoreHost: `127.0.0.1:${LOCAL_FIRESTORE_EMULATOR_PORT}`,
    },
  });
  try {
    await seedDemo(admin);
  } finally {
    await admin.close();
  }
  return undefined;
}
