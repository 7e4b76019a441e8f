/**
 * When the wall (wall.ts) reads again after a read that could not reach the server: a growing
 * wait, cut short by the browser's `online` event. Not every browser that lost its connection
 * says so (a phone on a network that carries nothing still believes it is online), so the wait
 * alone also brings the next read.
 */
import { WALL_RETRY_MS } from "@/features/testimonials/constants";

/** The wait after the `failures`-th read in a row (from 1) that could not reach the server. */
export const retryDelay = (failures: number): number =>
  Math.min(WALL_RETRY_MS.most, WALL_RETRY_MS.first * 2 ** (failures - 1));

/**
 * Whether a read's error means the server could not be reached (offline, a dropped connection),
 * not that it answered with a refusal: Firestore's "unavailable" (its errors read
 * `FirestoreError: [code=unavailable]: ...`), or a failed fetch.
 */
export const unreachable = (error: unknown, online: boolean): boolean =>
  !online || /unavailable|fetch|network/i.test(String(error));

/** Resolves after `ms`, or as soon as the browser says it is back online. */
export function untilRetry(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      removeEventListener("online", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    addEventListener("online", done);
  });
}
