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
  type StoredTestimonial,
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

type PublicFields = Pick<StoredTestimonial, "name" | "role" | "company" | "message" | "imageUrl">;

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
    const data = doc.data();
    return {
      name: String(data.name ?? ""),
      role: String(data.role ?? ""),
      message: String(data.message ?? ""),
      ...(typeof data.company === "string" ? { company: data.company } : {}),
      ...(typeof data.imageUrl === "string" ? { imageUrl: data.imageUrl } : {}),
    };
  });
}
