import { useEffect, useState } from "react";
import { latestOnly } from "@/shared/latest-only";
import { $isAdmin } from "@/features/account";
import { liteDb } from "@/firebase/lite";
import {
  ImportStoppedError,
  importTestimonials,
  storedTestimonialIds,
} from "@/features/testimonials/store/moderation";
import { adminMessages } from "@/features/testimonials/moderation/admin-messages";
import { marksFeatured, readImportFile } from "@/features/testimonials/import/import-file";
import {
  checkRow,
  idsToLookUp,
  importPlan,
  markDuplicates,
  type ImportRow,
} from "@/features/testimonials/import/import-rows";

const t = adminMessages.importData;

/** A file read and checked, before anything is written. */
export interface ImportPreviewState {
  kind: "preview";
  file: string;
  rows: ImportRow[];
  plan: ReturnType<typeof importPlan>;
  /** Some rows were featured: the preview says that is not imported. */
  featured: boolean;
}

export type ImportStage =
  | { kind: "idle" }
  | { kind: "reading" }
  | ImportPreviewState
  | { kind: "writing"; done: number; total: number }
  | { kind: "done"; text: string }
  | { kind: "failed"; text: string };

/**
 * The import's steps: a file read, its rows checked and the ids already stored looked up (the
 * preview; nothing written), then, when she says so, the records written batch by batch with the
 * count so far, and what it did. `onImported` hears when anything was written.
 *
 * Each step (a file opened, an import started, a cancel) is a new generation: what an older one
 * finds out later (a file read, ids looked up, a batch written) no longer changes the stage
 * (issue 43), nor does anything once the panel is gone.
 */
export function useImport(onImported: () => void) {
  const [stage, setStage] = useState<ImportStage>({ kind: "idle" });
  const [steps] = useState(latestOnly);
  useEffect(() => () => steps.drop(), [steps]);

  async function open(file: File) {
    if (!$isAdmin.get()) return;
    const step = steps.begin();
    const show = (next: ImportStage) => step.current() && setStage(next);
    show({ kind: "reading" });
    try {
      const read = readImportFile(file.name, await file.text());
      if (!read.ok) {
        show({ kind: "failed", text: read.problem });
        return;
      }
      const now = new Date();
      const checked = read.rows.map((row) => checkRow(row, now));
      if (!step.current()) return;
      const stored = await storedTestimonialIds(liteDb(), idsToLookUp(checked));
      const rows = markDuplicates(checked, stored);
      show({
        kind: "preview",
        file: file.name,
        rows,
        plan: importPlan(rows),
        featured: marksFeatured(read.rows),
      });
    } catch (reason) {
      console.error("Error reading the import:", reason);
      show({ kind: "failed", text: t.readFailed });
    } finally {
      step.finish();
    }
  }

  async function start(preview: ImportPreviewState) {
    // Checked again at write time: nothing happens for a non-admin (SPEC §6).
    if (!$isAdmin.get()) return;
    const { records, duplicates, problems } = preview.plan;
    const total = records.length;
    const step = steps.begin();
    const show = (next: ImportStage) => step.current() && setStage(next);
    show({ kind: "writing", done: 0, total });
    let written = 0;
    try {
      written = await importTestimonials(liteDb(), records, (done) =>
        show({ kind: "writing", done, total }),
      );
      show({ kind: "done", text: t.done(written, duplicates, problems) });
    } catch (reason) {
      console.error("Error importing testimonials:", reason);
      written = reason instanceof ImportStoppedError ? reason.written : 0;
      show({ kind: "failed", text: t.failed(written) });
    } finally {
      step.finish();
    }
    // What was written is there whoever looks: the views read afresh.
    if (written > 0) onImported();
  }

  function cancel() {
    steps.drop();
    setStage({ kind: "idle" });
  }

  return { stage, open, start, cancel };
}
