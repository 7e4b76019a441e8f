// Vitest globalSetup of the `backend` project: the auth store's tests need the Auth and Firestore
// emulators at the local addresses the app uses (src/site/local-addresses.ts). `npm test` starts
// them before Vitest runs; run on its own (`vitest run --project backend`), this starts them and
// stops them when the run ends.
import { ensureLocalBackend } from "../../tools/dev/local-backend.mjs";

export default function setup() {
  return ensureLocalBackend();
}
