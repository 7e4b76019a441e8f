/**
 * The copy buttons of posts and guides: each code block's (rendered with the page,
 * src/build/markdown-code.ts) and the share block's "Copy link". They are hidden until this runs,
 * since without a script they could do nothing; one listener on the document serves them all.
 *
 * A `button[data-copy]` copies its `data-copy-text`, or else the code of the <pre> in its
 * `[data-copy-scope]`. The scope's `[data-copy-status]`, a polite live region, then says the
 * button's `data-copied` for COPY_FEEDBACK_MS; when the browser has no Clipboard API or refuses,
 * it says `data-failed` and the code is left selected for the reader to copy.
 */
import { copyText, selectContents } from "@/shared/clipboard";
import { COPY_FEEDBACK_MS } from "@/features/reading/constants";

const BUTTON = "button[data-copy]";
const clearing = new WeakMap<Element, ReturnType<typeof setTimeout>>();

async function copyFrom(button: HTMLButtonElement): Promise<void> {
  const scope = button.closest("[data-copy-scope]");
  const code = scope?.querySelector("pre code") ?? scope?.querySelector("pre");
  const copied = await copyText(button.dataset.copyText ?? code?.textContent ?? "");
  if (!copied && code) selectContents(code);
  const status = scope?.querySelector("[data-copy-status]");
  if (!status) return;
  clearTimeout(clearing.get(status));
  status.textContent = (copied ? button.dataset.copied : button.dataset.failed) ?? "";
  if (copied)
    clearing.set(
      status,
      setTimeout(() => (status.textContent = ""), COPY_FEEDBACK_MS),
    );
}

export function startCopyButtons(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>(BUTTON)) button.hidden = false;
  document.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest(BUTTON) : null;
    if (button instanceof HTMLButtonElement) void copyFrom(button);
  });
}
