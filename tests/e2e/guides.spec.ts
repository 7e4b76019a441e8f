import { readdirSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Locator, type Page } from "./fixtures";
import { site } from "@/site/site";
import type { GuideData } from "@/features/guides/guide-schema";
import { formatFileSize } from "@/features/guides/file-size";
import { guidesMessages } from "@/features/guides/messages";
import { readMarkdown } from "../support/node/markdown";
import { recommendedGuideOrder } from "../support/node/posts";

/** The coding guides from their Markdown files, in reading order, with their ## headings. */
const guides = readdirSync("src/content/guides")
  .filter((f) => f.endsWith(".md"))
  .map((file) => {
    const { data, headings } = readMarkdown(join("src/content/guides", file));
    const chapters = headings.filter((h) => h.depth === 2).map((h) => h.text);
    return { slug: file.replace(/\.md$/, ""), data: data as unknown as GuideData, chapters };
  })
  .sort((a, b) => a.data.order - b.data.order);

const POST_8_TITLE = "Six Free Beginner Coding Guides, and the Order I Recommend You Read Them";

/** The accessible names every page gives a guide's two links. */
const pdfLinkName = (course: string) =>
  new RegExp(`^Download the ${escape(course)} guide as a PDF \\((\\d+ KB)\\)$`);
const webLinkName = (course: string) => `Read the ${course} guide online`;

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Markdown text as the page shows it: Astro's smart quotes turn ' into ’ and " into “ ”. */
function asRendered(text: string): RegExp {
  return new RegExp(`^${escape(text).replace(/'/g, "['’]").replace(/"/g, '["“”]')}$`);
}

/** The size a download link shows, e.g. "50 KB" from "Download the HTML guide as a PDF (50 KB)". */
async function shownSize(link: Locator): Promise<string> {
  const text = (await link.innerText()).replace(/\s+/g, " ");
  const size = /\((\d+ KB)\)/.exec(text)?.[1];
  expect(size, `size in "${text}"`).toBeTruthy();
  return size ?? "";
}

/** The text a sighted visitor reads: the text without its screen-reader-only parts. */
async function visibleText(locator: Locator): Promise<string> {
  const text = await locator.evaluate((el) => {
    const clone = el.cloneNode(true) as HTMLElement;
    for (const hidden of clone.querySelectorAll(".sr-only")) hidden.remove();
    return clone.textContent ?? "";
  });
  return text.replace(/\s+/g, " ").trim();
}

/** Fetches a PDF link's target and checks it is the PDF it claims to be, at the size shown. */
async function expectPdf(page: Page, href: string, size: string): Promise<void> {
  const response = await page.request.get(href);
  expect(response.status(), href).toBe(200);
  expect(response.headers()["content-type"], href).toBe("application/pdf");
  const body = await response.body();
  expect(body.subarray(0, 5).toString("latin1"), href).toBe("%PDF-");
  expect(formatFileSize(body.length), `${href} is ${body.length} bytes`).toBe(size);
}

test("there are six guides, in the reading order post 8 recommends", () => {
  expect(guides).toHaveLength(6);
  expect(guides.map((g) => g.data.course)).toEqual(recommendedGuideOrder());
});

for (const [index, guide] of guides.entries()) {
  const { slug, data, chapters } = guide;

  test(`/guides/${slug} shows its title, contents, body and a working PDF download`, async ({
    page,
  }) => {
    const response = await page.goto(`/guides/${slug}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${data.title} | ${site.owner.name}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(data.title);
    await expect(page.getByText("Free coding guide", { exact: true })).toBeVisible();
    await expect(page.getByText(data.description, { exact: true })).toBeVisible();

    // Table of contents: every ## heading, in order, each linking to that heading.
    const toc = page.getByRole("navigation", { name: "Contents" });
    const entries = toc.getByRole("link");
    await expect(entries).toHaveText(chapters.map(asRendered));
    for (const [i, chapter] of chapters.entries()) {
      const href = await entries.nth(i).getAttribute("href");
      expect(href).toMatch(/^#[a-z0-9-]+$/);
      await expect(page.locator(`h2${href}`)).toHaveText(asRendered(chapter));
    }
    expect(chapters.filter((c) => c.startsWith("Chapter")).length).toBeGreaterThanOrEqual(4);

    // The body, styled like a blog post, with highlighted code.
    const body = page.locator("article.prose");
    await expect(body.locator("h2")).toHaveText(chapters.map(asRendered));
    expect(await body.locator("pre.astro-code").count()).toBeGreaterThanOrEqual(4);
    await expect(body.getByRole("heading", { name: "Exercise", level: 3 }).first()).toBeVisible();

    // The download: first in the hero, again after the guide, both the same file.
    const downloads = page.getByRole("link", { name: pdfLinkName(data.course) });
    await expect(downloads).toHaveCount(2);
    const top = downloads.first();
    await expect(top).toBeVisible();
    expect(await visibleText(top)).toMatch(/^Download the PDF \(\d+ KB\)$/);
    await expect(top).toHaveAttribute("href", `/guides/${slug}.pdf`);
    await expect(top).toHaveAttribute("download", `${slug}-guide.pdf`);
    await expect(downloads.last()).toHaveAttribute("href", `/guides/${slug}.pdf`);
    await expectPdf(page, `/guides/${slug}.pdf`, await shownSize(top));

    // The way back to the overview post and to all guides.
    await expect(page.getByRole("link", { name: "Back to the guides overview" })).toHaveAttribute(
      "href",
      "/blog/8",
    );
    await expect(page.getByRole("link", { name: "All six guides" }).first()).toHaveAttribute(
      "href",
      "/guides",
    );

    // Previous and next guide in the reading order.
    const pager = page.getByRole("navigation", { name: "Guides in reading order" });
    const previous = guides[index - 1];
    const next = guides[index + 1];
    const prevLink = pager.getByRole("link", { name: /^Previous guide/ });
    const nextLink = pager.getByRole("link", { name: /^Next guide/ });
    if (previous) {
      await expect(prevLink).toHaveAttribute("href", `/guides/${previous.slug}`);
      await expect(prevLink).toContainText(previous.data.title);
    } else await expect(prevLink).toHaveCount(0);
    if (next) {
      await expect(nextLink).toHaveAttribute("href", `/guides/${next.slug}`);
      await expect(nextLink).toContainText(next.data.title);
    } else await expect(nextLink).toHaveCount(0);
  });
}

test("a contents link scrolls to its chapter", async ({ page }) => {
  const guide = guides[0]!;
  const chapter = guide.chapters[3]!;
  await page.goto(`/guides/${guide.slug}`);
  await page
    .getByRole("navigation", { name: "Contents" })
    .getByRole("link", { name: asRendered(chapter) })
    .click();
  await expect(page).toHaveURL(/#[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 2, name: asRendered(chapter) })).toBeInViewport();
});

test("the download link saves the PDF under a readable name", async ({ page }) => {
  const guide = guides[0]!;
  await page.goto(`/guides/${guide.slug}`);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page
      .getByRole("link", { name: pdfLinkName(guide.data.course) })
      .first()
      .click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${guide.slug}-guide.pdf`);
});

test("a guide page links back to post 8", async ({ page }) => {
  await page.goto(`/guides/${guides[2]!.slug}`);
  await page.getByRole("link", { name: "Back to the guides overview" }).click();
  await expect(page).toHaveURL(/\/blog\/8$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(POST_8_TITLE);
});

test("/guides lists the six guides in order, each with both links", async ({ page }) => {
  const response = await page.goto("/guides");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    guidesMessages.pageTitle(guides.length),
  );
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(guides.length);
  for (const [i, { slug, data }] of guides.entries()) {
    const card = cards.nth(i);
    await expect(card.getByRole("heading")).toHaveText(data.title);
    await expect(card).toContainText(`Guide ${data.order}`);
    await expect(card).toContainText(data.course);
    await expect(card.getByText(data.description, { exact: true })).toBeVisible();
    const pdf = card.getByRole("link", { name: pdfLinkName(data.course) });
    await expect(pdf).toHaveAttribute("href", `/guides/${slug}.pdf`);
    await expect(pdf).toHaveAttribute("download", /\.pdf$/);
    expect(await visibleText(pdf)).toBe(`Download PDF (${await shownSize(pdf)})`);
    expect(await visibleText(card.getByRole("link", { name: webLinkName(data.course) }))).toBe(
      "Read online",
    );
    await expect(card.getByRole("link", { name: webLinkName(data.course) })).toHaveAttribute(
      "href",
      `/guides/${slug}`,
    );
  }
  await expect(page.getByRole("link", { name: /guides overview/ })).toHaveAttribute(
    "href",
    "/blog/8",
  );
});

test.describe("post 8", () => {
  test("links each guide under its heading", async ({ page }) => {
    await page.goto("/blog/8");
    const article = page.getByRole("article");
    for (const { slug, data } of guides) {
      const heading = article.getByRole("heading", { level: 3, name: data.course, exact: true });
      await expect(heading).toBeVisible();
      const links = heading.locator("xpath=following-sibling::*[1]");
      await expect(links.getByRole("link", { name: pdfLinkName(data.course) })).toHaveAttribute(
        "href",
        `/guides/${slug}.pdf`,
      );
      await expect(links.getByRole("link", { name: webLinkName(data.course) })).toHaveAttribute(
        "href",
        `/guides/${slug}`,
      );
    }
  });

  test("offers all six PDFs, each the size it says", async ({ page }) => {
    await page.goto("/blog/8");
    const article = page.getByRole("article");
    await expect(
      article.getByRole("heading", { level: 2, name: "Download all six guides" }),
    ).toBeVisible();
    const list = article.getByRole("list", { name: "The six guides in reading order" });
    await expect(list.getByRole("listitem")).toHaveCount(6);
    await expect(list.getByRole("heading", { level: 3 })).toHaveText(
      guides.map((g) => g.data.title),
    );

    const pdfLinks = article.locator('a[href$=".pdf"]');
    const hrefs = await pdfLinks.evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect([...new Set(hrefs)].sort()).toEqual(guides.map((g) => `/guides/${g.slug}.pdf`).sort());

    for (const { slug, data } of guides) {
      const links = article.getByRole("link", { name: pdfLinkName(data.course) });
      await expect(links).toHaveCount(2);
      const size = await shownSize(links.first());
      expect(await shownSize(links.last())).toBe(size);
      await expect(links.first()).toHaveAttribute("download", `${slug}-guide.pdf`);
      await expectPdf(page, `/guides/${slug}.pdf`, size);
    }
  });

  test("its web links open the guides", async ({ page }) => {
    await page.goto("/blog/8");
    const article = page.getByRole("article");
    for (const { slug, data } of guides) {
      const links = article.getByRole("link", { name: webLinkName(data.course) });
      await expect(links).toHaveCount(2);
      const response = await page.request.get(`/guides/${slug}`);
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain(`<h1`);
    }
    await article
      .getByRole("link", { name: webLinkName("JavaScript") })
      .first()
      .click();
    await expect(page).toHaveURL(/\/guides\/javascript$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      guides.find((g) => g.slug === "javascript")!.data.title,
    );
  });

  test("loads no more script than any other post", async ({ page }) => {
    const scripts = () =>
      page
        .locator('script:not([type="application/ld+json"])')
        .evaluateAll((all) => all.map((s) => s.getAttribute("src") ?? s.textContent));
    await page.goto("/blog/7");
    const post7 = await scripts();
    await page.goto("/blog/8");
    // The guide components are plain links: post 8 runs exactly what every post runs.
    expect(await scripts()).toEqual(post7);
  });
});
