/**
 * The outbox's code, fetched by a page only when the outbox holds something (pending.ts) or the
 * visitor turns to a form (keep.ts): it keeps what a form hands it, sends what is due (now, and
 * whenever the connection comes back), each kind by its deliverer (the testimonials' from their
 * own entry, with Firestore), and shows it all in the forms' notices (notice.ts). An on-demand
 * entry (src/runtime/on-demand.ts): what it lends the forms it puts in outboxGlobal.
 */
import { subscribe } from "@/features/newsletter";
import { runOnDemand } from "@/runtime/on-demand";
import { contactEndpoint, newsletterEndpoint } from "@/site/config";
import { newsletterOn, offlineReadingOn } from "@/site/features";
import { OUTBOX_CHANGED, OUTBOX_RETRY, OUTBOX_SYNC_TAG } from "./constants";
import { flush, type Deliverers } from "./flush";
import { outboxGlobal } from "./global";
import { isDue, type OutboxEntry, type OutboxItem } from "./items";
import { sendingDone, showOutbox, showSending } from "./notice";
import { contactDeliverer } from "./post";
import { putEntry } from "./store";

const deliverers: Deliverers = {
  // This build's endpoint: the one its Content-Security-Policy lets the page reach.
  contact: async () => contactDeliverer(contactEndpoint),
  // This build's newsletter endpoint too (Buttondown's embed-subscribe, src/site/config.ts); none
  // when the newsletter is switched off (src/site/site.ts).
  ...(newsletterOn
    ? {
        newsletter: async () => async (item: OutboxItem) =>
          item.kind === "newsletter"
            ? subscribe(newsletterEndpoint, item.email)
            : ({ status: "retry", network: false } as const),
      }
    : {}),
  testimonial: async () => {
    const url = outboxGlobal.outboxUrls?.testimonial;
    if (url) await runOnDemand(url);
    const deliver = outboxGlobal.outboxDeliverTestimonial;
    if (!deliver) throw new Error("No testimonial deliverer on this page");
    return deliver;
  },
};

interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

let retries = 0;
let retry: ReturnType<typeof setTimeout> | undefined;

/**
 * Online yet still due (the connection came back a moment after the `online` event): tried again
 * OUTBOX_RETRY.firstMs later, doubling, OUTBOX_RETRY.times times at most.
 */
function retryLater(left: readonly OutboxEntry[]): void {
  clearTimeout(retry);
  if (!left.some(isDue) || !navigator.onLine || retries >= OUTBOX_RETRY.times) return;
  retry = setTimeout(() => void sendAll().catch(() => {}), OUTBOX_RETRY.firstMs * 2 ** retries++);
}

/** Sends what is due (`only`: that item, even refused) and shows what is left. */
async function sendAll(only?: string): Promise<void> {
  try {
    const left = await flush(deliverers, { ...(only ? { only } : {}), onSending: showSending });
    sendingDone();
    await showOutbox(left);
    retryLater(left);
  } catch (error) {
    sendingDone();
    await showOutbox();
    throw error;
  }
}

async function keep(item: OutboxItem): Promise<void> {
  await putEntry(item);
  await showOutbox(undefined, [item.kind]);
  // The service worker sends it even with no page open, where the browser has background sync
  // (none with offline reading switched off: then the pages send it).
  if (item.kind !== "contact" || !offlineReadingOn) return;
  void navigator.serviceWorker?.ready
    .then((r) => (r as SyncRegistration).sync?.register(OUTBOX_SYNC_TAG))
    .catch(() => {});
}

outboxGlobal.outboxKeep = keep;
outboxGlobal.outboxSendAll = sendAll;
addEventListener("online", () => {
  retries = 0;
  void sendAll().catch(() => {});
});
// What the service worker sent (background sync) is shown as sent here too.
navigator.serviceWorker?.addEventListener("message", (event) => {
  if (event.data === OUTBOX_CHANGED) void showOutbox().catch(() => {});
});
void sendAll().catch(() => {});
