/**
 * Another browser tab, for the backend tests: a Firebase app of its own (beside the site's, from
 * src/firebase/core.ts), connected to the emulators as the site's is, signed in as `email`,
 * and its Firestore Lite database. `close` ends it.
 */
import { deleteApp, initializeApp } from "firebase/app";
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from "firebase/auth";
import { connectFirestoreEmulator, getFirestore, type Firestore } from "firebase/firestore/lite";
import { firebaseCore } from "@/firebase/core";

export async function tab(
  email: string,
  password: string,
): Promise<{ db: Firestore; close: () => Promise<void> }> {
  const { app: main, settings } = firebaseCore();
  const app = initializeApp(main.options, `tab-${email}-${Math.random().toString(36).slice(2)}`);
  const auth = getAuth(app);
  const emulators = settings.emulators!;
  connectAuthEmulator(auth, emulators.auth, { disableWarnings: true });
  const db = getFirestore(app);
  connectFirestoreEmulator(db, emulators.firestore.host, emulators.firestore.port);
  await signInWithEmailAndPassword(auth, email, password);
  return { db, close: () => deleteApp(app) };
}
