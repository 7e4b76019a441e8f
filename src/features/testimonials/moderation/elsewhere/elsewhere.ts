/**
 * Praise from elsewhere: a testimonial the owner received on LinkedIn, by email, on WhatsApp, on
 * Google or another site, and adds in the panel ("Add a testimonial"). It is published at once,
 * with where it came from (the wall says "via LinkedIn", linked when a link was given) and her
 * word that she has the person's permission. Pure functions, unit-tested: the form's fields are
 * checked and made into the record; src/features/testimonials/store/moderation.ts (addTestimonial) writes it and
 * its public copy, and firestore.rules check the same shape (validAdminRecord).
 */
import type { AreaId } from "@/features/testimonials/areas";
import {
  SOURCE_URL_PATTERN,
  TESTIMONIAL_LIMITS,
  TESTIMONIAL_SOURCES,
  type TestimonialSource,
} from "@/features/testimonials/constants";
import { adminMessages } from "@/features/testimonials/moderation/admin-messages";
import { knownAreas } from "@/features/testimonials/records";
import { isSitePhoto } from "@/features/testimonials/photo/photo-host";

const t = adminMessages.addTestimonial.problems;

/** Is this one of TESTIMONIAL_SOURCES' keys? */
export function isSource(value: unknown): value is TestimonialSource {
  return typeof value === "string" && Object.hasOwn(TESTIMONIAL_SOURCES, value);
}

const LINK = new RegExp(SOURCE_URL_PATTERN);

/**
 * The link to the original as it will be stored, or null: an absolute http(s) address with a
 * host, no credentials, no spaces, at most TESTIMONIAL_LIMITS.sourceUrl long (firestore.rules
 * check the same shape). The text is only trimmed, never rewritten.
 */
export function sourceLink(text: string): string | null {
  const link = text.trim();
  if (link.length > TESTIMONIAL_LIMITS.sourceUrl || !LINK.test(link)) return null;
  try {
    const url = new URL(link);
    if (!["http:", "https:"].includes(url.protocol) || url.username || url.password) return null;
  } catch {
    return null;
  }
  return link;
}

/** "YYYY-MM-DD" of `date` in the browser's time zone (what a date input's `max` wants). */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The moment a date input's day ("YYYY-MM-DD") is stored as: that day's midnight UTC (so it reads
 * as that day anywhere), or `now` when that is still to come (today, east of Greenwich). Null
 * for anything but a real day, or a day after today where the owner is.
 */
export function originalDay(day: string, now: Date): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day.trim());
  if (!match) return null;
  const [year, month, date] = match.slice(1).map(Number) as [number, number, number];
  const moment = new Date(Date.UTC(year, month - 1, date));
  if (moment.getUTCMonth() !== month - 1 || moment.getUTCDate() !== date) return null;
  if (day.trim() > localDay(now)) return null;
  return moment > now ? now : moment;
}

/** What the "Add a testimonial" form holds, as typed. */
export interface ElsewhereInput {
  name: string;
  role: string;
  company: string;
  message: string;
  areas: readonly string[];
  source: string;
  sourceUrl: string;
  /** The date input's value, "YYYY-MM-DD", or "". */
  originalDate: string;
  permission: boolean;
}

export type ElsewhereField = keyof ElsewhereInput;

/** The form's fields, as typed (a field the form lacks reads as empty). */
export function elsewhereFromForm(data: FormData): ElsewhereInput {
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    name: text("name"),
    role: text("role"),
    company: text("company"),
    message: text("message"),
    areas: data.getAll("areas").filter((value) => typeof value === "string"),
    source: text("source"),
    sourceUrl: text("sourceUrl"),
    originalDate: text("originalDate"),
    permission: data.get("permission") !== null,
  };
}

/** The record's own fields (the times are the server's, added as it is written). */
export interface ElsewhereRecord {
  name: string;
  role: string;
  company?: string;
  message: string;
  imageUrl?: string;
  areas?: AreaId[];
  source: TestimonialSource;
  sourceUrl?: string;
  originalDate?: Date;
}

export type ElsewhereCheck =
  | { ok: true; record: ElsewhereRecord }
  | { ok: false; problems: Partial<Record<ElsewhereField, string>> };

/** A required text's problem: empty (only spaces), or longer than `max`. */
function textProblem(value: string, max: number, empty: string | null): string | null {
  if (empty && value.trim() === "") return empty;
  return value.trim().length > max ? t.tooLong(max) : null;
}

/**
 * Checks the form: the name, role and words (required, within TESTIMONIAL_LIMITS), the company
 * (optional), a known source, an http(s) link or none, an original date not after today or none,
 * and her confirmation of the person's permission. Each field's problem, in the form's order; or
 * the record, its texts trimmed and its optional fields only when given.
 */
export function checkElsewhere(input: ElsewhereInput, now: Date): ElsewhereCheck {
  const L = TESTIMONIAL_LIMITS;
  const problems: Partial<Record<ElsewhereField, string>> = {};
  const note = (field: ElsewhereField, problem: string | null) => {
    if (problem) problems[field] = problem;
  };
  note("name", textProblem(input.name, L.name, t.name));
  note("role", textProblem(input.role, L.role, t.role));
  note("company", textProblem(input.company, L.company, null));
  note("message", textProblem(input.message, L.message, t.message));
  note("source", isSource(input.source) ? null : t.source);
  const link = input.sourceUrl.trim() ? sourceLink(input.sourceUrl) : null;
  note("sourceUrl", input.sourceUrl.trim() && !link ? t.sourceUrl : null);
  const date = input.originalDate.trim() ? originalDay(input.originalDate, now) : null;
  note("originalDate", input.originalDate.trim() && !date ? t.originalDate : null);
  note("permission", input.permission ? null : t.permission);
  if (Object.keys(problems).length || !isSource(input.source)) return { ok: false, problems };
  const company = input.company.trim();
  const areas = knownAreas(input.areas);
  return {
    ok: true,
    record: {
      name: input.name.trim(),
      role: input.role.trim(),
      message: input.message.trim(),
      source: input.source,
      ...(company ? { company } : {}),
      ...(areas.length ? { areas } : {}),
      ...(link ? { sourceUrl: link } : {}),
      ...(date ? { originalDate: date } : {}),
    },
  };
}

/** The record with its photo (an upload's secure_url), when it is one of the site's cloud. */
export function withPhoto(record: ElsewhereRecord, url: string | null): ElsewhereRecord {
  return isSitePhoto(url) ? { ...record, imageUrl: url } : record;
}

/**
 * The private record's data, without its times (createdAt: the original date or the server's
 * time; decidedAt: the server's time): published, with its source and her confirmation of the
 * person's permission, and no visitor's consent or email.
 */
export function elsewhereDocument(record: ElsewhereRecord) {
  return { ...record, status: "approved" as const, permission: true as const };
}
