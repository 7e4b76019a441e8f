/**
 * The outbox's constants (ours): what a visitor sent while offline, or whose send failed on the
 * network, is kept on the device and sent when the connection comes back (src/features/outbox/).
 */
export const OUTBOX_STORE = {
  /** The IndexedDB database of the origin that keeps them (never a Cache: they are not pages). */
  database: "outbox",
  version: 1,
  items: "items",
} as const;
/**
 * The localStorage key that says the outbox holds something: every page reads it (one read, no
 * code fetched) and fetches the outbox's code only when it is there (src/features/outbox/pending.ts).
 */
export const OUTBOX_FLAG = "outbox";
/** The background sync tag the pages register and the service worker answers (sync.ts). */
export const OUTBOX_SYNC_TAG = "outbox";
/** What the service worker tells the pages once it sent something (they show it: notice.ts). */
export const OUTBOX_CHANGED = "outbox-changed";
/**
 * A page that is online but could not send (the connection came back a moment after the `online`
 * event) tries again this long after, doubling each time, this many times.
 */
export const OUTBOX_RETRY = { firstMs: 5_000, times: 4 } as const;
/** The Web Lock every sender (each tab, the service worker) holds while it sends: one at a time. */
export const OUTBOX_LOCK = "outbox";
/**
 * Attempts that fail without a refusal (a server error, a failed upload, a fetch that fails while
 * the device says it is online) before an item is shown as refused instead of being tried again.
 * A failure while the device says it is offline does not count.
 */
export const OUTBOX_MAX_TRIES = 5;
/**
 * A fetch that fails while the device says it is online counts towards OUTBOX_MAX_TRIES at most
 * once in this many hours. A connection that says it is online and is not (the moment after the
 * `online` event, a captive portal) fails every few seconds and on every page; a block (the site's
 * Content-Security-Policy, a provider that no longer answers the site) fails for hours.
 */
export const OUTBOX_UNREACHABLE_GAP_HOURS = 1;
/** How long "Sent at ..." waits on the device for its form to show it (no content, a time). */
export const OUTBOX_RECEIPT_HOURS = 24;
/** How long an item that could not be sent stays on the device, counted from when it was kept. */
export const OUTBOX_KEEP_DAYS = 7;
/** How long a refused item stays on the device, counted from its refusal (shown with its reason). */
export const OUTBOX_REFUSED_HOURS = 24;
