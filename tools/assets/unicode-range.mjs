// CSS unicode-range values and code points, both ways (tools/assets/make-fonts.mjs writes them;
// tests/unit/tools/assets/fonts.test.ts reads src/styles/fonts.css with them).

/**
 * Every code point of a CSS unicode-range ("U+0000-00FF, U+0131, ...").
 * @param {string} range
 * @returns {number[]}
 */
export function codePoints(range) {
  return range.split(",").flatMap((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, "").split("-");
    const start = parseInt(from, 16);
    const end = parseInt(to, 16);
    return Array.from({ length: end - start + 1 }, (_, i) => start + i);
  });
}

/**
 * A CSS unicode-range for a set of code points, in order, runs written as ranges.
 * @param {Iterable<number>} points
 * @returns {string}
 */
export function unicodeRange(points) {
  const sorted = [...new Set(points)].sort((a, b) => a - b);
  const hex = (/** @type {number} */ n) => n.toString(16).toUpperCase().padStart(4, "0");
  const parts = [];
  for (let i = 0; i < sorted.length; i++) {
    const start = sorted[i];
    while (sorted[i + 1] === sorted[i] + 1) i++;
    parts.push(start === sorted[i] ? `U+${hex(start)}` : `U+${hex(start)}-${hex(sorted[i])}`);
  }
  return parts.join(", ");
}
