/**
 * The offline page's script (src/pages/offline.astro): lists the pages the service worker keeps
 * (the newest first, each a link; "saved" for those saved with "Save for offline"), and removes
 * them all on request. Its sentences are the page's (data-* of the status lines, from
 * offlineMessages.page): the messages module stays out of the page's JavaScript.
 */
import { OFFLINE_MESSAGES } from "@/features/offline/constants";
import { askWorker } from "@/features/offline/protocol";

/** "12.3" for a byte count, in MB with one decimal. */
export function megabytes(bytes: number): string {
  return (bytes / (1024 * 1024)).toFixed(1);
}

export async function showKeptPages(root: ParentNode = document): Promise<void> {
  const status = root.querySelector<HTMLElement>("[data-kept-status]");
  const list = root.querySelector<HTMLUListElement>("[data-kept-list]");
  const item = root.querySelector<HTMLTemplateElement>("[data-kept-item]");
  const clear = root.querySelector<HTMLButtonElement>("[data-kept-clear]");
  const cleared = root.querySelector<HTMLElement>("[data-clear-status]");
  if (!status || !list || !item || !clear || !cleared) return;
  const say = status.dataset;

  const reply = await askWorker({ type: OFFLINE_MESSAGES.list });
  if (!reply || !("pages" in reply)) {
    // A browser with service workers but none installed yet (a first visit starts here): the
    // worker registers once this page has loaded, and keeps the pages opened after it.
    const starting = "serviceWorker" in navigator && !reply;
    status.textContent = (starting ? say.starting : say.unavailable) ?? "";
    return;
  }
  list.replaceChildren(
    ...reply.pages.map((page) => {
      const li = item.content.firstElementChild!.cloneNode(true) as HTMLLIElement;
      const link = li.querySelector("a")!;
      link.href = new URL(page.url).pathname;
      link.textContent = page.title;
      li.querySelector<HTMLElement>("[data-kept-saved]")!.hidden = !page.saved;
      return li;
    }),
  );
  list.hidden = reply.pages.length === 0;
  status.textContent = reply.pages.length
    ? (say.size ?? "").replace("{mb}", megabytes(reply.bytes))
    : (say.none ?? "");

  clear.addEventListener("click", () => {
    void askWorker({ type: OFFLINE_MESSAGES.clear }).then((done) => {
      if (!done?.ok) return;
      list.replaceChildren();
      list.hidden = true;
      status.textContent = say.none ?? "";
      cleared.textContent = say.cleared ?? "";
    });
  });
}
