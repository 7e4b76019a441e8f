import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";
import { PAGES } from "../../scripts/lib/pages";

// Every page in both colour schemes (the system setting; the site follows it by default).
for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`${colorScheme} scheme`, () => {
    test.use({ colorScheme });

    for (const { name, path } of PAGES) {
      test(`${name} (${path}) has no serious or critical accessibility violations`, async ({
        page,
      }) => {
        await page.goto(path);
        // The scheme really applies: the page is scanned in the colours a visitor sees.
        await expect(page.locator("html")).toHaveCSS("color-scheme", colorScheme);
        // Judged as settled: the hero's entrance (opacity) must not be measured half-way, so
        // each finite animation jumps to its end state (the same frame a visitor sees 2.4 s in).
        // Endless ones, such as a loading spinner, are left running.
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
        // Every rule runs; only the violations' nodes get selectors (axe's own speed-up for
        // large pages: the passing nodes of a guide's code blocks are not listed).
        const results = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
          .options({ resultTypes: ["violations"] })
          .analyze();
        const serious = results.violations
          .filter((v) => v.impact === "serious" || v.impact === "critical")
          .map(
            (v) =>
              `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`,
          );
        expect(serious, serious.join("\n")).toEqual([]);
      });
    }
  });
}
