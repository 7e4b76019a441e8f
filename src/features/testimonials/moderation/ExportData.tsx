import { useState } from "react";
import { exportFileName, toCsv, toJson } from "@/features/testimonials/import/export";
import { liteDb } from "@/firebase/lite";
import { loadAllForExport } from "@/features/testimonials/store/moderation";
import { adminMessages } from "@/features/testimonials/moderation/admin-messages";
import Spinner from "../../../shared/react/Spinner";

const t = adminMessages.exportData;

/** Starts a download of `text` as `name` (a Blob URL, revoked once the browser has it). */
function download(text: string, name: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The owner's export: every testimonial record (all three states, with emails and consent times)
 * as CSV or JSON, read page by page; the panel says how many it holds.
 */
export default function ExportData() {
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  async function run(kind: "csv" | "json") {
    setBusy(true);
    setFailed(false);
    setStatus(t.reading(0));
    try {
      const records = await loadAllForExport(liteDb(), (count) => setStatus(t.reading(count)));
      const name = exportFileName(kind, records.length, new Date());
      if (kind === "csv") download(toCsv(records), name, "text/csv;charset=utf-8");
      else download(toJson(records), name, "application/json");
      setStatus(t.done(records.length, name));
    } catch (reason) {
      console.error("Export failed:", reason);
      setFailed(true);
      setStatus(t.failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="export-title" className="card grid gap-3 p-6" data-export>
      <h2 id="export-title" className="font-display text-2xl font-semibold">
        {t.title}
      </h2>
      <p className="text-muted">{t.text}</p>
      <div className="flex flex-wrap gap-3">
        {(["csv", "json"] as const).map((kind) => (
          <button
            key={kind}
            type="button"
            className="btn-secondary"
            disabled={busy}
            onClick={() => void run(kind)}
          >
            {t[kind]}
          </button>
        ))}
      </div>
      <p
        aria-live="polite"
        className={`flex items-center gap-2 font-semibold empty:hidden ${failed ? "text-paprika-dark" : "text-ink"}`}
        data-export-status
      >
        {busy && <Spinner />}
        {status}
      </p>
    </section>
  );
}
