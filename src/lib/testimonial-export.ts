/**
 * The owner's copy of every testimonial record (all three states), as CSV and as JSON: what the
 * moderation panel's export downloads. Plain functions; the reading is in
 * src/lib/firebase/testimonials.ts (`loadAllTestimonials`).
 *
 * CSV cells that a spreadsheet would run as a formula (they begin with =, +, -, @, a tab or a
 * carriage return: OWASP "CSV Injection") are neutralised with a leading apostrophe, so a
 * visitor's words can never become a formula in the owner's spreadsheet. JSON keeps the words
 * exactly as stored.
 */
import type { TestimonialStatus } from "./testimonials";

/** One private record as exported. Times are ISO 8601 (UTC), or null where there is none. */
export interface ExportRecord {
  id: string;
  name: string;
  role: string;
  company: string | null;
  email: string;
  message: string;
  imageUrl: string | null;
  status: TestimonialStatus;
  consentAt: string | null;
  submittedAt: string | null;
  decidedAt: string | null;
  featured: boolean;
}

/** The columns, in order, with their CSV headings. */
export const EXPORT_COLUMNS: readonly (readonly [keyof ExportRecord, string])[] = [
  ["id", "ID"],
  ["name", "Name"],
  ["role", "Role"],
  ["company", "Company"],
  ["email", "Email"],
  ["message", "Message"],
  ["imageUrl", "Image URL"],
  ["status", "Status"],
  ["consentAt", "Consent time"],
  ["submittedAt", "Submitted"],
  ["decidedAt", "Decided"],
  ["featured", "Featured"],
];

const iso = (value: unknown): string | null => {
  const date = (value as { toDate?: () => Date } | null)?.toDate?.() ?? value;
  return date instanceof Date && !Number.isNaN(date.getTime()) ? date.toISOString() : null;
};
const text = (value: unknown): string | null =>
  typeof value === "string" && value !== "" ? value : null;

/** A stored record's fields (Firestore data, Timestamps or Dates) as one export row. */
export function exportRecord(id: string, data: Record<string, unknown>): ExportRecord {
  return {
    id,
    name: text(data["name"]) ?? "",
    role: text(data["role"]) ?? "",
    company: text(data["company"]),
    email: text(data["email"]) ?? "",
    message: text(data["message"]) ?? "",
    imageUrl: text(data["imageUrl"]),
    status: data["status"] as TestimonialStatus,
    consentAt: iso(data["consentAt"]),
    submittedAt: iso(data["createdAt"]),
    decidedAt: iso(data["decidedAt"] ?? data["unpublishedAt"]),
    featured: data["featured"] === true,
  };
}

/** The characters that make a spreadsheet read a cell as a formula when they come first. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: neutralised against formulas, quoted when it holds a comma, quote or line break. */
export function csvCell(value: string | boolean | null): string {
  let cell = value === null ? "" : String(value);
  if (FORMULA_START.test(cell)) cell = `'${cell}`;
  return /[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/** RFC 4180 CSV (CRLF line ends), a heading row first; a UTF-8 BOM so spreadsheets read names right. */
export function toCsv(records: readonly ExportRecord[]): string {
  const rows = [
    EXPORT_COLUMNS.map(([, heading]) => csvCell(heading)),
    ...records.map((record) => EXPORT_COLUMNS.map(([key]) => csvCell(record[key]))),
  ];
  return `\uFEFF${rows.map((row) => row.join(",")).join("\r\n")}\r\n`;
}

/** JSON: the records as they are, with when the export was made and how many it holds. */
export function toJson(records: readonly ExportRecord[], exportedAt: Date): string {
  return `${JSON.stringify({ exportedAt: exportedAt.toISOString(), count: records.length, testimonials: records }, null, 2)}\n`;
}

/** The download's name: the day and the count, e.g. `testimonials-2026-11-24-37.csv`. */
export function exportFileName(format: "csv" | "json", count: number, day: Date): string {
  return `testimonials-${day.toISOString().slice(0, 10)}-${count}.${format}`;
}
