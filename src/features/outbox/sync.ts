/**
 * The service worker's part of the outbox (registered by src/features/offline/worker.ts): where the
 * browser has background sync, the form posts kept by a page (keep.ts registers OUTBOX_SYNC_TAG)
 * are sent when the connection comes back, even with no page open. A testimonial is sent from a
 * page: under App Check it needs a token only a page can make. Still due after the attempt, the
 * sync fails, and the browser tries it again later.
 *
 * A post goes to the endpoint of the build the worker belongs to, never to an address kept with
 * it: `__OUTBOX_CONTACT_ENDPOINT__`, a constant the worker's build defines
 * (src/build/worker-precache.ts). A worker built without it sends no post, and leaves them to the
 * pages, which send with their own build's endpoint; it still drops what expired.
 */
import { OUTBOX_CHANGED, OUTBOX_SYNC_TAG } from "./constants";
import { flush, type Deliverers } from "./flush";
import { isDue } from "./items";
import { contactDeliverer } from "./post";

interface SyncEvent extends Event {
  tag: string;
  waitUntil(promise: Promise<unknown>): void;
}
declare const self: {
  addEventListener(type: "sync", listener: (event: SyncEvent) => void): void;
  clients: { matchAll(): Promise<ReadonlyArray<{ postMessage(message: unknown): void }>> };
};
declare const __OUTBOX_CONTACT_ENDPOINT__: string | undefined;

/** The worker's deliverers: the contact form's posts to `endpoint`, or none without one. */
export function workerDeliverers(
  endpoint: string | undefined,
  fetchImpl: typeof fetch = fetch,
): Deliverers {
  return endpoint ? { contact: async () => contactDeliverer(endpoint, fetchImpl) } : {};
}

export async function sendPosts(): Promise<void> {
  const endpoint =
    typeof __OUTBOX_CONTACT_ENDPOINT__ === "string" ? __OUTBOX_CONTACT_ENDPOINT__ : undefined;
  const left = await flush(workerDeliverers(endpoint));
  // The open pages show what went (a receipt each).
  for (const client of await self.clients.matchAll()) client.postMessage(OUTBOX_CHANGED);
  if (endpoint && left.some((e) => isDue(e) && e.kind === "contact"))
    throw new Error("Posts still due");
}

export function answerOutboxSync(): void {
  self.addEventListener("sync", (event) => {
    if (event.tag === OUTBOX_SYNC_TAG) event.waitUntil(sendPosts());
  });
}
