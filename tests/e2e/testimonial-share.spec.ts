// The link that asks for a testimonial (/testimonials#share) and the lighter wall: the form's
// island (React and its own code) loads only when the visitor opens the form, by its button or
// by the link, and a request made before it arrives is kept.
import { expect, test, type Page } from "./fixtures";
import { site } from "@/site/site";
import { testimonialMessages } from "@/features/testimonials/messages";
import { loadMessages } from "@/runtime/messages";
import { adminMessages } from "@/features/testimonials/moderation/admin-messages";
import { demo, signIn } from "../support/browser/account";
import { dropDownloads } from "../support/browser/downloads";
import { watchSettled } from "../../tools/measure/settled.mjs";

const t = testimonialMessages;
const ISLAND_CODE = "**/_astro/TestimonialForm.*.js";

/** The island's scripts (its component and its renderer, React), as the page names them. */
async function islandScripts(page: Page): Promise<string[]> {
  const island = page.locator("astro-island", { has: page.locator("[data-testimonial-form]") });
  const urls = [
    await island.getAttribute("component-url"),
    await island.getAttribute("renderer-url"),
  ];
  return urls.map((url) => new URL(url!, page.url()).href);
}

/** Every script URL the page requests from now on. */
function scriptRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") requested.push(request.url());
  });
  return requested;
}

/** Holds the island's code back until `release()` is called, as on a slow phone network. */
async function holdIslandCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(ISLAND_CODE, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const nameField = (page: Page) =>
  page.locator("[data-testimonial-form] form").getByLabel("Full Name *");

test("/testimonials#share opens the form on the first load, focused on its first field, in view", async ({
  page,
}) => {
  await page.goto("/testimonials#share");
  await expect(nameField(page)).toBeFocused();
  await expect(nameField(page)).toBeInViewport();
  await expect(page.getByRole("button", { name: t.share })).toBeHidden();
  // The visitor types at once.
  await page.keyboard.type("Ngozi");
  await expect(nameField(page)).toHaveValue("Ngozi");
});

test("#share before hydration: the request is kept until the form's code arrives", async ({
  page,
}) => {
  const release = await holdIslandCode(page);
  await page.goto("/testimonials#share", { waitUntil: "domcontentloaded" });
  // Remembered: the button says it is working on it, the form waits for its code.
  const share = page.getByRole("button", { name: t.share });
  await expect(share).toHaveAttribute("aria-busy", "true");
  await expect(page.locator("[data-testimonial-form] form")).toBeHidden();
  release();
  await expect(nameField(page)).toBeFocused();
  await expect(share).toBeHidden();
});

test("an early click on 'Share Your Experience' is kept while the form's code loads", async ({
  page,
}) => {
  const release = await holdIslandCode(page);
  await page.goto("/testimonials", { waitUntil: "domcontentloaded" });
  const share = page.getByRole("button", { name: t.share });
  await share.click();
  await expect(share).toHaveAttribute("aria-busy", "true");
  release();
  await expect(nameField(page)).toBeFocused();
  await expect(share).toBeHidden();
});

test("a #share link followed on the page opens the form, before and after the island loaded", async ({
  page,
}) => {
  await page.goto("/testimonials");
  await page.evaluate(() => (location.hash = "share"));
  await expect(nameField(page)).toBeFocused();
  // Closed, then asked again by the link: the loaded island listens itself.
  await page
    .locator("[data-testimonial-form] form")
    .getByRole("button", { name: t.cancel })
    .click();
  await expect(page.getByRole("button", { name: t.share })).toBeVisible();
  await page.evaluate(() => (location.hash = ""));
  await page.evaluate(() => (location.hash = "share"));
  await expect(nameField(page)).toBeFocused();
});

test("React and the form's code load only when the visitor opens the form, not on scrolling to it", async ({
  page,
}) => {
  const requested = scriptRequests(page);
  const settled = watchSettled(page);
  await page.goto("/testimonials", { waitUntil: "networkidle" });
  const island = await islandScripts(page);
  // Scrolled to the end, where the form is, and left to settle (islands hydrated, network quiet).
  await page.getByRole("button", { name: t.share }).scrollIntoViewIfNeeded();
  await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
  await settled();
  expect(requested.filter((url) => island.includes(url))).toEqual([]);

  await page.getByRole("button", { name: t.share }).click();
  await expect(nameField(page)).toBeFocused();
  expect(island.every((url) => requested.includes(url))).toBe(true);
});

// A dropped connection: Astro's runtime tries each import twice, then gives up without a word
// (src/runtime/island-load.ts). The visitor is told, and Try again downloads the file again.
for (const [part, which] of [
  ["its component", 0],
  ["React's renderer, which Astro imports with it", 1],
] as const) {
  test(`the form's code does not arrive (${part}): the visitor is told, and Try again opens it`, async ({
    page,
  }) => {
    await page.goto("/testimonials", { waitUntil: "domcontentloaded" });
    const url = (await islandScripts(page))[which]!;
    const connection = await dropDownloads(page, url);
    const share = page.getByRole("button", { name: t.share });
    await share.click();

    const notice = page.getByRole("status").getByText(loadMessages.testimonialForm);
    await expect(notice).toBeVisible();
    // The button no longer says it is working on it; the form stays closed.
    await expect(share).not.toHaveAttribute("aria-busy");
    await expect(page.locator("[data-testimonial-form] form")).toBeHidden();
    const dropped = connection.asked.length;
    expect(dropped).toBeGreaterThan(0);

    connection.reconnect();
    await page.getByRole("button", { name: loadMessages.retry }).click();
    await expect(nameField(page)).toBeFocused();
    await expect(notice).toBeHidden();
    await expect(share).toBeHidden();
    // Downloaded again: at the same address where the browser does not keep the failure
    // (whatwg/html#10327), else under the query Astro's runtime adds to its second try.
    const again = connection.asked.slice(dropped);
    expect(again.map((asked) => asked.replace(/\?astro-retry=\d+$/, ""))).toEqual([url]);
  });
}

test.describe("the moderation panel's link that asks for a testimonial", () => {
  const link = `${site.url}/testimonials#share`;

  async function panel(page: Page) {
    await page.goto("/admin/testimonials");
    await signIn(page, demo.admin.email, demo.admin.password);
    const section = page.locator("[data-share-link]");
    await expect(section.getByLabel(adminMessages.share.label)).toHaveValue(link);
    return section;
  }

  test("Copy puts the site's real link on the clipboard", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const section = await panel(page);
    await section.getByRole("button", { name: adminMessages.share.copy }).click();
    await expect(section.getByText(adminMessages.share.copied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  });

  test("without a Clipboard API the link is selected and the panel says how to copy it", async ({
    page,
  }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, "clipboard", { get: () => undefined }),
    );
    const section = await panel(page);
    await section.getByRole("button", { name: adminMessages.share.copy }).click();
    await expect(section.getByText(adminMessages.share.manual)).toBeVisible();
    const field = section.getByLabel(adminMessages.share.label);
    await expect(field).toBeFocused();
    expect(
      await field.evaluate((input: HTMLInputElement) =>
        input.value.slice(input.selectionStart ?? 0, input.selectionEnd ?? 0),
      ),
    ).toBe(link);
  });
});
