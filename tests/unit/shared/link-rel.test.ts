import { describe, expect, it } from "vitest";
import { socialLinks } from "@/site/site";
import { attributesOf, auditLinks, newTabRel, relTokens } from "@/shared/link-rel";

const PROFILES = socialLinks.map((link) => link.href);
const profile = PROFILES[0] ?? "";

describe("newTabRel (the one rel of ExternalLink)", () => {
  it("is noopener alone when nothing is passed", () => {
    expect(newTabRel()).toBe("noopener");
    expect(newTabRel(null)).toBe("noopener");
    expect(newTabRel("")).toBe("noopener");
  });

  it("keeps a profile link's me and adds noopener, each once", () => {
    expect(newTabRel("me")).toBe("me noopener");
    expect(newTabRel("me noopener")).toBe("me noopener");
    expect(newTabRel(" ME  me NoOpener ")).toBe("me noopener");
  });

  it("gives a testimonial's source link (the card, the wall, the panel) one rel", () => {
    expect(newTabRel("nofollow noreferrer")).toBe("nofollow noreferrer noopener");
  });

  it("splits and de-duplicates tokens", () => {
    expect(relTokens("me  noopener\tme")).toEqual(["me", "noopener"]);
    expect(relTokens(undefined)).toEqual([]);
  });
});

describe("attributesOf", () => {
  it("keeps repeated attributes and decodes values", () => {
    expect(attributesOf(`<a href="/x?a=1&amp;b=2" rel="noopener" rel='me' hidden>`)).toEqual([
      ["href", "/x?a=1&b=2"],
      ["rel", "noopener"],
      ["rel", "me"],
      ["hidden", ""],
    ]);
  });
});

describe("auditLinks (run on every built page by npm run check:html)", () => {
  it("accepts a profile link with rel='me noopener' and a new-tab link with noopener", () => {
    const html = `<p><a href="${profile}" target="_blank" rel="me noopener">LinkedIn</a>
      <a href="https://studio.example.com" target="_blank" rel="noopener">Studio</a>
      <a href="/about">About</a></p>`;
    expect(auditLinks(html, PROFILES)).toEqual({ newTab: 2, profiles: 1, problems: [] });
  });

  it("catches the duplicate rel that made browsers drop rel='me'", () => {
    const html = `<a href="${profile}" target="_blank" rel="noopener" rel="me noopener">x</a>`;
    const problems = auditLinks(html, PROFILES).problems.map((p) => p.problem);
    expect(problems).toEqual([
      "rel written 2 times (browsers keep the first)",
      'a profile link without rel="me"',
    ]);
  });

  it("catches a new tab without noopener and a token written twice", () => {
    const problems = auditLinks(
      `<a target="_blank" href="https://a.example">a</a><a href="/b" rel="me me">b</a>`,
      PROFILES,
    ).problems.map((p) => p.problem);
    expect(problems).toEqual([
      'opens a new tab without rel="noopener"',
      "a rel token written twice",
    ]);
  });

  it("matches profile links with or without a trailing slash, not other anchors", () => {
    const html = `<a href="${profile}/" rel="me">x</a><abbr title="a">A</abbr><area href="${profile}">`;
    expect(auditLinks(html, PROFILES)).toEqual({ newTab: 0, profiles: 1, problems: [] });
  });

  it("covers every social profile of the site", () => {
    expect(PROFILES.length).toBeGreaterThan(0);
    const html = PROFILES.map((href) => `<a href="${href}" target="_blank" rel="noopener">`).join(
      "",
    );
    const audit = auditLinks(html, PROFILES);
    expect(audit.profiles).toBe(PROFILES.length);
    expect(audit.problems).toHaveLength(PROFILES.length);
  });
});
