/**
 * A bulk import as the moderation panel makes one (src/features/testimonials/moderation/import/useImport.ts), for
 * the backend test of imports (tests/backend/elsewhere.test.ts) and the import benchmark
 * (tests/bench/import.bench.ts, `npm run bench:import`): rows as an export holds them, and the
 * preview the panel makes of a file before anything is written.
 */
import type { Firestore } from "firebase/firestore/lite";
import { storedTestimonialIds } from "@/features/testimonials/store/moderation";
import {
  type ExportRecord,
  readImportFile,
  checkRow,
  idsToLookUp,
  importPlan,
  markDuplicates,
} from "@/features/testimonials/import";

/** A photo as stored: on the local project's Cloudinary cloud. */
export const PHOTO =
  "https://res.cloudinary.com/demo-amara/image/upload/v1764000000/visitors/ada.jpg";

/** What the panel does with a file before anything is written: rows checked, duplicates marked. */
export async function preview(db: Firestore, name: string, text: string) {
  const file = readImportFile(name, text);
  if (!file.ok) throw new Error(file.problem);
  const rows = file.rows.map((row) => checkRow(row, new Date()));
  const stored = await storedTestimonialIds(db, idsToLookUp(rows));
  return importPlan(markDuplicates(rows, stored));
}

/** `count` records as an export holds them: every status, some from elsewhere, some with areas. */
export function exportRows(count: number, stamp: string): ExportRecord[] {
  const iso = (day: number) => new Date(Date.UTC(2024, 0, 1) + day * 3_600_000).toISOString();
  return Array.from({ length: count }, (_, i) => {
    const status = (["approved", "pending", "rejected"] as const)[i % 3]!;
    const elsewhere = i % 5 === 0;
    return {
      id: `bulk-${stamp}-${i}`,
      name: i % 7 === 0 ? `=SUM(${i}) Bulk ${stamp}` : `Bulk ${i} ${stamp}`,
      role: "Client",
      company: i % 2 ? "Lagos Eats" : "",
      email: elsewhere ? "" : `bulk${i}@example.com`,
      message: `Testimonial ${i}, "quoted", with a comma\nand a second line.`,
      imageUrl: i % 4 === 0 ? PHOTO : "",
      status,
      consentAt: elsewhere ? "" : iso(i),
      submittedAt: iso(i),
      decidedAt: status === "pending" ? "" : iso(i + 1),
      featured: false,
      areas: i % 2 ? ["culinary", "training"] : [],
      highlight: i % 3 === 0 ? "quoted" : "",
      source: elsewhere
        ? (["linkedin", "email", "whatsapp", "google", "other"] as const)[i % 5]!
        : "",
      sourceUrl: elsewhere && i % 2 ? `https://www.linkedin.com/in/bulk-${i}` : "",
      originalDate: elsewhere ? iso(i) : "",
      unpublishedAt: status === "rejected" && i % 2 ? iso(i + 2) : "",
    };
  });
}
