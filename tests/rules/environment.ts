// The rules suites' one way to reach the Firestore emulator that tests/rules/global-setup.ts
// started (or the one FIRESTORE_EMULATOR_HOST names) with firestore.rules loaded.
import { readFileSync } from "node:fs";
import { initializeTestEnvironment, type RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { inject } from "vitest";

export const PROJECT_ID =
  process.env.FIREBASE_PROJECT_ID || inject("firebaseProjectId") || "demo-amara";

/** The emulator's host and port. */
export function emulatorAddress(): { host: string; port: number } {
  const emulator = inject("firestoreEmulatorHost") || process.env.FIRESTORE_EMULATOR_HOST;
  if (!emulator)
    throw new Error("FIRESTORE_EMULATOR_HOST is not set (see tests/rules/global-setup.ts)");
  const colon = emulator.lastIndexOf(":");
  return {
    host: emulator.slice(0, colon).replace(/^\[|\]$/g, ""),
    port: Number(emulator.slice(colon + 1)),
  };
}

/** A test environment on the emulator with the repository's firestore.rules. */
export function rulesEnvironment(): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { ...emulatorAddress(), rules: readFileSync("firestore.rules", "utf8") },
  });
}
