/**
 * Social cards (og:image): a 1200×630 PNG per post and per guide, drawn at build time as SVG in the
 * site's colours (ink background, paprika and saffron glow, cream type) and turned into PNG by
 * sharp. Text uses the serif and sans-serif fonts the build machine has (fontconfig); no web fonts
 * and no network, so the build is the same everywhere.
 */
import sharp from "sharp";
import { buildCacheDir, cacheKey, cached } from "./card-cache.ts";
import { CARD_COLORS } from "../site/palette.ts";

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

const COLORS = CARD_COLORS;

export interface CardText {
  /** Small capitals above the title, e.g. the post's category. */
  eyebrow: string;
  title: string;
  /** Bottom line, e.g. the author's name. */
  footer: string;
  /** Bottom right, e.g. the site's host name. */
  host: string;
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/**
 * Breaks `text` into at most `maxLines` lines of about `maxChars` characters at spaces; the last
 * line ends with "…" when text is left over.
 */
export function wrapLines(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = "";
  const words = text.split(/\s+/).filter(Boolean);
  for (const [i, word] of words.entries()) {
    const candidate = line ? `${line} ${word}` : word;
    if (candidate.length <= maxChars || !line) {
      line = candidate;
      continue;
    }
    lines.push(line);
    line = word;
    if (lines.length === maxLines) {
      const last = lines[maxLines - 1] ?? "";
      lines[maxLines - 1] = `${last.replace(/[\s,.:;!?-]+$/, "")}…`;
      return lines;
    }
    if (i === words.length - 1) break;
  }
  if (line) lines.push(line);
  return lines;
}

/** The card as SVG text. The title's size shrinks a step for long titles. */
export function cardSvg({ eyebrow, title, footer, host }: CardText): string {
  const long = title.length > 60;
  const size = long ? 60 : 72;
  // DejaVu Serif Bold (the fallback on Linux) is wide: ~0.62 em a character on average.
  const lines = wrapLines(title, long ? 27 : 22, 4);
  const lineHeight = Math.round(size * 1.18);
  const top = 150 + lineHeight;
  const tspans = lines
    .map((l, i) => `<tspan x="80" y="${top + i * lineHeight}">${escapeXml(l)}</tspan>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">
  <defs>
    <radialGradient id="glow1" cx="0.9" cy="0" r="0.8">
      <stop offset="0" stop-color="${COLORS.paprika}" stop-opacity="0.75"/>
      <stop offset="1" stop-color="${COLORS.paprika}" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="glow2" cx="0" cy="1" r="0.6">
      <stop offset="0" stop-color="${COLORS.saffron}" stop-opacity="0.35"/>
      <stop offset="1" stop-color="${COLORS.saffron}" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="100%" height="100%" fill="${COLORS.ink}"/>
  <rect width="100%" height="100%" fill="url(#glow1)"/>
  <rect width="100%" height="100%" fill="url(#glow2)"/>
  <rect x="80" y="80" width="72" height="8" rx="4" fill="${COLORS.saffron}"/>
  <text x="80" y="140" font-family="'DejaVu Sans', 'Liberation Sans', Arial, sans-serif" font-size="28" font-weight="700" letter-spacing="5" fill="${COLORS.saffron}">${escapeXml(eyebrow.toUpperCase())}</text>
  <text font-family="'DejaVu Serif', 'Liberation Serif', Georgia, serif" font-size="${size}" font-weight="700" fill="${COLORS.cream}">${tspans}</text>
  <text x="80" y="560" font-family="'DejaVu Serif', 'Liberation Serif', Georgia, serif" font-size="34" font-weight="700" fill="${COLORS.cream}">${escapeXml(footer)}<tspan fill="${COLORS.paprika}">.</tspan></text>
  <text x="1120" y="560" text-anchor="end" font-family="'DejaVu Sans', 'Liberation Sans', Arial, sans-serif" font-size="24" fill="${COLORS.cream}" fill-opacity="0.75">${escapeXml(host)}</text>
</svg>`;
}

/** How a card's PNG is encoded. */
const PNG_OPTIONS = { compressionLevel: 9 } as const;

/**
 * The card as PNG bytes. Kept between builds (src/build/card-cache.ts) under a hash of its SVG,
 * its PNG options and the versions of sharp and libvips that draw it. (The machine's fonts are
 * not in the key: a build cache made before installing other fonts is best cleared.)
 */
export async function renderCard(text: CardText, cacheDir = buildCacheDir()): Promise<Buffer> {
  const svg = cardSvg(text);
  const key = cacheKey(svg, JSON.stringify(PNG_OPTIONS), JSON.stringify(sharp.versions));
  return cached(cacheDir, "social-cards", key, () =>
    sharp(Buffer.from(svg)).png(PNG_OPTIONS).toBuffer(),
  );
}
