/**
 * Firebase App Check with the reCAPTCHA Enterprise provider: requests to Firestore then carry a
 * token proving they come from this site in a real browser, so a script hammering the REST API
 * with the public config is refused once enforcement is on in the Firebase console
 * (docs/privacy.md). Switched on only when `PUBLIC_APP_CHECK_SITE_KEY` is set; without it
 * (local development, tests) nothing is loaded and nothing changes. With a debug token (only
 * `npm run dev -- --real`, on localhost, which is not among the key's domains) the SDK's debug
 * provider exchanges it instead of asking reCAPTCHA (src/firebase/app-check-debug.ts).
 */
import type { FirebaseApp } from "firebase/app";

/** The part of `firebase/app-check` used here (a parameter, so a unit test can stand it in). */
export interface AppCheckSdk {
  initializeAppCheck: (
    app: FirebaseApp,
    options: { provider: unknown; isTokenAutoRefreshEnabled: boolean },
  ) => unknown;
  ReCaptchaEnterpriseProvider: new (siteKey: string) => unknown;
}

const loadSdk = (): Promise<AppCheckSdk> =>
  import("firebase/app-check") as unknown as Promise<AppCheckSdk>;

/**
 * Sets up App Check on `app` when there is a site key; resolves true when it did. The SDK is
 * fetched only then. A failure (the reCAPTCHA script blocked, say) is logged and the site goes on:
 * with enforcement on, Firestore then refuses the requests, as it should. A `debugToken` is set
 * where the SDK reads it (self.FIREBASE_APPCHECK_DEBUG_TOKEN, before initializeAppCheck).
 */
export async function startAppCheck(
  app: FirebaseApp,
  siteKey: string | null,
  load: () => Promise<AppCheckSdk> = loadSdk,
  debugToken: string | null = null,
): Promise<boolean> {
  if (!siteKey) return false;
  try {
    const sdk = await load();
    if (debugToken) {
      (globalThis as { FIREBASE_APPCHECK_DEBUG_TOKEN?: string }).FIREBASE_APPCHECK_DEBUG_TOKEN =
        debugToken;
    }
    sdk.initializeAppCheck(app, {
      provider: new sdk.ReCaptchaEnterpriseProvider(siteKey),
      isTokenAutoRefreshEnabled: true,
    });
    return true;
  } catch (error) {
    console.error("App Check could not start:", error);
    return false;
  }
}
