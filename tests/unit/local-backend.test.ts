// The local addresses live in src/lib/local-backend.ts; firebase.json (read by firebase-tools'
// emulators) must say the same, and nothing else may name them.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  LOCAL_AUTH_EMULATOR_PORT,
  LOCAL_FIRESTORE_EMULATOR_PORT,
  LOCAL_HOSTING_PORT,
  LOCAL_PROJECT_ID,
} from "@/lib/local-backend";
import { DEFAULT_PROJECT_ID } from "../../scripts/lib/emulators.mjs";

const firebaseJson = JSON.parse(readFileSync("firebase.json", "utf8")) as {
  emulators: Record<string, { host?: string; port?: number }>;
};

describe("the local backend's addresses, one source (src/lib/local-backend.ts)", () => {
  it("firebase.json's emulator ports are the module's", () => {
    expect(firebaseJson.emulators["auth"]).toEqual({
      host: "127.0.0.1",
      port: LOCAL_AUTH_EMULATOR_PORT,
    });
    expect(firebaseJson.emulators["firestore"]).toEqual({
      host: "127.0.0.1",
      port: LOCAL_FIRESTORE_EMULATOR_PORT,
    });
    expect(firebaseJson.emulators["hosting"]).toEqual({
      host: "127.0.0.1",
      port: LOCAL_HOSTING_PORT,
    });
  });

  it("the emulators' launcher uses the module's project id", () => {
    expect(DEFAULT_PROJECT_ID).toBe(LOCAL_PROJECT_ID);
    expect(LOCAL_PROJECT_ID).toMatch(/^demo-/);
  });
});
