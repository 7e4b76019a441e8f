/**
 * Entry of the footer's newsletter sign-up (src/features/newsletter/components/NewsletterForm.astro), fetched
 * when the reader first turns to the form (its focus, or a submit): it answers each form's submits
 * (simulated, SPEC §7: sending, then thanks) and takes charge of it; a submit made before it came
 * was held by the form's own script (src/features/newsletter/newsletter.ts) and is made again now, once
 * (`replayEarlySubmits`, src/runtime/island-load.ts). An on-demand entry (`*-entry.ts`) is bundled
 * on its own and fetched only by the visitors who need it: see src/runtime/on-demand.ts.
 */
import { replayEarlySubmits } from "../../runtime/island-load";
import { subscribe } from "./newsletter";

for (const form of document.querySelectorAll<HTMLFormElement>("form[data-newsletter]")) {
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const button = form.querySelector("button")!;
    const label = button.textContent;
    const email = new FormData(form).get("email");
    button.disabled = true;
    button.textContent = form.dataset.sending ?? "";
    try {
      await subscribe(String(email));
      form.hidden = true;
      form.nextElementSibling!.textContent = form.dataset.thanks ?? "";
    } catch (error) {
      console.error(form.dataset.failed, error);
      button.disabled = false;
      button.textContent = label;
    }
  });
  replayEarlySubmits(form);
}
