/**
 * The "Save for offline" button of posts and guides (src/components/reading/SaveOffline.astro):
 * shown where the browser has service workers; its work (src/lib/offline/save-page.ts) is
 * downloaded only when it is pressed.
 */
export function startSaveForOffline(): void {
  const button = document.querySelector<HTMLButtonElement>("[data-save-offline]");
  if (!button || !navigator.serviceWorker) return;
  button.hidden = false;
  button.onclick = () => void import("@/lib/offline/save-page").then((m) => m.savePage(button));
}
