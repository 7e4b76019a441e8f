import { expect, test } from "./fixtures";
import { site } from "@/data/site";
import { BLOG_POST_COUNT } from "@/lib/constants";
import { messages } from "@/lib/messages";
import { readPosts } from "../support/posts";

const posts = readPosts()
  .map(
    (p) =>
      p.data as {
        id: number;
        title: string;
        excerpt: string;
        date: string;
        category: string;
        readTime: string;
        imageAlt: string;
      },
  )
  .sort((a, b) => a.id - b.id);

test("the blog lists eight post cards linking to their posts", async ({ page }) => {
  await page.goto("/blog");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(BLOG_POST_COUNT);
  for (const [i, post] of posts.entries()) {
    const card = cards.nth(i);
    await expect(card.getByRole("link", { name: post.title })).toHaveAttribute(
      "href",
      `/blog/${post.id}`,
    );
    await expect(card.getByRole("img", { name: post.imageAlt })).toBeVisible();
    for (const text of [post.category, post.excerpt, site.owner.name, post.date, post.readTime]) {
      await expect(card.getByText(text, { exact: true })).toBeVisible();
    }
  }
});

for (const post of posts) {
  test(`post ${post.id} shows its title, details, image, body, author and a way back`, async ({
    page,
  }) => {
    const response = await page.goto(`/blog/${post.id}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${post.title} | ${site.owner.name}`);
    const article = page.getByRole("article");
    await expect(article.getByRole("heading", { level: 1 })).toHaveText(post.title);
    for (const text of [post.category, post.date, post.readTime]) {
      await expect(article.getByText(text, { exact: true })).toBeVisible();
    }
    const image = article.getByRole("img", { name: post.imageAlt });
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await article.locator(".prose h2").count()).toBeGreaterThan(0);
    expect((await article.locator(".prose").innerText()).split(/\s+/).length).toBeGreaterThan(400);
    await expect(article.getByText(site.owner.name, { exact: true })).toBeVisible();
    const back = article.getByRole("link", { name: messages.blog.back });
    await expect(back.first()).toHaveAttribute("href", "/blog");
    await back.last().click();
    await expect(page).toHaveURL(/\/blog\/?$/);
  });
}

test("clicking a card opens the post", async ({ page }) => {
  await page.goto("/blog");
  await page.getByRole("link", { name: posts[2]!.title }).click();
  await expect(page).toHaveURL(/\/blog\/3$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(posts[2]!.title);
});

for (const path of ["/blog/9", "/blog/999", "/blog/abc"]) {
  test(`${path} shows 'Post Not Found' with a way back`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(messages.blog.notFoundTitle);
    await expect(page.getByText(messages.blog.notFoundText, { exact: true })).toBeVisible();
    await expect(page.getByText(messages.notFound.title)).toBeHidden();
    await expect(page).toHaveTitle(new RegExp(`^${messages.blog.notFoundTitle}`));
    await page.getByRole("link", { name: messages.blog.back }).click();
    await expect(page).toHaveURL(/\/blog\/?$/);
  });
}
