import { describe, expect, it } from "vitest";
import { site } from "@/site/site";
import { canonicalUrl } from "@/site/canonical";
import { SHARE_NETWORKS, shareLinks, shareUrl } from "@/features/reading/share";

const page = { url: "https://amara.example/blog/3", title: "Jollof & Friends" };

describe("share links", () => {
  it("go to each network's own share page with the address and title", () => {
    expect(shareUrl("whatsapp", page)).toBe(
      "https://wa.me/?text=Jollof%20%26%20Friends%20https%3A%2F%2Famara.example%2Fblog%2F3",
    );
    expect(shareUrl("x", page)).toBe(
      "https://x.com/intent/post?url=https%3A%2F%2Famara.example%2Fblog%2F3&text=Jollof%20%26%20Friends",
    );
    expect(shareUrl("linkedin", page)).toBe(
      "https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Famara.example%2Fblog%2F3",
    );
    expect(shareUrl("facebook", page)).toBe(
      "https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Famara.example%2Fblog%2F3",
    );
  });

  it("encode spaces, &, #, +, quotes and emoji so the title arrives as written", () => {
    const title = "Rice + beans #1: “Mama’s” pot 🍲 & more";
    for (const network of ["whatsapp", "x"] as const) {
      const href = new URL(shareUrl(network, { url: page.url, title }));
      expect([...href.searchParams.keys()]).toEqual(network === "x" ? ["url", "text"] : ["text"]);
      const text = href.searchParams.get("text");
      expect(text).toBe(network === "x" ? title : `${title} ${page.url}`);
      expect(href.hash).toBe("");
    }
    expect(shareUrl("x", { url: page.url, title: "🍲" })).toContain("&text=%F0%9F%8D%B2");
    expect(shareUrl("x", { url: page.url, title: "a b" })).toContain("&text=a%20b");
  });

  it("keep a title with a lone surrogate (broken emoji) from failing the build", () => {
    expect(shareUrl("x", { url: page.url, title: "pot \uD83C" })).toContain(
      "&text=pot%20%EF%BF%BD",
    );
  });

  it("are WhatsApp, X, LinkedIn and Facebook, in that order", () => {
    expect(SHARE_NETWORKS).toEqual(["whatsapp", "x", "linkedin", "facebook"]);
    expect(shareLinks(page).map((l) => [l.network, new URL(l.href).host])).toEqual([
      ["whatsapp", "wa.me"],
      ["x", "x.com"],
      ["linkedin", "www.linkedin.com"],
      ["facebook", "www.facebook.com"],
    ]);
  });
});

describe("canonicalUrl", () => {
  it("is the site's real address and the path as the host serves it", () => {
    expect(canonicalUrl("/blog/3/", site.url)).toBe(`${site.url}/blog/3`);
    expect(canonicalUrl("/guides/html", site.url)).toBe(`${site.url}/guides/html`);
    expect(canonicalUrl("/", site.url)).toBe(`${site.url}/`);
    expect(canonicalUrl("", "https://amara.example/")).toBe("https://amara.example/");
  });
});
