/**
 * Firebase Auth and Cloud Firestore Lite for the account and admin islands, connected to the
 * emulators when the settings say so. Only islands that need them import this module, so no other
 * page downloads the SDK.
 *
 * Auth is set up with only what email-and-password sign-in needs: the session kept in IndexedDB
 * (localStorage where there is none; in memory in Node), and no popup or redirect resolver, so
 * the page never fetches Google's sign-in script. Firestore is Lite (plain REST requests): every
 * call these screens make is a get, a query or a write, and Lite is a fraction of the full SDK.
 * Lite has no offline mode of its own; the auth store times its reads out (SPEC §8).
 */
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  inMemoryPersistence,
  initializeAuth,
  type Auth,
} from "firebase/auth";
import type { Firestore } from "firebase/firestore/lite";
import { firebaseCore } from "./core";
import { liteDb } from "./lite";

export interface FirebaseServices {
  auth: Auth;
  db: Firestore;
}

let services: FirebaseServices | null = null;

export function firebase(): FirebaseServices {
  if (services) return services;
  const { app, settings } = firebaseCore();
  const auth = initializeAuth(app, {
    persistence:
      typeof indexedDB === "undefined"
        ? inMemoryPersistence
        : [indexedDBLocalPersistence, browserLocalPersistence],
  });
  if (settings.emulators) {
    connectAuthEmulator(auth, settings.emulators.auth, { disableWarnings: true });
  }
  services = { auth, db: liteDb() };
  return services;
}
