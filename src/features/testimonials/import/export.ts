/**
 * The owner takes her data home: every testimonial record, in all three states, as CSV and as
 * JSON. Pure functions, unit-tested; the panel reads the records page by page and downloads the
 * files. The same columns import again (src/features/testimonials/import/import-file.ts), so an export is also
 * a backup the panel can restore.
 *
 * CSV cells are neutralised against spreadsheet formula injection (OWASP "CSV Injection"): a cell
 * that begins with =, +, -, @, a tab, a carriage return or a NUL (which some spreadsheets skip),
 * or with the full-width ＝ ＋ － ＠ (which some read as their ASCII twins), gets a leading single
 * quote, so a spreadsheet shows it as text instead of running it; every cell is quoted, with
 * quotes doubled.
 * A cell that already begins with quotes before such a character gets one more, so the import can
 * take exactly one away and give every value back as it was.
 */
import type { AreaId } from "@/features/testimonials/areas";
import type { TestimonialSource } from "@/features/testimonials/constants";
import type { TestimonialStatus } from "@/features/testimonials/records";

/** One exported record: what the visitor sent (or the owner added), and what became of it. */
export interface ExportRecord {
  id: string;
  name: string;
  role: string;
  company: string;
  email: string;
  message: string;
  imageUrl: string;
  status: TestimonialStatus;
  /** ISO times, or "" when unknown. */
  consentAt: string;
  submittedAt: string;
  decidedAt: string;
  featured: boolean;
  /** The owner's areas it speaks of (in a CSV cell: the ids joined by AREA_SEPARATOR). */
  areas: AreaId[];
  /** The phrase the wall sets in bold, or "". */
  highlight: string;
  /** Praise from elsewhere: where it came from, its link and its original date (ISO), or "". */
  source: TestimonialSource | "";
  sourceUrl: string;
  originalDate: string;
  /** When it was taken off the wall (ISO), or "". */
  unpublishedAt: string;
}

/** The columns, in order (the CSV header and the JSON keys). */
export const EXPORT_COLUMNS = [
  "id",
  "name",
  "role",
  "company",
  "email",
  "message",
  "imageUrl",
  "status",
  "consentAt",
  "submittedAt",
  "decidedAt",
  "featured",
  "areas",
  "highlight",
  "source",
  "sourceUrl",
  "originalDate",
  "unpublishedAt",
] as const satisfies readonly (keyof ExportRecord)[];

/** Between the area ids of one CSV cell ("software|training"); the import also takes ";". */
const AREA_SEPARATOR = "|";

/**
 * The characters that could start a formula (a character class's inside): = + - @, a tab, a CR, a
 * NUL, and the full-width ＝ ＋ － ＠ (U+FF1D, U+FF0B, U+FF0D, U+FF20). The import reads the same
 * (unneutralizeCell in src/features/testimonials/import/import-file.ts).
 */
export const FORMULA_CHARACTERS = "=+\\-@\\t\\r\\0\\uFF1D\\uFF0B\\uFF0D\\uFF20";

/** Quotes (any number, possibly none) before a character that would start a formula. */
const FORMULA_START = new RegExp(`^'*[${FORMULA_CHARACTERS}]`);

/** A cell a spreadsheet will show as text: a leading ' when it could start a formula. */
export function neutralizeCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** One CSV cell: a list joined by AREA_SEPARATOR, neutralised, quoted, quotes doubled. */
export function csvCell(value: string | boolean | readonly string[]): string {
  const text = Array.isArray(value) ? value.join(AREA_SEPARATOR) : String(value);
  return `"${neutralizeCell(text).replaceAll('"', '""')}"`;
}

/** RFC 4180 CSV (CRLF line ends) with a header row, and a BOM so spreadsheets read UTF-8. */
export function toCsv(records: readonly ExportRecord[]): string {
  const lines = [
    EXPORT_COLUMNS.map(csvCell).join(","),
    ...records.map((record) => EXPORT_COLUMNS.map((key) => csvCell(record[key])).join(",")),
  ];
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/** The records as JSON (the values as they are: JSON cannot run a formula). */
export function toJson(records: readonly ExportRecord[]): string {
  return `${JSON.stringify(records, null, 2)}\n`;
}

/** E.g. testimonials-2026-11-24-37-records.csv: the day and how many records it holds. */
export function exportFileName(kind: "csv" | "json", count: number, day: Date): string {
  return `testimonials-${day.toISOString().slice(0, 10)}-${count}-records.${kind}`;
}
