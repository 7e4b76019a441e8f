// The real link components, rendered by Astro's container API: a profile link carries rel="me",
// a new-tab link carries noopener, and each link has one rel with each token once.
import { experimental_AstroContainer as AstroContainer } from "astro/container";
import { beforeAll, describe, expect, it } from "vitest";
import ExternalLink from "@/components/ui/ExternalLink.astro";
import SocialLinks from "@/components/ui/SocialLinks.astro";
import { socialLinks } from "@/site/site";
import { attributesOf, auditLinks } from "@/shared/link-rel";

const PROFILES = socialLinks.map((link) => link.href);
let container: AstroContainer;

beforeAll(async () => {
  container = await AstroContainer.create();
});

function anchors(html: string): string[] {
  return html.match(/<a\s[^>]*>/g) ?? [];
}

function rels(tag: string): string[] {
  return attributesOf(tag)
    .filter(([name]) => name === "rel")
    .map(([, value]) => value);
}

describe("ExternalLink", () => {
  it("opens a new tab with one rel='noopener'", async () => {
    const html = await container.renderToString(ExternalLink, {
      props: { href: "https://studio.example.com" },
      slots: { default: "Studio" },
    });
    const [tag = ""] = anchors(html);
    expect(tag).toContain('target="_blank"');
    expect(rels(tag)).toEqual(["noopener"]);
  });

  it("merges a passed rel into the one attribute, each token once", async () => {
    for (const rel of ["me", "me noopener", "noopener me me"]) {
      const html = await container.renderToString(ExternalLink, {
        props: { href: "https://a.example", rel },
      });
      const [tag = ""] = anchors(html);
      expect(rels(tag), rel).toEqual([rel === "noopener me me" ? "noopener me" : "me noopener"]);
    }
  });
});

describe("SocialLinks", () => {
  for (const variant of ["icons", "pills"] as const) {
    it(`gives every profile link (${variant}) rel="me noopener", once`, async () => {
      const html = await container.renderToString(SocialLinks, {
        props: { links: socialLinks, variant },
      });
      const tags = anchors(html);
      expect(tags).toHaveLength(socialLinks.length);
      for (const tag of tags) expect(rels(tag)).toEqual(["me noopener"]);
      expect(auditLinks(html, PROFILES)).toEqual({
        newTab: socialLinks.length,
        profiles: socialLinks.length,
        problems: [],
      });
    });
  }
});
