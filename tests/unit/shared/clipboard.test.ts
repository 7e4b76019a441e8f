import { describe, expect, it, vi } from "vitest";
import { copyText } from "@/shared/clipboard";

describe("copyText", () => {
  it("copies with the Clipboard API", async () => {
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
