/**
 * Firestore's REST API for the few public reads that need no SDK (Expertise's check of its baked
 * cards, the build's read of the featured ones). A module of its own: the Auth screens import the
 * settings, and must not carry Firestore's address (tests/e2e/account.spec.ts checks they do not).
 */
import type { FirebaseSettings } from "./settings";

/** The REST address of the project's documents (the emulator's, or Google's). */
export function documentsUrl(settings: FirebaseSettings): string {
  const firestore = settings.emulators?.firestore;
  const origin = firestore
    ? `http://${firestore.host}:${firestore.port}`
    : "https://firestore.googleapis.com";
  return `${origin}/v1/projects/${settings.options.projectId}/databases/(default)/documents`;
}
