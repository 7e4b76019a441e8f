/**
 * The site's texts of SPEC §8 (and the fixed texts of SPEC §2 states) that are no feature's: the
 * 404 page's, and the forms' shared parts. Each feature keeps its own, verbatim, in
 * src/features/<name>/messages.ts; the code loader's are in src/runtime/messages.ts. Components and
 * tests import them from their home; never retype them. docs/requirements.md names each text as
 * `<export>.<key>`, e.g. `notFoundMessages.title`.
 */
/** The 404 page (src/pages/404.astro). */
export const notFoundMessages = {
  title: "404 - Page Not Found",
  text: "The page you're looking for doesn't exist or has been moved.",
  home: "Return to Home",
} as const;
/** What several features' forms share (src/shared/react/Honeypot.tsx). */
export const formMessages = {
  /** The honeypot's label, read only by bots (the field is hidden from people). */
  honeypot: "Leave this field empty",
} as const;
