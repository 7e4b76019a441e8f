// Whether the testimonials a page was built with changed since the live site was built: the stamp
// a build writes into Expertise and each wall (data-featured-stamp, src/features/testimonials/build/featured-build.ts
// featuredStamp) of a fresh build against the live page's (tools/ops/featured-check.mjs).

/** The featured stamp of an Expertise page's HTML, or null when it has none. @param {string} html */
export function stampOf(html) {
  return /data-featured-stamp="([0-9a-f]{16})"/.exec(html)?.[1] ?? null;
}

/**
 * { changed, reason } from the fresh build's stamp and the live page's (null: unreadable or an
 * older build without one, which a deploy brings up to date).
 * @param {string | null} built
 * @param {string | null} live
 */
export function featuredChanged(built, live) {
  if (!built) throw new Error("The fresh build's page has no featured stamp.");
  if (!live)
    return {
      changed: true,
      reason: "the live page has no featured stamp (or could not be read)",
    };
  if (built !== live)
    return {
      changed: true,
      reason: `its testimonials changed (${live} live, ${built} now)`,
    };
  return { changed: false, reason: `its testimonials are as live (${live})` };
}
