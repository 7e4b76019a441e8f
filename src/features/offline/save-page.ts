/**
 * What "Save for offline" does when pressed (loaded then): loads the page's images not loaded yet
 * (lazy ones, at the size this screen shows them), then asks the service worker to keep the page,
 * every file it loaded and its PDF (a guide's), and says how it went in the status line (its
 * sentences are the page's, data-* of the status line from offlineMessages.save).
 */
import { OFFLINE_MESSAGES } from "@/features/offline/constants";
import { askWorker } from "@/features/offline/protocol";

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

export async function savePage(button: HTMLButtonElement): Promise<void> {
  const status = button.parentElement?.querySelector<HTMLElement>("[data-save-status]");
  if (!status) return;
  const say = status.dataset;
  // A press while it saves does nothing (the button stays focusable: aria-disabled, not disabled).
  if (button.getAttribute("aria-disabled") === "true") return;
  button.setAttribute("aria-disabled", "true");
  status.textContent = say.saving ?? "";
  try {
    await allImagesLoaded();
    const files = [
      ...performance.getEntriesByType("resource").map((entry) => entry.name),
      ...[...document.images].map((img) => img.currentSrc),
      ...(button.dataset.pdf ? [button.dataset.pdf] : []),
    ].filter(Boolean);
    const reply = await askWorker({ type: OFFLINE_MESSAGES.save, page: location.href, files });
    status.textContent = (!reply ? say.unavailable : reply.ok ? say.done : say.failed) ?? "";
  } catch {
    status.textContent = say.failed ?? "";
  } finally {
    button.removeAttribute("aria-disabled");
  }
}
