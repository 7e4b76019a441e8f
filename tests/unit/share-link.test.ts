import { describe, expect, it, vi } from "vitest";
import { site } from "@/data/site";
import { SHARE_HASH, SHARE_PATH } from "@/lib/constants";
import { copyText, shareLink } from "@/lib/testimonials/share-link";

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

  it("is copied with the Clipboard API", async () => {
    const writeText = vi.fn(async () => {});
    expect(await copyText("https://amara.example/testimonials#share", { writeText })).toBe(true);
    expect(writeText).toHaveBeenCalledWith("https://amara.example/testimonials#share");
  });

  it("reports false without a Clipboard API, or when the browser refuses", async () => {
    expect(await copyText("x", undefined)).toBe(false);
    const refused = async () => {
      throw new DOMException("Write permission denied.", "NotAllowedError");
    };
    expect(await copyText("x", { writeText: refused })).toBe(false);
  });
});
