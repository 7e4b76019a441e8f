/**
 * Test helpers for testimonials in the emulator: seed private records and public copies as the
 * owner would with firebase-admin (rules bypassed), erase them, and read what a stranger can read
 * with the REST API and no token.
 */
import { LOCAL_AUTH_EMULATOR_PORT, LOCAL_FIRESTORE_EMULATOR_PORT } from "@/site/local-addresses";
import {
  adminApp,
  eraseTestimonials as erase,
  seedTestimonials as seed,
} from "../../../tools/dev/admin.mjs";
import {
  LIVED_IN_FEATURED,
  livedInTestimonials,
  seedLivedIn,
} from "../../../tools/dev/lived-in.mjs";
import { FIRESTORE_URL, PROJECT_ID } from "./emulators";

let app: ReturnType<typeof adminApp> | null = null;
function admin() {
  app ??= adminApp({
    projectId: PROJECT_ID,
    emulators: {
      authHost: `127.0.0.1:${LOCAL_AUTH_EMULATOR_PORT}`,
      firestoreHost: `127.0.0.1:${LOCAL_FIRESTORE_EMULATOR_PORT}`,
    },
  });
  return app;
}
const db = () => admin().db;

export interface SeedTestimonial {
  id: string;
  name: string;
  status: "pending" | "approved" | "rejected";
  /** Orders the records: later ones sort after earlier ones. */
  createdAt: Date;
  email?: string;
}

/** Writes private records (and, for approved ones, their public copies). */
export async function seedTestimonials(items: readonly SeedTestimonial[]): Promise<void> {
  await seed(admin(), items);
}

/** Erases records and their public copies. */
export async function eraseTestimonials(ids: readonly string[]): Promise<void> {
  await erase(admin(), ids);
}

/** The lived-in site's published testimonials and featured slots (tools/dev/lived-in.mjs). */
export async function seedLivedInSite(): Promise<void> {
  await seedLivedIn(admin());
}

/** Erases the lived-in site's testimonials (and the featured slots naming them). */
export async function eraseLivedInSite(): Promise<void> {
  await erase(
    admin(),
    livedInTestimonials().map((t) => t.id),
  );
}

export { LIVED_IN_FEATURED, livedInTestimonials };

/** Does the document exist (read as the owner)? */
export async function exists(path: string): Promise<boolean> {
  return (await db().doc(path).get()).exists;
}

/** A record's fields as the owner reads them. */
export async function record(id: string): Promise<Record<string, unknown> | undefined> {
  return (await db().doc(`testimonials/${id}`).get()).data();
}

/** The record's id by the name it was submitted with. */
export async function idByName(name: string): Promise<string> {
  const snapshot = await db().collection("testimonials").where("name", "==", name).get();
  if (snapshot.size !== 1) throw new Error(`${snapshot.size} testimonials named ${name}`);
  return snapshot.docs[0]!.id;
}

/**
 * A stranger's structured query over the Firestore REST API, with no token at all: the status
 * and the raw body, as anyone on the internet would get them.
 */
export async function anonymousQuery(
  structuredQuery: Record<string, unknown>,
): Promise<{ status: number; body: string }> {
  const response = await fetch(
    `${FIRESTORE_URL}/v1/projects/${PROJECT_ID}/databases/(default)/documents:runQuery`,
    {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ structuredQuery }),
    },
  );
  return { status: response.status, body: await response.text() };
}

/** An anonymous GET of one document over REST. */
export async function anonymousGet(path: string): Promise<{ status: number; body: string }> {
  const response = await fetch(
    `${FIRESTORE_URL}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${path}`,
  );
  return { status: response.status, body: await response.text() };
}

/** The featured slots as the owner reads them: slot -> testimonial id. */
export async function featuredSlots(): Promise<Record<string, string>> {
  const snapshot = await db().collection("featured").get();
  return Object.fromEntries(snapshot.docs.map((d) => [d.id, String(d.get("testimonial"))]));
}

/** Empties every featured slot (as the owner would in the console). */
export async function clearFeatured(): Promise<void> {
  const snapshot = await db().collection("featured").get();
  await Promise.all(snapshot.docs.map((d) => d.ref.delete()));
}

/** Fills featured slots (slot -> testimonial id) as the owner would in the console. */
export async function setFeatured(slots: Record<string, string>): Promise<void> {
  await Promise.all(
    Object.entries(slots).map(([slot, testimonial]) =>
      db().doc(`featured/${slot}`).set({ testimonial, featuredAt: new Date() }),
    ),
  );
}
