/**
 * What a guide's PDF is made from: the guide itself and the site details printed with it.
 */
export interface GuidePdfInput {
  course: string;
  title: string;
  description: string;
  /** "Month D, YYYY", e.g. "February 10, 2026". */
  updated: string;
  /** Raw Markdown body. */
  body: string;
}

export interface GuidePdfOptions {
  author: string;
  /** Site root, e.g. "https://example.com"; relative links in the guide resolve against it. */
  siteUrl: string;
  /** Absolute URL of the guide's web version. */
  webUrl: string;
}
