/**
 * The one Firebase app (settings from src/lib/firebase/settings.ts). Shared by the full SDK
 * services (app.ts: Auth + Firestore, for account and admin screens) and the light public ones
 * (lite.ts: Firestore Lite, for the testimonials page).
 */
import { getApp, getApps, initializeApp, type FirebaseApp } from "firebase/app";
import { firebaseSettings, type FirebaseSettings } from "./settings";

let core: { app: FirebaseApp; settings: FirebaseSettings } | null = null;

export function firebaseCore(): { app: FirebaseApp; settings: FirebaseSettings } {
  if (core) return core;
  const settings = firebaseSettings(import.meta.env);
  const app = getApps().length ? getApp() : initializeApp(settings.options);
  core = { app, settings };
  return core;
}
