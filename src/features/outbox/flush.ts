/**
 * Sends what the outbox holds, one sender at a time: every tab and the service worker take the
 * same Web Lock (OUTBOX_LOCK) and read the store inside it, so an item is never sent by two at
 * once, and what one sent (a receipt now) the next does not send again. Each kind has its
 * deliverer: a page has all three, the service worker the form posts only (sync.ts).
 */
import { OUTBOX_LOCK } from "./constants";
import { outboxMessages } from "./messages";
import {
  afterAttempt,
  isDue,
  isReceipt,
  receiptExpired,
  type OutboxEntry,
  type OutboxItem,
  type OutboxKind,
  type Outcome,
} from "./items";
import { allEntries, deleteEntry, markFlag, putEntry } from "./store";

/** Sends one item; `save` keeps what it learnt on the way (an uploaded photo, an attempt made). */
export type Deliverer = (
  item: OutboxItem,
  save: (item: OutboxItem) => Promise<void>,
) => Promise<Outcome>;

export type Deliverers = Partial<Record<OutboxKind, () => Promise<Deliverer>>>;

/** Runs `work` holding the outbox's lock (at once where the browser has no Web Locks). */
export function withOutboxLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  return locks ? (locks.request(OUTBOX_LOCK, work) as Promise<T>) : work();
}

/**
 * Tries each item due whose kind has a deliverer, when the device says it is online; drops the
 * expired receipts. `only` limits it to one item (Send now). Resolves with what the store holds
 * after, and clears the page's flag when that is nothing.
 */
export function flush(
  deliverers: Deliverers,
  { only, onSending }: { only?: string; onSending?: (id: string) => void } = {},
): Promise<OutboxEntry[]> {
  return withOutboxLock(async () => {
    for (const entry of await allEntries()) {
      if (isReceipt(entry) && receiptExpired(entry)) await deleteEntry(entry.id);
      if (only !== undefined && entry.id !== only) continue;
      // Send now tries a refused item again, once.
      const due = isDue(entry) || (only !== undefined && !isReceipt(entry));
      const load = deliverers[entry.kind];
      if (!due || isReceipt(entry) || !load || navigator.onLine === false) continue;
      let latest: OutboxItem = { ...entry };
      delete latest.refused;
      const save = async (item: OutboxItem) => {
        latest = item;
        await putEntry(item);
      };
      onSending?.(entry.id);
      let outcome: Outcome;
      try {
        outcome = await (await load())(latest, save);
      } catch {
        outcome = { status: "retry", network: true };
      }
      await putEntry(afterAttempt(latest, outcome, outboxMessages.noReason));
    }
    const left = await allEntries();
    if (!left.length) markFlag(false);
    return left;
  });
}
