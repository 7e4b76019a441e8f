/**
 * The messages between the pages and the service worker (src/features/offline/worker.ts), and the one
 * function the pages send them with. A page asks on a MessageChannel; the worker answers on it.
 */
import { OFFLINE_MESSAGES } from "@/features/offline/constants";
import type { KeptPage } from "@/features/offline/bounds";

type Types = typeof OFFLINE_MESSAGES;

/**
 * A page the worker did not control when it loaded sends the addresses it loaded, without a channel
 * (src/features/offline/register.ts): the worker keeps them, and the page (the message's source)
 * when `page` is set (the first message; later ones carry the files that finished after it).
 */
export interface KeepRequest {
  page: boolean;
  files: string[];
}

export type OfflineRequest =
  /** "Save for offline": the page, its files and (guides) its PDF. */
  | { type: Types["save"]; page: string; files: string[] }
  /** The kept pages, for the offline page. */
  | { type: Types["list"] }
  /** Remove everything kept (the offline page's button). */
  | { type: Types["clear"] };

export type OfflineReply =
  | { type: Types["save"]; ok: boolean; failed?: string[] }
  | { type: Types["list"]; ok: true; pages: KeptPage[]; bytes: number }
  | { type: Types["list"] | Types["save"] | Types["clear"]; ok: boolean };

/**
 * Sends a request to the active service worker and resolves with its answer, or with null when no
 * worker is there (not built for it, not supported, or still in `npm run dev`).
 */
export async function askWorker(request: OfflineRequest): Promise<OfflineReply | null> {
  const registration = await navigator.serviceWorker?.getRegistration();
  if (!registration) return null;
  const worker = (await navigator.serviceWorker.ready).active;
  if (!worker) return null;
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event) => resolve(event.data as OfflineReply);
    worker.postMessage(request, [channel.port2]);
  });
}
