// Playwright globalSetup: the browser tests need the local backend (Firebase emulators with
// firestore.rules, the demo seed and the lived-in site's published testimonials, which the build
// baked into the wall: tools/dev/lived-in.mjs). `npm test` starts the emulators first; they are
// seeded again here (the Node suites wipe them). Run on its own (`npm run test:e2e`), this starts them too and
// stops them at the end. The two stand-ins are Playwright webServers (playwright.config.ts).
// It refuses to test a build older than its sources (tools/serve/build-freshness.mjs).
import { staleBuild } from "../../tools/serve/build-freshness.mjs";
import { ensureLocalBackend } from "../../tools/dev/local-backend.mjs";

export default function globalSetup() {
  const stale = staleBuild(process.cwd());
  if (stale) throw new Error(stale);
  return ensureLocalBackend({ seed: true, livedIn: true });
}
