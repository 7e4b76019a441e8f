/**
 * The site's colours, written once. Each token has its light-scheme value and, when it differs,
 * its dark-scheme one. `src/styles/global.css` declares them as Tailwind theme colours
 * (`--color-<name>: light-dark(light, dark)`; tests/unit/site/palette.test.ts holds the two to the same
 * values), and everything drawn outside the browser's CSS reads them from here: the guides' PDFs,
 * the social cards and the browser's `theme-color`. No other file may repeat these literals.
 */
export interface Token {
  light: string;
  /** Omitted when the token is the same in both schemes. */
  dark?: string;
}

export const PALETTE = {
  ink: { light: "#1f1530", dark: "#f3ece2" },
  "ink-soft": { light: "#3a2d4f", dark: "#d9d0e3" },
  paprika: { light: "#b5390a", dark: "#ff9466" },
  "paprika-dark": { light: "#9a3412", dark: "#ffb38f" },
  saffron: { light: "#f59e0b" },
  "saffron-light": { light: "#fde68a", dark: "#fcd34d" },
  cream: { light: "#fdf6ec", dark: "#15111b" },
  "cream-deep": { light: "#f6e9d7", dark: "#1d1726" },
  leaf: { light: "#2f6b3f", dark: "#86d39a" },
  muted: { light: "#5b5266", dark: "#b3a8c2" },
  /* Raised surfaces (cards, fields) and the text on the paprika and leaf fills. */
  surface: { light: "#fff", dark: "#231c2d" },
  "on-accent": { light: "#fff", dark: "#15111b" },
  /* Errors and destructive confirmations: text, fill, border. */
  danger: { light: "#991b1b", dark: "#fca5a5" },
  "danger-soft": { light: "#fef2f2", dark: "#3b1219" },
  "danger-line": { light: "#fca5a5", dark: "#9f3a44" },
} as const satisfies Record<string, Token>;

export type TokenName = keyof typeof PALETTE;

/** The light scheme's value of every token (the ink bands, print and images use it). */
export const LIGHT = Object.fromEntries(
  Object.entries(PALETTE).map(([name, token]) => [name, token.light]),
) as { [Name in TokenName]: (typeof PALETTE)[Name]["light"] };

/** The browser's `theme-color` (BaseLayout): the ink of the dark bands (heroes, footer). */
export const THEME_COLOR = LIGHT.ink;

/** The guides' PDFs (src/features/guides/build/pdf.ts): the light tokens plus greys made for paper. */
export const PRINT_COLORS = {
  ink: LIGHT.ink,
  text: "#2b2238",
  muted: LIGHT.muted,
  faint: "#9a91a5",
  accent: LIGHT.paprika,
  link: LIGHT["paprika-dark"],
  rule: "#e4dfe9",
  codeBg: "#f4f2f6",
  codeBorder: "#e2dde8",
  inlineCodeBg: "#ede9f1",
} as const;

/** The social cards (src/build/social-card.ts): ink background, paprika and saffron, cream type. */
export const CARD_COLORS = {
  ink: LIGHT.ink,
  paprika: LIGHT.paprika,
  saffron: LIGHT.saffron,
  cream: LIGHT.cream,
} as const;

/** Every colour literal of this module, for the test that no other file repeats one. */
export const PALETTE_LITERALS: readonly string[] = [
  ...new Set([
    ...Object.values(PALETTE).flatMap((token: Token) => [token.light, token.dark ?? token.light]),
    ...Object.values(PRINT_COLORS),
  ]),
];
