/**
 * Every page's part of the outbox, run by BaseLayout's script: a few hundred bytes, sharing no
 * module with the forms (a shared one would be a request more on every page). It says where the
 * outbox's code is, and reads one localStorage key: only when the outbox holds something does it
 * fetch that code (outbox-entry.ts, which shows what is kept and sends what is due), at once,
 * and again when the connection comes back if it could not come.
 */
import { runOnDemand } from "@/runtime/on-demand";
import type { OutboxGlobal, OutboxUrls } from "./global";

export function outboxOnLoad(urls: OutboxUrls): void {
  (globalThis as OutboxGlobal).outboxUrls = urls;
  try {
    // OUTBOX_FLAG (constants.ts), literal here: importing it would share a module with the forms.
    if (localStorage.getItem("outbox") === null) return;
  } catch {
    return; // Storage blocked: nothing can have been kept.
  }
  // Offline too: the service worker may hold the code, which then shows what is kept.
  const run = () => void runOnDemand(urls.entry).catch(() => {});
  addEventListener("online", run, { once: true });
  run();
}
