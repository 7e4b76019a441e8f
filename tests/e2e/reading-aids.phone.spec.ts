// Reading aids at phone size (390 x 844, touch): a post's contents closed above the text, opened
// with a tap or the keyboard; the Copy buttons and share links within reach.
import { expect, test } from "./fixtures";
import { readingMessages } from "@/features/reading/messages";
import { readMarkdown } from "../support/node/markdown";
import { BLOG_DIR } from "../support/node/posts";

const t = readingMessages;
const POST = { path: "/blog/7", file: `${BLOG_DIR}/07-teaching-teens-to-code.mdx` };

test("a post's contents are closed above the text, and a tap opens them and goes to a section", async ({
  page,
}) => {
  const { headings } = readMarkdown(POST.file);
  await page.goto(POST.path);
  const toc = page.getByRole("navigation", { name: t.contents });
  await expect(toc).toHaveCount(1);
  const opener = toc.getByText(t.contents, { exact: true });
  await expect(opener).toBeVisible();
  const links = toc.getByRole("link");
  // Closed: none of its links shows, and it sits above the text.
  await expect(links.first()).toBeHidden();
  const box = await toc.boundingBox();
  const text = await page.locator(".prose").boundingBox();
  expect(box!.y + box!.height).toBeLessThanOrEqual(text!.y);

  await opener.tap();
  await expect(links).toHaveText(headings.map((h) => h.text));
  await expect(links.first()).toBeVisible();
  const last = headings.at(-1)!.text;
  await toc.getByRole("link", { name: last }).tap();
  await expect(page.getByRole("heading", { level: 2, name: last })).toBeInViewport();
});

test("the contents open and close from the keyboard", async ({ page }) => {
  await page.goto(POST.path);
  const toc = page.getByRole("navigation", { name: t.contents });
  const details = toc.locator("details");
  const summary = toc.locator("summary");
  await summary.focus();
  await expect(summary).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(details).toHaveAttribute("open", "");
  await page.keyboard.press("Tab");
  await expect(toc.getByRole("link").first()).toBeFocused();
  await summary.focus();
  await page.keyboard.press("Space");
  await expect(details).not.toHaveAttribute("open");
});

test("the Copy buttons and the share links fit the screen and are big enough to tap", async ({
  page,
}) => {
  const { code } = readMarkdown(POST.file);
  await page.goto(POST.path);
  const width = page.viewportSize()!.width;
  // The buttons show once the page's script runs.
  await expect(page.getByRole("button", { name: t.copyCode })).toHaveCount(code.length);
  const controls = [
    ...(await page.getByRole("button", { name: t.copyCode }).all()),
    ...(await page
      .getByRole("region", { name: t.share.title("post") })
      .getByRole("link")
      .all()),
    page.getByRole("button", { name: t.share.copyLink }),
  ];
  expect(controls).toHaveLength(code.length + 4 + 1);
  for (const control of controls) {
    await control.scrollIntoViewIfNeeded();
    await expect(control).toBeVisible();
    const box = (await control.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
  }
});
