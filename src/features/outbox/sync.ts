/**
 * The service worker's part of the outbox (registered by src/features/offline/worker.ts): where the
 * browser has background sync, the form posts kept by a page (keep.ts registers OUTBOX_SYNC_TAG)
 * are sent when the connection comes back, even with no page open. A testimonial is sent from a
 * page: under App Check it needs a token only a page can make. Still due after the attempt, the
 * sync fails, and the browser tries it again later.
 */
import { OUTBOX_CHANGED, OUTBOX_SYNC_TAG } from "./constants";
import { flush } from "./flush";
import { isDue } from "./items";
import { outboxMessages } from "./messages";
import { postForm } from "./post";

interface SyncEvent extends Event {
  tag: string;
  waitUntil(promise: Promise<unknown>): void;
}
declare const self: {
  addEventListener(type: "sync", listener: (event: SyncEvent) => void): void;
  clients: { matchAll(): Promise<ReadonlyArray<{ postMessage(message: unknown): void }>> };
};

export async function sendPosts(): Promise<void> {
  const left = await flush({
    contact: async () => (item) =>
      item.kind === "contact"
        ? postForm(item.url, item.body, outboxMessages.noReason)
        : Promise.resolve({ status: "retry", network: false }),
  });
  // The open pages show what went (a receipt each).
  for (const client of await self.clients.matchAll()) client.postMessage(OUTBOX_CHANGED);
  if (left.some((e) => isDue(e) && e.kind === "contact")) throw new Error("Posts still due");
}

export function answerOutboxSync(): void {
  self.addEventListener("sync", (event) => {
    if (event.tag === OUTBOX_SYNC_TAG) event.waitUntil(sendPosts());
  });
}
