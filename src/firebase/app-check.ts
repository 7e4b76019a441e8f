/**
 * Firebase App Check with the reCAPTCHA Enterprise provider: requests to Firestore then carry a
 * token proving they come from this site in a real browser, so a script hammering the REST API
 * with the public config is refused once enforcement is on in the Firebase console
 * (docs/privacy.md). Switched on only when `PUBLIC_APP_CHECK_SITE_KEY` is set; without it
 * (local development, tests) nothing is loaded and nothing changes.
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
 * with enforcement on, Firestore then refuses the requests, as it should.
 */
export async function startAppCheck(
  app: FirebaseApp,
  siteKey: string | null,
  load: () => Promise<AppCheckSdk> = loadSdk,
): Promise<boolean> {
  if (!siteKey) return false;
  try {
    const sdk = await load();
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
