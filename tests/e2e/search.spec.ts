import { expect, test } from "./fixtures";
import { publishedPosts } from "../support/node/posts";

const jollof = publishedPosts().find((p) => p.id === 3)!;

test("search loads nothing of Pagefind until a search starts, then finds posts and guides", async ({
  page,
}) => {
  const pagefindRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/pagefind/"))
      pagefindRequests.push(request.url());
  });
  await page.goto("/blog/1");
  await page.getByRole("banner").getByRole("link", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/search$/);
  await page.waitForLoadState("networkidle");
  expect(pagefindRequests).toEqual([]);

  const box = page.getByRole("searchbox", { name: "Search posts and guides" });
  await box.fill("jollof");
  const results = page.locator("[data-search-results] > li");
  await expect(results.first()).toBeVisible();
  expect(pagefindRequests.some((url) => url.endsWith("/pagefind/pagefind.js"))).toBe(true);
  await expect(page.locator("[data-search-status]")).toContainText(/\d+ results? for “jollof”/);
  const link = page.locator("[data-search-results]").getByRole("link", { name: jollof.title });
  await expect(link).toHaveAttribute("href", jollof.href);
  await expect(results.locator("mark").first()).toHaveText(/jollof/i);

  await box.fill("GitHub");
  await expect(page.locator('[data-search-results] a[href="/guides/git-github"]')).toBeVisible();
  await box.fill("zzzqqqxxy");
  await expect(page.locator("[data-search-status]")).toHaveText("No results for “zzzqqqxxy”.");
  await expect(results).toHaveCount(0);
});

test("/search?q= searches at once, and a result opens its page", async ({ page }) => {
  await page.goto("/search?q=jollof");
  await expect(page.getByRole("searchbox")).toHaveValue("jollof");
  await page.locator("[data-search-results]").getByRole("link", { name: jollof.title }).click();
  await expect(page).toHaveURL(new RegExp(`${jollof.href}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(jollof.title);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the header's search link and the form lead to the search page, which says what to do", async ({
    page,
  }) => {
    await page.goto("/blog");
    await page.getByRole("banner").getByRole("link", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/search$/);
    const box = page.getByRole("searchbox", { name: "Search posts and guides" });
    await box.fill("jollof");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=jollof$/);
    await expect(page.getByText(/need JavaScript, which is turned off/)).toBeVisible();
    const categories = page.getByRole("navigation", { name: "Categories" });
    await expect(categories.getByRole("link", { name: jollof.category })).toHaveAttribute(
      "href",
      /\/blog\/category\//,
    );
    await expect(page.getByRole("link", { name: "All six free coding guides" })).toBeVisible();
  });
});
