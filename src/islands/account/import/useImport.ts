import { useState } from "react";
import { $isAdmin } from "@/lib/firebase/auth-store";
import { liteDb } from "@/lib/firebase/lite";
import {
  ImportStoppedError,
  importTestimonials,
  storedTestimonialIds,
} from "@/lib/firebase/moderation";
import { adminMessages } from "@/lib/messages";
import { marksFeatured, readImportFile } from "@/lib/testimonials/import-file";
import {
  checkRow,
  idsToLookUp,
  importPlan,
  markDuplicates,
  type ImportRow,
} from "@/lib/testimonials/import-rows";

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
 */
export function useImport(onImported: () => void) {
  const [stage, setStage] = useState<ImportStage>({ kind: "idle" });

  async function open(file: File) {
    if (!$isAdmin.get()) return;
    setStage({ kind: "reading" });
    try {
      const read = readImportFile(file.name, await file.text());
      if (!read.ok) {
        setStage({ kind: "failed", text: read.problem });
        return;
      }
      const now = new Date();
      const checked = read.rows.map((row) => checkRow(row, now));
      const stored = await storedTestimonialIds(liteDb(), idsToLookUp(checked));
      const rows = markDuplicates(checked, stored);
      const plan = importPlan(rows);
      setStage({
        kind: "preview",
        file: file.name,
        rows,
        plan,
        featured: marksFeatured(read.rows),
      });
    } catch (reason) {
      console.error("Error reading the import:", reason);
      setStage({ kind: "failed", text: t.readFailed });
    }
  }

  async function start(preview: ImportPreviewState) {
    // Checked again at write time: nothing happens for a non-admin (SPEC §6).
    if (!$isAdmin.get()) return;
    const { records, duplicates, problems } = preview.plan;
    const total = records.length;
    setStage({ kind: "writing", done: 0, total });
    let written = 0;
    try {
      written = await importTestimonials(liteDb(), records, (done) =>
        setStage({ kind: "writing", done, total }),
      );
      setStage({ kind: "done", text: t.done(written, duplicates, problems) });
    } catch (reason) {
      console.error("Error importing testimonials:", reason);
      written = reason instanceof ImportStoppedError ? reason.written : 0;
      setStage({ kind: "failed", text: t.failed(written) });
    }
    if (written > 0) onImported();
  }

  return { stage, open, start, cancel: () => setStage({ kind: "idle" }) };
}
