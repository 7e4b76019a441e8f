/**
 * Which Firebase project the site talks to, from `PUBLIC_FIREBASE_*` settings (.env.example).
 * Without a project id the site uses the local emulators with a `demo-*` project, so nothing can
 * ever reach production by accident. Pure: unit-tested with plain objects.
 */
import {
  LOCAL_AUTH_EMULATOR_PORT,
  LOCAL_FIRESTORE_EMULATOR_PORT,
  LOCAL_PROJECT_ID,
  isDemoProject,
} from "@/site/local-addresses";

export interface FirebaseEnv {
  PUBLIC_FIREBASE_API_KEY?: string | undefined;
  PUBLIC_FIREBASE_AUTH_DOMAIN?: string | undefined;
  PUBLIC_FIREBASE_PROJECT_ID?: string | undefined;
  PUBLIC_FIREBASE_APP_ID?: string | undefined;
  /** "host:port" of the Auth emulator, or "off" to use the real service. */
  PUBLIC_FIREBASE_AUTH_EMULATOR_HOST?: string | undefined;
  /** "host:port" of the Firestore emulator, or "off" to use the real service. */
  PUBLIC_FIRESTORE_EMULATOR_HOST?: string | undefined;
  /** reCAPTCHA Enterprise site key: set, it switches App Check on (app-check.ts). */
  PUBLIC_APP_CHECK_SITE_KEY?: string | undefined;
}

export interface FirebaseSettings {
  options: { apiKey: string; authDomain: string; projectId: string; appId?: string };
  /** Emulator addresses to connect to; absent when talking to the real project. */
  emulators: { auth: string; firestore: { host: string; port: number } } | null;
  /** The App Check site key, or null: App Check stays off. */
  appCheckSiteKey: string | null;
}

const clean = (value: string | undefined) => (value ?? "").trim();

function hostAndPort(value: string): { host: string; port: number } {
  const [host = "127.0.0.1", port = ""] = value.split(":");
  const number = Number(port);
  if (!Number.isInteger(number) || number <= 0) throw new Error(`Not a host:port: "${value}"`);
  return { host, port: number };
}

export function firebaseSettings(env: FirebaseEnv): FirebaseSettings {
  const projectId = clean(env.PUBLIC_FIREBASE_PROJECT_ID) || LOCAL_PROJECT_ID;
  const local = isDemoProject(projectId);
  const authHost =
    clean(env.PUBLIC_FIREBASE_AUTH_EMULATOR_HOST) ||
    (local ? `127.0.0.1:${LOCAL_AUTH_EMULATOR_PORT}` : "off");
  const firestoreHost =
    clean(env.PUBLIC_FIRESTORE_EMULATOR_HOST) ||
    (local ? `127.0.0.1:${LOCAL_FIRESTORE_EMULATOR_PORT}` : "off");
  const appId = clean(env.PUBLIC_FIREBASE_APP_ID);
  const emulated = authHost !== "off" && firestoreHost !== "off";
  if (local && !emulated) throw new Error(`A ${projectId} project only exists in the emulators`);
  return {
    options: {
      // The emulators accept any API key; a real project needs its own.
      apiKey: clean(env.PUBLIC_FIREBASE_API_KEY) || "demo-api-key",
      authDomain: clean(env.PUBLIC_FIREBASE_AUTH_DOMAIN) || `${projectId}.firebaseapp.com`,
      projectId,
      ...(appId ? { appId } : {}),
    },
    emulators: emulated
      ? { auth: `http://${authHost}`, firestore: hostAndPort(firestoreHost) }
      : null,
    appCheckSiteKey: clean(env.PUBLIC_APP_CHECK_SITE_KEY) || null,
  };
}
