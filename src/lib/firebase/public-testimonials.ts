/**
 * The public side of testimonials with Firestore Lite: submit one (SPEC §4, stored as pending)
 * and read the approved ones for the wall. firestore.rules accept exactly these shapes.
 */
import {
  addDoc,
  collection,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  where,
} from "firebase/firestore/lite";
import {
  submissionDocument,
  testimonialFields,
  type PublicFields,
  type TestimonialSubmission,
} from "@/lib/testimonials";
import { liteDb } from "./lite";

export async function submitTestimonial(input: TestimonialSubmission): Promise<string> {
  const ref = await addDoc(collection(liteDb(), "testimonials"), {
    ...submissionDocument(input),
    createdAt: serverTimestamp(),
  });
  return ref.id;
}

/** Approved testimonials, oldest first (the rules only let visitors list approved ones). */
export async function loadApprovedTestimonials(): Promise<PublicFields[]> {
  const snapshot = await getDocs(
    query(
      collection(liteDb(), "testimonials"),
      where("status", "==", "approved"),
      orderBy("createdAt", "asc"),
    ),
  );
  return snapshot.docs.map((doc) => {
    // The wall never needs the submitter's email: drop it here.
    const fields: PublicFields & { email?: string } = testimonialFields(doc.data());
    delete fields.email;
    return fields;
  });
}
