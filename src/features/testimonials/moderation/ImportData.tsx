import { useRef } from "react";
import { STATUS_CLASS } from "@/shared/form-status";
import { adminMessages } from "@/features/testimonials/moderation/admin-messages";
import Spinner from "../../../shared/react/Spinner";
import ImportPreview from "./import/ImportPreview";
import { useImport, type ImportStage } from "./import/useImport";

const t = adminMessages.importData;

/** Reading the file, or writing: what is under way, announced politely. */
function Progress({ stage }: { stage: ImportStage }) {
  const text =
    stage.kind === "reading"
      ? t.reading
      : stage.kind === "writing"
        ? t.writing(stage.done, stage.total)
        : null;
  return (
    <p role="status" className="text-ink flex items-center gap-2 font-semibold empty:hidden">
      {text && <Spinner />}
      {text}
      {stage.kind === "writing" && (
        <progress className="accent-paprika" max={stage.total} value={stage.done} aria-hidden />
      )}
    </p>
  );
}

/**
 * The owner's import: a CSV or JSON file in the export's columns, previewed row by row with each
 * row's problems before anything is written, then written in batches with its progress and what
 * it did. Loaded only when an admin's panel shows (ModerationPanel). `onImported` hears when
 * anything was written.
 */
export default function ImportData({ onImported }: { onImported: () => void }) {
  const { stage, open, start, cancel } = useImport(onImported);
  const busy = stage.kind === "reading" || stage.kind === "writing";
  const titleRef = useRef<HTMLHeadingElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  /** The preview's buttons leave the page: the focus goes where the next step is. */
  const focusSoon = (target: { current: HTMLElement | null }) =>
    requestAnimationFrame(() => target.current?.focus());
  return (
    <section aria-labelledby="import-title" className="card grid gap-4 p-6" data-import>
      <h2
        ref={titleRef}
        id="import-title"
        tabIndex={-1}
        className="font-display text-2xl font-semibold"
      >
        {t.title}
      </h2>
      <p className="text-muted">{t.text}</p>
      {stage.kind !== "preview" && (
        <div>
          <label htmlFor="import-file" className="label">
            {t.file}
          </label>
          <input
            ref={fileRef}
            id="import-file"
            type="file"
            accept=".csv,.json,text/csv,application/json"
            disabled={busy}
            className="field"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              // Emptied at once: the same file may be chosen again later.
              event.currentTarget.value = "";
              if (file) void open(file);
            }}
          />
        </div>
      )}
      <Progress stage={stage} />
      {/* One polite region for what it did or why it stopped (the panel keeps one alert). */}
      <div role="status" className="empty:absolute" data-import-status>
        {(stage.kind === "done" || stage.kind === "failed") && (
          <p className={STATUS_CLASS[stage.kind === "done" ? "notice" : "error"]}>{stage.text}</p>
        )}
      </div>
      {stage.kind === "preview" && (
        <ImportPreview
          preview={stage}
          onStart={() => {
            focusSoon(titleRef);
            void start(stage);
          }}
          onCancel={() => {
            cancel();
            focusSoon(fileRef);
          }}
        />
      )}
    </section>
  );
}
