/**
 * Importing testimonials: each row of the file (src/features/testimonials/import/import-file.ts) checked and
 * made into the record it will write, with its problems listed for the preview; duplicates (an id
 * already in Firestore, or twice in the file) skipped; the records grouped into batched writes
 * the rules accept. Pure functions, unit-tested; src/features/testimonials/store/moderation.ts reads which ids
 * exist and writes the batches, and firestore.rules check the same shapes (validAdminRecord).
 *
 * A record keeps its own id, status and times (an export imported again is the same record), and
 * its permission to publish: the visitor's consent (consentAt), or the source of praise from
 * elsewhere (which the owner confirmed when she added it, and confirms again for the file). A
 * consent time stands only as the form records it: with the visitor's email, at the time she sent
 * it (submittedAt); a row with any other has a problem (nobody confirmed that consent).
 * Featured marks are not imported.
 */
import type { AreaId } from "@/features/testimonials/areas";
import { EMAIL_PATTERN } from "@/site/constants";
import {
  IMPORT_ID_PATTERN,
  IMPORT_MAX_BATCH_WRITES,
  IMPORT_READS_PER_COPY,
  IMPORT_READS_PER_RECORD,
  IMPORT_RULE_READS,
  TESTIMONIAL_LIMITS,
  type TestimonialSource,
} from "@/features/testimonials/constants";
import { adminMessages } from "@/features/testimonials/moderation/admin-messages";
import { isSource, sourceLink } from "@/features/testimonials/moderation/elsewhere/elsewhere";
import type { RawRow } from "@/features/testimonials/import/import-file";
import { isSitePhoto } from "@/features/testimonials/photo/photo-host";
import { isArea, knownAreas, type TestimonialStatus } from "@/features/testimonials/records";

const t = adminMessages.importData.problems;

/** A record to import: the fields it is written with (times as dates, written as timestamps). */
export interface ImportRecord {
  id: string;
  name: string;
  role: string;
  message: string;
  company?: string;
  email?: string;
  imageUrl?: string;
  areas?: AreaId[];
  highlight?: string;
  status: TestimonialStatus;
  createdAt: Date;
  decidedAt?: Date;
  unpublishedAt?: Date;
  /** The visitor's consent, given at this time (absent for praise from elsewhere). */
  consentAt?: Date;
  source?: TestimonialSource;
  sourceUrl?: string;
  originalDate?: Date;
}

/** A row as the preview shows it. */
export interface ImportRow {
  row: number;
  id: string;
  name: string;
  status: string;
  /** Why it cannot be imported (none: it can). */
  problems: string[];
  /** What changes as it is imported (a photo left out). */
  warnings: string[];
  /** The record it writes, when it has no problem. */
  record: ImportRecord | null;
  /** Skipped: its id is in Firestore already ("stored"), or on an earlier row ("file"). */
  duplicate: "stored" | "file" | null;
}

const STATUSES: readonly string[] = ["pending", "approved", "rejected"];
const ID = new RegExp(IMPORT_ID_PATTERN);
const EMAIL = new RegExp(`^${EMAIL_PATTERN}$`);
const ISO_TIME =
  /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** A cell as text: a string as it is, a number or boolean written out, anything else "". */
function cellText(value: unknown): string {
  if (typeof value === "string") return value;
  return typeof value === "number" || typeof value === "boolean" ? String(value) : "";
}

/** A value shown inside a problem, cut short. */
const shown = (value: string) => (value.length > 40 ? `${value.slice(0, 39)}…` : value);

/** A stable id for a row without one (the same row gets the same id: importing twice skips it). */
export function rowId(cells: Readonly<Record<string, unknown>>): string {
  const text = ["name", "role", "message", "submittedAt", "originalDate"]
    .map((key) => cellText(cells[key]))
    .join("\u0000");
  // Two 32-bit FNV-1a hashes with different offsets: 64 bits, plenty for one owner's files.
  const fnv = (seed: number) => {
    let hash = seed;
    for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
    return (hash >>> 0).toString(16).padStart(8, "0");
  };
  return `imported-${fnv(2166136261)}${fnv(84696351)}`;
}

/**
 * The row's areas: a list (JSON), or ids joined by | or ; (CSV); unknown ones reported; each once,
 * in the order of src/features/testimonials/areas.ts (as records keep them).
 */
function readAreas(value: unknown, problems: string[]): AreaId[] {
  const items = Array.isArray(value) ? value.map(cellText) : cellText(value).split(/[|;]/);
  const areas: AreaId[] = [];
  for (const item of items.map((text) => text.trim()).filter(Boolean)) {
    if (!isArea(item)) problems.push(t.unknownArea(shown(item)));
    else areas.push(item);
  }
  return knownAreas(areas);
}

/** Reads the row's cells, checking each as it goes (problems and warnings pile up). */
function reader(cells: Readonly<Record<string, unknown>>, now: Date) {
  const problems: string[] = [];
  const warnings: string[] = [];
  const text = (key: string) => cellText(cells[key]);
  const trimmed = (key: string) => text(key).trim();
  /** A text that must hold something (name, role, message), kept as written. */
  const required = (key: "name" | "role" | "message") => {
    const value = text(key);
    if (value.trim() === "") problems.push(t.missing(key));
    else if (value.length > TESTIMONIAL_LIMITS[key])
      problems.push(t.tooLong(key, TESTIMONIAL_LIMITS[key]));
    return value;
  };
  /** An optional text, absent when empty. */
  const optional = (key: "company" | "highlight") => {
    const value = text(key);
    if (value.trim() === "") return undefined;
    if (value.length > TESTIMONIAL_LIMITS[key])
      problems.push(t.tooLong(key, TESTIMONIAL_LIMITS[key]));
    return value;
  };
  /** An optional time: ISO 8601, not later than now. */
  const time = (key: string) => {
    const value = trimmed(key);
    if (!value) return undefined;
    const date = new Date(value);
    if (!ISO_TIME.test(value) || Number.isNaN(date.getTime())) problems.push(t.badDate(key));
    else if (date > now) problems.push(t.futureDate(key));
    else return date;
    return undefined;
  };
  return { problems, warnings, text, trimmed, required, optional, time };
}

type Permission = Pick<ImportRecord, "consentAt" | "source" | "sourceUrl" | "originalDate">;

/** Who may see it published: the visitor's consent, or a source and what goes with it. */
function permission(read: ReturnType<typeof reader>): Permission {
  const { problems, trimmed, time } = read;
  const consentAt = time("consentAt");
  const source = trimmed("source");
  const link = trimmed("sourceUrl");
  const originalDate = time("originalDate");
  if (!source) {
    if (link || originalDate || trimmed("originalDate")) problems.push(t.withoutSource);
    else if (!consentAt && !trimmed("consentAt")) problems.push(t.noPermission);
    return consentAt ? { consentAt } : {};
  }
  const key = source.toLowerCase();
  if (!isSource(key)) problems.push(t.unknownSource(shown(source)));
  if (trimmed("consentAt")) problems.push(t.consentAndSource);
  const sourceUrl = link ? sourceLink(link) : null;
  if (link && !sourceUrl) problems.push(t.badLink);
  return {
    ...(isSource(key) ? { source: key } : {}),
    ...(sourceUrl ? { sourceUrl } : {}),
    ...(originalDate ? { originalDate } : {}),
  };
}

/**
 * The photo, when it is one of the site's cloud as its upload answered it (isSitePhoto); any other
 * is left out, with a warning.
 */
function photo(read: ReturnType<typeof reader>) {
  const url = read.trimmed("imageUrl");
  if (!url) return {};
  if (url.length <= TESTIMONIAL_LIMITS.imageUrl && isSitePhoto(url)) return { imageUrl: url };
  read.warnings.push(t.photoDropped);
  return {};
}

/**
 * One row checked: its id (its own, or rowId's), name, role and words, email, photo, status,
 * times (ISO, none in the future), areas, highlight, and its permission to publish. Every problem
 * is listed; the record is there only when there is none.
 */
export function checkRow(raw: RawRow, now: Date): ImportRow {
  const read = reader(raw.cells, now);
  const { problems, warnings, trimmed } = read;
  const id = trimmed("id") || rowId(raw.cells);
  if (!ID.test(id)) problems.push(t.badId);
  const name = read.required("name");
  const role = read.required("role");
  const message = read.required("message");
  const company = read.optional("company");
  const highlight = read.optional("highlight");
  const email = trimmed("email");
  if (email && !(email.length <= TESTIMONIAL_LIMITS.email && EMAIL.test(email)))
    problems.push(t.badEmail);
  const status = trimmed("status");
  if (!STATUSES.includes(status)) problems.push(t.unknownStatus(shown(status)));
  const areas = readAreas(raw.cells.areas, problems);
  const allowed = permission(read);
  const submitted = read.time("submittedAt");
  // A visitor's consent is given on the form, as she sends it: the record has her email and its
  // consent time is its submitted time. Any other consent time is nobody's confirmation.
  if (allowed.consentAt && (!email || (submitted && +submitted !== +allowed.consentAt)))
    problems.push(t.consentNotSent);
  const createdAt = submitted ?? allowed.originalDate;
  if (!createdAt && !trimmed("submittedAt")) problems.push(t.missing("submittedAt"));
  const decidedAt = read.time("decidedAt");
  const unpublishedAt = read.time("unpublishedAt");
  const images = photo(read);
  const row = { row: raw.row, id, name, status, problems, warnings, duplicate: null };
  if (problems.length || !createdAt) return { ...row, record: null };
  return {
    ...row,
    record: {
      id,
      name,
      role,
      message,
      status: status as TestimonialStatus,
      createdAt,
      ...(company !== undefined ? { company } : {}),
      ...(email ? { email } : {}),
      ...images,
      ...(areas.length ? { areas } : {}),
      ...(highlight !== undefined ? { highlight } : {}),
      ...(decidedAt ? { decidedAt } : {}),
      ...(unpublishedAt ? { unpublishedAt } : {}),
      ...allowed,
    },
  };
}

/** The rows' ids that can be looked up in Firestore (well-formed ones, each once). */
export function idsToLookUp(rows: readonly ImportRow[]): string[] {
  return [...new Set(rows.map((row) => row.id).filter((id) => ID.test(id)))];
}

/** Marks the rows whose id is `stored` already, or on an earlier row of the file. */
export function markDuplicates(
  rows: readonly ImportRow[],
  stored: ReadonlySet<string>,
): ImportRow[] {
  const seen = new Set<string>();
  return rows.map((row) => {
    const duplicate = stored.has(row.id) ? "stored" : seen.has(row.id) ? "file" : null;
    seen.add(row.id);
    return { ...row, duplicate };
  });
}

/** What an import will do: the records to write, and how many rows it skips, and why. */
export function importPlan(rows: readonly ImportRow[]) {
  const records = rows.flatMap((row) => (row.record && !row.duplicate ? [row.record] : []));
  return {
    records,
    duplicates: rows.filter((row) => row.duplicate).length,
    problems: rows.filter((row) => !row.duplicate && row.problems.length).length,
    /** Praise from elsewhere among them: she confirms she may publish it. */
    fromElsewhere: records.filter((record) => record.source).length,
  };
}

/** The reads firestore.rules make for one record's writes (and its public copy's). */
const ruleReads = (record: ImportRecord) =>
  IMPORT_READS_PER_RECORD + (record.status === "approved" ? IMPORT_READS_PER_COPY : 0);

/**
 * The records in batched writes the rules accept: each batch's records worth at most
 * IMPORT_RULE_READS reads of the rules, and at most IMPORT_MAX_BATCH_WRITES writes (an approved
 * record is two: the record and its public copy). In the file's order.
 */
export function importBatches(records: readonly ImportRecord[]): ImportRecord[][] {
  const batches: ImportRecord[][] = [];
  let batch: ImportRecord[] = [];
  let reads = 0;
  let writes = 0;
  for (const record of records) {
    const cost = ruleReads(record);
    const count = record.status === "approved" ? 2 : 1;
    if (
      batch.length &&
      (reads + cost > IMPORT_RULE_READS || writes + count > IMPORT_MAX_BATCH_WRITES)
    ) {
      batches.push(batch);
      batch = [];
      reads = 0;
      writes = 0;
    }
    batch.push(record);
    reads += cost;
    writes += count;
  }
  if (batch.length) batches.push(batch);
  return batches;
}

/**
 * The private record's data as it is written (dates become timestamps): its fields, status and
 * times, and its permission to publish (consent with its time, or the source with permission).
 */
export function importDocument(record: ImportRecord): Record<string, unknown> {
  const { id, consentAt, source, sourceUrl, originalDate, ...fields } = record;
  void id;
  return source
    ? {
        ...fields,
        source,
        permission: true,
        ...(sourceUrl ? { sourceUrl } : {}),
        ...(originalDate ? { originalDate } : {}),
      }
    : { ...fields, consent: true, consentAt };
}
