/**
 * Entry of the footer's newsletter sign-up (src/features/newsletter/components/NewsletterForm.astro), fetched
 * when the reader first turns to the form (its focus, or a submit): it marks each form ready and
 * answers its submits (simulated, SPEC §7: sending, then thanks). A submit made before it came was
 * held by the form's own script and is made again now. An on-demand entry (`*-entry.ts`) is bundled
 * on its own and fetched only by the visitors who need it: see src/runtime/on-demand.ts.
 */
import { NEWSLETTER_READY } from "./constants";
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
  form.setAttribute(NEWSLETTER_READY, "");
}
