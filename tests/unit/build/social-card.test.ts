import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { cardSvg, escapeXml, renderCard, wrapLines } from "@/build/social-card";

describe("social cards", () => {
  it("wraps titles at spaces into at most four lines, marking what is cut", () => {
    expect(wrapLines("My new post", 22, 4)).toEqual(["My new post"]);
    expect(
      wrapLines("Kitchen, Keyboard, Community: How I Actually Structure My Week", 27, 4),
    ).toEqual(["Kitchen, Keyboard,", "Community: How I Actually", "Structure My Week"]);
    const long = wrapLines("word ".repeat(60), 20, 4);
    expect(long).toHaveLength(4);
    expect(long[3]).toMatch(/…$/);
    expect(wrapLines("Supercalifragilisticexpialidocious", 10, 4)).toEqual([
      "Supercalifragilisticexpialidocious",
    ]);
  });

  it("escapes text for SVG", () => {
    expect(escapeXml(`Git & "GitHub" <b>`)).toBe("Git &amp; &quot;GitHub&quot; &lt;b&gt;");
    expect(
      cardSvg({ eyebrow: "Learning", title: "A & B", footer: "Amara Okafor", host: "x.example" }),
    ).toContain("A &amp; B");
  });

  it("renders a 1200×630 PNG", async () => {
    const png = await renderCard({
      eyebrow: "Social Impact (NGO)",
      title: "Plates of Hope: What Feeding 5,000 People Taught Me",
      footer: "Amara Okafor",
      host: "amara-okafor.example.com",
    });
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 1200, 630]);
  });

  it("keeps each card between builds under its SVG's hash, and draws a new one when its text changes", async () => {
    const dir = await mkdtemp(join(tmpdir(), "cards-"));
    try {
      const text = {
        eyebrow: "Technology",
        title: "One",
        footer: "Amara Okafor",
        host: "x.example",
      };
      const first = await renderCard(text, dir);
      expect(await readdir(join(dir, "social-cards"))).toHaveLength(1);
      expect((await renderCard(text, dir)).equals(first)).toBe(true);
      expect(await readdir(join(dir, "social-cards"))).toHaveLength(1);
      const other = await renderCard({ ...text, title: "Two" }, dir);
      expect(other.equals(first)).toBe(false);
      expect(await readdir(join(dir, "social-cards"))).toHaveLength(2);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
