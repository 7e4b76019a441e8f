/**
 * Where the outbox keeps what it holds: one IndexedDB store of the origin (a page's and the service
 * worker's alike), never a Cache (nothing here is a page, and nothing here is shared). Each page
 * marks that it holds something in localStorage (OUTBOX_FLAG), which every page reads for nothing
 * (pending.ts); the service worker cannot write it, so a page that finds the store empty clears it.
 */
import { OUTBOX_FLAG, OUTBOX_STORE } from "./constants";
import { isReceipt, type OutboxEntry } from "./items";

let opening: Promise<IDBDatabase> | null = null;

function database(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(OUTBOX_STORE.database, OUTBOX_STORE.version);
    request.onupgradeneeded = () =>
      request.result.createObjectStore(OUTBOX_STORE.items, { keyPath: "id" });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error("IndexedDB did not open"));
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

async function run<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T> | void,
): Promise<T | undefined> {
  const db = await database();
  return new Promise<T | undefined>((resolve, reject) => {
    const tx = db.transaction(OUTBOX_STORE.items, mode);
    const request = work(tx.objectStore(OUTBOX_STORE.items));
    tx.oncomplete = () => resolve(request ? request.result : undefined);
    tx.onerror = tx.onabort = () => reject(tx.error ?? new Error("IndexedDB transaction failed"));
  });
}

/** Every entry, the oldest kept first. */
export async function allEntries(): Promise<OutboxEntry[]> {
  const entries = ((await run("readonly", (s) => s.getAll())) ?? []) as OutboxEntry[];
  const at = (e: OutboxEntry) => (isReceipt(e) ? e.sentAt : e.keptAt);
  return entries.sort((a, b) => at(a) - at(b));
}

/** Adds or replaces an entry; a page marks the flag too. */
export async function putEntry(entry: OutboxEntry): Promise<void> {
  await run("readwrite", (s) => void s.put(entry));
  markFlag(true);
}

/**
 * Replaces the entry of the same id, in the same transaction as it looks for it; writes nothing
 * when it is gone (discarded while it was being sent, or expired): a sender's late word never
 * brings back what the visitor discarded.
 */
export async function replaceEntry(entry: OutboxEntry): Promise<void> {
  await run("readwrite", (s) => {
    const found = s.getKey(entry.id);
    found.onsuccess = () => void (found.result !== undefined && s.put(entry));
  });
}

/**
 * Deletes every entry `which` picks, in one transaction; a page clears the flag when nothing is
 * left. Resolves with what is left.
 */
export async function deleteWhere(which: (entry: OutboxEntry) => boolean): Promise<OutboxEntry[]> {
  const before = ((await run("readwrite", (s) => {
    const all = s.getAll();
    all.onsuccess = () => {
      for (const entry of all.result as OutboxEntry[]) if (which(entry)) s.delete(entry.id);
    };
    return all;
  })) ?? []) as OutboxEntry[];
  const left = before.filter((entry) => !which(entry));
  if (!left.length) markFlag(false);
  return left;
}

export function deleteEntry(id: string): Promise<OutboxEntry[]> {
  return deleteWhere((entry) => entry.id === id);
}

/** Sets or clears the flag, in a page (a worker has no localStorage: it does nothing there). */
export function markFlag(on: boolean): void {
  try {
    if (on) localStorage.setItem(OUTBOX_FLAG, "1");
    else localStorage.removeItem(OUTBOX_FLAG);
  } catch {
    // No localStorage (a worker, storage blocked): the pages look again next time.
  }
}
