// Data-saver mode (src/features/effects/data-saver.ts), as a reader who pays for every megabyte meets it: on
// when the browser asks (navigator.connection.saveData and the Save-Data header, emulated by
// tools/measure/save-data.mjs) or when the reader turns it on in the footer, remembered. With it on:
// no web fonts, no prefetch or prerender, no cursor follower, counters as their server HTML (they
// do not count up) and images at their smallest useful width.
import type { CDPSession } from "@playwright/test";
import { expect, test, type Locator, type Page } from "./fixtures";
import { homeSkills } from "@/data/skills";
import { DATA_SAVER_ATTRIBUTE, PEOPLE_IMPACTED } from "@/site/constants";
import { DATA_SAVER_SKIPPED } from "@/features/effects/constants";
import { dataSaverMessages } from "@/features/effects/messages";
import { newsletterMessages } from "@/features/newsletter/messages";
import { PHONE } from "../../tools/measure/phone.mjs";
import { emulateSaveData } from "../../tools/measure/save-data.mjs";

const m = dataSaverMessages;
const WEB_FONT = /\.woff2(\?|$)/;
const CURSOR_CODE = /\/_astro\/cursor\.[\w-]+\.js$/;

/** The path of every request the page makes from now on. */
function recordRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on("request", (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

const saverSwitch = (page: Page) => page.getByRole("button", { name: m.label });
const saverStatus = (page: Page) => page.locator("[data-saver-status]");

/** The page is set in the metric-matched system fonts, not Inter. */
const bodyFont = (page: Page) => page.evaluate(() => getComputedStyle(document.body).fontFamily);

/** Every speculation attempt Chromium reports for this page from now on (see speculation.spec.ts). */
async function watchSpeculation(page: Page): Promise<{ cdp: CDPSession; urls: string[] }> {
  const cdp = await page.context().newCDPSession(page);
  const urls: string[] = [];
  await cdp.send("Preload.enable");
  cdp.on("Preload.prerenderStatusUpdated", (e) => urls.push(new URL(e.key.url).pathname));
  cdp.on("Preload.prefetchStatusUpdated", (e) => urls.push(new URL(e.key.url).pathname));
  return { cdp, urls };
}

/** Presses on a link (pointer down, the rules' "moderate" trigger) and lets go elsewhere. */
async function pressWithoutFollowing(page: Page, link: Locator) {
  await link.scrollIntoViewIfNeeded();
  await link.hover();
  await page.mouse.down();
  await page.mouse.move(1, 1);
  await page.mouse.up();
}

test.describe("when the browser asks for data saver", () => {
  test.beforeEach(async ({ context }) => emulateSaveData(context));

  test("a first visit fetches no web font, counts nothing up, and fetches no cursor follower", async ({
    page,
  }) => {
    const requests = recordRequests(page);
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute(DATA_SAVER_ATTRIBUTE, "");
    // The page's script has run (it settles the fonts and the follower before the switch).
    await expect(saverSwitch(page)).toHaveAttribute("aria-pressed", "true");
    await expect(saverStatus(page)).toHaveText(m.browserOn);

    // A reader scrolls through: each counter comes near and stays as its server HTML.
    const counters = page.locator("[data-count-to]");
    expect(await counters.count()).toBe(1 + homeSkills.length);
    for (const counter of await counters.all()) {
      await counter.scrollIntoViewIfNeeded();
      await expect(counter).toHaveAttribute(DATA_SAVER_SKIPPED, "");
    }
    const people = `${PEOPLE_IMPACTED.target}${PEOPLE_IMPACTED.suffix}`;
    await expect(page.locator(`[data-counter="${people}"] [aria-hidden="true"]`)).toHaveText(
      people,
    );
    for (const skill of homeSkills) {
      await expect(page.locator(`[data-counter="${skill.value}%"]`)).toContainText(
        `${skill.value}%`,
      );
    }
    // No island and no React on the page at all (the counters are plain script).
    await expect(page.locator("astro-island")).toHaveCount(0);
    expect(requests.filter((path) => /react|client\.[\w-]+\.js/.test(path))).toEqual([]);

    // The mouse moves over the page: no follower was fetched or shown.
    await page.mouse.move(600, 500);
    await page.mouse.move(640, 520);
    expect(requests.filter((path) => CURSOR_CODE.test(path))).toEqual([]);
    await expect(page.locator("[data-cursor]")).toHaveCount(0);

    // Set in the system fonts drawn to the web fonts' metrics, and no font file asked for.
    await expect(page.locator("html")).not.toHaveAttribute("data-fonts");
    expect(await bodyFont(page)).toMatch(/^"Inter Fallback"/);
    expect(requests.filter((path) => WEB_FONT.test(path))).toEqual([]);
  });

  test("no link is prerendered or prefetched, until the reader turns data saver off", async ({
    page,
  }) => {
    await page.goto("/blog");
    await expect(saverSwitch(page)).toHaveAttribute("aria-pressed", "true");
    const { urls } = await watchSpeculation(page);
    const cards = page.locator("article a[href^='/blog/']");
    const first = (await cards.nth(0).getAttribute("href"))!;
    await pressWithoutFollowing(page, cards.nth(0));

    // Turned off in the footer, at once: the same rules now prepare a pressed link.
    await saverSwitch(page).click();
    await expect(saverSwitch(page)).toHaveAttribute("aria-pressed", "false");
    const second = (await cards.nth(1).getAttribute("href"))!;
    await pressWithoutFollowing(page, cards.nth(1));
    await expect.poll(() => urls.includes(second), { timeout: 10_000 }).toBe(true);
    // Chromium reports attempts in order: the first press, with data saver on, made none.
    expect(urls).not.toContain(first);
  });

  test("turning it off brings the web fonts back at once, and the next page keeps it off", async ({
    page,
  }) => {
    await page.goto("/about");
    await expect(saverSwitch(page)).toHaveAttribute("aria-pressed", "true");
    const font = page.waitForRequest((request) => WEB_FONT.test(request.url()));
    await saverSwitch(page).click();
    await expect(saverSwitch(page)).toHaveAttribute("aria-pressed", "false");
    await expect(saverStatus(page)).toHaveText(m.browserOff);
    await expect(page.locator("html")).not.toHaveAttribute(DATA_SAVER_ATTRIBUTE);
    await font;
    await expect(page.locator("html")).toHaveAttribute("data-fonts", "");
    await page.evaluate(() => document.fonts.ready);
    expect(await bodyFont(page)).toMatch(/^"Inter Variable"/);

    // The reader's choice wins over the browser's on the next page.
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Contact" })
      .click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator("html")).not.toHaveAttribute(DATA_SAVER_ATTRIBUTE);
    await expect(saverStatus(page)).toHaveText(m.browserOff);
    await expect(page.locator("html")).toHaveAttribute("data-fonts", "");
  });
});

test("the footer's switch turns data saver on by keyboard, and the next page remembers it", async ({
  page,
}) => {
  await page.goto("/about");
  // The page's script has run: it asked for the web fonts after the first paint.
  await expect(page.locator("html")).toHaveAttribute("data-fonts", "");
  await expect(saverSwitch(page)).toHaveAttribute("aria-pressed", "false");
  await expect(saverStatus(page)).toHaveText(m.off);

  // Tab to it, as a keyboard user does, from the newsletter's button just before it.
  await page.getByRole("button", { name: newsletterMessages.subscribe }).focus();
  await page.keyboard.press("Tab");
  await expect(saverSwitch(page)).toBeFocused();
  const focus = await saverSwitch(page).evaluate((el) => ({
    visible: el.matches(":focus-visible"),
    outline: getComputedStyle(el).outlineStyle,
  }));
  expect(focus).toEqual({ visible: true, outline: "solid" });
  await page.keyboard.press("Space");
  await expect(saverSwitch(page)).toHaveAttribute("aria-pressed", "true");
  await expect(saverStatus(page)).toHaveText(m.on);
  await expect(page.locator("html")).toHaveAttribute(DATA_SAVER_ATTRIBUTE, "");

  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Contact" })
    .click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.locator("html")).toHaveAttribute(DATA_SAVER_ATTRIBUTE, "");
  await expect(saverSwitch(page)).toHaveAttribute("aria-pressed", "true");
  await expect(saverStatus(page)).toHaveText(m.on);
  // This tab had the web fonts, yet the page stays in the system fonts.
  await expect(page.locator("html")).not.toHaveAttribute("data-fonts");
  expect(await bodyFont(page)).toMatch(/^"Inter Fallback"/);
});

test("turning it on takes the cursor follower away at once", async ({ page }) => {
  await page.goto("/");
  const follower = page.locator("[data-cursor]");
  await expect(follower).toHaveCount(1);
  await saverSwitch(page).click();
  await expect(saverSwitch(page)).toHaveAttribute("aria-pressed", "true");
  await expect(follower).toHaveCount(0);
  await expect(page.locator("html")).not.toHaveClass(/has-cursor/);
});

/** The width (w descriptor) of the file an <img> shows, read from its picture's srcsets. */
function shownWidth(image: Locator) {
  return image.evaluate(async (el: HTMLImageElement) => {
    await el.decode();
    // The candidates that apply at this width: a source for wide screens does not.
    const sets = [...(el.parentElement?.querySelectorAll("source") ?? []), el]
      .filter(
        (node) =>
          !(node instanceof HTMLSourceElement && node.media) || matchMedia(node.media).matches,
      )
      .map((node) => node.getAttribute("srcset") ?? "");
    const candidates = sets.flatMap((set) =>
      set.split(",").map((candidate) => candidate.trim().split(/\s+/)),
    );
    const path = new URL(el.currentSrc).pathname;
    const all = candidates.filter(([url]) => url === path || url?.endsWith(path));
    const width = Number.parseInt(all[0]?.[1] ?? "", 10);
    const widths = candidates.map(([, w]) => Number.parseInt(w ?? "", 10));
    return { width, cssWidth: el.clientWidth, loading: el.loading, widths };
  });
}

/** The hero's art on a phone, and the top image of a post. */
const FIRST_SCREEN_IMAGES = [
  { path: "/", image: "img[data-hero-art]" },
  { path: "/blog/1", image: "main picture img" },
];

test.describe("on a 3x phone", () => {
  test.use(PHONE);

  test("without data saver, the first screen's image is sharp and loads at once", async ({
    page,
  }) => {
    for (const { path, image } of FIRST_SCREEN_IMAGES) {
      await page.goto(path);
      const shown = await shownWidth(page.locator(image).first());
      expect(shown.loading).toBe("eager");
      // At least two image pixels per CSS pixel, or the largest file there is.
      expect(shown.width).toBeGreaterThanOrEqual(
        Math.min(shown.cssWidth * 2, Math.max(...shown.widths)),
      );
    }
  });

  test.describe("with data saver", () => {
    test.beforeEach(async ({ context }) => emulateSaveData(context));

    test("the first screen's image comes once, as the HTML asks; the others at their smallest useful width", async ({
      page,
    }) => {
      for (const { path, image } of FIRST_SCREEN_IMAGES) {
        const requests = recordRequests(page);
        await page.goto(path);
        const img = page.locator(image).first();
        const shown = await shownWidth(img);
        // The page's largest paint takes no part in data saver (issue 41): eager in the HTML, the
        // file the preload scanner chose, and only that one (no second, smaller file after it).
        expect(shown.loading).toBe("eager");
        const name = (await img.evaluate((el: HTMLImageElement) => el.currentSrc))
          .split("/")
          .pop()!;
        const stem = name.split("_")[0]!;
        expect(requests.filter((p) => p.includes(stem))).toEqual([`/_astro/${name}`]);
      }
      // Below the first screen: a post card on /blog, at the smallest file at least as wide.
      await page.goto("/blog");
      const below = page.locator("article img").nth(3);
      await below.scrollIntoViewIfNeeded();
      const shown = await shownWidth(below);
      expect(shown.loading).toBe("lazy");
      const useful = shown.widths.filter((w) => w >= shown.cssWidth);
      expect(shown.width).toBe(Math.min(...useful));
    });
  });
});
