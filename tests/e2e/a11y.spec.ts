import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";
import { PAGES } from "../../scripts/lib/pages";

for (const { name, path } of PAGES) {
  test(`${name} (${path}) has no serious or critical accessibility violations`, async ({
    page,
  }) => {
    await page.goto(path);
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
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
