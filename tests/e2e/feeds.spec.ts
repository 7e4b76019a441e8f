import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { site } from "@/site/site";
import { BLOG_FEED_SIZE } from "@/features/blog/constants";
import { publishedPosts } from "../support/node/posts";

const posts = publishedPosts();

/** Parses XML in the page (the browser's own parser) and returns what `pick` reads from it. */
async function parseXml(page: Page, xml: string, selector: string) {
  return page.evaluate(
    ([text, sel]) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      const error = doc.querySelector("parsererror")?.textContent ?? null;
      return { error, values: [...doc.querySelectorAll(sel)].map((n) => n.textContent ?? "") };
    },
    [xml, selector] as const,
  );
}

/** A URL of the live site, as a path of the server under test. */
const localPath = (url: string) => {
  const u = new URL(url);
  expect(u.origin).toBe(new URL(site.url).origin);
  return u.pathname;
};

test("every page names the feed in its head, and the footer links to it", async ({ page }) => {
  for (const path of ["/", "/blog", "/blog/1", "/contact"]) {
    await page.goto(path);
    await expect(
      page.locator('head link[rel="alternate"][type="application/rss+xml"]'),
    ).toHaveAttribute("href", "/rss.xml");
    await expect(
      page.getByRole("contentinfo").getByRole("link", { name: "RSS feed" }),
    ).toHaveAttribute("href", "/rss.xml");
  }
});

test("/rss.xml is valid RSS of the newest posts, each item linking to a page that exists", async ({
  page,
  request,
}) => {
  const response = await request.get("/rss.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/xml/);
  const xml = await response.text();
  await page.goto("/");
  const root = await parseXml(page, xml, "rss > channel > title");
  expect(root.error).toBeNull();
  expect(root.values).toHaveLength(1);
  const titles = (await parseXml(page, xml, "item > title")).values;
  const links = (await parseXml(page, xml, "item > link")).values;
  const expected = posts.slice(0, BLOG_FEED_SIZE);
  expect(titles).toEqual(expected.map((p) => p.title));
  expect(links.map(localPath)).toEqual(expected.map((p) => p.href));
  for (const link of links) {
    expect((await request.get(localPath(link))).status(), link).toBe(200);
  }
});

test("the sitemap lists every public page (not /404, /account, /admin) and each answers 200", async ({
  page,
  request,
}) => {
  const robots = await (await request.get("/robots.txt")).text();
  const sitemapUrl = /^Sitemap: (\S+)$/m.exec(robots)?.[1];
  expect(sitemapUrl).toBe(new URL("/sitemap-index.xml", site.url).href);
  await page.goto("/");
  const index = await parseXml(
    page,
    await (await request.get(localPath(sitemapUrl!))).text(),
    "sitemap > loc",
  );
  expect(index.error).toBeNull();
  expect(index.values.length).toBeGreaterThan(0);
  const urls: string[] = [];
  for (const loc of index.values) {
    const part = await parseXml(
      page,
      await (await request.get(localPath(loc))).text(),
      "url > loc",
    );
    expect(part.error).toBeNull();
    urls.push(...part.values);
  }
  const paths = urls.map(localPath);
  for (const path of ["/", "/blog", "/blog/1", "/blog/category/technology", "/guides"])
    expect(paths).toContain(path);
  for (const post of posts) expect(paths).toContain(post.href);
  for (const path of paths) {
    expect(path).not.toMatch(/^\/(404|account)$|^\/admin(\/|$)/);
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
  }
});

test("each post and guide has its own 1200×630 social card; other pages keep the site card", async ({
  page,
  request,
}) => {
  const cards: [string, RegExp][] = [
    ["/blog/1", /\/og\/blog\/1\.png$/],
    ["/blog/8", /\/og\/blog\/8\.png$/],
    ["/guides/html", /\/og\/guides\/html\.png$/],
    ["/about", /\/images\/portrait\.jpg$/],
  ];
  for (const [path, card] of cards) {
    await page.goto(path);
    const url = await page.locator('meta[property="og:image"]').getAttribute("content");
    expect(url, path).toMatch(card);
    const response = await request.get(localPath(url!));
    expect(response.status(), url!).toBe(200);
    if (url!.endsWith(".png")) {
      expect(response.headers()["content-type"]).toBe("image/png");
      const png = await response.body();
      // PNG header: width and height are the big-endian words at bytes 16 and 20.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    }
  }
});
