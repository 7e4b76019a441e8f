import { expect, test, type Page } from "./fixtures";
import { mainNav } from "@/site/site";

/** The "expanded" state Chromium's accessibility tree gives the button with this name. */
async function expandedState(page: Page, name: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
  const { nodes } = await cdp.send("Accessibility.queryAXTree", {
    nodeId: root.nodeId,
    accessibleName: name,
    role: "button",
  });
  const expanded = nodes[0]?.properties?.find((p) => p.name === "expanded");
  await cdp.detach();
  return expanded?.value.value as boolean | undefined;
}

test.describe("mobile slide-in menu", () => {
  test("is toggled by a button, closes with its close button and Escape", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeHidden();

    // The popover button's state reaches assistive technology as "expanded" (browser accessibility tree).
    const open = page.getByRole("button", { name: "Menu" });
    expect(await expandedState(page, "Menu")).toBe(false);
    await open.click();
    await expect(menu).toBeVisible();
    expect(await expandedState(page, "Menu")).toBe(true);
    await expect(menu.getByRole("link")).toHaveText(["Home", ...mainNav.map((l) => l.label)]);
    await expect(menu.getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");

    await menu.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();

    await open.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
  });

  test("works from the keyboard", async ({ page }) => {
    await page.goto("/");
    const open = page.getByRole("button", { name: "Menu" });
    await open.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("button", { name: "Close menu" })).toBeFocused();
  });

  test("closes when a link is clicked, and the link is followed", async ({ page }) => {
    await page.goto("/");
    for (const item of mainNav) {
      await page.getByRole("button", { name: "Menu" }).click();
      const menu = page.getByRole("navigation", { name: "Mobile" });
      await menu.getByRole("link", { name: item.label }).click();
      await expect(page).toHaveURL(new RegExp(`${item.href}/?$`));
      await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
      await expect(page.locator("h1")).toBeVisible();
    }
  });

  test("leaves no horizontal scrolling at 320 px", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    for (const path of [
      "/",
      "/about",
      "/expertise",
      "/testimonials",
      "/blog",
      "/blog/2",
      "/contact",
    ]) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
