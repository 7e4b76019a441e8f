import { useEffect, useRef, useState } from "react";
import { adminMessages } from "@/features/testimonials/moderation/admin-messages";
import type { ImportRow } from "@/features/testimonials/import/import-rows";
import type { ImportPreviewState } from "./useImport";

const t = adminMessages.importData;
const STATUS_NAMES: Record<string, string> = adminMessages.views;

/** What becomes of a row: skipped as a duplicate, its problems and warnings, or ready. */
function RowNotes({ row }: { row: ImportRow }) {
  const duplicate = row.duplicate === "stored" ? t.duplicateStored : t.duplicateFile;
  if (!row.duplicate && !row.problems.length && !row.warnings.length)
    return <span className="text-leaf font-semibold">{t.ready}</span>;
  return (
    <ul className="grid gap-1">
      {row.duplicate && <li className="text-muted font-semibold">{duplicate}</li>}
      {row.problems.map((problem) => (
        <li key={problem} className="text-paprika-dark font-semibold">
          {problem}
        </li>
      ))}
      {row.warnings.map((warning) => (
        <li key={warning} className="text-ink">
          {warning}
        </li>
      ))}
    </ul>
  );
}

/** Every row of the file: its number, name, status and what becomes of it. Text only. */
function RowTable({ preview }: { preview: ImportPreviewState }) {
  return (
    <div
      role="region"
      aria-labelledby="import-table-caption"
      // A scrolling area: keyboard users must be able to reach it to scroll it (axe's
      // scrollable-region-focusable), as the code blocks' areas are (src/build/markdown-code.ts).
      // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex
      tabIndex={0}
      className="border-ink/15 max-h-[28rem] overflow-auto rounded-xl border"
    >
      <table className="w-full text-left text-sm">
        <caption id="import-table-caption" className="sr-only">
          {t.previewTitle(preview.file)}
        </caption>
        <thead className="bg-cream-deep text-ink sticky top-0">
          <tr>
            {(["row", "name", "status", "problems"] as const).map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-semibold">
                {t.columns[column]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {preview.rows.map((row) => (
            <tr
              key={row.row}
              className="border-ink/10 border-t align-top"
              data-import-row={row.row}
            >
              <td className="px-3 py-2 font-mono">{row.row}</td>
              <td className="px-3 py-2 wrap-anywhere">{row.name}</td>
              <td className="px-3 py-2">{STATUS_NAMES[row.status] ?? row.status}</td>
              <td className="px-3 py-2">
                <RowNotes row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface Props {
  preview: ImportPreviewState;
  onStart: () => void;
  onCancel: () => void;
}

/**
 * The preview of an import, before anything is written: how many rows, how many it imports and
 * skips, each row's problems, that featured marks are not imported, her confirmation of the
 * permission for praise from elsewhere, and "Import N testimonials" or Cancel.
 */
export default function ImportPreview({ preview, onStart, onCancel }: Props) {
  const { rows, plan } = preview;
  const count = plan.records.length;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [confirmed, setConfirmed] = useState(false);
  const needsConfirm = plan.fromElsewhere > 0;
  // The preview replaces the file's field: the focus goes to its heading.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <div className="grid gap-4" data-import-preview>
      <h3 ref={headingRef} tabIndex={-1} className="font-display text-xl font-semibold">
        {t.previewTitle(preview.file)}
      </h3>
      <p className="text-ink font-semibold" data-import-summary>
        {t.summary(rows.length, count, plan.duplicates, plan.problems)}
      </p>
      {count === 0 && plan.duplicates === rows.length && (
        <p className="text-ink" data-import-nothing>
          {t.allDuplicates}
        </p>
      )}
      {preview.featured && <p className="text-muted">{t.featuredNote}</p>}
      <RowTable preview={preview} />
      {count > 0 && needsConfirm && (
        <label className="text-ink flex items-start gap-3 font-medium">
          <input
            type="checkbox"
            className="accent-paprika mt-1 size-5 shrink-0"
            checked={confirmed}
            onChange={(event) => setConfirmed(event.currentTarget.checked)}
          />
          {t.permission(plan.fromElsewhere)}
        </label>
      )}
      <div className="flex flex-wrap gap-3">
        {count > 0 && (
          <button
            type="button"
            className="btn-primary disabled:cursor-not-allowed disabled:opacity-60"
            disabled={needsConfirm && !confirmed}
            onClick={onStart}
          >
            {t.start(count)}
          </button>
        )}
        <button type="button" className="btn-secondary" onClick={onCancel}>
          {t.cancel}
        </button>
      </div>
    </div>
  );
}
