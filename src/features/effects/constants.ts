/**
 * The effects' constants of SPEC §9 (and ours): counters, motion, theme, web fonts, data saver.
 * The site's shared ones are in src/site/constants.ts.
 */
export const COUNTER_DURATION_MS = 2000;
export const IN_VIEW_THRESHOLD = 0.1;
/** How near the screen a counter is reset to 0, ready to count (src/features/effects/count-up.ts). */
export const COUNT_UP_NEAR = "200px";
/** The media query of a visitor who asked for reduced motion. */
export const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";
export const HERO_ANIMATION = { durationS: 1.5, staggerS: 0.2, delayS: 0.3 } as const;
/** Sections fade and slide in once when scrolled into view (ours; SPEC §4 gives no figures). */
export const REVEAL_ANIMATION = { durationMs: 700, distancePx: 32 } as const;
/**
 * Where the header toggle remembers the visitor's colour scheme ("light" or "dark"; absent: the
 * system setting). Read before the first paint by the inline script of BaseLayout.
 */
export const THEME_STORAGE_KEY = "theme";
/** sessionStorage: this tab has the web fonts, so a page asks for them before its first paint. */
export const FONTS_STORAGE_KEY = "fonts";
/**
 * Data-saver mode (src/features/effects/data-saver.ts). localStorage: the reader's choice from the footer's
 * switch ("on" or "off"; absent: the browser's own setting decides).
 */
export const DATA_SAVER_STORAGE_KEY = "data-saver";
/** On an image that comes at its smallest useful width while data saver is on. */
export const DATA_SAVER_IMAGE = "data-saver-image";
/** The footer's data-saver switch (DataSaverSwitch.astro) and its status line. */
export const DATA_SAVER_SWITCH = "[data-saver-switch]";
export const DATA_SAVER_STATUS = "[data-saver-status]";
/** Dispatched on the document when the reader presses the switch (detail: whether it is on). */
export const DATA_SAVER_CHANGE = "data-saver-change";
/** On a counter (count-up.ts) that data saver left as its server HTML: it did not count up. */
export const DATA_SAVER_SKIPPED = "data-saved";
