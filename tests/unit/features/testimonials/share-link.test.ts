import { describe, expect, it } from "vitest";
import { site } from "@/site/site";
import { SHARE_HASH, SHARE_PATH } from "@/features/testimonials/constants";
import { shareLink } from "@/features/testimonials/share-link";

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
