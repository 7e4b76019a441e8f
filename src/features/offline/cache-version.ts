/**
 * Which caches an activating service worker removes (src/features/offline/worker.ts): those an
 * older worker left that this one does not use (its own caches of another OFFLINE_CACHE_VERSION,
 * or names it never had). Workbox's precache is left to Workbox (cleanupOutdatedCaches), which
 * knows its own versions. docs/decisions.md, "Offline reading".
 */
import { OFFLINE_CACHES, OFFLINE_LEDGER } from "@/features/offline/constants";

/** The caches this worker uses, besides Workbox's precache. */
export const CURRENT_CACHES: readonly string[] = [
  ...Object.values(OFFLINE_CACHES),
  OFFLINE_LEDGER.cache,
];

/** Workbox's precache ("workbox-precache-v2-<scope>", and older Workbox versions' "-precache-"). */
const WORKBOX_PRECACHE = /-precache-/;

/** The names among `names` (the origin's caches) that the activating worker removes. */
export function outdatedCaches(
  names: readonly string[],
  current: readonly string[] = CURRENT_CACHES,
): string[] {
  return names.filter((name) => !current.includes(name) && !WORKBOX_PRECACHE.test(name));
}

/** Removes the caches `outdatedCaches` names; resolves with their names. Run on activate. */
export async function removeOutdatedCaches(): Promise<string[]> {
  const outdated = outdatedCaches(await caches.keys());
  await Promise.all(outdated.map((name) => caches.delete(name)));
  return outdated;
}
