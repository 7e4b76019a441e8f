// Statistics the measuring tools share.

/**
 * The median of a non-empty list of numbers: the middle value, or the mean of the two middle
 * values of an even count.
 * @param {readonly number[]} values
 * @returns {number}
 */
export function median(values) {
  if (!values.length) throw new Error("The median of no values");
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const at = (/** @type {number} */ i) => /** @type {number} */ (sorted[i]);
  return sorted.length % 2 ? at(mid) : (at(mid - 1) + at(mid)) / 2;
}
