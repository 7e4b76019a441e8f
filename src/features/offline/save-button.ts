/**
 * The "Save for offline" button of posts and guides (src/features/offline/components/SaveOffline.astro):
 * shown where the browser has service workers. Its work (src/features/offline/save-page.ts) is
 * downloaded only when it is pressed, as a bundle of its own (src/features/offline/save-offline-entry.ts),
 * which then answers the presses itself; if that download fails, the status line says so.
 */
import { runOnDemand } from "@/runtime/on-demand";
import saveOffline from "@/features/offline/save-offline-entry?worker&url";

export function startSaveForOffline(): void {
  const button = document.querySelector<HTMLButtonElement>("[data-save-offline]");
  if (!button || !navigator.serviceWorker) return;
  button.hidden = false;
  button.onclick = () =>
    void runOnDemand(saveOffline).catch(() => {
      const status = button.parentElement?.querySelector<HTMLElement>("[data-save-status]");
      if (status) status.textContent = status.dataset.failed ?? "";
    });
}
