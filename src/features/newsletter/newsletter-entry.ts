/**
 * Entry of the footer's newsletter sign-up (src/features/newsletter/components/NewsletterForm.astro), fetched
 * when the reader first turns to the form (its focus, or a submit): it marks each form ready and
 * answers its submits (simulated, SPEC §7: sending, then thanks). A submit made before it came was
 * held by the form's own script and is made again now. Offline, the sign-up is kept on the device
 * and made when the connection comes back (src/features/outbox/). An on-demand entry (`*-entry.ts`) is bundled
 * on its own and fetched only by the visitors who need it: see src/runtime/on-demand.ts.
 */
import { keepForLater, kept, offline, prepareOutbox } from "@/features/outbox";
import { NEWSLETTER_READY } from "./constants";
import { subscribe } from "./newsletter";

// The outbox's code comes now (the reader turned to the form), so that offline a sign-up is kept.
void prepareOutbox().catch(() => {});

for (const form of document.querySelectorAll<HTMLFormElement>("form[data-newsletter]")) {
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const button = form.querySelector("button")!;
    const label = button.textContent;
    const email = new FormData(form).get("email");
    if (offline()) {
      // Kept on the device, signed up when the connection comes back (src/features/outbox/).
      const item = { ...kept("newsletter"), kind: "newsletter" as const, email: String(email) };
      try {
        await keepForLater(item);
        form.reset();
      } catch {
        form.nextElementSibling!.textContent = form.dataset.failed ?? "";
      }
      return;
    }
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
