// Praise from elsewhere and imports, in Chromium as the owner, against the emulators (with
// firestore.rules) and the Cloudinary stand-in: a LinkedIn recommendation added by hand is on the
// wall at once, "via LinkedIn" linked to it, on its area's page and no other; a hand-made CSV
// shows each row's problems before anything is written, then imports its good rows; an export
// imported again is all duplicates, and nothing is written.
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "./fixtures";
import { AXE_TAGS, axeOn } from "./axe";
import { LOCAL_CLOUDINARY } from "@/site/local-addresses";
import { testimonialMessages } from "@/features/testimonials/messages";
import { adminMessages } from "@/features/testimonials/moderation/admin-messages";
import { EXPORT_COLUMNS, toCsv, type ExportRecord } from "@/features/testimonials/import/export";
import { parseCsv } from "../support/node/csv";
import { openPanel, openWall, photo, readAll, unique } from "../support/browser/testimonial-pages";
import {
  eraseTestimonials,
  exists,
  idByName,
  record,
  seedTestimonials,
} from "../support/node/testimonial-store";

const a = adminMessages.addTestimonial;
const im = adminMessages.importData;
const LINK = "https://www.linkedin.com/in/ada-obi/details/recommendations/";

/** The cards of one wall (/testimonials or an area's page), every page read, as a reader would. */
async function readWall(page: Page, path: string, until?: string) {
  const wall = await openWall(page, path);
  const card = until ? wall.locator("li", { hasText: until }) : undefined;
  await readAll(wall, page.getByRole("button", { name: testimonialMessages.showMore }), card);
  return wall;
}

/** An export's record of a hand-made file (see exportRecord in the export spec). */
const row = (extra: Partial<ExportRecord> & Pick<ExportRecord, "id" | "name">): ExportRecord => ({
  role: "Client",
  company: "",
  email: `${extra.id}@example.com`,
  message: `Imported words of ${extra.name}.`,
  imageUrl: "",
  status: "pending",
  consentAt: "2025-03-01T10:00:00.000Z",
  submittedAt: "2025-03-01T10:00:00.000Z",
  decidedAt: "",
  featured: false,
  areas: [],
  highlight: "",
  source: "",
  sourceUrl: "",
  originalDate: "",
  unpublishedAt: "",
  ...extra,
});

/** axe's serious and critical findings in one part of the page (the panel is behind a sign-in,
 *  so the page-by-page scan of a11y.spec.ts never sees it). */
async function accessibilityProblems(page: Page, selector: string) {
  const results = await (await axeOn(page)).include(selector).withTags(AXE_TAGS).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** Chooses a file in the panel's import, as the owner would. */
async function importFile(page: Page, name: string, text: string) {
  await page.getByLabel(im.file).setInputFiles({
    name,
    mimeType: name.endsWith(".json") ? "application/json" : "text/csv",
    buffer: Buffer.from(text, "utf8"),
  });
  return page.locator("[data-import-preview]");
}

test("the owner adds a LinkedIn recommendation for Software: on the wall at once, via LinkedIn", async ({
  page,
}) => {
  test.slow();
  const name = unique("Ada From LinkedIn");
  await openPanel(page);
  const panel = page.locator("[data-add-testimonial]");
  await panel.getByRole("heading", { name: a.title }).click();
  const form = panel.locator("form");
  await form.getByLabel(a.name).fill(name);
  await form.getByLabel(a.role).fill("Engineering manager");
  await form.getByLabel(a.company).fill("Paystack");
  await form.getByLabel(a.message).fill("Amara's code reviews made our whole team better.");
  await form.getByLabel(a.source).selectOption({ label: a.sources.linkedin });
  await form.getByLabel(a.sourceUrl).fill(LINK);
  await form.getByLabel(a.originalDate).fill("2025-06-01");
  await form.getByLabel("Software").check();
  await form.getByLabel(a.photo).setInputFiles({
    name: "ada.png",
    mimeType: "image/png",
    buffer: await photo(),
  });

  // Without her confirmation nothing is saved; the field says why and has the focus, and what
  // was typed stays.
  await form.getByRole("button", { name: a.save }).click();
  await expect(form.getByText(a.problems.permission)).toBeVisible();
  await expect(form.getByLabel(a.permission)).toBeFocused();
  await expect(form.getByLabel(a.permission)).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel(a.name)).toHaveValue(name);
  expect(await accessibilityProblems(page, "[data-add-testimonial]")).toEqual([]);

  await form.getByLabel(a.permission).check();
  await form.getByRole("button", { name: a.save }).click();
  await expect(panel.locator("[data-add-status]")).toHaveText(a.saved(name));
  await expect(form.getByLabel(a.name)).toHaveValue("");
  const id = await idByName(name);
  try {
    expect(await record(id)).toMatchObject({ status: "approved", source: "linkedin" });
    expect(String((await record(id))?.imageUrl)).toMatch(/^https:\/\/res\.cloudinary\.com\//);
    // The published view shows it at once, with where it came from.
    await page.getByRole("button", { name: adminMessages.views.approved, exact: true }).click();
    // Its submission time is its original date: it may be a few pages down (a year of published
    // ones is newer), read once the view's first page is in.
    await expect(page.locator('[data-view="approved"] [data-item-id]').first()).toBeVisible();
    const item = page.locator(`[data-item-id="${id}"]`);
    await readAll(
      page.locator("[data-moderation-panel]"),
      page.getByRole("button", { name: adminMessages.loadMore }),
      item,
    );
    await expect(item.locator('[data-field="via"]')).toHaveText("via LinkedIn");

    // The wall: at once, "via LinkedIn" linked to the original, the photo from the photo host.
    const card = (await readWall(page, "/testimonials", name)).locator("li", { hasText: name });
    await expect(card.locator('[data-field="via"]')).toHaveText("via LinkedIn");
    const link = card.getByRole("link", { name: "LinkedIn" });
    await expect(link).toHaveAttribute("href", LINK);
    await expect(link).toHaveAttribute("rel", "nofollow noreferrer noopener");
    await expect(card.locator("img")).toHaveAttribute("src", new RegExp(`^${LOCAL_CLOUDINARY}/`));

    // Its area's page has it; another area's has not.
    const software = await readWall(page, "/testimonials/software", name);
    await expect(software.locator("li", { hasText: name })).toHaveCount(1);
    const culinary = await readWall(page, "/testimonials/culinary");
    await expect(culinary.locator("li", { hasText: name })).toHaveCount(0);
  } finally {
    await eraseTestimonials([id]);
  }
});

test("an import shows each row's problems before anything is written, then imports the good rows", async ({
  page,
}) => {
  test.slow();
  const stamp = unique("Imported").replace(/\W+/g, "-");
  const good = [
    row({
      id: `${stamp}-google`,
      name: `From Google ${stamp}`,
      status: "approved",
      email: "",
      consentAt: "",
      decidedAt: "2025-03-02T10:00:00.000Z",
      source: "google",
      sourceUrl: "https://g.co/kgs/review",
      originalDate: "2025-03-01T00:00:00.000Z",
      areas: ["culinary"],
    }),
    row({ id: `${stamp}-visitor`, name: `=Visitor ${stamp}` }),
  ];
  const bad = row({ id: `${stamp}-bad`, name: `Bad ${stamp}`, email: "not-an-email" });
  const csv = toCsv([good[0]!, { ...bad, areas: ["astrology" as never] }, good[1]!]);
  const ids = [...good, bad].map((r) => r.id);
  try {
    await openPanel(page);
    const preview = await importFile(page, "hand-made.csv", csv);
    await expect(preview.locator("[data-import-summary]")).toHaveText(im.summary(3, 2, 0, 1));
    await expect(
      preview.getByRole("heading", { name: im.previewTitle("hand-made.csv") }),
    ).toBeFocused();
    const badRow = preview.locator('[data-import-row="3"]');
    await expect(badRow).toContainText(bad.name);
    await expect(badRow).toContainText(im.problems.badEmail);
    await expect(badRow).toContainText(im.problems.unknownArea("astrology"));
    for (const n of [2, 4])
      await expect(preview.locator(`[data-import-row="${n}"]`)).toContainText(im.ready);
    expect(await accessibilityProblems(page, "[data-import]")).toEqual([]);
    // Nothing is written before she says so.
    for (const id of ids) expect(await exists(`testimonials/${id}`)).toBe(false);

    // Praise from elsewhere asks for her confirmation of the permission first.
    const start = preview.getByRole("button", { name: im.start(2) });
    await expect(start).toBeDisabled();
    await preview.getByLabel(im.permission(1)).check();
    await start.click();
    await expect(page.locator("[data-import-status]")).toHaveText(im.done(2, 0, 1));

    expect(await record(good[0]!.id)).toMatchObject({ status: "approved", source: "google" });
    expect(await exists(`publicTestimonials/${good[0]!.id}`)).toBe(true);
    // The export's formula quote is gone; the name is as it was.
    expect(await record(good[1]!.id)).toMatchObject({ status: "pending", name: good[1]!.name });
    expect(await exists(`testimonials/${bad.id}`)).toBe(false);
    const culinary = await readWall(page, "/testimonials/culinary", good[0]!.name);
    await expect(culinary.locator("li", { hasText: good[0]!.name })).toContainText("via Google");
  } finally {
    await eraseTestimonials(ids);
  }
});

test("an export imported again: every row is here already, and nothing is written", async ({
  page,
}) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const seeded = (["approved", "rejected"] as const).map((status, i) => ({
    id: `reimport-${stamp}-${status}`,
    name: `Reimported ${status} ${stamp}`,
    status,
    createdAt: new Date(Date.UTC(2024, 5, 1 + i)),
  }));
  await seedTestimonials(seeded);
  const ids = seeded.map((item) => item.id);
  try {
    const before = await Promise.all(ids.map((id) => record(id)));
    await openPanel(page);
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: adminMessages.exportData.csv }).click();
    const file = await downloading;
    const text = await readFile((await file.path())!, "utf8");
    // Other specs add and erase testimonials meanwhile: this one's rows are the export's rows that
    // are sure to stay (the header and its own), cell for cell as exported.
    const lines = parseCsv(text.replace(/^\uFEFF/, ""));
    expect(lines[0]).toEqual([...EXPORT_COLUMNS]);
    const mine = lines.slice(1).filter((cells) => ids.includes(cells[0]!));
    expect(mine).toHaveLength(ids.length);
    const csv = `\uFEFF${[lines[0]!, ...mine]
      .map((cells) => cells.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(","))
      .join("\r\n")}\r\n`;

    const preview = await importFile(page, file.suggestedFilename(), csv);
    await expect(preview.locator("[data-import-summary]")).toHaveText(im.summary(2, 0, 2, 0));
    await expect(preview.locator("[data-import-nothing]")).toHaveText(im.allDuplicates);
    for (const n of [2, 3])
      await expect(preview.locator(`[data-import-row="${n}"]`)).toContainText(im.duplicateStored);
    await expect(preview.getByRole("button", { name: /^Import \d+/ })).toHaveCount(0);
    await preview.getByRole("button", { name: im.cancel }).click();
    await expect(page.getByLabel(im.file)).toBeFocused();
    expect(await Promise.all(ids.map((id) => record(id)))).toEqual(before);
  } finally {
    await eraseTestimonials(ids);
  }
});
