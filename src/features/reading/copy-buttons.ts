/**
 * The copy buttons of posts and guides: each code block's (rendered with the page,
 * src/build/markdown-code.ts) and the share block's "Copy link". They are hidden until this runs,
 * since without a script they could do nothing; one listener on the document serves them all.
 *
 * This is every post's and guide's part, a few lines: it shows the buttons and hears their clicks.
 * The copying itself (copy.ts) is a bundle of its own, copy-entry.ts (`entry`, fetched with
 * runOnDemand: src/runtime/on-demand.ts), fetched on the first click and then answering it: the
 * click's user activation lasts the few seconds the Clipboard API needs, so the first click copies
 * too. Every click goes through here, so none is lost while the bundle comes; if it cannot come
 * (offline, the bundle never kept), the code is selected for the reader to copy (copyByHand).
 */
import { runOnDemand } from "@/runtime/on-demand";

const BUTTON = "button[data-copy]";

/** What copy-entry.ts lends the page: its exports are not kept (src/runtime/on-demand.ts). */
export interface CopyGlobal {
  copyFrom?: (button: HTMLButtonElement) => Promise<void>;
}

/**
 * Where the button cannot copy: selects the code of its `[data-copy-scope]`, so Ctrl+C (or a
 * phone's own menu) copies it, and the scope's `[data-copy-status]` says the button's
 * `data-failed`.
 */
export function copyByHand(button: HTMLButtonElement): void {
  const scope = button.closest("[data-copy-scope]");
  const code = scope?.querySelector("pre code") ?? scope?.querySelector("pre");
  if (code) globalThis.getSelection?.()?.selectAllChildren(code);
  const status = scope?.querySelector("[data-copy-status]");
  if (status) status.textContent = button.dataset.failed ?? "";
}

export function startCopyButtons(entry: string): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>(BUTTON)) button.hidden = false;
  document.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest(BUTTON) : null;
    if (button instanceof HTMLButtonElement)
      runOnDemand(entry).then(
        () => (globalThis as CopyGlobal).copyFrom?.(button),
        () => copyByHand(button),
      );
  });
}
