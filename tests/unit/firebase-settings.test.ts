import { describe, expect, it } from "vitest";
import { accountErrorMessage } from "@/lib/auth-errors";
import { firebaseSettings } from "@/lib/firebase/settings";
import { messages } from "@/lib/messages";

describe("firebaseSettings", () => {
  it("uses the emulators with the demo project when nothing is set", () => {
    expect(firebaseSettings({})).toEqual({
      options: {
        apiKey: "demo-api-key",
        authDomain: "demo-amara.firebaseapp.com",
        projectId: "demo-amara",
      },
      emulators: {
        auth: "http://127.0.0.1:9099",
        firestore: { host: "127.0.0.1", port: 8080 },
      },
    });
  });

  it("talks to a real project without emulators when its settings are given", () => {
    const settings = firebaseSettings({
      PUBLIC_FIREBASE_API_KEY: "AIza-real",
      PUBLIC_FIREBASE_AUTH_DOMAIN: "amara.firebaseapp.com",
      PUBLIC_FIREBASE_PROJECT_ID: "amara-site",
      PUBLIC_FIREBASE_APP_ID: "1:2:web:3",
    });
    expect(settings.emulators).toBeNull();
    expect(settings.options).toEqual({
      apiKey: "AIza-real",
      authDomain: "amara.firebaseapp.com",
      projectId: "amara-site",
      appId: "1:2:web:3",
    });
  });

  it("honours explicit emulator addresses, and refuses a demo project without them", () => {
    expect(
      firebaseSettings({
        PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: "localhost:9199",
        PUBLIC_FIRESTORE_EMULATOR_HOST: "localhost:8180",
      }).emulators,
    ).toEqual({ auth: "http://localhost:9199", firestore: { host: "localhost", port: 8180 } });
    expect(() => firebaseSettings({ PUBLIC_FIRESTORE_EMULATOR_HOST: "off" })).toThrow(
      /only exists in the emulators/,
    );
    expect(() => firebaseSettings({ PUBLIC_FIRESTORE_EMULATOR_HOST: "localhost" })).toThrow(
      /host:port/,
    );
  });
});

describe("accountErrorMessage", () => {
  const e = messages.accountErrors;
  it.each([
    ["auth/invalid-credential", e.wrongCredentials],
    ["auth/wrong-password", e.wrongCredentials],
    ["auth/user-not-found", e.wrongCredentials],
    ["auth/email-already-in-use", e.emailInUse],
    ["auth/weak-password", e.weakPassword],
    ["auth/invalid-email", e.invalidEmail],
    ["auth/too-many-requests", e.tooManyRequests],
    ["auth/network-request-failed", e.network],
    ["auth/requires-recent-login", e.recentLogin],
    ["permission-denied", e.permissionDenied],
    ["unavailable", e.network],
  ])("turns %s into a sentence", (code, sentence) => {
    expect(accountErrorMessage({ code })).toBe(sentence);
  });

  it("knows the store's own errors and the offline read", () => {
    expect(accountErrorMessage(new Error(messages.account.userDocumentNotFound))).toBe(
      e.userDocumentNotFound,
    );
    expect(accountErrorMessage(new Error(messages.account.unauthorized))).toBe(e.unauthorized);
    expect(
      accountErrorMessage(new Error("Failed to get document because the client is offline.")),
    ).toBe(e.network);
  });

  it("falls back to a general sentence, never a raw code", () => {
    expect(accountErrorMessage({ code: "auth/internal-error" })).toBe(e.unknown);
    expect(accountErrorMessage("boom")).toBe(e.unknown);
    expect(accountErrorMessage(null)).toBe(e.unknown);
  });
});
