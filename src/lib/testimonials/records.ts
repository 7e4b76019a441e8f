/**
 * Testimonials (SPEC §3): the private record, the public copy an approval publishes, what a
 * submission writes, and how published ones join the wall. Pure functions, unit-tested;
 * Firestore calls are in src/lib/firebase/, and firestore.rules check the same shapes.
 *
 * Two documents per testimonial (docs/architecture.md): `testimonials/{id}`, the private record
 * only admins read (email, consent time, moderation state), and `publicTestimonials/{id}`, the
 * public copy with only what the wall shows, written by an approval.
 */
import type { Testimonial } from "@/data/sample-testimonials";
import { AVATAR_SIZE, DEFAULT_AVATAR } from "@/lib/constants";
import { photoSrc, storedPhoto, type PhotoHost } from "@/lib/testimonials/photo";

/** What the submission form sends (SPEC §3 "Testimonial as submitted", plus optional company). */
export interface TestimonialSubmission {
  name: string;
  email: string;
  role: string;
  message: string;
  company?: string;
  /** The photo's Cloudinary address (an upload's `secure_url`), or null when none was set. */
  image: string | null;
  /** The visitor ticked "I agree that ... may be published" (required; the rules insist). */
  consent: true;
}

/** SPEC §4 testimonial status: pending, then approved or rejected (unpublishing rejects). */
export type TestimonialStatus = "pending" | "approved" | "rejected";

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
  /** When an admin approved or rejected it (or unpublished it), if decided. */
  decidedAt: Date | null;
  status: TestimonialStatus;
}

/**
 * The private record a submission writes (without createdAt and consentAt, which are the
 * server's time): trimmed texts, status 'pending', the consent, imageUrl only when it is a photo
 * on Cloudinary (storedPhoto; firestore.rules refuse any other), company only when given.
 */
export function submissionDocument(input: TestimonialSubmission) {
  const imageUrl = storedPhoto(input.image) ? input.image : null;
  const company = input.company?.trim();
  return {
    name: input.name.trim(),
    role: input.role.trim(),
    email: input.email.trim(),
    message: input.message.trim(),
    status: "pending" as const,
    consent: input.consent,
    ...(company ? { company } : {}),
    ...(imageUrl ? { imageUrl } : {}),
  };
}

/**
 * The public copy an approval writes (without approvedAt, the server's time): exactly the wall's
 * fields of the private record, optional ones only when the record has them. firestore.rules
 * refuse any other shape.
 */
export function publicCopy(record: PublicFields): PublicFields {
  return {
    name: record.name,
    role: record.role,
    message: record.message,
    ...(record.company !== undefined ? { company: record.company } : {}),
    ...(record.imageUrl !== undefined ? { imageUrl: record.imageUrl } : {}),
  };
}

/** The fields the wall shows, read from a stored document (absent optional fields stay absent). */
export type PublicFields = Pick<
  StoredTestimonial,
  "name" | "role" | "company" | "message" | "imageUrl"
>;

const text = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * Reads the wall's fields from Firestore document data (a public copy, or a private record), as
 * plain strings, so that nothing but text (and an optional URL, checked again before use) leaves
 * this function.
 */
export function publicFields(data: Record<string, unknown>): PublicFields {
  return {
    name: text(data.name),
    role: text(data.role),
    message: text(data.message),
    ...(typeof data.company === "string" ? { company: data.company } : {}),
    ...(typeof data.imageUrl === "string" ? { imageUrl: data.imageUrl } : {}),
  };
}

/** Reads a private record's fields (the wall's plus the email), as plain strings. */
export function testimonialFields(data: Record<string, unknown>): PublicFields & { email: string } {
  return { ...publicFields(data), email: text(data.email) };
}

/** SPEC §3: a new entry's id is the highest existing id plus 1 (1 when there is none). */
export function nextTestimonialId(list: readonly { id: number }[]): number {
  return list.reduce((highest, t) => Math.max(highest, t.id), 0) + 1;
}

/**
 * Appends approved testimonials to the wall: ids continue from the highest, the photo is asked of
 * the site's photo host at the card's size (photoSrc), the default avatar stands in when there is
 * none (or it is on another host), and the role shows the company when there is one.
 */
export function appendToWall<T extends { id: number }>(
  wall: readonly T[],
  approved: readonly PublicFields[],
  host: PhotoHost,
): (T | Testimonial)[] {
  const result: (T | Testimonial)[] = [...wall];
  for (const t of approved) {
    result.push({
      id: nextTestimonialId(result),
      name: t.name,
      role: t.company ? `${t.role}, ${t.company}` : t.role,
      comment: t.message,
      image: photoSrc(t.imageUrl, AVATAR_SIZE, host) ?? DEFAULT_AVATAR,
    });
  }
  return result;
}
