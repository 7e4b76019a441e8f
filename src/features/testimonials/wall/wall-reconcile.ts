/**
 * How the wall's live read meets the cards the build put in its HTML (src/features/testimonials/build/wall-build.ts),
 * as plain functions of testimonial ids, so that what was built moves only when it must: a card
 * taken down leaves; the live first page (published since the build, featured since) is laid out
 * where that moves nothing the reader sees, or when she asks for it.
 */

/**
 * The wall's order once it follows the live first page (`live`: featured, then newest): the live
 * ones in their order, then the cards on the wall that the first page no longer holds (moved on by
 * newer ones; still published, or they would have left), in the order they stand.
 */
export function liveOrder(onWall: readonly string[], live: readonly string[]): string[] {
  const read = new Set(live);
  return [...live, ...onWall.filter((id) => !read.has(id))];
}

/** The first place where the wall (`onWall`) and `target` differ, or -1 when they agree. */
export function firstChange(onWall: readonly string[], target: readonly string[]): number {
  const length = Math.max(onWall.length, target.length);
  for (let i = 0; i < length; i++) if (onWall[i] !== target[i]) return i;
  return -1;
}

/**
 * The cards on the wall that the live first page does not hold: taken down since the build, or
 * only pushed to a later page by newer ones. Which, only their public copies tell.
 */
export function unconfirmed(onWall: readonly string[], live: readonly string[]): string[] {
  const read = new Set(live);
  return onWall.filter((id) => !read.has(id));
}
