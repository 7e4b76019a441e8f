// `npm run dev` reuses emulators that already run (another `npm run dev`, `npm test`'s, another
// checkout's) and loads this checkout's firestore.rules into them: a reused emulator never keeps
// rules this checkout does not have. tools/dev/local-backend.mjs, startLocalBackend({ reuse }).
import { afterAll, describe, expect, it } from "vitest";
import { localBackendRunning, startLocalBackend } from "../../tools/dev/local-backend.mjs";
import { lintRules, putRules } from "../../tools/dev/emulators/start.mjs";
import { FIRESTORE_URL, PROJECT_ID } from "../support/node/emulators";

const HOST = new URL(FIRESTORE_URL).host;
/** Rules another checkout might have left loaded: everything open. */
const OPEN =
  'rules_version = "2";\nservice cloud.firestore { match /databases/{db}/documents { match /{doc=**} { allow read, write: if true; } } }\n';

/** An anonymous REST read of a user's private document (its email), as a stranger would try. */
const strangerReadsAUser = () =>
  fetch(
    `${FIRESTORE_URL}/v1/projects/${PROJECT_ID}/databases/(default)/documents/users/dev-reuse-Ɗanjuma`,
  );

afterAll(async () => {
  await lintRules(HOST, PROJECT_ID);
});

describe("npm run dev with the emulators already running", () => {
  it("loads this checkout's rules into them, and a stranger is refused again", async () => {
    expect(await localBackendRunning()).toBe(true);
    await putRules(HOST, PROJECT_ID, OPEN);
    // Open rules: the read is let through (the document does not exist).
    expect((await strangerReadsAUser()).status).toBe(404);

    const backend = await startLocalBackend({ reuse: true, seed: false, standIns: false });
    try {
      expect(backend.reused).toContain("emulators");
      expect(backend.problem).toBeNull();
      expect((await strangerReadsAUser()).status).toBe(403);
    } finally {
      await backend.stop();
    }
  });
});
