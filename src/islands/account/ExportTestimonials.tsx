import { useState } from "react";
import { loadAllTestimonials } from "@/lib/firebase/testimonials";
import { messages } from "@/lib/messages";
import { exportFileName, toCsv, toJson } from "@/lib/testimonial-export";
import FormStatus from "../ui/FormStatus";
import Spinner from "../ui/Spinner";

const t = messages.admin.export;

/** Hands the browser a file to save. */
function download(name: string, type: string, content: string) {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The owner takes her data home: every testimonial record (all three states, with emails and
 * consent times) as CSV or JSON, read a page at a time; the count is in the file's name and said
 * when it is done.
 */
export default function ExportTestimonials() {
  /** The format being read, and how many records so far. */
  const [reading, setReading] = useState<{ format: "csv" | "json"; count: number } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function exportAs(format: "csv" | "json") {
    setReading({ format, count: 0 });
    setDone(null);
    setError(null);
    try {
      const records = await loadAllTestimonials((count) => setReading({ format, count }));
      const now = new Date();
      const name = exportFileName(format, records.length, now);
      if (format === "csv") download(name, "text/csv;charset=utf-8", toCsv(records));
      else download(name, "application/json", toJson(records, now));
      setDone(t.done(records.length, name));
    } catch (reason) {
      console.error("Error exporting testimonials:", reason);
      setError(t.failed);
    } finally {
      setReading(null);
    }
  }

  return (
    <section aria-labelledby="export-title" className="card grid gap-4 p-6" data-export>
      <div>
        <h2 id="export-title" className="font-display text-2xl font-semibold">
          {t.title}
        </h2>
        <p className="text-muted mt-1">{t.text}</p>
      </div>
      <div className="flex flex-wrap gap-3">
        {(["csv", "json"] as const).map((format) => (
          <button
            key={format}
            type="button"
            className="btn-secondary"
            disabled={reading !== null}
            aria-busy={reading?.format === format}
            onClick={() => void exportAs(format)}
          >
            {reading?.format === format && <Spinner />}
            {t[format]}
          </button>
        ))}
      </div>
      <FormStatus error={error} notice={reading ? t.reading(reading.count) : done} />
    </section>
  );
}
