/**
 * What a copy button does (src/features/reading/copy-buttons.ts; loaded on the first click, in
 * copy-entry.ts). A `button[data-copy]` copies its `data-copy-text`, or else the code of the <pre>
 * in its `[data-copy-scope]`. The scope's `[data-copy-status]`, a polite live region, then says
 * the button's `data-copied` for COPY_FEEDBACK_MS; when the browser has no Clipboard API or
 * refuses, the code is selected and it says `data-failed` (copyByHand).
 */
import { copyText } from "@/shared/clipboard";
import { COPY_FEEDBACK_MS } from "@/features/reading/constants";
import { copyByHand } from "./copy-buttons";

const clearing = new WeakMap<Element, ReturnType<typeof setTimeout>>();

export async function copyFrom(button: HTMLButtonElement): Promise<void> {
  const scope = button.closest("[data-copy-scope]");
  const code = scope?.querySelector("pre code") ?? scope?.querySelector("pre");
  const copied = await copyText(button.dataset.copyText ?? code?.textContent ?? "");
  const status = scope?.querySelector("[data-copy-status]");
  if (status) clearTimeout(clearing.get(status));
  if (!copied) return copyByHand(button);
  if (!status) return;
  status.textContent = button.dataset.copied ?? "";
  clearing.set(
    status,
    setTimeout(() => (status.textContent = ""), COPY_FEEDBACK_MS),
  );
}
