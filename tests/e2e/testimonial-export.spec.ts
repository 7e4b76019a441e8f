// The owner takes her data home: every record, in all three states, as CSV and as JSON, read
// page by page; CSV cells that could start a spreadsheet formula are neutralised.
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "./fixtures";
import { EXPORT_COLUMNS } from "@/features/testimonials/import/export";
import { adminMessages } from "@/features/testimonials/moderation/admin-messages";
import { demo, signIn } from "../support/browser/account";
import { parseCsv } from "../support/node/csv";
import { eraseTestimonials, seedTestimonials } from "../support/node/testimonial-store";

const t = adminMessages.exportData;

async function exportFile(page: Page, button: string) {
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: button }).click();
  const file = await downloading;
  const name = file.suggestedFilename();
  const text = await readFile((await file.path())!, "utf8");
  await expect(page.locator("[data-export-status]")).toContainText(name);
  return { name, text };
}

test("both exports hold every record in all three states, and the CSV is safe to open", async ({
  page,
}) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const formula = `=HYPERLINK("http://evil.example","Click") ${stamp}`;
  const items = (["pending", "approved", "rejected"] as const).map((status, i) => ({
    id: `export-${stamp}-${status}`,
    name: i === 0 ? formula : `Export ${status} ${stamp}`,
    status,
    createdAt: new Date(Date.UTC(2024, 0, 1 + i)),
  }));
  // More than a page (25), so the export must read page by page.
  const filler = Array.from({ length: 30 }, (_, i) => ({
    id: `export-${stamp}-f${i}`,
    name: `Export filler ${i} ${stamp}`,
    status: "rejected" as const,
    createdAt: new Date(Date.UTC(2024, 1, 1, 0, i)),
  }));
  await seedTestimonials([...items, ...filler]);
  try {
    await page.goto("/admin/testimonials");
    await signIn(page, demo.admin.email, demo.admin.password);

    const csv = await exportFile(page, t.csv);
    const rows = parseCsv(csv.text.replace(/^\uFEFF/, ""));
    expect(rows[0]).toEqual([...EXPORT_COLUMNS]);
    const count = rows.length - 1;
    expect(csv.name).toMatch(
      new RegExp(`^testimonials-\\d{4}-\\d{2}-\\d{2}-${count}-records\\.csv$`),
    );
    await expect(page.locator("[data-export-status]")).toHaveText(t.done(count, csv.name));
    const byId = new Map(rows.slice(1).map((row) => [row[0], row]));
    expect(new Set(rows.slice(1).map((row) => row[0])).size).toBe(count);
    for (const item of [...items, ...filler]) expect(byId.has(item.id)).toBe(true);
    const col = (key: (typeof EXPORT_COLUMNS)[number]) => EXPORT_COLUMNS.indexOf(key);
    for (const item of items) {
      const row = byId.get(item.id)!;
      expect(row[col("status")]).toBe(item.status);
      expect(row[col("email")]).toBe(`${item.id}@example.com`);
      expect(row[col("consentAt")]).toBe(item.createdAt.toISOString());
      expect(row[col("submittedAt")]).toBe(item.createdAt.toISOString());
      expect(row[col("featured")]).toBe("false");
    }
    // The formula comes out as text: a leading ' and nothing a spreadsheet would run.
    expect(byId.get(items[0]!.id)![col("name")]).toBe(`'${formula}`);
    for (const row of rows) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);

    const json = await exportFile(page, t.json);
    const records = JSON.parse(json.text) as Record<string, unknown>[];
    expect(json.name).toMatch(new RegExp(`-${records.length}-records\\.json$`));
    for (const item of items) {
      expect(records.find((r) => r.id === item.id)).toMatchObject({
        name: item.name,
        status: item.status,
        email: `${item.id}@example.com`,
        consentAt: item.createdAt.toISOString(),
        featured: false,
      });
    }
  } finally {
    await eraseTestimonials([...items, ...filler].map((item) => item.id));
  }
});
