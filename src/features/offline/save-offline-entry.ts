/**
 * Entry of "Save for offline" (src/features/offline/save-page.ts), fetched on the reader's first press
 * of the button (src/features/offline/save-button.ts): it saves at once, then answers every later
 * press itself. An on-demand entry (`*-entry.ts`) is bundled on its own and fetched only by the
 * visitors who need it: see src/runtime/on-demand.ts.
 */
import { savePage } from "./save-page";

const button = document.querySelector<HTMLButtonElement>("[data-save-offline]");
if (button) {
  button.onclick = () => void savePage(button);
  void savePage(button);
}
