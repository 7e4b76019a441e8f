/**
 * The brand marks (src/components/ui/SocialIcon.astro) are drawn inline on every page, in the
 * footer and the share block: simple-icons gives their paths to 3-4 decimals of a 24-unit box,
 * where a page shows them at 16-20 px. `compactIconPath` rounds them to two decimals with svgo:
 * 3.7 -> 2.3 KB of path, 0.6 KB less on the wire for every page. One decimal would halve them
 * again but moves 5 % of the Instagram mark's edges (tests/unit/components/icons.test.ts draws them).
 * Build-time only.
 */
import { optimize } from "svgo";

/** A 24x24 icon path, its coordinates rounded to `precision` decimals. */
export function compactIconPath(d: string, precision = 2): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="${d}"/></svg>`;
  const { data } = optimize(svg, { floatPrecision: precision, multipass: true });
  const path = /\sd="([^"]+)"/.exec(data)?.[1];
  if (!path) throw new Error(`svgo left no path of ${d.slice(0, 40)}...`);
  return path;
}
