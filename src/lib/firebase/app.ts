/**
 * Firebase Auth and Cloud Firestore (the full SDK, with offline support) for the account and
 * admin islands, connected to the emulators when the settings say so. Only islands that need
 * them import this module, so no other page downloads the SDK.
 */
import { connectAuthEmulator, getAuth, type Auth } from "firebase/auth";
import { connectFirestoreEmulator, getFirestore, type Firestore } from "firebase/firestore";
import { firebaseCore } from "./core";

export interface FirebaseServices {
  auth: Auth;
  db: Firestore;
}

let services: FirebaseServices | null = null;

export function firebase(): FirebaseServices {
  if (services) return services;
  const { app, settings } = firebaseCore();
  const auth = getAuth(app);
  const db = getFirestore(app);
  if (settings.emulators) {
    connectAuthEmulator(auth, settings.emulators.auth, { disableWarnings: true });
    const { host, port } = settings.emulators.firestore;
    connectFirestoreEmulator(db, host, port);
  }
  services = { auth, db };
  return services;
}
