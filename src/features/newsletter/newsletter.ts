/**
 * Newsletter sign-up (SPEC §1, §4, §7): simulated, no request is sent. idle -> sending (a
 * NEWSLETTER_DELAY_MS pause) -> thanks. Framework-free so the footer script stays a few hundred bytes.
 */
import { NEWSLETTER_DELAY_MS, NEWSLETTER_READY } from "@/features/newsletter/constants";
import { looksLikeEmail } from "@/shared/email";
import { runOnDemand } from "@/runtime/on-demand";

/** Resolves after the simulated delay; rejects when the address is not an email. */
export function subscribe(email: string, delayMs: number = NEWSLETTER_DELAY_MS): Promise<void> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (looksLikeEmail(email)) resolve();
      else reject(new Error(`Not an email address: ${email}`));
    }, delayMs);
  });
}

/**
 * The footer forms until their code comes (`url`: src/features/newsletter/newsletter-entry.ts, fetched when
 * the reader turns to a form: its focus, or a submit), run by BaseLayout's script on every page.
 * A submit before the code has come is held (nothing typed is lost, no page is left) and made
 * again once it has; if it cannot come, the status line (the form's next sibling) says so, and
 * the next submit tries again. Its own hold, not island-load's `holdEarlySubmits`: this runs in
 * BaseLayout's script on every page, and sharing that module cost every page a request more (a
 * chunk of its own; the guides' phones 5.0 -> 5.1 KB, 8 -> 9 requests).
 */
export function holdSignUps(url: string, root: ParentNode = document): void {
  for (const form of root.querySelectorAll<HTMLFormElement>("form[data-newsletter]")) {
    const load = () => runOnDemand(url);
    form.addEventListener("focusin", () => void load().catch(() => {}), { once: true });
    form.addEventListener("submit", (event) => {
      if (form.hasAttribute(NEWSLETTER_READY)) return;
      event.preventDefault();
      load().then(
        () => form.requestSubmit(),
        () => (form.nextElementSibling!.textContent = form.dataset.notLoaded ?? ""),
      );
    });
  }
}
