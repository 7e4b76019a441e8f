import { describe, expect, it } from "vitest";
import {
  IMPORT_MAX_BATCH_WRITES,
  IMPORT_READS_PER_COPY,
  IMPORT_READS_PER_RECORD,
  IMPORT_RULE_READS,
  TESTIMONIAL_LIMITS,
} from "@/features/testimonials/constants";
import { adminMessages } from "@/features/testimonials/moderation";
import {
  EXPORT_COLUMNS,
  toCsv,
  toJson,
  type ExportRecord,
  marksFeatured,
  readImportFile,
  splitCsv,
  unneutralizeCell,
  type RawRow,
  checkRow,
  idsToLookUp,
  importBatches,
  importDocument,
  importPlan,
  markDuplicates,
  rowId,
  type ImportRecord,
} from "@/features/testimonials/import";
import { publicCopy } from "@/features/testimonials/records";
import { LOCAL_CLOUD_NAME } from "@/site/local-addresses";

const t = adminMessages.importData;
const p = t.problems;
const NOW = new Date("2026-11-25T12:00:00Z");
const PHOTO = `https://res.cloudinary.com/${LOCAL_CLOUD_NAME}/image/upload/v1/visitors/ada.jpg`;

const exported = (extra: Partial<ExportRecord> = {}): ExportRecord => ({
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
  featured: false,
  areas: [],
  highlight: "",
  source: "",
  sourceUrl: "",
  originalDate: "",
  unpublishedAt: "",
  ...extra,
});

/** Praise from elsewhere as the export writes it. */
const fromElsewhere = (extra: Partial<ExportRecord> = {}) =>
  exported({
    id: "t2",
    email: "",
    consentAt: "",
    source: "linkedin",
    sourceUrl: "https://www.linkedin.com/in/ada",
    originalDate: "2025-06-01T00:00:00.000Z",
    submittedAt: "2025-06-01T00:00:00.000Z",
    areas: ["software", "training"],
    ...extra,
  });

const rowOf = (cells: Record<string, unknown>, row = 2): RawRow => ({ row, cells });
const check = (extra: Partial<ExportRecord> = {}) => checkRow(rowOf({ ...exported(extra) }), NOW);

describe("reading CSV (RFC 4180)", () => {
  it("quoted and bare cells, doubled quotes, commas and line breaks inside quotes", () => {
    expect(splitCsv('a,"b ""c"", d"\r\n"line\nbreak",\n')).toEqual([
      ["a", 'b "c", d'],
      ["line\nbreak", ""],
    ]);
  });
  it("the last row needs no line break; a lone CR ends a row too", () => {
    expect(splitCsv("a,b\rc,d")).toEqual([
      ["a", "b"],
      ["c", "d"],
    ]);
    expect(splitCsv('"x"')).toEqual([["x"]]);
  });
  it("takes away the quote the export put before a formula, and only that one", () => {
    expect(unneutralizeCell("'=SUM(A1)")).toBe("=SUM(A1)");
    expect(unneutralizeCell("'-2+3")).toBe("-2+3");
    expect(unneutralizeCell("''=1")).toBe("'=1");
    expect(unneutralizeCell("'quoted")).toBe("'quoted");
    expect(unneutralizeCell("it's")).toBe("it's");
  });
});

describe("reading a file to import", () => {
  it("an export's CSV comes back cell for cell, formulas and all (BOM, quotes, line breaks)", () => {
    const records = [
      exported({
        name: '=HYPERLINK("http://evil.example","x")',
        message: 'Said "wow",\nthen left',
      }),
      exported({ id: "t3", name: "'=already quoted", message: "-2+3 stars" }),
      fromElsewhere(),
    ];
    const file = readImportFile("testimonials.csv", toCsv(records));
    expect(file.ok).toBe(true);
    if (!file.ok) return;
    expect(file.rows.map((row) => row.row)).toEqual([2, 3, 4]);
    records.forEach((record, i) => {
      const cells = file.rows[i]!.cells;
      for (const key of EXPORT_COLUMNS) {
        const value = record[key];
        const expected = Array.isArray(value) ? value.join("|") : String(value);
        expect(cells[key], key).toBe(expected);
      }
    });
  });

  it("an export's JSON comes back as it is", () => {
    const records = [exported(), fromElsewhere()];
    const file = readImportFile("backup.json", toJson(records));
    expect(file).toEqual({
      ok: true,
      rows: records.map((record, i) => ({ row: i + 1, cells: record })),
    });
  });

  it("says what is wrong with a file that is no list of testimonials", () => {
    expect(readImportFile("a.csv", "")).toEqual({ ok: false, problem: t.empty });
    expect(readImportFile("a.csv", "\uFEFFid,name\r\n")).toEqual({
      ok: false,
      problem: t.missingColumns("role, message, status"),
    });
    expect(readImportFile("a.csv", `${EXPORT_COLUMNS.join(",")}\r\n\r\n`)).toEqual({
      ok: false,
      problem: t.empty,
    });
    expect(readImportFile("a.json", "{oops")).toEqual({ ok: false, problem: t.notCsvOrJson });
    expect(readImportFile("a.json", '{"name":"x"}')).toEqual({ ok: false, problem: t.notAList });
    expect(readImportFile("a.json", "[1, 2]")).toEqual({ ok: false, problem: t.notAList });
    expect(readImportFile("a.json", "[]")).toEqual({ ok: false, problem: t.empty });
    expect(readImportFile("a.json", '[{"name":"x"}]')).toEqual({
      ok: false,
      problem: t.missingColumns("role, message, status"),
    });
  });

  it("says whether a row was featured (the import does not feature it again)", () => {
    const file = (records: ExportRecord[]) => {
      const read = readImportFile("x.csv", toCsv(records));
      return read.ok ? read.rows : [];
    };
    expect(marksFeatured(file([exported(), exported({ featured: true })]))).toBe(true);
    expect(marksFeatured(file([exported()]))).toBe(false);
    expect(marksFeatured([{ row: 1, cells: { featured: true } }])).toBe(true);
  });

  it("JSON is known by its name or its first character; blank CSV lines are skipped", () => {
    expect(readImportFile("export.txt", toJson([exported()])).ok).toBe(true);
    const csv = `name,role,message,status\n\nAda,Chef,Hi,pending\n`;
    const file = readImportFile("hand-made.csv", csv);
    expect(file.ok && file.rows.map((row) => row.row)).toEqual([3]);
  });
});

describe("a row checked", () => {
  it("a visitor's record keeps its id, status, times, consent and fields", () => {
    const row = check({
      company: "Lagos Eats",
      imageUrl: PHOTO,
      areas: ["culinary"],
      highlight: "Great",
      featured: true,
    });
    expect(row).toMatchObject({ row: 2, id: "t1", name: "Ada Obi", status: "approved" });
    expect(row.problems).toEqual([]);
    expect(row.warnings).toEqual([]);
    expect(row.record).toEqual({
      id: "t1",
      name: "Ada Obi",
      role: "Chef",
      message: "Great food.",
      company: "Lagos Eats",
      email: "ada@example.com",
      imageUrl: PHOTO,
      areas: ["culinary"],
      highlight: "Great",
      status: "approved",
      createdAt: new Date("2026-11-01T10:00:00.000Z"),
      decidedAt: new Date("2026-11-02T09:00:00.000Z"),
      consentAt: new Date("2026-11-01T10:00:00.000Z"),
    });
  });

  it("praise from elsewhere keeps its source, link and original date, and needs no email", () => {
    const row = checkRow(rowOf({ ...fromElsewhere(), source: "LinkedIn" }), NOW);
    expect(row.problems).toEqual([]);
    expect(row.record).toMatchObject({
      source: "linkedin",
      sourceUrl: "https://www.linkedin.com/in/ada",
      originalDate: new Date("2025-06-01T00:00:00.000Z"),
      createdAt: new Date("2025-06-01T00:00:00.000Z"),
      areas: ["software", "training"],
    });
    expect(row.record).not.toHaveProperty("email");
    expect(row.record).not.toHaveProperty("consentAt");
  });

  it("areas may be joined by | or ;, or be a JSON list; each once, in the site's order", () => {
    for (const areas of [
      "training;software",
      "software|training|software",
      ["training", "software"],
    ])
      expect(checkRow(rowOf({ ...exported(), areas }), NOW).record?.areas).toEqual([
        "software",
        "training",
      ]);
  });
});

describe("a visitor's consent stands only as the form records it: her email, the submitted time", () => {
  it.each<[string, Partial<ExportRecord>, string]>([
    ["a consent time without an email", { email: "" }, p.consentNotSent],
    [
      "a consent time that is not the submitted time",
      { consentAt: "2026-11-20T10:00:00.000Z" },
      p.consentNotSent,
    ],
    [
      "a consent time before the submitted time",
      { consentAt: "2026-10-01T10:00:00.000Z" },
      p.consentNotSent,
    ],
  ])("a row with %s is refused: nobody confirmed that consent", (_, extra, problem) => {
    const row = checkRow(rowOf({ ...exported(), ...extra }), NOW);
    expect(row.problems).toContain(problem);
    expect(row.record).toBeNull();
  });
});

describe("a row's problems", () => {
  it.each<[string, Partial<ExportRecord> | Record<string, unknown>, string]>([
    ["no name", { name: "  " }, p.missing("name")],
    ["no role", { role: "" }, p.missing("role")],
    ["no message", { message: "" }, p.missing("message")],
    [
      "a message too long",
      { message: "m".repeat(TESTIMONIAL_LIMITS.message + 1) },
      p.tooLong("message", TESTIMONIAL_LIMITS.message),
    ],
    [
      "a name too long",
      { name: "n".repeat(TESTIMONIAL_LIMITS.name + 1) },
      p.tooLong("name", TESTIMONIAL_LIMITS.name),
    ],
    [
      "a highlight too long",
      { highlight: "h".repeat(TESTIMONIAL_LIMITS.highlight + 1) },
      p.tooLong("highlight", TESTIMONIAL_LIMITS.highlight),
    ],
    ["a bad email", { email: "ada@example" }, p.badEmail],
    ["an email with spaces", { email: "ada obi@example.com" }, p.badEmail],
    ["an unknown status", { status: "published" as never }, p.unknownStatus("published")],
    ["no status", { status: "" as never }, p.unknownStatus("")],
    ["an unknown area", { areas: "software|astrology" }, p.unknownArea("astrology")],
    ["a date that is no date", { submittedAt: "yesterday" }, p.badDate("submittedAt")],
    ["a date in another format", { decidedAt: "01/02/2026" }, p.badDate("decidedAt")],
    ["a date in the future", { decidedAt: "2027-01-01T00:00:00Z" }, p.futureDate("decidedAt")],
    ["no submitted date", { submittedAt: "" }, p.missing("submittedAt")],
    ["no consent time and no source", { consentAt: "" }, p.noPermission],
    ["a bad id", { id: "a/b" }, p.badId],
    ["a link without a source", { sourceUrl: "https://example.com" }, p.withoutSource],
    ["an original date without a source", { originalDate: "2025-01-01" }, p.withoutSource],
  ])("has a problem with %s", (_, extra, problem) => {
    const row = checkRow(rowOf({ ...exported(), ...extra }), NOW);
    expect(row.problems).toContain(problem);
    expect(row.record).toBeNull();
  });

  it.each<[string, Partial<ExportRecord> | Record<string, unknown>, string]>([
    ["an unknown source", { source: "facebook" }, p.unknownSource("facebook")],
    ["a javascript: link", { sourceUrl: "javascript:alert(1)" }, p.badLink],
    ["a consent time too", { consentAt: "2026-11-01T10:00:00.000Z" }, p.consentAndSource],
    [
      "an original date in the future",
      { originalDate: "2999-01-01" },
      p.futureDate("originalDate"),
    ],
  ])("praise from elsewhere has a problem with %s", (_, extra, problem) => {
    const row = checkRow(rowOf({ ...fromElsewhere(), ...extra }), NOW);
    expect(row.problems).toContain(problem);
    expect(row.record).toBeNull();
  });

  it("a photo not on the site's cloud as uploaded is left out, with a warning; the row still imports", () => {
    for (const imageUrl of [
      "https://tracker.example/me.jpg",
      `https://res.cloudinary.com/${LOCAL_CLOUD_NAME}/image/upload/w_4000/e_upscale/x.png`,
      "https://res.cloudinary.com/someone-else/image/upload/v1/visitors/ada.jpg",
      `https://res.cloudinary.com/${LOCAL_CLOUD_NAME}/image/upload/visitors/ada.jpg`,
    ]) {
      const row = check({ imageUrl });
      expect(row.problems).toEqual([]);
      expect(row.warnings, imageUrl).toEqual([p.photoDropped]);
      expect(row.record).not.toHaveProperty("imageUrl");
    }
  });

  it("lists every problem of a row, not just the first", () => {
    const row = check({ name: "", email: "x", status: "maybe" as never });
    expect(row.problems).toEqual([p.missing("name"), p.badEmail, p.unknownStatus("maybe")]);
  });
});

describe("a row's id and cells", () => {
  it("a row without an id gets one made from its words: the same row, the same id", () => {
    const cells = { ...exported({ id: "" }) };
    const first = checkRow(rowOf(cells), NOW);
    expect(first.id).toMatch(/^imported-[0-9a-f]{16}$/);
    expect(checkRow(rowOf({ ...cells }, 9), NOW).id).toBe(first.id);
    expect(rowId({ ...cells, message: "Other words." })).not.toBe(first.id);
  });

  it("values in JSON may be numbers or missing", () => {
    const row = checkRow(
      rowOf({ ...exported(), id: 42, company: null, highlight: undefined }),
      NOW,
    );
    expect(row.id).toBe("42");
    expect(row.problems).toEqual([]);
  });
});

describe("duplicates and the plan", () => {
  const rows = [
    check({ id: "a" }),
    check({ id: "b" }),
    check({ id: "a", name: "Again" }),
    check({ id: "c", email: "bad" }),
    check({ id: "d" }),
  ];

  it("an id already stored, or on an earlier row, is a duplicate", () => {
    const marked = markDuplicates(rows, new Set(["b"]));
    expect(marked.map((row) => row.duplicate)).toEqual([null, "stored", "file", null, null]);
  });

  it("imports the rows that are neither duplicates nor have problems, and counts the rest", () => {
    const plan = importPlan(markDuplicates(rows, new Set(["b"])));
    expect(plan.records.map((record) => record.id)).toEqual(["a", "d"]);
    expect(plan).toMatchObject({ duplicates: 2, problems: 1, fromElsewhere: 0 });
  });

  it("an export imported again over the same records imports nothing", () => {
    const file = readImportFile("x.csv", toCsv([exported(), fromElsewhere()]));
    if (!file.ok) throw new Error(file.problem);
    const checked = file.rows.map((row) => checkRow(row, NOW));
    const plan = importPlan(markDuplicates(checked, new Set(idsToLookUp(checked))));
    expect(plan).toMatchObject({ records: [], duplicates: 2, problems: 0 });
  });

  it("looks up well-formed ids only, each once", () => {
    expect(idsToLookUp([...rows, check({ id: "x/y" })])).toEqual(["a", "b", "c", "d"]);
  });
});

describe("batches the rules accept", () => {
  const record = (i: number, status: ImportRecord["status"]): ImportRecord => ({
    id: `r${i}`,
    name: "n",
    role: "r",
    message: "m",
    status,
    createdAt: NOW,
    consentAt: NOW,
  });
  const reads = (batch: ImportRecord[]) =>
    batch.reduce(
      (sum, r) =>
        sum + IMPORT_READS_PER_RECORD + (r.status === "approved" ? IMPORT_READS_PER_COPY : 0),
      0,
    );

  it("no batch asks the rules for more reads than they allow, nor Firestore for 500 writes", () => {
    const records = Array.from({ length: 500 }, (_, i) =>
      record(i, (["approved", "pending", "rejected"] as const)[i % 3]!),
    );
    const batches = importBatches(records);
    expect(batches.flat()).toEqual(records);
    for (const batch of batches) {
      expect(reads(batch)).toBeLessThanOrEqual(IMPORT_RULE_READS);
      const writes = batch.reduce((sum, r) => sum + (r.status === "approved" ? 2 : 1), 0);
      expect(writes).toBeLessThanOrEqual(IMPORT_MAX_BATCH_WRITES);
    }
    // Full batches: each but the last could not take the next record.
    for (let i = 0; i < batches.length - 1; i++)
      expect(reads(batches[i]!) + reads([batches[i + 1]![0]!])).toBeGreaterThan(IMPORT_RULE_READS);
  });

  it("nothing to import, no batch", () => {
    expect(importBatches([])).toEqual([]);
  });
});

describe("what is written", () => {
  it("a visitor's record: its fields and times, consent true with its time", () => {
    const row = check({ status: "rejected", unpublishedAt: "2026-11-03T00:00:00.000Z" });
    expect(importDocument(row.record!)).toEqual({
      name: "Ada Obi",
      role: "Chef",
      message: "Great food.",
      email: "ada@example.com",
      status: "rejected",
      createdAt: new Date("2026-11-01T10:00:00.000Z"),
      decidedAt: new Date("2026-11-02T09:00:00.000Z"),
      unpublishedAt: new Date("2026-11-03T00:00:00.000Z"),
      consent: true,
      consentAt: new Date("2026-11-01T10:00:00.000Z"),
    });
  });

  it("praise from elsewhere: its source, link, date and permission true; its copy says where from", () => {
    const record = checkRow(rowOf({ ...fromElsewhere() }), NOW).record!;
    const data = importDocument(record);
    expect(data).toMatchObject({ source: "linkedin", permission: true });
    expect(data).not.toHaveProperty("consent");
    expect(data).not.toHaveProperty("id");
    expect(publicCopy(record)).toEqual({
      name: "Ada Obi",
      role: "Chef",
      message: "Great food.",
      areas: ["software", "training"],
      source: "linkedin",
      sourceUrl: "https://www.linkedin.com/in/ada",
      originalDate: new Date("2025-06-01T00:00:00.000Z"),
    });
  });
});
