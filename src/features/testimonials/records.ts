/**
 * Testimonials (SPEC §3): the private record, the public copy an approval publishes, what a
 * submission writes, and how published ones join the wall. Pure functions, unit-tested;
 * Firestore calls are in src/features/testimonials/store/, and firestore.rules check the same shapes.
 *
 * Two documents per testimonial (docs/architecture.md): `testimonials/{id}`, the private record
 * only admins read (email, consent time, moderation state), and `publicTestimonials/{id}`, the
 * public copy with only what the wall shows, written by an approval.
 */
import { areas as AREAS, type AreaId } from "@/features/testimonials/areas";
import type { Testimonial } from "@/features/testimonials/sample-testimonials";
import {
  AVATAR_SIZE,
  DEFAULT_AVATAR,
  TESTIMONIAL_LIMITS,
  TESTIMONIAL_SOURCES,
  type TestimonialSource,
} from "@/features/testimonials/constants";
import { safeHttpUrl } from "@/shared/safe-url";
import { photoSrc, type PhotoHost } from "@/features/testimonials/photo/photo";
import { isSitePhoto } from "@/features/testimonials/photo/photo-host";

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
  /** "What did we work on together?": the areas the visitor chose (optional). */
  areas?: readonly AreaId[];
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
  /** The owner's areas it speaks of, in the order of src/features/testimonials/areas.ts. */
  areas?: AreaId[];
  /** A phrase of the message the wall sets in bold (the admin's choice). */
  highlight?: string;
  /** Praise the owner received elsewhere and added herself: where it came from. */
  source?: TestimonialSource;
  /** A link to the original (a LinkedIn recommendation, a review). */
  sourceUrl?: string;
  /** When it was originally given. */
  originalDate?: Date;
}

/**
 * The private record a submission writes (without createdAt and consentAt, which are the
 * server's time): trimmed texts, status 'pending', the consent, imageUrl only when it is a photo
 * of the site's cloud as its upload answered it (isSitePhoto; firestore.rules refuse any other),
 * company only when given.
 */
export function submissionDocument(input: TestimonialSubmission) {
  const imageUrl = isSitePhoto(input.image) ? input.image : null;
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
    ...areasField(input.areas),
  };
}

const AREA_IDS: readonly string[] = AREAS.map((area) => area.id);

/** Known areas only, each once, in the order of src/features/testimonials/areas.ts. */
export function knownAreas(value: unknown): AreaId[] {
  const list: unknown[] = Array.isArray(value) ? value : [];
  return AREAS.map((area) => area.id).filter((id) => list.includes(id));
}

/** `{ areas }` when there are any (firestore.rules want one to four, or the field absent). */
export function areasField(value: unknown): { areas?: AreaId[] } {
  const list = knownAreas(value);
  return list.length ? { areas: list } : {};
}

/** Is this an area the site knows (src/features/testimonials/areas.ts)? */
export function isArea(value: unknown): value is AreaId {
  return typeof value === "string" && AREA_IDS.includes(value);
}

/**
 * The public copy an approval writes (without approvedAt, the server's time): exactly the wall's
 * fields of the private record, optional ones only when the record has them. firestore.rules
 * refuse any other shape.
 */
export function publicCopy(record: PublicFields): PublicFields {
  const optional = ["company", "imageUrl", "areas", "highlight", "source", "sourceUrl"] as const;
  const copy: PublicFields = { name: record.name, role: record.role, message: record.message };
  for (const key of optional) {
    if (record[key] !== undefined) Object.assign(copy, { [key]: record[key] });
  }
  if (record.originalDate !== undefined) copy.originalDate = record.originalDate;
  return copy;
}

/** The fields the wall shows, read from a stored document (absent optional fields stay absent). */
export type PublicFields = Pick<
  StoredTestimonial,
  | "name"
  | "role"
  | "company"
  | "message"
  | "imageUrl"
  | "areas"
  | "highlight"
  | "source"
  | "sourceUrl"
  | "originalDate"
>;

const text = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * Reads the wall's fields from Firestore document data (a public copy, or a private record), as
 * plain strings, so that nothing but text (and an optional URL, checked again before use) leaves
 * this function.
 */
export function publicFields(data: Record<string, unknown>): PublicFields {
  const source = data.source;
  const date = (data.originalDate as { toDate?: () => Date } | undefined)?.toDate?.();
  return {
    name: text(data.name),
    role: text(data.role),
    message: text(data.message),
    ...(typeof data.company === "string" ? { company: data.company } : {}),
    ...(typeof data.imageUrl === "string" ? { imageUrl: data.imageUrl } : {}),
    ...areasField(data.areas),
    ...(typeof data.highlight === "string" ? { highlight: data.highlight } : {}),
    ...(typeof source === "string" && source in TESTIMONIAL_SOURCES
      ? { source: source as TestimonialSource }
      : {}),
    ...(typeof data.sourceUrl === "string" ? { sourceUrl: data.sourceUrl } : {}),
    ...(date instanceof Date ? { originalDate: date } : {}),
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
    const link = safeHttpUrl(t.sourceUrl, TESTIMONIAL_LIMITS.sourceUrl);
    result.push({
      id: nextTestimonialId(result),
      name: t.name,
      role: t.company ? `${t.role}, ${t.company}` : t.role,
      comment: t.message,
      image: photoSrc(t.imageUrl, AVATAR_SIZE, host) ?? DEFAULT_AVATAR,
      ...(t.areas?.length ? { areas: t.areas } : {}),
      ...(t.highlight ? { highlight: t.highlight } : {}),
      ...(t.source
        ? { via: { name: TESTIMONIAL_SOURCES[t.source], ...(link ? { url: link } : {}) } }
        : {}),
    });
  }
  return result;
}

/**
 * The message around its highlighted phrase (the first place it occurs): [before, phrase, after],
 * or null when there is no phrase or the message does not contain it. Text only: the parts are
 * set as text, the phrase in a <strong>.
 */
export function highlightParts(
  message: string,
  highlight: string | undefined,
): [string, string, string] | null {
  const phrase = highlight?.trim();
  if (!phrase) return null;
  const at = message.indexOf(phrase);
  if (at < 0) return null;
  return [message.slice(0, at), phrase, message.slice(at + phrase.length)];
}
