/**
 * The public side of testimonials with Firestore Lite: submit one (the private record, pending)
 * and page through the published ones (the public copies) for the wall. A visitor never reads a
 * private record, so no email ever reaches the wall; firestore.rules enforce both. Every function
 * takes the database first (the page passes liteDb(); the backend tests their own).
 */
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  startAfter,
  where,
  writeBatch,
  type Firestore,
  type QueryDocumentSnapshot,
} from "firebase/firestore/lite";
import { FEATURED_SLOTS, WALL_PAGE_SIZE } from "@/features/testimonials/constants";
import { featuredIds, readSlots } from "@/features/testimonials/featured";
import {
  publicFields,
  submissionDocument,
  type PublicFields,
  type TestimonialSubmission,
} from "@/features/testimonials/records";
import { firebaseReady } from "../../../firebase/core";

/**
 * Stores a submission under an id chosen on the device (src/features/outbox/), with its receipt
 * (receipts/{id}, an empty document) in the same write. Sent again, it names the same record,
 * which the rules refuse; a record the owner erased since keeps its receipt, so it is never
 * created again.
 */
export async function submitTestimonialAs(
  db: Firestore,
  id: string,
  input: TestimonialSubmission,
): Promise<void> {
  await firebaseReady();
  const batch = writeBatch(db);
  batch.set(doc(db, "testimonials", id), {
    ...submissionDocument(input),
    createdAt: serverTimestamp(),
    consentAt: serverTimestamp(),
  });
  batch.set(doc(db, "receipts", id), {});
  await batch.commit();
}

/**
 * Whether the submission `id` was stored: its receipt exists (firestore.rules let anyone holding
 * the id read it, and it holds nothing). What tells a retry of a record that did land, or that
 * the owner has erased since, from a real refusal.
 */
export async function testimonialStored(db: Firestore, id: string): Promise<boolean> {
  await firebaseReady();
  return (await getDoc(doc(db, "receipts", id))).exists();
}

/** Where the next page of the wall starts (opaque to callers). */
export type WallCursor = QueryDocumentSnapshot;

/** A published testimonial on the wall: its fields and its id. */
export type WallItem = PublicFields & { id: string };

export interface WallPage {
  items: WallItem[];
  /** Where the next page starts: present after a full page, which may have more after it. */
  next: WallCursor | null;
}

/** The featured testimonials, in slot order (a slot whose copy is gone is skipped). */
export async function loadFeaturedItems(db: Firestore): Promise<WallItem[]> {
  await firebaseReady();
  // Three gets, never a query: the slots are known by name.
  const slots = await Promise.all(FEATURED_SLOTS.map((slot) => getDoc(doc(db, "featured", slot))));
  const ids = featuredIds(
    readSlots(slots.map((d) => ({ id: d.id, testimonial: d.data()?.testimonial }))),
  );
  const copies = await Promise.all(ids.map((id) => getDoc(doc(db, "publicTestimonials", id))));
  return copies.flatMap((copy) => {
    const data = copy.data();
    return data ? [{ ...publicFields(data), id: copy.id }] : [];
  });
}

/**
 * One page of published testimonials, the newest approval first; with an area, only those about
 * it (an index of firestore.indexes.json serves the query).
 */
export async function loadPublishedPage(
  db: Firestore,
  after: WallCursor | null = null,
  area: string | null = null,
): Promise<WallPage> {
  await firebaseReady();
  const snapshot = await getDocs(
    query(
      collection(db, "publicTestimonials"),
      ...(area ? [where("areas", "array-contains", area)] : []),
      orderBy("approvedAt", "desc"),
      ...(after ? [startAfter(after)] : []),
      limit(WALL_PAGE_SIZE),
    ),
  );
  // A full page may have more after it (the next page then says); a short one is the last.
  return {
    items: snapshot.docs.map((copy) => ({ ...publicFields(copy.data()), id: copy.id })),
    next: snapshot.docs.length === WALL_PAGE_SIZE ? (snapshot.docs.at(-1) ?? null) : null,
  };
}

/**
 * Which of these testimonials are still published (their public copy exists), one get each: what
 * Expertise checks its cards baked at build time against. A read that fails rejects.
 */
export async function publishedAmong(db: Firestore, ids: readonly string[]): Promise<Set<string>> {
  await firebaseReady();
  const copies = await Promise.all(ids.map((id) => getDoc(doc(db, "publicTestimonials", id))));
  return new Set(copies.filter((copy) => copy.exists()).map((copy) => copy.id));
}
