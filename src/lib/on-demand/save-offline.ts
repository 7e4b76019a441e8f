/**
 * Entry of "Save for offline" (src/lib/offline/save-page.ts), fetched on the reader's first press
 * of the button (src/lib/offline/save-button.ts): it saves at once, then answers every later
 * press itself. A module of src/lib/on-demand/ is bundled on its own and fetched only by the
 * visitors who need it: see src/lib/on-demand.ts.
 */
import { savePage } from "../offline/save-page";

const button = document.querySelector<HTMLButtonElement>("[data-save-offline]");
if (button) {
  button.onclick = () => void savePage(button);
  void savePage(button);
}
