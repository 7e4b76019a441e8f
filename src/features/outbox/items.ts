/**
 * What the outbox keeps and how an attempt to send it changes it: plain data and pure functions,
 * unit-tested (tests/unit/features/outbox/items.test.ts). The store is store.ts, the sending
 * flush.ts; the service worker sends the form posts (sync.ts), the pages everything.
 */
import {
  OUTBOX_KEEP_DAYS,
  OUTBOX_MAX_TRIES,
  OUTBOX_RECEIPT_HOURS,
  OUTBOX_REFUSED_HOURS,
  OUTBOX_UNREACHABLE_GAP_HOURS,
} from "./constants";
import { outboxReasons } from "./messages";
import type { FormOutcome } from "@/shared/form-endpoint";

export type OutboxKind = "contact" | "newsletter" | "testimonial";

interface Kept {
  id: string;
  kind: OutboxKind;
  /** When it was kept (ms since the epoch): the notice names it by its kind and this time. */
  keptAt: number;
  /** Failed attempts that count (OUTBOX_MAX_TRIES): all but a refusal and a failure offline. */
  tries: number;
  /** When a fetch that failed while online last counted (OUTBOX_UNREACHABLE_GAP_HOURS). */
  unreachableAt?: number;
  /**
   * An attempt was made whose answer never came: it may have arrived. A testimonial then asks
   * whether its record is there before taking a refusal for one (docs/decisions.md, "Outbox").
   */
  unsure: boolean;
  /** Why it was refused (a validation error, the rules): shown, never tried again. */
  refused?: string;
  /** When it was refused (ms since the epoch): it is deleted OUTBOX_REFUSED_HOURS later. */
  refusedAt?: number;
}

/**
 * A form post (the contact form): JSON to a Formspree-compatible endpoint, the one the code that
 * sends it was built with (post.ts), never an address kept with it.
 */
export interface PostItem extends Kept {
  kind: "contact";
  body: Record<string, string>;
}

/**
 * A newsletter sign-up: the address, posted to the newsletter endpoint of the build that sends it
 * (src/features/newsletter/subscribe.ts), by a page only.
 */
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

/**
 * One attempt's outcome, as the form endpoint's client gives it (src/shared/form-endpoint.ts).
 * `retry` counts towards OUTBOX_MAX_TRIES unless it was the network.
 */
export type Outcome = FormOutcome;

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

/**
 * The common part of a new item. Nothing typed is in it: the notice is read by whoever holds the
 * phone next, so it names an item by its kind and when it was kept.
 */
export function kept(kind: OutboxKind, now = Date.now()) {
  return { id: deviceId(), kind, keptAt: now, tries: 0, unsure: false };
}

const HOUR = 3_600_000;

/**
 * What an attempt leaves: a receipt when it went; the item refused (with why, and when) when it
 * was refused or failed OUTBOX_MAX_TRIES times; else the item to try again. A network failure
 * counts only when the device says it is `online` after it, and then at most once every
 * OUTBOX_UNREACHABLE_GAP_HOURS: a fetch blocked by the site's Content-Security-Policy, or by a
 * provider that no longer answers the site, fails just as the network does, and would otherwise
 * be tried for ever. Offline, it is the connection, and is not counted.
 */
export function afterAttempt(
  item: OutboxItem,
  outcome: Outcome,
  { now = Date.now(), online = false }: { now?: number; online?: boolean } = {},
): OutboxEntry {
  if (outcome.status === "sent")
    return { id: item.id, kind: item.kind, sentAt: now, receipt: true };
  if (outcome.status === "refused") return { ...item, refused: outcome.reason, refusedAt: now };
  const last = item.unreachableAt;
  const uncounted =
    outcome.network &&
    (!online || (last !== undefined && now - last < OUTBOX_UNREACHABLE_GAP_HOURS * HOUR));
  // Send now on an item refused after OUTBOX_MAX_TRIES leaves it refused when it fails again.
  if (uncounted && item.tries < OUTBOX_MAX_TRIES) return item;
  const tries = uncounted ? item.tries : item.tries + 1;
  const next =
    outcome.network && !uncounted ? { ...item, tries, unreachableAt: now } : { ...item, tries };
  if (tries < OUTBOX_MAX_TRIES) return next;
  const reason = outcome.network ? outboxReasons.unreachable : outboxReasons.noReason;
  return { ...next, refused: reason, refusedAt: now };
}

/**
 * Whether the device no longer keeps an entry: a receipt OUTBOX_RECEIPT_HOURS after it went; an
 * item OUTBOX_KEEP_DAYS after it was kept, and a refused one OUTBOX_REFUSED_HOURS after its
 * refusal (from when it was kept when the refusal has no time) if that comes first.
 */
export function expired(entry: OutboxEntry, now = Date.now()): boolean {
  if (isReceipt(entry)) return now - entry.sentAt > OUTBOX_RECEIPT_HOURS * HOUR;
  if (now - entry.keptAt > OUTBOX_KEEP_DAYS * 24 * HOUR) return true;
  if (entry.refused === undefined) return false;
  return now - (entry.refusedAt ?? entry.keptAt) > OUTBOX_REFUSED_HOURS * HOUR;
}
