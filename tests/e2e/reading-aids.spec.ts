// Reading aids of posts and guides at desktop size: the contents beside a post with the section
// being read marked, the code blocks' Copy buttons, and the share block at the end.
// Phone-size checks: reading-aids.phone.spec.ts.
import { expect, test, type Locator, type Page } from "./fixtures";
import { site } from "@/site/site";
import { COPY_FEEDBACK_MS, TOC_MIN_SECTIONS } from "@/features/reading/constants";
import { readingMessages } from "@/features/reading/messages";
import { shareUrl, SHARE_NETWORKS } from "@/features/reading/share";
import { markdownOutline, readMarkdown } from "../support/node/markdown";
import { BLOG_DIR, publishedPosts } from "../support/node/posts";

const t = readingMessages;
/** Post 7: six sections, five subsections, two code blocks. */
const POST = { path: "/blog/7", file: `${BLOG_DIR}/07-teaching-teens-to-code.mdx` };
const GUIDE = { path: "/guides/html", file: "src/content/guides/html.md" };

/** Presses Tab until `target` has the focus, as a keyboard user would; fails after `most` presses. */
async function tabTo(page: Page, target: Locator, most = 80): Promise<void> {
  for (let i = 0; i < most; i++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`${most} presses of Tab never reached ${target}`);
}

/** Scrolls with the mouse wheel until `heading` stands near the top of the window. */
async function scrollToTop(page: Page, heading: Locator): Promise<void> {
  const box = await heading.boundingBox();
  if (!box) throw new Error("heading not rendered");
  await page.mouse.move(400, 400);
  await page.mouse.wheel(0, box.y - 120);
  await expect.poll(async () => (await heading.boundingBox())?.y ?? -1).toBeLessThan(200);
}

test.describe("a post's contents", () => {
  const { headings } = readMarkdown(POST.file);

  test("list every section with its subsections under it, beside the text, each linking to its heading", async ({
    page,
  }) => {
    await page.goto(POST.path);
    // At this width only the list beside the text shows; the phone's disclosure is not there.
    const toc = page.getByRole("navigation", { name: t.contents });
    await expect(toc).toHaveCount(1);
    await expect(toc).toBeVisible();
    await expect(toc.locator("details")).toHaveCount(0);
    const text = await page.locator(".prose").boundingBox();
    const list = await toc.boundingBox();
    expect(list!.x).toBeGreaterThanOrEqual(text!.x + text!.width);

    const links = toc.getByRole("link");
    await expect(links).toHaveText(headings.map((h) => h.text));
    // Subsections are listed inside their section's item.
    const sections = toc.locator(":scope > ol > li");
    await expect(sections).toHaveCount(headings.filter((h) => h.depth === 2).length);
    const curriculum = sections.filter({ hasText: "The curriculum" });
    await expect(curriculum.locator("ol a")).toHaveText([
      "Weeks 1 to 4: the web basics",
      "Weeks 5 to 8: making things interactive",
      "Weeks 9 to 12: building for real people",
    ]);
    for (const [i, heading] of headings.entries()) {
      const href = await links.nth(i).getAttribute("href");
      expect(href).toMatch(/^#[a-z0-9-]+$/);
      await expect(page.locator(`h${heading.depth}${href}`)).toHaveText(heading.text);
    }
  });

  test("mark the section being read as the reader scrolls, and follow a link", async ({ page }) => {
    await page.goto(POST.path);
    const toc = page.getByRole("navigation", { name: t.contents });
    const current = toc.locator('a[aria-current="true"]');
    // Once the page's script runs (it shows the Copy buttons), above the first section none is
    // being read.
    await expect(page.getByRole("button", { name: t.copyCode }).first()).toBeVisible();
    await expect(current).toHaveCount(0);

    const second = headings.filter((h) => h.depth === 2)[1]!.text;
    await scrollToTop(page, page.getByRole("heading", { level: 2, name: second }));
    await expect(current).toHaveCount(1);
    await expect(current).toHaveText(second);

    // A subsection further down, by its link: it is marked, and only it.
    const sub = "How I teach it";
    await toc.getByRole("link", { name: sub }).click();
    await expect(page.getByRole("heading", { level: 3, name: sub })).toBeInViewport();
    await expect(current).toHaveText(sub);

    // Back to the top with the keyboard: nothing is marked again.
    await page.locator("body").press("Home");
    await expect(current).toHaveCount(0);
  });

  test("mark a guide's chapter while its body is laid out only near the screen", async ({
    page,
  }) => {
    // A guide's chapter bodies are skipped by layout while far from the screen
    // (src/features/guides/guide-parts.ts): the headings stay outside them, so the marking and the links work.
    const chapters = readMarkdown(GUIDE.file).headings.filter((h) => h.depth === 2);
    await page.goto(GUIDE.path);
    await expect(page.locator("article > .guide-part")).toHaveCount(chapters.length);
    const toc = page.getByRole("navigation", { name: t.contents });
    const current = toc.locator('a[aria-current="true"]');
    await expect(page.getByRole("button", { name: t.copyCode }).first()).toBeVisible();
    await expect(current).toHaveCount(0);

    // Down by the wheel to the second chapter: the chapters are laid out on the way, and the
    // marking follows.
    const second = chapters[1]!.text;
    await scrollToTop(page, page.getByRole("heading", { level: 2, name: second }));
    await expect(current).toHaveText(second);

    // The last chapter, by its link: the smooth scroll lands on it (the first click on a link
    // within the page lays the whole guide out first, src/features/reading/guide-jumps.ts).
    const last = chapters.at(-1)!.text;
    await toc.getByRole("link", { name: last }).click();
    await expect(page.getByRole("heading", { level: 2, name: last })).toBeInViewport();
    await expect(current).toHaveText(last);

    // Back to the top with the keyboard: nothing is marked again.
    await page.locator("body").press("Home");
    await expect(current).toHaveCount(0);
  });

  test(`are there from ${TOC_MIN_SECTIONS} sections on, and only then`, async ({ page }) => {
    for (const post of publishedPosts()) {
      const sections = markdownOutline(post.body).headings.filter((h) => h.depth === 2).length;
      const html = await (await page.request.get(post.href)).text();
      expect(
        html.includes(`aria-label="${t.contents}"`),
        `${post.href}: ${sections} sections`,
      ).toBe(sections >= TOC_MIN_SECTIONS);
    }
  });
});

test.describe("a code block's Copy button", () => {
  test("is reached with Tab, copies the exact code and says Copied, then is as it was", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    // The page's clock is Playwright's: the feedback's time is moved on, not waited for.
    await page.clock.install();
    const [first] = readMarkdown(GUIDE.file).code;
    await page.goto(GUIDE.path);
    const block = page.locator(".code-block").first();
    const button = block.getByRole("button", { name: t.copyCode });
    await expect(button).toBeVisible();
    await expect(button).toHaveText(t.copy);
    await tabTo(page, button);
    await page.keyboard.press("Enter");
    const status = block.locator("[aria-live=polite]");
    await expect(status).toHaveText(t.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);
    await expect(button).toBeFocused();
    // COPY_FEEDBACK_MS later the block is as it was.
    await page.clock.runFor(COPY_FEEDBACK_MS);
    await expect(status).toHaveText("");
  });

  test("copies each block's own code, in posts too", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const { code } = readMarkdown(POST.file);
    await page.goto(POST.path);
    const buttons = page.getByRole("button", { name: t.copyCode });
    await expect(buttons).toHaveCount(code.length);
    await buttons.last().click();
    await expect(page.locator(".code-block").last().locator("[aria-live=polite]")).toHaveText(
      t.copied,
    );
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code.at(-1));
  });

  /** Opens the guide and presses Copy on its first code block, whose code it returns. */
  async function copyGuidesFirstBlock(page: Page) {
    const [first] = readMarkdown(GUIDE.file).code;
    await page.goto(GUIDE.path);
    const block = page.locator(".code-block").first();
    await block.getByRole("button", { name: t.copyCode }).click();
    return { first, block };
  }

  test("selects the code and says how to copy it where the browser cannot copy", async ({
    page,
  }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, "clipboard", { get: () => undefined }),
    );
    const { first, block } = await copyGuidesFirstBlock(page);
    await expect(block.locator("[aria-live=polite]")).toHaveText(t.copyManual);
    expect(await page.evaluate(() => getSelection()?.toString())).toBe(first);
  });

  test("copies on the first click though its code comes only then, on a slow network", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    // The copying's own bundle (src/features/reading/copy-entry.ts) is fetched on the first click:
    // held back a second and a half, as on a slow phone network, the click still copies.
    let asked = 0;
    await page.route(/\/_astro\/copy-entry-[^/]+\.js$/, async (route) => {
      asked++;
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const { first, block } = await copyGuidesFirstBlock(page);
    await expect(block.locator("[aria-live=polite]")).toHaveText(t.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);
    expect(asked).toBe(1);
  });

  test("selects the code when its code cannot come (offline, never kept)", async ({ page }) => {
    await page.route(/\/_astro\/copy-entry-[^/]+\.js$/, (route) => route.abort());
    const { first, block } = await copyGuidesFirstBlock(page);
    await expect(block.locator("[aria-live=polite]")).toHaveText(t.copyManual);
    expect(await page.evaluate(() => getSelection()?.toString())).toBe(first);
  });
});

test.describe("the share block", () => {
  for (const { path, kind, title } of [
    {
      path: "/blog/3",
      kind: "post" as const,
      title: publishedPosts().find((p) => p.id === 3)!.title,
    },
    {
      path: GUIDE.path,
      kind: "guide" as const,
      title: String(readMarkdown(GUIDE.file).data.title),
    },
  ]) {
    test(`${path} ends with links that share its address and title, in a new tab`, async ({
      page,
    }) => {
      await page.goto(path);
      const share = page.getByRole("region", { name: t.share.title(kind) });
      await expect(share).toBeVisible();
      const url = `${site.url}${path}`;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", url);
      const links = share.getByRole("link");
      await expect(links).toHaveCount(SHARE_NETWORKS.length);
      for (const [i, network] of SHARE_NETWORKS.entries()) {
        const link = links.nth(i);
        const name = t.share.networks[network];
        await expect(link).toHaveAccessibleName(new RegExp(`^${t.share.on} ${name}\\b`));
        await expect(link).toHaveAttribute("href", shareUrl(network, { url, title }));
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", /(?=.*\bnoopener\b)(?=.*\bnoreferrer\b)/);
      }
      // The title really travels: X's text parameter reads as the page's title.
      const x = new URL((await links.nth(1).getAttribute("href"))!);
      expect(x.searchParams.get("text")).toBe(title);
      expect(x.searchParams.get("url")).toBe(url);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    });
  }

  test("Copy link puts the page's address on the clipboard and says so", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/blog/3");
    const share = page.getByRole("region", { name: t.share.title("post") });
    const copy = share.getByRole("button", { name: t.share.copyLink });
    await tabTo(page, copy, 200);
    await page.keyboard.press("Enter");
    await expect(share.locator("[aria-live=polite]")).toHaveText(t.share.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${site.url}/blog/3`);
  });

  test("offers the device's share sheet only where the browser has one", async ({ page }) => {
    await page.goto(GUIDE.path);
    // The page's script has run: it shows Copy link everywhere.
    await expect(page.getByRole("button", { name: t.share.copyLink })).toBeVisible();
    const hasSheet = await page.evaluate(() => "share" in navigator);
    await expect(page.getByRole("button", { name: t.share.native, exact: true })).toHaveCount(
      hasSheet ? 1 : 0,
    );
  });

  test("opens the share sheet with the title and address, as on a phone", async ({ page }) => {
    // A browser with a share sheet: what the page asks it to share is recorded.
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { shared });
      Object.defineProperty(Navigator.prototype, "share", {
        value: async (data: ShareData) => void shared.push(data),
      });
    });
    const title = String(readMarkdown(GUIDE.file).data.title);
    await page.goto(GUIDE.path);
    await page.getByRole("button", { name: t.share.native, exact: true }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
      .toEqual([{ title, url: `${site.url}${GUIDE.path}` }]);
  });
});
