/**
 * Reading a file to import (the panel's Import): CSV or JSON in the export's columns
 * (src/features/testimonials/import/export.ts), so that an export imports again. Pure functions, unit-tested;
 * src/features/testimonials/import/import-rows.ts checks each row.
 *
 * CSV per RFC 4180: cells quoted or not, quotes doubled inside quoted cells, line breaks inside
 * them, CRLF or LF rows, the export's byte order mark. The export puts a ' before a cell that could
 * start a spreadsheet formula (neutralizeCell); the import takes exactly that one away again.
 */
import { adminMessages } from "@/features/testimonials/moderation/admin-messages";
import { FORMULA_CHARACTERS } from "@/features/testimonials/import/export";

const t = adminMessages.importData;

/** One row of the file: its number, and its cells by column (CSV: text; JSON: any value). */
export interface RawRow {
  /** CSV: the spreadsheet's row number (the header is row 1). JSON: its place in the list, from 1. */
  row: number;
  cells: Readonly<Record<string, unknown>>;
}

export type ReadFile = { ok: true; rows: RawRow[] } | { ok: false; problem: string };

/** The columns without which a row cannot be a testimonial. */
const REQUIRED_COLUMNS = ["name", "role", "message", "status"] as const;

/** Splits RFC 4180 CSV into rows of cells (a final line break ends the last row, no more). */
export function splitCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  let started = false;
  const endCell = () => {
    row.push(cell);
    cell = "";
  };
  const endRow = () => {
    endCell();
    rows.push(row);
    row = [];
    started = false;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
      continue;
    }
    started = true;
    if (c === '"') quoted = true;
    else if (c === ",") endCell();
    else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      endRow();
    } else cell += c;
  }
  if (started || cell !== "" || row.length) endRow();
  return rows;
}

/** Quotes (at least one) before a character that would start a formula (FORMULA_CHARACTERS). */
const NEUTRALISED = new RegExp(`^'+[${FORMULA_CHARACTERS}]`);

/**
 * A neutralised cell's value again: one leading ' less before a character that would start a
 * formula (=, +, -, @, a tab, a CR, a NUL, or a full-width ＝ ＋ － ＠).
 */
export function unneutralizeCell(value: string): string {
  return NEUTRALISED.test(value) ? value.slice(1) : value;
}

const blank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === "");

function readCsv(text: string): ReadFile {
  const [header, ...lines] = splitCsv(text);
  const columns = (header ?? []).map((name) => name.trim());
  const missing = REQUIRED_COLUMNS.filter((column) => !columns.includes(column));
  if (!header || missing.length)
    return { ok: false, problem: t.missingColumns(missing.join(", ")) };
  const rows: RawRow[] = [];
  lines.forEach((cells, i) => {
    if (blank(cells)) return;
    const entries = columns.map((column, j) => [column, unneutralizeCell(cells[j] ?? "")]);
    rows.push({ row: i + 2, cells: Object.fromEntries(entries) });
  });
  return rows.length ? { ok: true, rows } : { ok: false, problem: t.empty };
}

function readJson(text: string): ReadFile {
  let list: unknown;
  try {
    list = JSON.parse(text);
  } catch {
    return { ok: false, problem: t.notCsvOrJson };
  }
  if (!Array.isArray(list)) return { ok: false, problem: t.notAList };
  if (!list.length) return { ok: false, problem: t.empty };
  const objects = list.every((item) => typeof item === "object" && item !== null);
  if (!objects) return { ok: false, problem: t.notAList };
  const keys = new Set(list.flatMap((item: object) => Object.keys(item)));
  const missing = REQUIRED_COLUMNS.filter((column) => !keys.has(column));
  if (missing.length) return { ok: false, problem: t.missingColumns(missing.join(", ")) };
  return {
    ok: true,
    rows: list.map((item: Record<string, unknown>, i) => ({ row: i + 1, cells: item })),
  };
}

/**
 * The rows of a file to import: JSON when its name ends in .json or its text starts with [,
 * else CSV (a byte order mark is dropped). A file that cannot be a list of testimonials says why.
 */
export function readImportFile(name: string, text: string): ReadFile {
  const body = text.replace(/^\uFEFF/, "");
  if (body.trim() === "") return { ok: false, problem: t.empty };
  const json = /\.json$/i.test(name) || body.trimStart().startsWith("[");
  return json ? readJson(body) : readCsv(body);
}

/** Does any row say it was featured? (Featured marks are not imported: the preview says so.) */
export function marksFeatured(rows: readonly RawRow[]): boolean {
  return rows.some((row) => String(row.cells.featured).trim().toLowerCase() === "true");
}
