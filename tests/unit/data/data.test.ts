import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { competencies, roles } from "@/data/about";
import { contactReasons } from "@/features/contact/contact";
import { offers } from "@/data/expertise";
import { faq } from "@/features/contact/faq";
import { journey } from "@/data/journey";
import { mainNav, site, socialLinks } from "@/site/site";
import { aboutSkills, homeSkills } from "@/data/skills";
import { testimonials } from "@/features/testimonials/sample-testimonials";
import { ventureCategories, ventures } from "@/data/ventures";
import { FAQ_COUNT } from "@/features/contact/constants";
import { TESTIMONIAL_COUNT } from "@/features/testimonials/constants";

const isHttps = (url: string) => new URL(url).protocol === "https:";

describe("static content (SPEC §1–§3, §9)", () => {
  it(`has ${TESTIMONIAL_COUNT} testimonials with ids 1–4, each complete, with an avatar in public/`, () => {
    expect(testimonials.map((t) => t.id)).toEqual([1, 2, 3, 4]);
    for (const t of testimonials) {
      expect(t.name && t.role && t.comment).toBeTruthy();
      expect(t.image).toMatch(/^\/images\//);
      expect(existsSync(`public${t.image}`), t.image).toBe(true);
    }
  });

  it(`has ${FAQ_COUNT} FAQ entries with distinct questions`, () => {
    expect(faq).toHaveLength(FAQ_COUNT);
    expect(new Set(faq.map((f) => f.question)).size).toBe(FAQ_COUNT);
    for (const f of faq) expect(f.answer.length).toBeGreaterThan(40);
  });

  it("has four ventures: restaurant, software company, NGO, tech education, each with an https link", () => {
    expect(ventures.map((v) => v.category)).toEqual([...ventureCategories]);
    expect(ventureCategories).toEqual([
      "Food Technology",
      "Software Development",
      "Charity Organization (NGO)",
      "Tech Education",
    ]);
    for (const v of ventures) {
      expect(isHttps(v.link), v.link).toBe(true);
      expect(v.stats.length).toBeGreaterThanOrEqual(2);
    }
  });

  it("has the three journey cards with their exact highlights", () => {
    expect(journey.map((j) => j.highlight)).toEqual([
      "1,200+ satisfied food lovers",
      "50+ production systems deployed",
      "5000+ lives touched",
    ]);
  });

  it("has the home skill values 99, 95, 90, 85 and three About skills of 99", () => {
    expect(homeSkills.map((s) => s.value)).toEqual([99, 95, 90, 85]);
    expect(aboutSkills.map((s) => s.value)).toEqual([99, 99, 99]);
  });

  it("lists six roles and the four competencies", () => {
    expect(roles).toHaveLength(6);
    expect(competencies.map((c) => c.title)).toEqual([
      "Culinary Arts",
      "Software Development",
      "Humanitarian Work",
      "Entrepreneurship",
    ]);
  });

  it("has three expertise offers with two stats each", () => {
    expect(offers.map((o) => o.title)).toEqual([
      "Software Development",
      "Culinary Services",
      "Consultation & Training",
    ]);
    for (const o of offers) {
      expect(o.items.length).toBeGreaterThanOrEqual(3);
      expect(o.stats).toHaveLength(2);
    }
  });

  it("has the four contact reasons", () => {
    expect(contactReasons.map((r) => r.title)).toEqual([
      "Partnerships",
      "Endorsements",
      "Collaboration",
      "Consultation",
    ]);
  });

  siteTests();
});

/** The site-wide data: navigation, social profiles, the site config and the static images. */
function siteTests() {
  it("has the four main links and the four social profiles", () => {
    expect(mainNav.map((l) => [l.href, l.label])).toEqual([
      ["/about", "About"],
      ["/expertise", "Expertise"],
      ["/blog", "Blog"],
      ["/contact", "Contact"],
    ]);
    expect(socialLinks.map((s) => s.network)).toEqual(["linkedin", "x", "facebook", "instagram"]);
    for (const s of socialLinks) expect(isHttps(s.href), s.href).toBe(true);
  });

  it("has a complete site config", () => {
    expect(isHttps(site.url)).toBe(true);
    expect(site.owner.email).toMatch(/^[^@\s]+@[^@\s]+\.[^@\s]+$/);
    expect(isHttps(site.owner.schedulingUrl)).toBe(true);
    expect(isHttps(site.credit.href)).toBe(true);
  });

  it("ships the four static images SPEC §2 names under /images/", () => {
    for (const f of ["hero-bg.jpg", "portrait.jpg", "about.jpg", "default-avatar.jpg"]) {
      expect(existsSync(`public/images/${f}`), f).toBe(true);
    }
  });
}
