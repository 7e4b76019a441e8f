/**
 * The owner's data in and out, as files (SPEC §3 records): every record exported as CSV and JSON
 * (export.ts), and those files, or a list of praise from elsewhere, read back (import-file.ts) and
 * checked and planned row by row (import-rows.ts). Pure functions; the panel's Import and Export
 * (../moderation/) read the files and write the records (../store/moderation.ts).
 */
export {
  EXPORT_COLUMNS,
  csvCell,
  exportFileName,
  neutralizeCell,
  toCsv,
  toJson,
  type ExportRecord,
} from "./export";
export {
  marksFeatured,
  readImportFile,
  splitCsv,
  unneutralizeCell,
  type RawRow,
} from "./import-file";
export {
  checkRow,
  idsToLookUp,
  importBatches,
  importDocument,
  importPlan,
  markDuplicates,
  rowId,
  type ImportRecord,
  type ImportRow,
} from "./import-rows";
