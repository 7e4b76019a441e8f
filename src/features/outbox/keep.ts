/**
 * What a form does with what it could not send (offline, or a failure of the network): hands it to
 * the outbox's code (outbox-entry.ts), which keeps it on the device, says so in the form's notice,
 * and has it sent when the connection comes back: by a page (the `online` event, the next visit
 * to any page) and, where the browser has background sync, the service worker (the form posts).
 * That code is fetched when the visitor turns to a form (prepareOutbox), so it is there offline.
 */
import { runOnDemand } from "@/runtime/on-demand";
import { outboxGlobal } from "./global";
import type { OutboxItem } from "./items";

/** Fetches and runs the outbox's code (it also shows what an earlier visit kept). */
export function prepareOutbox(): Promise<unknown> {
  const url = outboxGlobal.outboxUrls?.entry;
  return url ? runOnDemand(url) : Promise.reject(new Error("No outbox on this page"));
}

/** Keeps the item; rejects when the outbox's code could not come (the form then says it failed). */
export async function keepForLater(item: OutboxItem): Promise<void> {
  await prepareOutbox();
  await outboxGlobal.outboxKeep!(item);
}

/** Whether the device says it is offline (then a form does not even try). */
export const offline = () => navigator.onLine === false;
