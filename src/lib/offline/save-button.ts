/**
 * The "Save for offline" button of posts and guides (src/components/reading/SaveOffline.astro):
 * shown where the browser has service workers. Its work (src/lib/offline/save-page.ts) is
 * downloaded only when it is pressed, as a bundle of its own (src/lib/on-demand/save-offline.ts),
 * which then answers the presses itself; if that download fails, the status line says so.
 */
import { runOnDemand } from "@/lib/on-demand";
import saveOffline from "@/lib/on-demand/save-offline?worker&url";

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
