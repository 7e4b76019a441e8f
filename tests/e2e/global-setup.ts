// Playwright globalSetup: the browser tests need the local backend (Firebase emulators with
// firestore.rules and the demo seed). `npm test` starts the emulators first; they are seeded again
// here (the Node suites wipe them). Run on its own (`npm run test:e2e`), this starts them too and
// stops them at the end. The two stand-ins are Playwright webServers (playwright.config.ts).
import { ensureLocalBackend } from "../../scripts/lib/local-backend.mjs";

export default function globalSetup() {
  return ensureLocalBackend({ seed: true });
}
