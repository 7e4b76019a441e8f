/**
 * Entry of the footer's newsletter sign-up (src/features/newsletter/components/NewsletterForm.astro), fetched
 * when the reader first turns to the form (its focus, or a submit): it takes charge of each form and
 * answers its submits by posting the sign-up to the form's own endpoint with fetch (subscribe.ts):
 * sending, then the thank-you, or 'Subscription failed' (logged) when the service refuses it. A
 * submit made before it came was held by the form's own script and is made again now. Offline, or
 * when the network fails, the sign-up is kept on the device and made when the connection comes
 * back (src/features/outbox/). Without this code the form posts itself to the same endpoint. An
 * on-demand entry (`*-entry.ts`) is bundled on its own and fetched only by the visitors who need
 * it: see src/runtime/on-demand.ts.
 */
import { keepForLater, kept, offline, prepareOutbox } from "@/features/outbox";
import { newsletterEndpoint } from "@/site/config";
import { replayEarlySubmits } from "@/runtime/early-submits";
import { subscribe } from "./subscribe";

// The outbox's code comes now (the reader turned to the form), so that offline a sign-up is kept.
void prepareOutbox().catch(() => {});

for (const form of document.querySelectorAll<HTMLFormElement>("form[data-newsletter]")) {
  const status = form.nextElementSibling!;
  /** Hands the sign-up to the outbox (its notice says it is kept); says it failed if it cannot. */
  const keep = async (email: string) => {
    const item = { ...kept("newsletter"), kind: "newsletter" as const, email };
    try {
      await keepForLater(item);
      form.reset();
    } catch {
      status.textContent = form.dataset.failed ?? "";
    }
  };
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const button = form.querySelector<HTMLButtonElement>("button[type=submit]")!;
    if (button.disabled) return;
    const label = button.textContent;
    const email = String(new FormData(form).get("email") ?? "").trim();
    status.textContent = "";
    // Kept on the device, signed up when the connection comes back (src/features/outbox/).
    if (offline()) return keep(email);
    button.disabled = true;
    button.textContent = form.dataset.sending ?? "";
    const outcome = await subscribe(newsletterEndpoint, email);
    button.disabled = false;
    button.textContent = label;
    if (outcome.status === "sent") {
      form.hidden = true;
      status.textContent = form.dataset.thanks ?? "";
    } else if (outcome.status === "retry" && outcome.network) {
      await keep(email);
    } else {
      console.error(form.dataset.failed, outcome);
      status.textContent = form.dataset.failed ?? "";
    }
  });
  // In charge now: a submit held before this code came is made again (src/runtime/early-submits.ts).
  replayEarlySubmits(form);
}
