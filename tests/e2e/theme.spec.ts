import { expect, test, type Page } from "./fixtures";
import { themeMessages } from "@/features/effects/messages";

// The page background of each scheme (global.css: --color-cream, light and dark).
const BACKGROUND = { light: "rgb(253, 246, 236)", dark: "rgb(21, 17, 27)" } as const;

const toggle = (page: Page) => page.getByRole("button", { name: themeMessages.toggle });
const expectScheme = async (page: Page, scheme: "light" | "dark") => {
  await expect(page.locator("body")).toHaveCSS("background-color", BACKGROUND[scheme]);
  await expect(page.locator("html")).toHaveCSS("color-scheme", scheme);
};

for (const scheme of ["light", "dark"] as const) {
  test.describe(`with the system set to ${scheme}`, () => {
    test.use({ colorScheme: scheme });

    test("the site follows the system setting by default", async ({ page }) => {
      await page.goto("/about");
      await expectScheme(page, scheme);
      await expect(page.locator("html")).not.toHaveAttribute("data-theme");
      await expect(toggle(page)).toHaveAttribute("aria-pressed", String(scheme === "dark"));
    });
  });
}

test.describe("the theme toggle", () => {
  test.use({ colorScheme: "light" });

  test("switches at the first click, is remembered, and applies before the first paint", async ({
    page,
  }) => {
    // Clicked as soon as a person could: right after the HTML is parsed.
    await page.goto("/blog", { waitUntil: "domcontentloaded" });
    await toggle(page).click();
    await expect(toggle(page)).toHaveAttribute("aria-pressed", "true");
    await expectScheme(page, "dark");

    // On the next pages the choice is on <html> before the <body> exists, so before the first
    // paint (the observer's callback runs right after the script that set it).
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const root = document.documentElement;
        root.dataset.themeSetBeforeBody ??= String(document.body === null);
      }).observe(document, { subtree: true, attributeFilter: ["data-theme"] });
    });
    for (const load of [() => page.reload(), () => page.goto("/guides/css")]) {
      await load();
      await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
      await expect(page.locator("html")).toHaveAttribute("data-theme-set-before-body", "true");
      await expectScheme(page, "dark");
      await expect(toggle(page)).toHaveAttribute("aria-pressed", "true");
    }

    // And back: light stays chosen.
    await toggle(page).click();
    await expectScheme(page, "light");
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    await expectScheme(page, "light");
  });

  test("works from the keyboard, with a visible focus", async ({ page }) => {
    await page.goto("/");
    const button = toggle(page);
    // Tab from the search link, the control before it.
    await page.getByRole("link", { name: "Search" }).focus();
    await page.keyboard.press("Tab");
    await expect(button).toBeFocused();
    await expect(button).toHaveCSS("outline-style", "solid");
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-pressed", "true");
    await expectScheme(page, "dark");
    await page.keyboard.press("Space");
    await expect(button).toHaveAttribute("aria-pressed", "false");
    await expectScheme(page, "light");
  });
});

test.describe("with the system set to dark, a light choice", () => {
  test.use({ colorScheme: "dark" });

  test("wins over the system setting on every page", async ({ page }) => {
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await toggle(page).click();
    await expectScheme(page, "light");
    await page.goto("/contact");
    await expectScheme(page, "light");
    await expect(toggle(page)).toHaveAttribute("aria-pressed", "false");
  });
});

test.describe("at phone width", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the toggle fits the header next to the menu button", async ({ page }) => {
    await page.goto("/");
    const bar = (await page.locator("header > div").first().boundingBox())!;
    const controls = [
      page.getByRole("link", { name: /home$/ }),
      page.getByRole("link", { name: "Search" }),
      toggle(page),
      page.getByRole("button", { name: "Menu" }),
    ];
    let previousRight = bar.x;
    for (const control of controls) {
      await expect(control).toBeVisible();
      const box = (await control.boundingBox())!;
      // In order, without overlapping, inside the bar; the buttons are full 44 px targets.
      expect(box.x).toBeGreaterThanOrEqual(previousRight);
      expect(box.x + box.width).toBeLessThanOrEqual(bar.x + bar.width);
      if (control !== controls[0]) expect(box.height).toBeGreaterThanOrEqual(44);
      previousRight = box.x + box.width;
    }
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, colorScheme: "dark" });

  test("the dark system setting applies and the toggle is not shown", async ({ page }) => {
    await page.goto("/blog/1");
    await expectScheme(page, "dark");
    await expect(toggle(page)).toBeHidden();
  });
});
