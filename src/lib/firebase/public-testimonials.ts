/**
 * The public side of testimonials with Firestore Lite: submit one (the private record, pending)
 * and page through the published ones (the public copies) for the wall. A visitor never reads a
 * private record, so no email ever reaches the wall; firestore.rules enforce both.
 */
import {
  addDoc,
  collection,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  startAfter,
  type QueryDocumentSnapshot,
} from "firebase/firestore/lite";
import { WALL_PAGE_SIZE } from "@/lib/constants";
import {
  publicFields,
  submissionDocument,
  type PublicFields,
  type TestimonialSubmission,
} from "@/lib/testimonials";
import { firebaseReady } from "./core";
import { liteDb } from "./lite";

export async function submitTestimonial(input: TestimonialSubmission): Promise<string> {
  await firebaseReady();
  const ref = await addDoc(collection(liteDb(), "testimonials"), {
    ...submissionDocument(input),
    createdAt: serverTimestamp(),
    consentAt: serverTimestamp(),
  });
  return ref.id;
}

/** Where the next page of the wall starts (opaque to callers). */
export type WallCursor = QueryDocumentSnapshot;

export interface WallPage {
  items: PublicFields[];
  /** Where the next page starts: present after a full page, which may have more after it. */
  next: WallCursor | null;
}

/** One page of published testimonials, in the order they were approved. */
export async function loadPublishedPage(after: WallCursor | null = null): Promise<WallPage> {
  await firebaseReady();
  const snapshot = await getDocs(
    query(
      collection(liteDb(), "publicTestimonials"),
      orderBy("approvedAt", "asc"),
      ...(after ? [startAfter(after)] : []),
      limit(WALL_PAGE_SIZE),
    ),
  );
  // A full page may have more after it (the next page then says); a short one is the last.
  return {
    items: snapshot.docs.map((doc) => publicFields(doc.data())),
    next: snapshot.docs.length === WALL_PAGE_SIZE ? (snapshot.docs.at(-1) ?? null) : null,
  };
}
