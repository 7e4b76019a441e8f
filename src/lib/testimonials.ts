/**
 * Testimonials (SPEC §3): the stored shape, what a submission writes, and how approved ones join
 * the public wall. Pure functions, unit-tested; Firestore calls are in src/lib/firebase/.
 */
import type { Testimonial } from "@/data/testimonials";
import { DEFAULT_AVATAR, type TestimonialStatus } from "@/lib/constants";
import { safeImageSrc } from "@/lib/testimonial-image";

/** What the submission form sends (SPEC §3 "Testimonial as submitted", plus optional company). */
export interface TestimonialSubmission {
  name: string;
  email: string;
  role: string;
  message: string;
  company?: string;
  /** http(s) URL of the photo, or null when none was set. */
  image: string | null;
}

/** A stored testimonial as the admin reads it (SPEC §3 "Stored testimonial"). */
export interface StoredTestimonial {
  id: string;
  name: string;
  role: string;
  company?: string;
  email: string;
  message: string;
  imageUrl?: string;
  createdAt: Date | null;
  status: TestimonialStatus;
}

/**
 * The document a submission writes (without createdAt, which is the server's time): trimmed
 * texts, status 'pending', imageUrl only when there is a safe http(s) one, company only when given.
 */
export function submissionDocument(input: TestimonialSubmission) {
  const imageUrl = safeImageSrc(input.image);
  const company = input.company?.trim();
  return {
    name: input.name.trim(),
    role: input.role.trim(),
    email: input.email.trim(),
    message: input.message.trim(),
    status: "pending" as const,
    ...(company ? { company } : {}),
    ...(imageUrl ? { imageUrl } : {}),
  };
}

/** The fields the wall shows, read from a stored document (absent optional fields stay absent). */
export type PublicFields = Pick<
  StoredTestimonial,
  "name" | "role" | "company" | "message" | "imageUrl"
>;

/**
 * Reads a stored testimonial's fields from Firestore document data, as plain strings, so that
 * nothing but text (and an optional URL, checked again before use) leaves this function.
 */
export function testimonialFields(data: Record<string, unknown>): PublicFields & { email: string } {
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  return {
    name: text(data.name),
    role: text(data.role),
    email: text(data.email),
    message: text(data.message),
    ...(typeof data.company === "string" ? { company: data.company } : {}),
    ...(typeof data.imageUrl === "string" ? { imageUrl: data.imageUrl } : {}),
  };
}

/** SPEC §3: a new entry's id is the highest existing id plus 1 (1 when there is none). */
export function nextTestimonialId(list: readonly { id: number }[]): number {
  return list.reduce((highest, t) => Math.max(highest, t.id), 0) + 1;
}

/**
 * Appends approved testimonials to the wall: ids continue from the highest, the default avatar
 * stands in when there is no (safe) image, and the role shows the company when there is one.
 */
export function appendToWall<T extends { id: number }>(
  wall: readonly T[],
  approved: readonly PublicFields[],
): (T | Testimonial)[] {
  const result: (T | Testimonial)[] = [...wall];
  for (const t of approved) {
    result.push({
      id: nextTestimonialId(result),
      name: t.name,
      role: t.company ? `${t.role}, ${t.company}` : t.role,
      comment: t.message,
      image: safeImageSrc(t.imageUrl) ?? DEFAULT_AVATAR,
    });
  }
  return result;
}
