/**
 * Sends what the outbox holds, one sender at a time: every tab and the service worker take the
 * same Web Lock (OUTBOX_LOCK) and read the store inside it, so an item is never sent by two at
 * once, and what one sent (a receipt now) the next does not send again. Each kind has its
 * deliverer: a page has all three, the service worker the form posts only (sync.ts).
 */
import { OUTBOX_LOCK } from "./constants";
import {
  afterAttempt,
  expired,
  isDue,
  isReceipt,
  type OutboxEntry,
  type OutboxItem,
  type OutboxKind,
  type Outcome,
} from "./items";
import { allEntries, deleteWhere, markFlag, replaceEntry } from "./store";

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

/** Whether the device says it is online (a page's navigator, or the service worker's). */
const online = () => (globalThis.navigator as Navigator | undefined)?.onLine !== false;

/**
 * Drops what expired (items, refusals and receipts: `expired`), then tries each item due whose
 * kind has a deliverer, when the device says it is online. `only` limits it to one item (Send
 * now). What an attempt leaves replaces the item only while the store still holds it (a discard
 * during the attempt stands). Resolves with what the store holds after, and sets or clears the
 * page's flag by it.
 */
export function flush(
  deliverers: Deliverers,
  { only, onSending }: { only?: string; onSending?: (id: string) => void } = {},
): Promise<OutboxEntry[]> {
  return withOutboxLock(async () => {
    const now = Date.now();
    await deleteWhere((entry) => expired(entry, now));
    for (const entry of await allEntries()) {
      if (only !== undefined && entry.id !== only) continue;
      // Send now tries a refused item again, once.
      const due = isDue(entry) || (only !== undefined && !isReceipt(entry));
      const load = deliverers[entry.kind];
      if (!due || isReceipt(entry) || !load || !online()) continue;
      let latest: OutboxItem = { ...entry };
      delete latest.refused;
      delete latest.refusedAt;
      const save = async (item: OutboxItem) => {
        latest = item;
        await replaceEntry(item);
      };
      onSending?.(entry.id);
      let outcome: Outcome;
      try {
        outcome = await (await load())(latest, save);
      } catch {
        outcome = { status: "retry", network: true };
      }
      await replaceEntry(afterAttempt(latest, outcome, { online: online() }));
    }
    const left = await allEntries();
    markFlag(left.length > 0);
    return left;
  });
}
