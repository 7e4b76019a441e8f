/**
 * Cloud Firestore Lite (REST, no offline cache, a fraction of the full SDK): the testimonials
 * page reads approved testimonials and submits new ones with it, and the account and moderation
 * screens make every call through it (gets, queries and writes need nothing more).
 */
import { connectFirestoreEmulator, getFirestore, type Firestore } from "firebase/firestore/lite";
import { firebaseCore } from "./core";

let db: Firestore | null = null;

export function liteDb(): Firestore {
  if (db) return db;
  const { app, settings } = firebaseCore();
  db = getFirestore(app);
  if (settings.emulators) {
    const { host, port } = settings.emulators.firestore;
    connectFirestoreEmulator(db, host, port);
  }
  return db;
}
