// The guides as a course: a guide remembers the chapters its reader read through and ticked (on
// the device, across a reload), /guides shows the progress of each and across the six with
// "Continue: ...", and a signed-in reader's progress follows her to a second browser, the newer
// decision winning. Its work loads only once progress is shown or used.
import { expect, test, type Locator, type Page } from "./fixtures";
import { accountFormMessages } from "@/features/account/messages";
import { progressMessages as t } from "@/features/guides/messages";
import { guideSlugs } from "../../tools/lib/content-files";
import { signIn } from "../support/browser/account";
import { createAuthAccount, readDocument } from "../support/node/emulators";

const CSS = "/guides/css";
const id = {
  intro: "introduction",
  one: "chapter-1-connecting-css-to-your-page",
  two: "chapter-2-selectors-choosing-what-to-style",
  three: "chapter-3-colours-and-fonts",
  four: "chapter-4-the-box-model-margin-padding-and-border",
};
/** The CSS guide's chapters (its ## headings), and all the guides'. */
const CSS_CHAPTERS = 10;
const ALL_CHAPTERS = 58;
/** How many guides there are: their files. */
const GUIDES = guideSlugs().length;
const WORK = /\/_astro\/(progress|course)-entry-/;

const card = (page: Page) => page.getByRole("region", { name: t.title });
const box = (page: Page, chapter: string) => card(page).locator(`input[data-chapter="${chapter}"]`);
const count = (page: Page) => card(page).locator("[data-progress-count]");
const heroContinue = (page: Page) => page.locator("[data-progress-hero] a");
/**
 * Ticks or unticks a chapter where the page is: a click that scrolls to the card at the guide's
 * end would also read the last chapter through (the card is where the guide ends).
 */
async function toggle(page: Page, chapter: string, done: boolean): Promise<void> {
  const input = box(page, chapter);
  await expect(input).toBeChecked({ checked: !done });
  await input.dispatchEvent("click");
  await expect(input).toBeChecked({ checked: done });
}

/** Scrolls down with the mouse wheel until the heading `chapter` has passed the reading line. */
async function readDownTo(page: Page, chapter: string): Promise<void> {
  const heading = page.locator(`[id="${chapter}"]`);
  const line = page.viewportSize()!.height * 0.3;
  for (let i = 0; i < 200; i++) {
    const box = await heading.boundingBox();
    if (box && box.y < line - 20) return;
    await page.mouse.wheel(0, 400);
    // The intersection observer reports once a frame has been drawn.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r))));
  }
  throw new Error(`Never reached ${chapter}`);
}

/** The chapter the stored progress says she reached last in the CSS guide. */
async function lastReached(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    const key = document.querySelector<HTMLElement>("[data-guide-progress]")?.dataset.key ?? "";
    return JSON.parse(localStorage.getItem(key) ?? "{}").css?.last?.chapter;
  });
}

/** Opens a guide and turns to it (the first wheel), so its progress's work comes. */
async function openGuide(page: Page, path = CSS): Promise<void> {
  await page.goto(path);
  await expect(card(page)).toBeAttached();
  await page.mouse.move(200, 300);
  await page.mouse.wheel(0, 1);
  await expect(count(page)).toHaveText(/chapters done/);
}

test("a guide's progress is kept across a reload, and /guides shows it with Continue", async ({
  page,
}) => {
  const work: string[] = [];
  page.on("request", (request) => {
    if (WORK.test(request.url())) work.push(request.url());
  });
  await page.goto(CSS);
  // Shown with JavaScript; its work not fetched before the reader does anything.
  await expect(card(page)).toBeVisible();
  await expect(count(page)).toBeEmpty();
  await expect(heroContinue(page)).toBeHidden();
  expect(work).toEqual([]);

  await page.mouse.move(200, 300);
  await page.mouse.wheel(0, 1);
  await expect(count(page)).toHaveText(t.count(0, CSS_CHAPTERS));
  expect(work).toHaveLength(1);

  // A tick of her own.
  await toggle(page, id.four, true);
  await expect(count(page)).toHaveText(t.count(1, CSS_CHAPTERS));
  // Reading from the top: the introduction and chapter 1 read through, chapter 2 reached.
  await readDownTo(page, id.one);
  await readDownTo(page, id.two);
  await expect(box(page, id.intro)).toBeChecked();
  await expect(box(page, id.one)).toBeChecked();
  await expect(box(page, id.two)).not.toBeChecked();
  await expect(count(page)).toHaveText(t.count(3, CSS_CHAPTERS));

  await page.reload();
  // Shown at once for a reader with progress: the ticks, the count, and where she left off.
  await expect(count(page)).toHaveText(t.count(3, CSS_CHAPTERS));
  for (const chapter of [id.intro, id.one, id.four]) await expect(box(page, chapter)).toBeChecked();
  await expect(box(page, id.two)).not.toBeChecked();
  await expect(heroContinue(page)).toHaveText(t.continue("Chapter 2"));
  await expect(heroContinue(page)).toHaveAttribute("href", `#${id.two}`);

  // A chapter marked not done again stays so. The reload returns her to chapter 2 at once, not
  // by a smooth scroll from the top that would pass chapter 1 on the way (and record it as where
  // she is, were she to leave before it ends).
  await toggle(page, id.one, false);
  await page.addInitScript(() => {
    const seen: number[] = [];
    Object.assign(window, { scrolledTo: seen });
    addEventListener("scroll", () => seen.push(scrollY), { passive: true });
  });
  await page.reload();
  await expect(count(page)).toHaveText(t.count(2, CSS_CHAPTERS));
  await expect(box(page, id.one)).not.toBeChecked();
  await expect.poll(() => lastReached(page)).toBe(id.two);
  const scrolled = await page.evaluate(
    () => (window as unknown as { scrolledTo: number[] }).scrolledTo,
  );
  expect(new Set(scrolled).size).toBeLessThanOrEqual(1);

  await page.goto("/guides");
  const line = page.locator('[data-guide-line][data-guide="css"]');
  await expect(line).toBeVisible();
  await expect(line).toContainText(t.count(2, CSS_CHAPTERS));
  // Where she left off: chapter 2, not the chapter 1 she unticked before it.
  const go = line.getByRole("link", { name: t.continue("Chapter 2") });
  await expect(go).toHaveAttribute("href", `/guides/css#${id.two}`);
  // The guides not begun show nothing.
  await expect(page.locator('[data-guide-line][data-guide="html"]')).toBeHidden();
  await expect(page.getByRole("region", { name: t.courseTitle(GUIDES) })).toContainText(
    t.course(2, ALL_CHAPTERS, GUIDES),
  );
  await go.click();
  await expect(page).toHaveURL(new RegExp(`/guides/css#${id.two}$`));
});

test("without JavaScript a guide reads as before: no progress card, no Continue", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(CSS);
  await expect(page.locator(`[id="${id.two}"]`)).toBeVisible();
  await expect(page.locator("[data-guide-progress]")).toBeHidden();
  await expect(heroContinue(page)).toBeHidden();
  await page.goto("/guides");
  await expect(page.locator("[data-guide-line]").first()).toBeHidden();
  await expect(page.locator("[data-course-progress]")).toBeHidden();
  await context.close();
});

test("without stored progress /guides fetches nothing, and shows nothing", async ({ page }) => {
  const work: string[] = [];
  page.on("request", (request) => {
    if (WORK.test(request.url())) work.push(request.url());
  });
  await page.goto("/guides");
  await page.waitForLoadState("load");
  await expect(page.getByRole("region", { name: t.courseTitle(GUIDES) })).toBeHidden();
  await expect(page.locator("[data-guide-line]").first()).toBeHidden();
  expect(work).toEqual([]);
});

/** The chapters the account's copy says are done, for the CSS guide. */
async function doneInAccount(uid: string): Promise<string[]> {
  type Map = { mapValue?: { fields?: Record<string, Map> }; booleanValue?: boolean };
  const fields = (await readDocument(`users/${uid}/progress/guides`)) as Record<string, Map> | null;
  const chapters =
    fields?.guides?.mapValue?.fields?.css?.mapValue?.fields?.chapters?.mapValue?.fields;
  return Object.entries(chapters ?? {})
    .filter(([, mark]) => mark.mapValue?.fields?.done?.booleanValue === true)
    .map(([chapter]) => chapter)
    .sort();
}

async function signedInReader(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/account");
  await signIn(page, email, password);
  await expect(
    page.getByRole("heading", { name: accountFormMessages.signedInAs(email) }),
  ).toBeVisible();
}

const checked = async (boxes: Locator[]) => Promise.all(boxes.map((b) => b.isChecked()));

test("a signed-in reader's progress is shared by her second browser, the newer decision winning", async ({
  browser,
}) => {
  const email = `reader-${Date.now()}@example.com`;
  const password = "course-password-1";
  const uid = await createAuthAccount(email, password);
  const phone = await (await browser.newContext()).newPage();
  const laptop = await (await browser.newContext()).newPage();

  await signedInReader(phone, email, password);
  await openGuide(phone);
  await toggle(phone, id.one, true);
  await toggle(phone, id.three, true);
  await expect.poll(() => doneInAccount(uid)).toEqual([id.one, id.three].sort());

  // The second browser, signed in, finds them: no progress of its own was kept there.
  await signedInReader(laptop, email, password);
  await laptop.goto(CSS);
  await expect(count(laptop)).toHaveText(t.count(2, CSS_CHAPTERS));
  expect(await checked([box(laptop, id.one), box(laptop, id.three)])).toEqual([true, true]);

  // Chapter 1 marked not done there, later: the phone agrees once it opens the guide again.
  await toggle(laptop, id.one, false);
  await expect.poll(() => doneInAccount(uid)).toEqual([id.three]);
  await phone.reload();
  await expect(count(phone)).toHaveText(t.count(1, CSS_CHAPTERS));
  await expect(box(phone, id.one)).not.toBeChecked();
  await expect(box(phone, id.three)).toBeChecked();

  await phone.context().close();
  await laptop.context().close();
});
