/**
 * The one Firebase app (settings from src/firebase/settings.ts), shared by Auth (app.ts, for
 * the account and admin screens) and Firestore Lite (lite.ts, for the testimonials page and, once
 * someone is signed in, the account and admin screens). App Check starts with it when its site
 * key is set (app-check.ts); `firebaseReady()` resolves once it has, so the first request
 * already carries its token.
 */
import { getApp, getApps, initializeApp, type FirebaseApp } from "firebase/app";
import { startAppCheck } from "./app-check";
import { firebaseSettings, type FirebaseSettings } from "./settings";

let core: { app: FirebaseApp; settings: FirebaseSettings; ready: Promise<unknown> } | null = null;

export function firebaseCore(): { app: FirebaseApp; settings: FirebaseSettings } {
  if (core) return core;
  const settings = firebaseSettings(import.meta.env);
  const app = getApps().length ? getApp() : initializeApp(settings.options);
  // App Check's debug token: only `npm run dev -- --real` has one (tools/lib/site-settings.mjs
  // defines it as "" for every other server and build), and no build keeps this branch.
  const debugToken = import.meta.env.DEV ? process.env.SITE_APP_CHECK_DEBUG_TOKEN || null : null;
  core = {
    app,
    settings,
    ready: startAppCheck(app, settings.appCheckSiteKey, undefined, debugToken),
  };
  return core;
}

/** Resolves when the app is set up, App Check included (at once when App Check is off). */
export async function firebaseReady(): Promise<void> {
  firebaseCore();
  await core?.ready;
}
