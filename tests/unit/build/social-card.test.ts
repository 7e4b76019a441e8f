import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { CARD_COLORS } from "@/site/palette";
import {
  CARD_HEIGHT,
  CARD_WIDTH,
  layoutCard,
  renderCard,
  type CardText,
} from "@/build/social-card";

/**
 * A post card holding Yoruba and Hausa names: Ẹ̀ is Ẹ (U+1EB8) with a combining grave (U+0300),
 * ọ̀ is ọ (U+1ECD) with one, ọ́ ọ with a combining acute (U+0301), Ɗ is U+018A; none has a
 * precomposed form. Its reference image, tests/fixtures/social-card/adebayo-danjuma.png, was drawn
 * once by renderCard and checked by eye (each mark on its letter, the capital's grave above it, Ɗ
 * whole). After an intended change of the card's design, remake it with
 * `WRITE_CARD_REFERENCE=1 npx vitest run --project unit tests/unit/build/social-card.test.ts`
 * and look at it before committing.
 */
const YORUBA_HAUSA: CardText = {
  eyebrow: "Community",
  title: "Ẹ̀kọ́: Cooking Jollof with Adébáyọ̀ and Ɗanjuma for Ngozi's Class",
  footer: "Adébáyọ̀ Ɗanjuma",
  host: "amara-okafor.example.com",
};
const REFERENCE = new URL("../../fixtures/social-card/adebayo-danjuma.png", import.meta.url);

/** A pixel counts as different when one of its channels is off by more than this (of 255). */
const CHANNEL_TOLERANCE = 32;
/** At most this many different pixels (0.003 % of the card: edge antialiasing, not a glyph). */
const PIXEL_TOLERANCE = 20;

/** How many pixels of two cards differ by more than CHANNEL_TOLERANCE in a channel. */
async function differingPixels(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all(
    [a, b].map((png) => sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })),
  );
  expect([x!.info.width, x!.info.height]).toEqual([y!.info.width, y!.info.height]);
  let count = 0;
  for (let i = 0; i < x!.data.length; i += 3) {
    const off = [0, 1, 2].some(
      (c) => Math.abs(x!.data[i + c]! - y!.data[i + c]!) > CHANNEL_TOLERANCE,
    );
    if (off) count++;
  }
  return count;
}

describe("social cards", () => {
  it("renders a 1200×630 PNG", async () => {
    const png = await renderCard({
      eyebrow: "Social Impact (NGO)",
      title: "Plates of Hope: What Feeding 5,000 People Taught Me",
      footer: "Amara Okafor",
      host: "amara-okafor.example.com",
    });
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", CARD_WIDTH, CARD_HEIGHT]);
  });

  it("draws Ẹ̀kọ́, Adébáyọ̀ and Ɗanjuma as in its reference image, and a title without one grave differs", async () => {
    const png = await renderCard(YORUBA_HAUSA);
    if (process.env.WRITE_CARD_REFERENCE) await writeFile(REFERENCE, png);
    const reference = await readFile(REFERENCE);
    expect(await differingPixels(png, reference)).toBeLessThanOrEqual(PIXEL_TOLERANCE);
    // Only the grave over the title's ọ is missing here.
    const withoutGrave = await renderCard({
      ...YORUBA_HAUSA,
      title: YORUBA_HAUSA.title.replace("\u1ecd\u0300", "\u1ecd"),
    });
    expect(await differingPixels(withoutGrave, reference)).toBeGreaterThan(PIXEL_TOLERANCE * 10);
  });

  it("draws every glyph as a path: no <text> is left for the machine's fonts", async () => {
    const { svg } = await layoutCard(YORUBA_HAUSA);
    expect(svg).not.toMatch(/<text|font-family/);
    // The eyebrow's glyphs in saffron; the title's, the footer's and the host's in cream.
    const glyphs = (color: string) => svg.split(`<path fill="${color}"`).length - 1;
    expect(glyphs(CARD_COLORS.saffron)).toBe(1);
    expect(glyphs(CARD_COLORS.cream)).toBeGreaterThanOrEqual(3);
  });

  it("keeps a title that fits in four lines whole, and cuts a longer one after a word with an ellipsis", async () => {
    const text = { eyebrow: "Learning", footer: "Amara Okafor", host: "x.example" };
    const fits = "Responsive Web Design for Beginners: Sites That Work on Every Phone";
    expect((await layoutCard({ ...text, title: fits })).title).toBe(fits);
    for (const word of ["Kitchen,", "Adébáyọ̀"]) {
      const long = Array.from({ length: 40 }, () => word).join(" ");
      const { title } = await layoutCard({ ...text, title: long });
      expect(title).toMatch(/^\S+( \S+)+…$/u);
      expect(title).not.toMatch(/,…$/);
      expect(long.normalize("NFC").startsWith(title.slice(0, -1))).toBe(true);
      expect(title.length).toBeLessThan(long.length / 2);
    }
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
