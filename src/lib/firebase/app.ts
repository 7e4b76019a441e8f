/**
 * The one Firebase app of the browser (and of the Node tests): created on first use, connected to
 * the emulators when the settings say so. Only islands that need Firebase import this module, so
 * the SDK is never downloaded by a page that does not use it.
 */
import { getApp, getApps, initializeApp, type FirebaseApp } from "firebase/app";
import { connectAuthEmulator, getAuth, type Auth } from "firebase/auth";
import { connectFirestoreEmulator, getFirestore, type Firestore } from "firebase/firestore";
import { firebaseSettings } from "./settings";

export interface FirebaseServices {
  app: FirebaseApp;
  auth: Auth;
  db: Firestore;
}

let services: FirebaseServices | null = null;

export function firebase(): FirebaseServices {
  if (services) return services;
  const settings = firebaseSettings(import.meta.env);
  const app = getApps().length ? getApp() : initializeApp(settings.options);
  const auth = getAuth(app);
  const db = getFirestore(app);
  if (settings.emulators) {
    connectAuthEmulator(auth, settings.emulators.auth, { disableWarnings: true });
    const { host, port } = settings.emulators.firestore;
    connectFirestoreEmulator(db, host, port);
  }
  services = { app, auth, db };
  return services;
}
