import { describe, expect, it, vi } from "vitest";
import { accountErrorMessage } from "@/features/account/auth-errors";
import { startAppCheck, type AppCheckSdk } from "@/firebase/app-check";
import { firebaseSettings } from "@/firebase/settings";
import { accountErrorMessages, accountMessages } from "@/features/account/messages";

describe("App Check", () => {
  /** Stands in for firebase/app-check (reCAPTCHA cannot run here) and records what it was asked. */
  function fakeSdk() {
    const calls: {
      app: unknown;
      options: { provider: unknown; isTokenAutoRefreshEnabled: boolean };
    }[] = [];
    class ReCaptchaEnterpriseProvider {
      constructor(readonly siteKey: string) {}
    }
    const sdk: AppCheckSdk = {
      initializeAppCheck: (app, options) => calls.push({ app, options }),
      ReCaptchaEnterpriseProvider,
    };
    let loads = 0;
    const load = () => {
      loads += 1;
      return Promise.resolve(sdk);
    };
    return { calls, load, loads: () => loads, ReCaptchaEnterpriseProvider };
  }
  const app = { name: "[DEFAULT]" } as never;

  it("reads the site key from PUBLIC_APP_CHECK_SITE_KEY, trimmed; none means off", () => {
    expect(firebaseSettings({ PUBLIC_APP_CHECK_SITE_KEY: " 6Lc-key " }).appCheckSiteKey).toBe(
      "6Lc-key",
    );
    expect(firebaseSettings({ PUBLIC_APP_CHECK_SITE_KEY: "  " }).appCheckSiteKey).toBeNull();
    expect(firebaseSettings({}).appCheckSiteKey).toBeNull();
  });

  it("with a key: the reCAPTCHA Enterprise provider with that key, tokens refreshed", async () => {
    const sdk = fakeSdk();
    await expect(startAppCheck(app, "6Lc-key", sdk.load)).resolves.toBe(true);
    expect(sdk.calls).toHaveLength(1);
    expect(sdk.calls[0]!.app).toBe(app);
    expect(sdk.calls[0]!.options.isTokenAutoRefreshEnabled).toBe(true);
    expect(sdk.calls[0]!.options.provider).toBeInstanceOf(sdk.ReCaptchaEnterpriseProvider);
    expect(sdk.calls[0]!.options.provider).toMatchObject({ siteKey: "6Lc-key" });
  });

  it("with a debug token (npm run dev -- --real): set where the SDK reads it, before it starts", async () => {
    const global = globalThis as { FIREBASE_APPCHECK_DEBUG_TOKEN?: string };
    const sdk = fakeSdk();
    let seen: string | undefined;
    const load = async () => {
      const real = await sdk.load();
      return {
        ...real,
        initializeAppCheck: (...args: Parameters<AppCheckSdk["initializeAppCheck"]>) => {
          seen = global.FIREBASE_APPCHECK_DEBUG_TOKEN;
          return real.initializeAppCheck(...args);
        },
      };
    };
    try {
      await expect(startAppCheck(app, "6Lc-key", load, "debug-1")).resolves.toBe(true);
      expect(seen).toBe("debug-1");
      delete global.FIREBASE_APPCHECK_DEBUG_TOKEN;
      await startAppCheck(app, "6Lc-key", load, null);
      expect(seen).toBeUndefined();
    } finally {
      delete global.FIREBASE_APPCHECK_DEBUG_TOKEN;
    }
  });

  it("without a key: the SDK is not even fetched", async () => {
    const sdk = fakeSdk();
    await expect(startAppCheck(app, null, sdk.load)).resolves.toBe(false);
    expect(sdk.loads()).toBe(0);
    expect(sdk.calls).toHaveLength(0);
  });

  it("a provider that cannot start is logged, and the site goes on", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const failing = () => Promise.reject(new Error("reCAPTCHA blocked"));
    await expect(startAppCheck(app, "6Lc-key", failing)).resolves.toBe(false);
    expect(error).toHaveBeenCalledWith("App Check could not start:", expect.any(Error));
    error.mockRestore();
  });
});

describe("firebaseSettings", () => {
  it("uses the emulators with the demo project when nothing is set", () => {
    expect(firebaseSettings({})).toEqual({
      options: {
        apiKey: "demo-api-key",
        authDomain: "demo-amara.firebaseapp.com",
        projectId: "demo-amara",
      },
      emulators: {
        auth: "http://127.0.0.1:9199",
        firestore: { host: "127.0.0.1", port: 8180 },
      },
      appCheckSiteKey: null,
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
  const e = accountErrorMessages;
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
    expect(accountErrorMessage(new Error(accountMessages.userDocumentNotFound))).toBe(
      e.userDocumentNotFound,
    );
    expect(accountErrorMessage(new Error(accountMessages.unauthorized))).toBe(e.unauthorized);
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
