// Layout at phone width (390 x 844): what a visitor sees on the first screen and where text breaks.
import { expect, test, type Locator } from "./fixtures";

const box = async (locator: Locator) => {
  const b = await locator.boundingBox();
  if (!b) throw new Error("not rendered");
  return b;
};

test("the home hero shows the whole phone illustration under the text, on the first screen", async ({
  page,
}) => {
  await page.goto("/");
  const art = page.locator("[data-hero-art]");
  await expect(art).toBeVisible();
  await expect
    .poll(() => art.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
    .toMatch(/hero-phone/);
  const viewport = page.viewportSize()!;
  const a = await box(art);
  const hero = await box(page.locator("section").first());
  const button = await box(page.getByRole("link", { name: "Explore My Journey" }));
  expect(a.x).toBeGreaterThanOrEqual(0);
  expect(a.x + a.width).toBeLessThanOrEqual(viewport.width);
  expect(a.y).toBeGreaterThanOrEqual(button.y + button.height);
  expect(a.y + a.height).toBeLessThanOrEqual(Math.min(hero.y + hero.height, viewport.height));
  expect(a.width).toBeGreaterThanOrEqual(280);
});

test("/about venture cards: numbers on one row, labels under them, a gap above the divider", async ({
  page,
}) => {
  await page.goto("/about");
  const cards = page.getByRole("region", { name: "Building what I believe in" }).locator("article");
  await expect(cards).toHaveCount(3);
  for (const card of await cards.all()) {
    const numbers = card.locator("dd");
    const labels = card.locator("dt");
    await expect(numbers).toHaveCount(2);
    const [n1, n2] = [await box(numbers.nth(0)), await box(numbers.nth(1))];
    expect(Math.abs(n1.y - n2.y)).toBeLessThan(1);
    expect((await box(labels.nth(0))).y).toBeGreaterThanOrEqual(n1.y + n1.height);
    const description = await box(card.locator("p.text-muted"));
    const list = await box(card.locator("dl"));
    expect(list.y - (description.y + description.height)).toBeGreaterThanOrEqual(16);
  }
});

test("blog cards: no meta line starts or ends with a dot", async ({ page }) => {
  await page.goto("/blog");
  const metas = page.locator("[data-post-meta]");
  expect(await metas.count()).toBeGreaterThan(1);
  const orphans = await metas.evaluateAll((lines) =>
    lines.flatMap((line) => {
      const edge = line.getBoundingClientRect();
      const found: string[] = [];
      // What the visitor sees: every item and every dot not clipped away at the line's start.
      const parts = [...line.querySelectorAll<HTMLElement>(":scope > span > span > *")]
        .map((el) => ({ el, r: el.getBoundingClientRect() }))
        .filter(({ r }) => r.right > edge.left + 0.5);
      const rows = new Map<number, typeof parts>();
      for (const part of parts) {
        const row = Math.round(part.r.top + part.r.height / 2);
        const key = [...rows.keys()].find((k) => Math.abs(k - row) < 4) ?? row;
        rows.set(key, [...(rows.get(key) ?? []), part]);
      }
      for (const row of rows.values()) {
        row.sort((a, b) => a.r.left - b.r.left);
        if ("metaDot" in row[0]!.el.dataset) found.push(`starts: ${line.textContent}`);
        if ("metaDot" in row.at(-1)!.el.dataset) found.push(`ends: ${line.textContent}`);
      }
      return found;
    }),
  );
  expect(orphans).toEqual([]);
  // The phone layout does wrap some of them: the check above has something to check.
  const wrapped = await metas.evaluateAll(
    (lines) => lines.filter((l) => l.getBoundingClientRect().height > 30).length,
  );
  expect(wrapped).toBeGreaterThan(0);
});

test("a code block keeps its lines and scrolls sideways; it is a named, focusable scroll area", async ({
  page,
}) => {
  await page.goto("/blog/2");
  const pre = page.getByRole("group", { name: "Code example, TypeScript" });
  await expect(pre).toBeVisible();
  await expect(pre).toHaveAttribute("tabindex", "0");
  expect(await pre.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe("pre");
  expect(await pre.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  // Indentation kept: a line of the function body starts with its two spaces.
  expect(await pre.textContent()).toContain("\n  if (queue.length >= MAX_QUEUE_SIZE) {");
  await pre.focus();
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => pre.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
});

test("inline code is tinted and never breaks inside a word", async ({ page }) => {
  await page.goto("/guides/bootstrap");
  const inline = page.locator(".prose :not(pre) > code");
  expect(await inline.count()).toBeGreaterThan(10);
  const split = await inline.evaluateAll((codes) =>
    codes.flatMap((code) => {
      // Every word (no spaces) must sit on one line.
      const words = code.children.length ? [...code.children] : [code];
      return words.filter((w) => w.getClientRects().length > 1).map((w) => w.textContent);
    }),
  );
  expect(split).toEqual([]);
  expect(await inline.first().evaluate((el) => getComputedStyle(el).backgroundColor)).not.toMatch(
    /^(transparent|rgba\(0, 0, 0, 0\))$/,
  );
});
