/**
 * App Check's debug provider, for the readers that are not a visitor's browser on the site's
 * domain: the build's reads of the public testimonials (src/features/testimonials/build/), the
 * smoke check's headless Chromium on a CI runner (tools/ops/smoke-checks.mjs) and
 * `npm run dev -- --real` on localhost. Once App Check is enforced, Firestore refuses a request
 * without a valid App Check token; reCAPTCHA cannot give one there (no score for a headless
 * runner, localhost is not among the key's domains). A debug token, registered in the Firebase
 * console (App Check -> Apps -> Manage debug tokens) and kept as the secret APP_CHECK_DEBUG_TOKEN
 * (a CI secret; `.env.production` on her computer), is exchanged for an App Check token, which the
 * request carries. It grants nothing a visitor lacks: the rules still decide every read.
 * No imports: Node runs it as it is (tools/).
 */

/** The environment variable (and `.env.production` line) holding the debug token. */
export const APP_CHECK_DEBUG_TOKEN = "APP_CHECK_DEBUG_TOKEN";

/** Where the SDK exchanges a debug token (firebase/app-check's BASE_ENDPOINT), and the CSP allows. */
export const APP_CHECK_EXCHANGE = "https://content-firebaseappcheck.googleapis.com/v1";

/** The header Firestore's REST API reads an App Check token from. */
export const APP_CHECK_HEADER = "X-Firebase-AppCheck";

/** The web app the token is for (the PUBLIC_FIREBASE_* settings). */
export interface AppCheckApp {
  projectId: string;
  appId?: string | undefined;
  apiKey: string;
}

/** An App Check token and when it stops being valid (ms since the epoch). */
export interface AppCheckToken {
  token: string;
  expiresAt: number;
}

/** The problems an exchange can meet, each saying what to do. */
export const appCheckDebugMessages = {
  noAppId:
    "PUBLIC_FIREBASE_APP_ID is not set: App Check's debug token is exchanged for the web app it names",
  refused: (status: number) =>
    `App Check refused the debug token (HTTP ${status}): register it in the Firebase console (App Check -> Apps -> the web app's menu -> Manage debug tokens) and set it as ${APP_CHECK_DEBUG_TOKEN}`,
  unreadable: (detail: string) => `App Check's answer could not be read: ${detail}`,
};

/**
 * The exchange's request, as the SDK makes it (getExchangeDebugTokenRequest): a POST to
 * `<endpoint>/projects/<project>/apps/<app>:exchangeDebugToken?key=<API key>` with
 * `{"debug_token": "<token>"}`.
 */
export function exchangeRequest(
  app: AppCheckApp,
  debugToken: string,
  endpoint: string = APP_CHECK_EXCHANGE,
): { url: string; init: RequestInit } {
  if (!app.appId) throw new Error(appCheckDebugMessages.noAppId);
  const path = `projects/${encodeURIComponent(app.projectId)}/apps/${encodeURIComponent(app.appId)}:exchangeDebugToken`;
  return {
    url: `${endpoint}/${path}?key=${encodeURIComponent(app.apiKey)}`,
    init: {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ debug_token: debugToken }),
    },
  };
}

/**
 * Exchanges `debugToken` for an App Check token (the answer is `{token, ttl: "3600s"}`, a protobuf
 * Duration). Throws, saying what to do, when App Check refuses it or answers nonsense.
 */
export async function exchangeDebugToken(
  app: AppCheckApp,
  debugToken: string,
  {
    fetchImpl = fetch,
    endpoint = APP_CHECK_EXCHANGE,
    signal,
    now = Date.now,
  }: {
    fetchImpl?: typeof fetch;
    endpoint?: string;
    signal?: AbortSignal | undefined;
    now?: () => number;
  } = {},
): Promise<AppCheckToken> {
  const { url, init } = exchangeRequest(app, debugToken, endpoint);
  const response = await fetchImpl(url, { ...init, ...(signal ? { signal } : {}) });
  if (!response.ok) throw new Error(appCheckDebugMessages.refused(response.status));
  const body = (await response.json().catch(() => null)) as { token?: unknown; ttl?: unknown };
  const ttl = typeof body?.ttl === "string" ? /^([\d.]+)s$/.exec(body.ttl) : null;
  if (typeof body?.token !== "string" || !body.token || !ttl) {
    throw new Error(appCheckDebugMessages.unreadable(JSON.stringify(body)));
  }
  return { token: body.token, expiresAt: now() + Number(ttl[1]) * 1000 };
}

/** The debug token in `env`, trimmed, or null. */
export function debugTokenIn(env: Record<string, string | undefined>): string | null {
  return env[APP_CHECK_DEBUG_TOKEN]?.trim() || null;
}
