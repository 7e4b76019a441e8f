// The outbox's browser tests (tests/e2e/outbox*.spec.ts): what the device keeps (IndexedDB, read
// from the page: it is the origin's) and when the outbox's code is there to keep it.
import type { Page } from "@playwright/test";
import { OUTBOX_FLAG, OUTBOX_STORE } from "@/features/outbox/constants";
import type { OutboxEntry } from "@/features/outbox/items";

/** Every entry the outbox holds on the page's origin (none when its database was never made). */
export function outboxEntries(page: Page): Promise<OutboxEntry[]> {
  return page.evaluate(async ({ database, items }) => {
    if (!(await indexedDB.databases()).some((d) => d.name === database)) return [];
    return new Promise<OutboxEntry[]>((resolve, reject) => {
      const open = indexedDB.open(database);
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        const request = db.transaction(items).objectStore(items).getAll();
        request.onsuccess = () => {
          db.close();
          resolve(request.result as OutboxEntry[]);
        };
        request.onerror = () => reject(request.error);
      };
    });
  }, OUTBOX_STORE);
}

/** Whether the page's localStorage says the outbox holds something. */
export function outboxFlagged(page: Page): Promise<boolean> {
  return page.evaluate((key) => localStorage.getItem(key) !== null, OUTBOX_FLAG);
}

/** Resolves once the outbox's code runs in the page (a form fetches it as it is turned to). */
export async function outboxReady(page: Page): Promise<void> {
  await page.waitForFunction(() => "outboxKeep" in globalThis);
}

/** The requests `page` makes for the outbox's code (its entry chunk), as they are made. */
export function outboxCodeRequests(page: Page): string[] {
  const fetched: string[] = [];
  page.on("request", (request) => {
    if (/\/outbox-entry-[^/]*\.js$/.test(request.url())) fetched.push(request.url());
  });
  return fetched;
}
