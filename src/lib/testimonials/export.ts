/**
 * The owner takes her data home: every testimonial record, in all three states, as CSV and as
 * JSON. Pure functions, unit-tested; the panel reads the records page by page and downloads the
 * files.
 *
 * CSV cells are neutralised against spreadsheet formula injection (OWASP "CSV Injection"): a cell
 * that begins with =, +, -, @, a tab or a carriage return gets a leading single quote, so a
 * spreadsheet shows it as text instead of running it; every cell is quoted, with quotes doubled.
 */
import type { TestimonialStatus } from "@/lib/testimonials/records";

/** One exported record: what the visitor sent, and what became of it. */
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
] as const satisfies readonly (keyof ExportRecord)[];

const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell a spreadsheet will show as text: a leading ' when it could start a formula. */
export function neutralizeCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** One CSV cell: neutralised, quoted, quotes doubled. */
export function csvCell(value: string | boolean): string {
  return `"${neutralizeCell(String(value)).replaceAll('"', '""')}"`;
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
