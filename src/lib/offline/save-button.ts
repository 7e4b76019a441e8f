/**
 * The "Save for offline" button of posts and guides (src/components/reading/SaveOffline.astro):
 * shown where the browser has service workers; its work (src/lib/offline/save-page.ts) is
 * downloaded only when it is pressed.
 */
export function startSaveForOffline(): void {
  const button = document.querySelector<HTMLButtonElement>("[data-save-offline]");
  const status = document.querySelector<HTMLElement>("[data-save-status]");
  if (!button || !status || !navigator.serviceWorker) return;
  button.hidden = false;
  button.addEventListener("click", () => {
    if (button.getAttribute("aria-disabled") === "true") return;
    void import("@/lib/offline/save-page").then(({ savePage }) => savePage(button, status));
  });
}
