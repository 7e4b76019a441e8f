import { expect, layoutSettled, test, type Locator } from "./fixtures";
import { mainNav, site, socialLinks } from "@/site/site";
import { ventures } from "@/data/ventures";

const ROUTES = [
  "/",
  "/about",
  "/expertise",
  "/testimonials",
  "/blog",
  "/blog/1",
  "/contact",
  "/404",
];

for (const route of ROUTES) {
  test(`header and footer wrap ${route}`, async ({ page }) => {
    await page.goto(route);

    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: `${site.owner.name}, home` })).toHaveAttribute(
      "href",
      "/",
    );
    const mainLinks = header.getByRole("navigation", { name: "Main" }).getByRole("link");
    await expect(mainLinks).toHaveCount(4);
    for (const [i, item] of mainNav.entries()) {
      await expect(mainLinks.nth(i)).toHaveText(item.label);
      await expect(mainLinks.nth(i)).toHaveAttribute("href", item.href);
    }

    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText("creative, code-minded leader");
    for (const v of ventures) {
      await expect(footer.getByRole("link", { name: new RegExp(`^${v.name}`) })).toHaveAttribute(
        "href",
        v.link,
      );
    }
    for (const s of socialLinks) {
      await expect(footer.getByRole("link", { name: new RegExp(`^${s.label}`) })).toHaveAttribute(
        "href",
        s.href,
      );
    }
    await expect(
      footer.getByRole("link", { name: new RegExp(`^${site.credit.label}`) }),
    ).toHaveAttribute("href", site.credit.href);
    const explore = footer.getByRole("navigation", { name: "Explore" }).getByRole("link");
    await expect(explore).toHaveText(mainNav.map((l) => l.label));
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    const email = footer.getByRole("textbox", { name: "Email address" });
    await expect(email).toHaveAttribute("type", "email");
    await expect(email).toHaveAttribute("required", "");
    await expect(footer.getByRole("button", { name: "Subscribe" })).toBeVisible();
  });
}

test("the current section is marked in the header", async ({ page }) => {
  await page.goto("/blog/3");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Blog" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "About" })).not.toHaveAttribute(
    "aria-current",
    "page",
  );
});

test("the skip link is the first stop and moves focus to the main content", async ({ page }) => {
  await page.goto("/about");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main$/);
  await expect(page.locator("main")).toBeFocused();
});

test("header links lead to their pages", async ({ page }) => {
  await page.goto("/");
  for (const item of mainNav) {
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: item.label })
      .click();
    await expect(page).toHaveURL(new RegExp(`${item.href}/?$`));
    await expect(page.locator("h1")).toBeVisible();
  }
  await page.getByRole("link", { name: `${site.owner.name}, home` }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the home hero's wide illustration fills the band behind the text on a desktop", async ({
  page,
}) => {
  await page.goto("/");
  const art = page.locator("[data-hero-art]");
  await expect
    .poll(() => art.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
    .toMatch(/hero-bg/);
  const [a, hero] = [await art.boundingBox(), await page.locator("section").first().boundingBox()];
  expect(a).toEqual(hero);
});

for (const route of ["/about", "/expertise", "/testimonials", "/blog", "/guides", "/contact"]) {
  test(`${route} opens with the shared page hero: its title beside the plate motif`, async ({
    page,
  }) => {
    await page.goto(route);
    const hero = page.locator("[data-page-hero]");
    await expect(hero).toHaveCount(1);
    await expect(hero.getByRole("heading", { level: 1 })).toBeVisible();
    const motif = hero.locator("[data-hero-motif]");
    await expect(motif).toBeVisible();
    await expect(motif).toHaveAttribute("aria-hidden", "true");
    // The motif sits in the band's right half, inside it.
    const [m, band] = [await motif.boundingBox(), await hero.boundingBox()];
    expect(m!.x).toBeGreaterThan(band!.width / 2);
    expect(m!.y).toBeGreaterThan(band!.y);
    expect(m!.y + m!.height).toBeLessThan(band!.y + band!.height);
  });
}

test("the 404 page says 404 once", async ({ page }) => {
  await page.goto("/404");
  expect((await page.locator("main").innerText()).match(/404/g)).toHaveLength(1);
});

/** The empty space between two elements, in CSS pixels. */
async function gap(above: Locator, below: Locator): Promise<number> {
  const [a, b] = [await above.boundingBox(), await below.boundingBox()];
  return b!.y - (a!.y + a!.height);
}

test("no double gap before the home page's closing call or under the contact form", async ({
  page,
}) => {
  await page.goto("/");
  // Measured once laid out for good: a section sliding in is 32 px off its place.
  await layoutSettled(page);
  const ventures = page.getByRole("region", { name: "Strategic Ventures" }).locator("ul");
  const collaborate = page
    .getByRole("region", { name: "Let's Collaborate" })
    .locator("div")
    .first();
  expect(await gap(ventures, collaborate)).toBeLessThanOrEqual(100);

  await page.goto("/contact");
  await layoutSettled(page);
  const form = page.getByRole("region", { name: "Send a Message" });
  const send = form.getByRole("button", { name: "Send Message" });
  // The card ends after its button and its own padding, not stretched to the column beside it.
  const formBottom = await form.boundingBox();
  const sendBox = await send.boundingBox();
  expect(formBottom!.y + formBottom!.height - (sendBox!.y + sendBox!.height)).toBeLessThanOrEqual(
    48,
  );
  const faq = page.getByRole("region", { name: "Frequently Asked Questions" }).locator("p").first();
  // From the end of the form's row (the details column beside it is the taller one here).
  expect(await gap(form.locator("xpath=.."), faq)).toBeLessThanOrEqual(100);
});

test("the text is set in the site's own fonts: Inter for the body, Fraunces for headings", async ({
  page,
}) => {
  // A face the browser never picks stays 'unloaded' while the page still looks plausible in a
  // system font (global.css: every face of a family must declare the same weights).
  await page.goto("/blog/2");
  await page.evaluate(() => document.fonts.ready);
  const used = async (selector: string) => {
    const cdp = await page.context().newCDPSession(page);
    const { root } = await cdp.send("DOM.getDocument");
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
    await cdp.send("CSS.enable");
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    await cdp.detach();
    return fonts.map((font) => `${font.familyName}${font.isCustomFont ? " (web font)" : ""}`);
  };
  await expect.poll(() => used("main article p")).toEqual(["Inter (web font)"]);
  await expect.poll(() => used("h1")).toEqual(["Fraunces (web font)"]);
});

// A slow phone paints a page while it is still being parsed unless told not to; what it painted
// then moves as the rest comes (the footer held to the bottom of a short page moved by 0.039 on
// the 2-vCPU CI runner). The first frame waits for the page's end (BaseLayout's rel="expect").
// The CPU is slowed six times here, so the parser yields before the end, as it does there.
for (const route of ["/", "/404", "/blog/999", "/testimonials"]) {
  test(`the first frame of ${route} shows the whole page, even on a slow CPU`, async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
    await page.addInitScript(() => {
      requestAnimationFrame(() => {
        document.documentElement.dataset.firstFrame = document.getElementById("page-end")
          ? "whole"
          : "part";
      });
    });
    await page.goto(route, { waitUntil: "commit" });
    await expect(page.locator("html")).toHaveAttribute("data-first-frame", "whole");
  });
}
