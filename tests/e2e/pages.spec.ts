import { expect, test } from "./fixtures";
import { competencies, roles } from "@/data/about";
import { contactReasons } from "@/features/contact/contact";
import { offers } from "@/data/expertise";
import { faq } from "@/features/contact/faq";
import { journey } from "@/data/journey";
import { site, socialLinks } from "@/site/site";
import { aboutSkills, homeSkills } from "@/data/skills";
import { testimonials } from "@/features/testimonials/sample-testimonials";
import { ventures } from "@/data/ventures";
import { DEFAULT_AVATAR, PHOTO_FOLDER, WALL_PAGE_SIZE } from "@/features/testimonials/constants";
import { LIVED_IN_FEATURED, livedInTestimonials } from "../../tools/dev/lived-in.mjs";
import { formatStat } from "@/shared/format";

test.describe("home", () => {
  test("hero, journey, about, skills, ventures and the closing call", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(site.title);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.owner.name);
    await expect(
      page.getByText("Multiple Award-Winning Chef | Software Engineer", { exact: true }),
    ).toBeVisible();

    const odyssey = page.getByRole("region", { name: "Professional Odyssey" });
    await expect(odyssey.getByRole("listitem")).toHaveCount(3);
    for (const card of journey) {
      await expect(odyssey.getByRole("heading", { name: card.title })).toBeVisible();
      await expect(odyssey.getByText(card.highlight, { exact: true })).toBeVisible();
    }

    const about = page.getByRole("region", { name: "About", exact: true });
    await expect(about).toHaveAttribute("id", "about");
    await expect(about.locator('[data-counter="10000+"]')).toBeVisible();
    await expect(about.getByRole("img")).toHaveAttribute("alt", /.+/);
    await expect(about.getByRole("listitem")).toHaveText([...roles]);
    await expect(about.getByRole("link", { name: "More About Me" })).toHaveAttribute(
      "href",
      "/about",
    );

    const why = page.getByRole("region", { name: "Why work with me" });
    for (const skill of homeSkills) {
      await expect(why.getByText(skill.label, { exact: true })).toBeVisible();
      await expect(why.locator(`[data-counter="${skill.value}%"]`)).toBeVisible();
    }

    const venturesSection = page.getByRole("region", { name: "Strategic Ventures" });
    const explore = venturesSection.getByRole("link", { name: /^Explore platform/ });
    await expect(explore).toHaveCount(4);
    for (const [i, v] of ventures.entries()) {
      await expect(venturesSection.getByRole("heading", { name: v.name })).toBeVisible();
      await expect(explore.nth(i)).toHaveAttribute("href", v.link);
      await expect(explore.nth(i)).toHaveAttribute("target", "_blank");
      await expect(explore.nth(i)).toHaveAttribute("rel", /noopener/);
    }

    const collaborate = page.getByRole("region", { name: "Let's Collaborate" });
    await expect(collaborate.getByRole("link", { name: "Contact Me" })).toHaveAttribute(
      "href",
      "/contact",
    );
  });

  test("'Explore My Journey' jumps to the About section", async ({ page }) => {
    await page.goto("/");
    const link = page.getByRole("link", { name: "Explore My Journey" });
    await expect(link).toHaveAttribute("href", "#about");
    await link.click();
    await expect(page).toHaveURL(/#about$/);
    await expect(page.getByRole("heading", { name: "About", exact: true })).toBeInViewport();
  });
});

test("about: experience, biography, skills, competencies, ventures, call to contact", async ({
  page,
}) => {
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator('[data-counter="10+"]')).toBeVisible();
  await expect(page.getByText("Years of experience")).toBeVisible();
  await expect(page.getByText("I grew up in my grandmother's kitchen")).toBeVisible();
  for (const skill of aboutSkills) {
    await expect(page.getByText(skill.label, { exact: true })).toBeVisible();
  }
  await expect(page.locator('[data-counter="99%"]')).toHaveCount(3);
  for (const c of competencies) {
    await expect(page.getByRole("link", { name: new RegExp(`^${c.title}`) })).toHaveAttribute(
      "href",
      "/expertise",
    );
  }
  const venturesSection = page.getByRole("region", { name: "Building what I believe in" });
  await expect(venturesSection.getByRole("listitem")).toHaveCount(3);
  for (const v of ventures.slice(0, 3)) {
    await expect(venturesSection.getByRole("heading", { name: v.name })).toBeVisible();
    for (const s of v.stats) await expect(venturesSection.getByText(s.label)).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "Get in Touch" })).toHaveAttribute(
    "href",
    "/contact",
  );
});

test("expertise: three offers with stats, three testimonials, call to start", async ({ page }) => {
  await page.goto("/expertise");
  for (const offer of offers) {
    const card = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: offer.title }) });
    for (const item of offer.items) await expect(card.getByText(item)).toBeVisible();
    for (const stat of offer.stats) {
      await expect(card.getByText(stat.label)).toBeVisible();
      await expect(card.locator(`[data-counter="${formatStat(stat.value)}"]`)).toBeVisible();
    }
  }
  await expect(page.locator('[data-counter="150+"]')).toBeVisible();
  await expect(page.locator('[data-counter="98%"]')).toBeVisible();

  // SPEC: the first three; the featured ones (read when the site was built) lead, and the
  // samples fill the rest in order (tests/e2e/expertise-featured.spec.ts checks a featured one).
  // One erased since the build leaves once the list comes near (expertise-featured.spec.ts).
  const clients = page.getByRole("region", { name: "What clients say" });
  const list = clients.locator("[data-featured-stamp]");
  await list.scrollIntoViewIfNeeded();
  await expect(list).toHaveAttribute("data-removals-checked", /^\d+$/);
  const removed = Number(await list.getAttribute("data-removals-checked"));
  await expect(clients.getByRole("figure")).toHaveCount(3 - removed);
  const featured = await clients.locator("li[data-featured]").count();
  const samples = testimonials.slice(0, 3 - featured - removed);
  for (const t of samples) await expect(clients.getByText(t.name)).toBeVisible();
  await expect(clients.getByText(testimonials[samples.length]!.name)).toHaveCount(0);
  await expect(clients.getByRole("link", { name: "Read all testimonials" })).toHaveAttribute(
    "href",
    "/testimonials",
  );
  await expect(page.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/contact");
});

test.describe("testimonials", () => {
  test("title, subtitle and the published cards as built, with avatar, name, role and quoted comment", async ({
    page,
  }) => {
    await page.goto("/testimonials");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Client Success Stories");
    await expect(
      page.getByText("What people say about working with me", { exact: true }),
    ).toBeVisible();
    // The lived-in site's first page, as the build read it: the featured ones, then the newest.
    const cards = page.locator("[data-testimonial-wall] > li").getByRole("figure");
    const expected = builtWall();
    await expect(cards).toHaveCount(expected.length);
    // With published testimonials the wall shows no sample card (docs/decisions.md).
    await expect(page.locator("[data-sample]")).toHaveCount(0);
    for (const [i, t] of expected.entries()) {
      const card = cards.nth(i);
      await expect(card.locator('[data-field="name"]')).toHaveText(String(t.fields.name));
      await expect(card.locator('[data-field="role"]')).toContainText(String(t.fields.role));
      await expect(card.locator("blockquote")).toHaveText(
        `\u201c${String(t.fields.message)}\u201d`,
      );
      const avatar = card.locator("img");
      if (!t.fields.imageUrl) await expect(avatar).toHaveAttribute("src", DEFAULT_AVATAR);
      // Round: a radius of at least half its side (0px would be a square).
      const radius = await avatar.evaluate((img) => parseFloat(getComputedStyle(img).borderRadius));
      expect(radius).toBeGreaterThanOrEqual(
        (await avatar.evaluate((img) => img.getBoundingClientRect().width)) / 2,
      );
      await avatar.scrollIntoViewIfNeeded();
      await expect
        .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
    }
  });

  test("an avatar that fails to load is replaced by the default avatar", async ({ page }) => {
    const withPhoto = builtWall().findIndex((t) => t.fields.imageUrl);
    // The lived-in site's portraits (tools/dev/cloudinary-upload.mjs personId).
    await page.route(new RegExp(`/${PHOTO_FOLDER}/person-`), (route) =>
      route.fulfill({ status: 404, body: "" }),
    );
    await page.goto("/testimonials");
    const avatar = page.getByRole("figure").nth(withPhoto).locator("img");
    await avatar.scrollIntoViewIfNeeded();
    await expect(avatar).toHaveAttribute("src", DEFAULT_AVATAR);
    await expect
      .poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  });
});

/** The wall `npm test`'s build bakes: the lived-in site's featured ones, then its newest page. */
function builtWall() {
  const all = livedInTestimonials();
  const featured = LIVED_IN_FEATURED.map((id) => all.find((t) => t.id === id)!);
  const newest = [...all]
    .sort((a, b) => b.approvedAt.getTime() - a.approvedAt.getTime())
    .slice(0, WALL_PAGE_SIZE)
    .filter((t) => !LIVED_IN_FEATURED.includes(t.id));
  return [...featured, ...newest];
}

test("contact: reasons, direct links, socials, the form and six FAQ entries", async ({ page }) => {
  await page.goto("/contact");
  for (const r of contactReasons)
    await expect(page.getByText(r.title, { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: site.owner.email })).toHaveAttribute(
    "href",
    `mailto:${site.owner.email}`,
  );
  await expect(page.getByRole("link", { name: /^Schedule a call/ })).toHaveAttribute(
    "href",
    site.owner.schedulingUrl,
  );

  const follow = page.getByRole("region", { name: "Follow my work" });
  await expect(follow.getByRole("link")).toHaveText([
    /^Facebook/,
    /^LinkedIn/,
    /^Twitter/,
    /^Instagram/,
  ]);
  for (const s of socialLinks) {
    await expect(follow.locator(`a[href="${s.href}"]`)).toHaveCount(1);
  }

  const form = page.getByRole("region", { name: "Send a Message" });
  for (const label of ["Full Name", "Email", "Subject", "Message"]) {
    await expect(form.getByLabel(label, { exact: true })).toHaveAttribute("required", "");
  }
  await expect(form.getByLabel("Email", { exact: true })).toHaveAttribute("type", "email");
  await expect(form.getByLabel("Message", { exact: true })).toHaveAttribute("rows", "5");
  await expect(form.getByRole("button", { name: "Send Message" })).toBeVisible();

  await expect(page.locator("details")).toHaveCount(6);
  for (const entry of faq)
    await expect(page.getByText(entry.question, { exact: true })).toBeVisible();

  await expect(page.locator('a[href="/blog/9"]')).toHaveCount(1);
  await expect(page.locator('main a[href="/testimonials"]')).toHaveCount(1);
});

test("FAQ: one entry open at a time; a second click closes it", async ({ page }) => {
  await page.goto("/contact");
  const first = page.getByText(faq[0]!.question, { exact: true });
  const second = page.getByText(faq[1]!.question, { exact: true });
  await first.click();
  await expect(page.getByText(faq[0]!.answer)).toBeVisible();
  await second.click();
  await expect(page.getByText(faq[1]!.answer)).toBeVisible();
  await expect(page.getByText(faq[0]!.answer)).toBeHidden();
  await second.click();
  await expect(page.getByText(faq[1]!.answer)).toBeHidden();
  await expect(page.locator("details[open]")).toHaveCount(0);
});
