/**
 * What "Save for offline" does when pressed (loaded then): loads the page's images not loaded yet
 * (lazy ones, at the size this screen shows them), then asks the service worker to keep the page,
 * every file it loaded and its PDF (a guide's), and says how it went in the status line.
 */
import { OFFLINE_MESSAGES } from "@/lib/constants";
import { messages } from "@/lib/messages";
import { askWorker } from "@/lib/offline/protocol";

const t = messages.offline.save;

/** Resolves once every image of the page has loaded or failed (lazy ones are made eager). */
function allImagesLoaded(): Promise<unknown> {
  return Promise.all(
    [...document.images].map((img) => {
      if (img.complete) return undefined;
      return new Promise((resolve) => {
        img.addEventListener("load", resolve, { once: true });
        img.addEventListener("error", resolve, { once: true });
        img.loading = "eager";
      });
    }),
  );
}

export async function savePage(button: HTMLButtonElement, status: HTMLElement): Promise<void> {
  button.setAttribute("aria-disabled", "true");
  status.textContent = t.saving;
  try {
    await allImagesLoaded();
    const files = [
      ...performance.getEntriesByType("resource").map((entry) => entry.name),
      ...[...document.images].map((img) => img.currentSrc),
      ...(button.dataset.pdf ? [button.dataset.pdf] : []),
    ].filter(Boolean);
    const reply = await askWorker({ type: OFFLINE_MESSAGES.save, page: location.href, files });
    status.textContent = !reply ? t.unavailable : reply.ok ? t.done(button.dataset.kind) : t.failed;
  } catch {
    status.textContent = t.failed;
  } finally {
    button.removeAttribute("aria-disabled");
  }
}
