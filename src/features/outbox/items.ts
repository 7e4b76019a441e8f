/**
 * What the outbox keeps and how an attempt to send it changes it: plain data and pure functions,
 * unit-tested (tests/unit/features/outbox/items.test.ts). The store is store.ts, the sending
 * flush.ts; the service worker sends the form posts (sync.ts), the pages everything.
 */
import { OUTBOX_MAX_TRIES, OUTBOX_RECEIPT_HOURS } from "./constants";

export type OutboxKind = "contact" | "newsletter" | "testimonial";

interface Kept {
  id: string;
  kind: OutboxKind;
  /** When it was kept (ms since the epoch). */
  keptAt: number;
  /** What the notice names it by: a subject, an address, a name. */
  label: string;
  /** Attempts answered by something other than a success, a refusal or a network failure. */
  tries: number;
  /**
   * An attempt was made whose answer never came: it may have arrived. A testimonial then asks
   * whether its record is there before taking a refusal for one (docs/decisions.md, "Outbox").
   */
  unsure: boolean;
  /** Why it was refused (a validation error, the rules): shown, never tried again. */
  refused?: string;
}

/** A form post (the contact form): JSON to a Formspree-compatible endpoint. */
export interface PostItem extends Kept {
  kind: "contact";
  url: string;
  body: Record<string, string>;
}

/** A newsletter sign-up (simulated, SPEC §7). */
export interface SignUpItem extends Kept {
  kind: "newsletter";
  email: string;
}

/**
 * A testimonial: its record's id, chosen on the device (a retry writes the same document, never a
 * second one), its fields, and its photo: the uploaded address, or what is still to upload (the
 * picked file, or an image address for Cloudinary to fetch).
 */
export interface TestimonialItem extends Kept {
  kind: "testimonial";
  docId: string;
  fields: Record<string, unknown>;
  image: string | null;
  photo: Blob | string | null;
}

export type OutboxItem = PostItem | SignUpItem | TestimonialItem;

/** What is left of an item once it went: when, and nothing of what it said. */
export interface Receipt {
  id: string;
  kind: OutboxKind;
  sentAt: number;
  receipt: true;
}

export type OutboxEntry = OutboxItem | Receipt;

/** One attempt's outcome. `retry` counts towards OUTBOX_MAX_TRIES unless it was the network. */
export type Outcome =
  | { status: "sent" }
  | { status: "retry"; network: boolean }
  | { status: "refused"; reason: string };

export const isReceipt = (entry: OutboxEntry): entry is Receipt => "receipt" in entry;

/** Waiting to be sent: not a receipt, not refused. */
export const isDue = (entry: OutboxEntry): entry is OutboxItem =>
  !isReceipt(entry) && entry.refused === undefined;

/** A Firestore-style id (20 letters and digits from the device's random source). */
export function deviceId(
  random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  // 248 = 4 * 62: bytes above it are drawn again, so every letter is as likely.
  let id = "";
  while (id.length < 20) {
    for (const byte of random(new Uint8Array(40))) {
      if (byte < 248 && id.length < 20) id += alphabet[byte % 62];
    }
  }
  return id;
}

/** The common part of a new item. */
export function kept(kind: OutboxKind, label: string, now = Date.now()) {
  return { id: deviceId(), kind, keptAt: now, label, tries: 0, unsure: false };
}

/**
 * What an attempt leaves: a receipt when it went, the item refused (with why) when it was refused
 * or failed OUTBOX_MAX_TRIES times, else the item to try again (a network failure not counted).
 */
export function afterAttempt(
  item: OutboxItem,
  outcome: Outcome,
  fallbackReason: string,
  now = Date.now(),
): OutboxEntry {
  if (outcome.status === "sent")
    return { id: item.id, kind: item.kind, sentAt: now, receipt: true };
  if (outcome.status === "refused") return { ...item, refused: outcome.reason };
  if (outcome.network) return item;
  const tries = item.tries + 1;
  return tries >= OUTBOX_MAX_TRIES
    ? { ...item, tries, refused: fallbackReason }
    : { ...item, tries };
}

/** A receipt older than OUTBOX_RECEIPT_HOURS: dropped, shown or not. */
export const receiptExpired = (receipt: Receipt, now = Date.now()) =>
  now - receipt.sentAt > OUTBOX_RECEIPT_HOURS * 3_600_000;

/**
 * The reason a Formspree-compatible endpoint gives for refusing a post: its `errors` (field and
 * message), else its `error`, else null.
 */
export function formReason(body: unknown): string | null {
  if (typeof body !== "object" || body === null) return null;
  const { errors, error } = body as { errors?: unknown; error?: unknown };
  if (Array.isArray(errors)) {
    const parts = errors
      .map((e: { field?: unknown; message?: unknown }) =>
        [e?.field, e?.message].filter((p) => typeof p === "string" && p).join(" "),
      )
      .filter(Boolean);
    if (parts.length) return parts.join(", ");
  }
  return typeof error === "string" && error ? error : null;
}

/**
 * What an endpoint's answer means: 2xx sent; a timeout, too many requests or a server error
 * (408, 429, 5xx) try again; any other refusal (a validation error, 422) is final.
 */
export function postOutcome(status: number, body: unknown, fallbackReason: string): Outcome {
  if (status >= 200 && status < 300) return { status: "sent" };
  if (status === 408 || status === 429 || status >= 500) return { status: "retry", network: false };
  return { status: "refused", reason: formReason(body) ?? fallbackReason };
}
