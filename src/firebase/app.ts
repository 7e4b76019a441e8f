/**
 * Firebase Auth for the account and admin screens, connected to the emulator when the settings
 * say so. Only those screens import this module, so no other page downloads the SDK.
 *
 * Auth is set up with only what email-and-password sign-in needs: the session kept in IndexedDB
 * (localStorage where there is none; in memory in Node), and no popup or redirect resolver, so
 * the page never fetches Google's sign-in script. Firestore is not imported here: the screens
 * reach it through Firestore Lite (lite.ts), fetched only once someone signs in, so a signed-out
 * visitor downloads Auth alone.
 */
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  inMemoryPersistence,
  initializeAuth,
  type Auth,
} from "firebase/auth";
import { firebaseCore } from "./core";

let auth: Auth | null = null;

export function firebaseAuth(): Auth {
  if (auth) return auth;
  const { app, settings } = firebaseCore();
  auth = initializeAuth(app, {
    persistence:
      typeof indexedDB === "undefined"
        ? inMemoryPersistence
        : [indexedDBLocalPersistence, browserLocalPersistence],
  });
  if (settings.emulators) {
    connectAuthEmulator(auth, settings.emulators.auth, { disableWarnings: true });
  }
  return auth;
}
