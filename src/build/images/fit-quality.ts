/**
 * Finding the quality at which an image file fits under its byte cap (src/site/image-caps.ts).
 * Plain functions over an `encode(quality)` the caller gives, so the search is tested with a fake
 * encoder and used by the build with sharp (src/build/images/service.ts).
 */

/** An encoder's result: the file's bytes (its length is what counts). */
export interface Encoded {
  data: Uint8Array;
}

/** What the search did: the quality it kept, the file at that quality, and the encodes it ran. */
export interface Fitted<T extends Encoded> {
  quality: number;
  result: T;
  encodes: number;
}

/** The lowest quality tried; a file still over its cap there fails the build. */
export const MIN_QUALITY = 1;
/** A fitted file is kept once it is under its cap and at least this share of it. */
export const CLOSE_ENOUGH = 0.85;
/** At most this many guesses in a search (a real AVIF encode of a photo takes seconds). */
export const MAX_TRIES = 7;
/**
 * How much a file's size changes per quality step, as a log: AVIF and WebP files of photos lose
 * about 6% of their bytes per step down (a 1280 px photo in AVIF: 52 KB at 50, 15 KB at 30).
 * Only the first guess uses it; later ones interpolate between the sizes seen.
 */
const LOG_SIZE_PER_STEP = 0.06;

/** The size to aim at: a little under the cap, so that one guess usually lands under it. */
const aimAt = (cap: number) => cap * 0.93;

/**
 * The next quality to try, strictly between `under` (a quality known to fit, or MIN_QUALITY - 1
 * when none is) and `over` (one known not to), from the sizes seen: log-linear between the two
 * when both were encoded, else from the usual slope.
 */
export function nextQuality(
  over: { quality: number; size: number },
  under: { quality: number; size: number } | undefined,
  cap: number,
): number {
  const target = Math.log(aimAt(cap));
  let guess: number;
  if (under) {
    const slope = (Math.log(over.size) - Math.log(under.size)) / (over.quality - under.quality);
    guess = slope > 0 ? under.quality + (target - Math.log(under.size)) / slope : under.quality;
  } else {
    guess = over.quality - (Math.log(over.size) - target) / LOG_SIZE_PER_STEP;
  }
  const low = (under?.quality ?? MIN_QUALITY - 1) + 1;
  const high = over.quality - 1;
  return Math.min(high, Math.max(low, Math.floor(guess)));
}

/** The search below: from a file over its cap at `over`, the best fitting file it found. */
async function search<T extends Encoded>(
  encode: (quality: number) => Promise<T>,
  over: { quality: number; size: number },
  cap: number,
): Promise<{ best: { quality: number; size: number; result: T } | undefined; encodes: number }> {
  let best: { quality: number; size: number; result: T } | undefined;
  let encodes = 0;
  for (let tries = 0; tries < MAX_TRIES; tries++) {
    if (over.quality - (best?.quality ?? MIN_QUALITY - 1) <= 1) break;
    const quality = nextQuality(over, best, cap);
    const result = await encode(quality);
    encodes++;
    const size = result.data.length;
    if (size <= cap) {
      best = { quality, size, result };
      if (size >= cap * CLOSE_ENOUGH) break;
    } else {
      over = { quality, size };
    }
  }
  if (!best && over.quality > MIN_QUALITY) {
    // The tries ran out above every fitting quality: the lowest one decides.
    const result = await encode(MIN_QUALITY);
    encodes++;
    if (result.data.length <= cap)
      best = { quality: MIN_QUALITY, size: result.data.length, result };
  }
  return { best, encodes };
}

/**
 * Encodes at `start` (the quality asked for, or the encoder's default) and, when the file is over
 * `cap` bytes, searches the qualities below for the highest one it tried whose file fits: each
 * guess from the sizes seen so far, the range between a fitting and a failing quality shrinking
 * at every try. Stops at a fitting file of at least CLOSE_ENOUGH of the cap, when the range is
 * used up, or after MAX_TRIES. Throws when not even MIN_QUALITY fits (`name` says which file).
 *
 * With `estimate` (the same encoder at its fastest effort: AVIF's effort 0 is several times
 * quicker than the build's, and its files somewhat larger), the search runs on estimates,
 * against the cap scaled by how the two encoders' files compare at `start`; the quality it finds
 * is then encoded for real, and only a real file over its cap searches on with real encodes.
 */
export async function fitUnderCap<T extends Encoded>(
  encode: (quality: number) => Promise<T>,
  start: number,
  cap: number,
  name = "an image",
  estimate?: (quality: number) => Promise<Encoded>,
): Promise<Fitted<T>> {
  const first = await encode(start);
  if (first.data.length <= cap) return { quality: start, result: first, encodes: 1 };
  let over = { quality: start, size: first.data.length };
  let encodes = 1;
  if (estimate) {
    const rough = await estimate(start);
    const ratio = first.data.length / rough.data.length;
    const guessed = await search(
      estimate,
      { quality: start, size: rough.data.length },
      cap / ratio,
    );
    if (guessed.best) {
      const result = await encode(guessed.best.quality);
      encodes++;
      if (result.data.length <= cap) return { quality: guessed.best.quality, result, encodes };
      over = { quality: guessed.best.quality, size: result.data.length };
    }
  }
  const found = await search(encode, over, cap);
  encodes += found.encodes;
  if (!found.best) {
    throw new Error(
      `${name} does not fit under ${Math.round(cap / 1024)} KB even at quality ${MIN_QUALITY} ` +
        `(src/site/image-caps.ts)`,
    );
  }
  return { quality: found.best.quality, result: found.best.result, encodes };
}
