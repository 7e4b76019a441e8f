/**
 * The footer's newsletter forms until their sign-up's code comes (SPEC §1, §4): framework-free so
 * the script every page runs stays a few hundred bytes. The sign-up itself is subscribe.ts.
 */
import { NEWSLETTER_READY } from "@/features/newsletter/constants";
import { runOnDemand } from "@/runtime/on-demand";

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
