import { describe, expect, it } from "vitest";
import { site } from "@/site/site";
import { SHARE_HASH, SHARE_PATH } from "@/features/testimonials/constants";
import { shareLink, whatsAppRequest } from "@/features/testimonials/submit";

describe("the link that asks for a testimonial", () => {
  it("is /testimonials#share on the site's real address", () => {
    expect(SHARE_PATH).toBe(`/testimonials#${SHARE_HASH}`);
    expect(shareLink(site.url)).toBe(`${site.url}/testimonials#share`);
    expect(shareLink("https://amara.example/")).toBe("https://amara.example/testimonials#share");
    // One per area: the form opens with it chosen.
    expect(shareLink("https://amara.example/", "culinary")).toBe(
      "https://amara.example/testimonials/culinary#share",
    );
  });
});

describe("Send on WhatsApp", () => {
  it("is a wa.me link without a number, her request typed in with the link at its end", () => {
    const link = "https://amara.example/testimonials/culinary#share";
    const url = new URL(whatsAppRequest(link));
    expect(url.origin + url.pathname).toBe("https://wa.me/");
    expect(url.searchParams.get("text")).toBe(
      `Hello! Thank you again for working with me. Would you write a few words about it for my website? It takes two minutes, and this link opens the form: ${link}`,
    );
    // The "#" of the link is part of the text, not the address's fragment.
    expect(url.hash).toBe("");
  });
});
