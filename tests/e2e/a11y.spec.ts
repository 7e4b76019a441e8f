import { expect, test, type Page } from "./fixtures";
import { PAGES } from "../../tools/measure/pages";
import { AXE_TAGS, axeOn } from "./axe";

/**
 * The rules whose verdict depends on the colours. The colour scheme is CSS only (the
 * prefers-color-scheme media query; the theme button's aria-pressed follows it), so the page's
 * DOM, names, roles and structure are the same in both schemes: every rule runs in the light one,
 * and these again in the dark one, on the same page load.
 */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/** The page as a visitor sees it in `colorScheme` (the system setting the site follows). */
async function settleIn(page: Page, colorScheme: "light" | "dark") {
  await page.emulateMedia({ colorScheme });
  // The scheme really applies: the page is scanned in the colours a visitor sees.
  await expect(page.locator("html")).toHaveCSS("color-scheme", colorScheme);
  // Judged as settled: the hero's entrance (opacity) and a scheme change's colour transitions must
  // not be measured half-way, so each finite animation jumps to its end state (the same frame a
  // visitor sees once it ends). Endless ones, such as a loading spinner, are left running.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map(async (a) => {
          a.finish();
          await a.finished.catch(() => {});
        }),
    ),
  );
}

/** The serious and critical violations axe finds, one readable entry each. */
async function seriousViolations(page: Page, colorScheme: string, rules?: string[]) {
  const builder = await axeOn(page);
  const results = await (rules ? builder.withRules(rules) : builder.withTags(AXE_TAGS)).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${colorScheme}: ${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`,
    );
}

/**
 * The pages to scan: every page, or those `A11Y_PAGES` names (paths separated by spaces, e.g.
 * `A11Y_PAGES="/blog/9 /blog"`: the content path's runner, tools/test/content.mjs, scans the pages
 * a change adds or changes). A path PAGES does not list (a new post) is scanned under its path.
 */
function pagesToScan(filter = process.env.A11Y_PAGES): readonly { name: string; path: string }[] {
  if (filter === undefined) return PAGES;
  return filter
    .split(/\s+/)
    .filter(Boolean)
    .map((path) => PAGES.find((page) => page.path === path) ?? { name: path, path });
}

// Every page (or A11Y_PAGES), at both sizes (the projects in playwright.config.ts), in both colour
// schemes.
for (const { name, path } of pagesToScan()) {
  test(`${name} (${path}) has no serious or critical accessibility violations, light or dark`, async ({
    page,
  }) => {
    await page.goto(path);
    await settleIn(page, "light");
    // Reflow (WCAG 1.4.10): nothing is wider than the screen, so no line is read sideways. Measured
    // with the parts a guide skips while far from the screen (content-visibility) laid out too.
    const widths = await page.evaluate(() => {
      const skipped = [...document.querySelectorAll<HTMLElement>("*")].filter(
        (el) => getComputedStyle(el).contentVisibility === "auto",
      );
      for (const el of skipped) el.style.contentVisibility = "visible";
      const measured = {
        page: document.documentElement.scrollWidth,
        screen: document.documentElement.clientWidth,
      };
      for (const el of skipped) el.style.contentVisibility = "";
      return measured;
    });
    expect(widths.page, `${path} is wider than the screen`).toBeLessThanOrEqual(widths.screen);
    const serious = await seriousViolations(page, "light");
    await settleIn(page, "dark");
    serious.push(...(await seriousViolations(page, "dark", COLOUR_RULES)));
    expect(serious, serious.join("\n")).toEqual([]);
  });
}
