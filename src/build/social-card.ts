/**
 * Social cards (og:image): a 1200×630 PNG per post and per guide, drawn at build time in the site's
 * colours (ink background, paprika and saffron glow, cream type) and faces: Fraunces for the title,
 * Inter for the rest, read from the static fontsource packages' WOFF files (their Latin, Latin
 * Extended and Vietnamese subsets). satori lays the card out and writes it as SVG with every glyph
 * as a path; sharp turns that into PNG. No system font is involved, so a card is the same on any
 * machine.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { createElement as h, type ReactNode } from "react";
import satori, { type Font } from "satori";
import sharp from "sharp";
import { buildCacheDir, cacheKey, cached } from "./card-cache.ts";
import { CARD_COLORS as COLORS } from "../site/palette.ts";

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

export interface CardText {
  /** Small capitals above the title, e.g. the post's category. */
  eyebrow: string;
  title: string;
  /** Bottom line, e.g. the author's name. */
  footer: string;
  /** Bottom right, e.g. the site's host name. */
  host: string;
}

/** fontsource's subsets given to satori: together they hold Yoruba's and Hausa's letters. */
const SUBSETS = ["latin", "latin-ext", "vietnamese"] as const;
const FACES = [
  { family: "Fraunces", weight: 600 },
  { family: "Inter", weight: 400 },
  { family: "Inter", weight: 600 },
] as const;

/**
 * A family's font-family list: one name per subset (satori picks one font per name and weight,
 * so each subset is its own family; a character missing from one is looked up in the next).
 */
function family(name: (typeof FACES)[number]["family"]): string {
  return SUBSETS.map((subset) => `${name}-${subset}`).join(", ");
}
const SANS = family("Inter");
/** Fraunces has no Ɗ (U+018A): the title takes it from Inter. */
const DISPLAY = `${family("Fraunces")}, ${SANS}`;

let fonts: Promise<Font[]> | undefined;

/** The faces' files, read once per process. */
function loadFonts(): Promise<Font[]> {
  const require = createRequire(import.meta.url);
  fonts ??= Promise.all(
    FACES.flatMap(({ family: name, weight }) =>
      SUBSETS.map(async (subset): Promise<Font> => {
        const pkg = name.toLowerCase();
        const file = `@fontsource/${pkg}/files/${pkg}-${subset}-${weight}-normal.woff`;
        const data = await readFile(require.resolve(file));
        return { name: `${name}-${subset}`, data, weight, style: "normal" };
      }),
    ),
  );
  return fonts;
}

/** The title's lines at most; a longer title is cut after a word and ends with "…". */
const MAX_TITLE_LINES = 4;
const TITLE_LINE_HEIGHT = 1.18;

const graphemes = new Intl.Segmenter("und", { granularity: "grapheme" });
const MARK = /\p{M}/u;

/**
 * One grapheme in the form satori draws right. In NFC, a letter with a precomposed form (é, ń,
 * ǹ) is one character. A letter with marks and none, such as Yoruba's ọ̀ (ọ + U+0300), is written
 * as its letter composed with its last mark (the one above), then the others (ò + U+0323: the same
 * text under Unicode normalisation). Inter then draws the mark below with no vertical offset:
 * satori moves a mark by HarfBuzz's vertical offset the wrong way, which sinks the grave of a
 * capital Ọ̀ written as Ọ + U+0300 into its letter.
 */
function drawable(grapheme: string): string {
  const nfc = grapheme.normalize("NFC");
  if (!MARK.test(nfc)) return nfc;
  const [letter = "", ...marks] = nfc.normalize("NFD");
  const composed = (letter + marks.at(-1)).normalize("NFC");
  const form = composed + marks.slice(0, -1).join("");
  return [...composed].length === 1 && form.normalize("NFC") === nfc ? form : nfc;
}

/** `text` with each grapheme in its drawable form. */
function prepare(text: string): string {
  return Array.from(graphemes.segment(text), ({ segment }) => drawable(segment)).join("");
}

/**
 * The title as satori's children. Fraunces positions no combining mark (its fonts have no mark
 * attachment) and has no U+0323: a letter still written with a mark is drawn in Inter, which
 * places the mark on its letter.
 */
function titleRuns(title: string): ReactNode[] {
  const runs: ReactNode[] = [];
  let plain = "";
  for (const { segment } of graphemes.segment(title)) {
    if (!MARK.test(segment)) {
      plain += segment;
      continue;
    }
    if (plain) runs.push(plain);
    plain = "";
    runs.push(h("span", { key: runs.length, style: { fontFamily: SANS } }, segment));
  }
  if (plain) runs.push(plain);
  return runs;
}

function rgba(hex: string, alpha: number): string {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

function glow(color: string, alpha: number, shape: string): string {
  return `radial-gradient(${shape}, ${rgba(color, alpha)}, ${rgba(color, 0)})`;
}

/** The card's elements; `titleSize` is the title's font size in px. */
function card({ eyebrow, title, footer, host }: CardText, titleSize: number): ReactNode {
  return h(
    "div",
    {
      style: {
        display: "flex",
        flexDirection: "column",
        width: "100%",
        height: "100%",
        boxSizing: "border-box",
        padding: "80px 80px 62px",
        backgroundColor: COLORS.ink,
        backgroundImage: [
          glow(COLORS.paprika, 0.75, "ellipse 960px 504px at 1080px 0px"),
          glow(COLORS.saffron, 0.35, "ellipse 720px 378px at 0px 630px"),
        ].join(", "),
        color: COLORS.cream,
        fontFamily: SANS,
      },
    },
    h("div", {
      style: { width: 72, height: 8, flexShrink: 0, borderRadius: 4, background: COLORS.saffron },
    }),
    h(
      "div",
      {
        style: {
          marginTop: 26,
          fontSize: 28,
          fontWeight: 600,
          letterSpacing: 5,
          textTransform: "uppercase",
          color: COLORS.saffron,
        },
      },
      eyebrow,
    ),
    h(
      "div",
      {
        "data-card": "title",
        style: {
          marginTop: 14,
          flexShrink: 0,
          fontFamily: DISPLAY,
          fontWeight: 600,
          fontSize: titleSize,
          lineHeight: TITLE_LINE_HEIGHT,
        },
      },
      ...titleRuns(title),
    ),
    h(
      "div",
      {
        style: {
          display: "flex",
          marginTop: "auto",
          justifyContent: "space-between",
          alignItems: "flex-end",
        },
      },
      h(
        "div",
        { style: { fontSize: 34, fontWeight: 600 } },
        footer,
        h("span", { style: { color: COLORS.paprika } }, "."),
      ),
      h("div", { style: { fontSize: 24, opacity: 0.75 } }, host),
    ),
  );
}

/** The card drawn by satori, and how many lines its title took. */
async function draw(text: CardText, titleSize: number): Promise<{ svg: string; lines: number }> {
  let titleHeight = 0;
  const svg = await satori(card(text, titleSize), {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: await loadFonts(),
    onNodeDetected: (node) => {
      if (node.props["data-card"] === "title") titleHeight = node.height;
    },
  });
  return { svg, lines: Math.round(titleHeight / (titleSize * TITLE_LINE_HEIGHT)) };
}

/**
 * The card as SVG (text as paths) and the title it shows (in NFC): the whole title, or, when it
 * takes more than four lines, its longest run of whole words that fits with "…". Long titles
 * (over 60 characters) are set a step smaller.
 */
export async function layoutCard(text: CardText): Promise<{ svg: string; title: string }> {
  const card = {
    eyebrow: prepare(text.eyebrow),
    title: prepare(text.title),
    footer: prepare(text.footer),
    host: text.host,
  };
  const size = text.title.normalize("NFC").length > 60 ? 60 : 72;
  const whole = await draw(card, size);
  if (whole.lines <= MAX_TITLE_LINES) return { svg: whole.svg, title: text.title.normalize("NFC") };
  const words = card.title.split(/\s+/);
  const cut = (count: number) =>
    `${words
      .slice(0, count)
      .join(" ")
      .replace(/[\s,.:;!?-]+$/, "")}…`;
  // The longest fitting prefix, by halving [fits, doesn't fit).
  let [low, high] = [1, words.length];
  let best = await draw({ ...card, title: cut(1) }, size);
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    const attempt = await draw({ ...card, title: cut(middle) }, size);
    if (attempt.lines <= MAX_TITLE_LINES) [low, best] = [middle, attempt];
    else high = middle;
  }
  return { svg: best.svg, title: cut(low).normalize("NFC") };
}

/** How a card's PNG is encoded. */
const PNG_OPTIONS = { compressionLevel: 9 } as const;

/**
 * The card as PNG bytes. Kept between builds (src/build/card-cache.ts) under a hash of its SVG
 * (which holds every glyph's outline, so other fonts or another layout make another key), its PNG
 * options and the versions of sharp and libvips that draw it.
 */
export async function renderCard(text: CardText, cacheDir = buildCacheDir()): Promise<Buffer> {
  const { svg } = await layoutCard(text);
  const key = cacheKey(svg, JSON.stringify(PNG_OPTIONS), JSON.stringify(sharp.versions));
  return cached(cacheDir, "social-cards", key, () =>
    sharp(Buffer.from(svg)).png(PNG_OPTIONS).toBuffer(),
  );
}
