/**
 * The share block's "Share" button opens the device's own share sheet (navigator.share, on most
 * phones and some desktops) with the page's title and canonical address. It is shown only where
 * the browser has one; the plain links beside it serve everywhere else.
 */
export function startNativeShare(): void {
  if (!("share" in navigator)) return;
  for (const button of document.querySelectorAll<HTMLButtonElement>("button[data-share-native]")) {
    const data = { title: button.dataset.title ?? document.title, url: button.dataset.url ?? "" };
    if (navigator.canShare?.(data) === false) continue;
    button.hidden = false;
    // The reader closing the sheet rejects the promise: nothing to report.
    button.addEventListener("click", () => void navigator.share(data).catch(() => {}));
  }
}
