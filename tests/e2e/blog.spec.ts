import { expect, test } from "./fixtures";
import { site } from "@/site/site";
import {
  categoryHref,
  groupByCategory,
  neighbours,
  paginateList,
  relatedPosts,
} from "@/features/blog/blog";
import { BLOG_POST_COUNT } from "@/features/blog/constants";
import { blogMessages } from "@/features/blog/messages";
import { notFoundMessages } from "@/site/messages";
import { publishedPosts } from "../support/node/posts";

const posts = publishedPosts();
const pages = paginateList(posts, "/blog");

test("the blog lists every post once, newest first, page by page, each card linking to its post", async ({
  page,
}) => {
  expect(posts.filter((p) => p.id <= BLOG_POST_COUNT)).toHaveLength(BLOG_POST_COUNT);
  for (const listPage of pages) {
    const response = await page.goto(listPage.href);
    expect(response?.status(), listPage.href).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(listPage.items.length);
    for (const [i, post] of listPage.items.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole("link", { name: post.title })).toHaveAttribute("href", post.href);
      await expect(card.getByRole("link", { name: post.category, exact: true })).toHaveAttribute(
        "href",
        categoryHref(post.category),
      );
      await expect(card.getByRole("img", { name: post.imageAlt })).toBeVisible();
      for (const text of [post.excerpt, site.owner.name, post.dateText, post.readTimeText]) {
        await expect(card.getByText(text, { exact: true })).toBeVisible();
      }
    }
  }
});

test("pagination: numbered, previous and next links, the current page marked", async ({ page }) => {
  await page.goto("/blog");
  if (pages.length < 2) {
    // The SPEC's eight posts fill exactly one page ("a grid of eight post cards"): no pager, and
    // no page 2 until a ninth post is committed (the unit tests simulate that one).
    await expect(page.getByRole("article")).toHaveCount(posts.length);
    await expect(page.getByRole("navigation", { name: "Pagination" })).toHaveCount(0);
    expect((await page.goto("/blog/page/2"))?.status()).toBe(404);
    return;
  }
  const pager = page.getByRole("navigation", { name: "Pagination" });
  await expect(pager.getByText(`Page 1 of ${pages.length}`)).toBeVisible();
  await expect(pager.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
  await expect(pager.getByRole("link", { name: "Previous" })).toHaveCount(0);
  await pager.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/blog\/page\/2$/);
  const second = page.getByRole("navigation", { name: "Pagination" });
  await expect(second.getByRole("link", { name: "Page 2" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByRole("article").first()).toContainText(pages[1]!.items[0]!.title);
  await second.getByRole("link", { name: "Previous" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/blog$/);
  // Page 1 lives at /blog only.
  expect((await page.goto("/blog/page/1"))?.status()).toBe(404);
  expect((await page.goto(`/blog/page/${pages.length + 1}`))?.status()).toBe(404);
});

// One test per category: each loads two pages, so one test for all of them could outlast the
// time-out on a busy machine.
for (const [category, list] of groupByCategory(posts)) {
  test(`category page ${category} lists exactly its posts and is linked from its posts`, async ({
    page,
  }) => {
    const first = list[0]!;
    await page.goto(first.href);
    await page.getByRole("article").getByRole("link", { name: category, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${categoryHref(category)}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(category);
    await expect(
      page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: category }),
    ).toHaveAttribute("aria-current", "page");
    const onPage = paginateList(list, categoryHref(category))[0]!.items;
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(onPage.length);
    for (const [i, post] of onPage.entries())
      await expect(cards.nth(i).getByRole("link", { name: post.title })).toBeVisible();
  });
}

for (const post of posts) {
  test(`post ${post.id} shows its title, details, image, body, author, a way back and more posts`, async ({
    page,
  }) => {
    const response = await page.goto(post.href);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${post.title} | ${site.owner.name}`);
    const article = page.getByRole("article");
    await expect(article.getByRole("heading", { level: 1 })).toHaveText(post.title);
    for (const text of [post.category, post.dateText, post.readTimeText]) {
      await expect(article.getByText(text, { exact: true })).toBeVisible();
    }
    const image = article.getByRole("img", { name: post.imageAlt });
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    if (post.id <= BLOG_POST_COUNT) {
      expect(await article.locator(".prose h2").count()).toBeGreaterThan(0);
      expect((await article.locator(".prose").innerText()).split(/\s+/).length).toBeGreaterThan(
        400,
      );
    }
    await expect(article.getByText(site.owner.name, { exact: true })).toBeVisible();

    const { newer, older } = neighbours(posts, post);
    const more = page.getByRole("navigation", { name: "More posts" });
    if (older)
      await expect(more.getByRole("link", { name: /Previous post/ })).toHaveAttribute(
        "href",
        older.href,
      );
    if (newer)
      await expect(more.getByRole("link", { name: /Next post/ })).toHaveAttribute(
        "href",
        newer.href,
      );
    const related = relatedPosts(posts, post);
    const relatedLinks = page.getByRole("region", { name: "Related posts" }).getByRole("link");
    await expect(relatedLinks).toHaveCount(related.length);
    for (const [i, other] of related.entries())
      await expect(relatedLinks.nth(i)).toHaveAttribute("href", other.href);

    const back = article.getByRole("link", { name: blogMessages.back });
    await expect(back.first()).toHaveAttribute("href", "/blog");
    await back.last().click();
    await expect(page).toHaveURL(/\/blog\/?$/);
  });
}

test("clicking a card opens the post", async ({ page }) => {
  const post = posts.find((p) => p.id === 3)!;
  await page.goto(pages.find((p) => p.items.includes(post))!.href);
  await page.getByRole("link", { name: post.title }).click();
  await expect(page).toHaveURL(/\/blog\/3$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
});

const unknownId = Math.max(...posts.map((p) => p.id)) + 1;
for (const path of [`/blog/${unknownId}`, "/blog/999999"]) {
  test(`${path} shows 'Post Not Found' with a way back`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(blogMessages.notFoundTitle);
    await expect(page.getByText(blogMessages.notFoundText, { exact: true })).toBeVisible();
    await expect(page.getByText(notFoundMessages.title)).toBeHidden();
    await expect(page).toHaveTitle(new RegExp(`^${blogMessages.notFoundTitle}`));
    await page.getByRole("link", { name: blogMessages.back }).click();
    await expect(page).toHaveURL(/\/blog\/?$/);
  });
}
