/**
 * Moderation (SPEC §7 calls 4 and 5), for admins: the pending testimonials, and the decision.
 * firestore.rules refuse both to anyone else.
 */
import {
  collection,
  doc,
  getDocs,
  orderBy,
  query,
  updateDoc,
  where,
  type Timestamp,
} from "firebase/firestore";
import { testimonialFields, type StoredTestimonial } from "@/lib/testimonials";
import { firebase } from "./app";

/** Call 4: testimonials with status 'pending', oldest first, createdAt converted to a Date. */
export async function loadPendingTestimonials(): Promise<StoredTestimonial[]> {
  const snapshot = await getDocs(
    query(
      collection(firebase().db, "testimonials"),
      where("status", "==", "pending"),
      orderBy("createdAt", "asc"),
    ),
  );
  return snapshot.docs.map((d) => {
    const data = d.data();
    return {
      id: d.id,
      ...testimonialFields(data),
      status: "pending",
      createdAt: (data.createdAt as Timestamp | undefined)?.toDate() ?? null,
    };
  });
}

/** Call 5: approve or reject one testimonial (a decision is final; see firestore.rules). */
export async function decideTestimonial(
  id: string,
  status: "approved" | "rejected",
): Promise<void> {
  await updateDoc(doc(firebase().db, "testimonials", id), { status });
}
