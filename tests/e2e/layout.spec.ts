import { expect, test } from "./fixtures";
import { mainNav, site, socialLinks } from "@/data/site";
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
