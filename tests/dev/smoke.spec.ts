// Smoke tests of `npm run dev` (playwright.dev.config.ts starts it as the README does): a
// newcomer signs in as the demo accounts the command printed, and a testimonial goes from the
// form to the moderation panel. Any console error or uncaught error on these pages fails.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { expect, test as base, type Page } from "@playwright/test";
import { accountFormMessages } from "@/features/account/messages";
import { testimonialMessages } from "@/features/testimonials/messages";
import { adminMessages } from "@/features/testimonials/moderation/admin-messages";
import { signIn } from "../support/browser/account";
import { pendingHeading, readAll } from "../support/browser/testimonial-pages";

interface Account {
  email: string;
  password: string;
}
/** The accounts `npm run dev` printed (read by tests/dev/global-setup.ts). */
const printed = (name: "DEV_SMOKE_ADMIN" | "DEV_SMOKE_USER"): Account =>
  JSON.parse(process.env[name] ?? "null") as Account;

/** What `npm run dev` printed on the terminal so far (tests/dev/global-setup.ts keeps it). */
const terminal = () => readFileSync(process.env.DEV_SMOKE_LOG ?? "", "utf8");
/** Lines of the terminal that report an error (Astro's [ERROR], React's, an uncaught one). */
const TERMINAL_ERROR = /\[ERROR\]|Error:|Invalid hook call|Warning:/;

/**
 * Every console error and uncaught error of the test's pages, and every error line `npm run dev`
 * printed on the terminal meanwhile, checked after the test.
 */
const test = base.extend<{ errors: string[] }>({
  errors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      const printedBefore = terminal().length;
      const watch = (page: Page) => {
        page.on("console", (message) => {
          if (message.type() === "error") errors.push(`console: ${message.text()} (${page.url()})`);
        });
        page.on("pageerror", (error) => errors.push(`uncaught: ${error.message} (${page.url()})`));
      };
      context.pages().forEach(watch);
      context.on("page", watch);
      await use(errors);
      for (const line of terminal().slice(printedBefore).split("\n"))
        if (TERMINAL_ERROR.test(line)) errors.push(`terminal: ${line}`);
      expect(errors, `errors on the page or the terminal:\n${errors.join("\n")}`).toEqual([]);
    },
    { auto: true },
  ],
});

test("the demo admin signs in at /admin/testimonials and sees the pending list", async ({
  page,
}) => {
  const admin = printed("DEV_SMOKE_ADMIN");
  await page.goto("/admin/testimonials");
  await signIn(page, admin.email, admin.password);
  await expect(pendingHeading(page)).toBeVisible();
  await expect(page.locator("[data-pending-id]").first()).toBeVisible();
});

test("the demo visitor signs in at /account and sees the account", async ({ page }) => {
  const user = printed("DEV_SMOKE_USER");
  await page.goto("/account");
  await signIn(page, user.email, user.password);
  await expect(
    page.getByRole("heading", { name: accountFormMessages.signedInAs(user.email) }),
  ).toBeVisible();
});

test("a testimonial submitted on /testimonials is approved in the panel and joins the wall", async ({
  page,
}) => {
  const t = testimonialMessages;
  const name = `Dev Smoke ${randomBytes(3).toString("hex")}`;
  await page.goto("/testimonials");
  await page.getByRole("button", { name: t.share }).click();
  const form = page.locator("[data-testimonial-form] form");
  await form.getByLabel("Full Name *").fill(name);
  await form.getByLabel("Email *").fill("dev.smoke@example.com");
  await form.getByLabel("Your Role/Title *").fill("Newcomer");
  await form.getByLabel("Testimonial *").fill("The quick start worked the first time.");
  await form.getByLabel(t.consent).check();
  await form.getByRole("button", { name: t.submit }).click();
  await expect(page.getByRole("dialog", { name: t.successTitle })).toBeVisible();

  const admin = printed("DEV_SMOKE_ADMIN");
  await page.goto("/admin/testimonials");
  const signInForm = page.getByRole("heading", { name: accountFormMessages.signInTitle });
  await expect(pendingHeading(page).or(signInForm)).toBeVisible();
  if (await signInForm.isVisible()) await signIn(page, admin.email, admin.password);
  // Oldest first, a page at a time: a person presses "Load more" until it shows.
  const item = page.locator("[data-pending-id]", { hasText: name });
  const panel = page.locator("[data-moderation-panel]");
  await expect(page.locator("[data-pending-id]").first()).toBeVisible();
  await readAll(panel, panel.getByRole("button", { name: adminMessages.loadMore }), item);
  await expect(item).toBeVisible();

  // Approved, it joins the public wall (read a page at a time, as a reader would).
  await item.getByRole("button", { name: adminMessages.approve }).click();
  await expect(item).toHaveCount(0);
  await page.goto("/testimonials");
  const wall = page.locator("[data-testimonial-wall]");
  const card = wall.locator("li", { hasText: name });
  await expect(wall).toHaveAttribute("data-loaded", /\d+/);
  await readAll(wall, page.getByRole("button", { name: t.showMore }), card);
  await expect(card).toBeVisible();
});

test("every page renders in dev, and its islands hydrate, without an error", async ({ page }) => {
  test.slow(); // the first visit of each page compiles it
  for (const path of ["/", "/about", "/expertise", "/blog", "/blog/1", "/contact", "/guides"]) {
    await page.goto(path);
    await expect(page.locator("main h1")).toBeVisible();
    // Read to the end, every island hydrates. A `client:shown` one hydrates once its
    // observer sees it on screen; dev compiles that observer on first use, so a page scrolled past
    // an island before it was set up has it brought back on screen, as a reader scrolling back would.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(async () => {
      const waiting = await page.evaluate(() => {
        const island = document.querySelector("astro-island[ssr]");
        // An island is `display: contents`: its first child is what can be scrolled to.
        if (island?.getAttribute("client") === "shown")
          (island.firstElementChild ?? island).scrollIntoView({ block: "center" });
        return document.querySelectorAll("astro-island[ssr]").length;
      });
      expect(waiting, `islands not hydrated on ${path}`).toBe(0);
    }).toPass({ timeout: 60_000 });
  }
});

test("search in dev says that the index comes with a build", async ({ page }) => {
  await page.goto("/search");
  await page.getByRole("searchbox").fill("jollof");
  await page.getByRole("searchbox").press("Enter");
  await expect(page.locator("[data-search-status]")).toContainText("npm run build");
});

test("the cursor follower, a bundle of its own (src/runtime/on-demand.ts), comes in dev", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.locator("main h1")).toBeVisible();
  await page.mouse.move(200, 200);
  await page.mouse.move(240, 220);
  await expect(page.locator(".cursor-follower")).toBeAttached();
});
