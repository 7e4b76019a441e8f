/**
 * The footer's newsletter forms until their sign-up's code comes (SPEC §1, §4): framework-free so
 * the script every page runs stays a few hundred bytes. The sign-up itself is subscribe.ts.
 */
import { runOnDemand } from "@/runtime/on-demand";
import { holdEarlySubmits } from "@/runtime/early-submits";

/**
 * The footer forms until their code comes (`url`: src/features/newsletter/newsletter-entry.ts,
 * fetched when the reader turns to a form: its focus, or a submit), run by BaseLayout's script on
 * every page. A submit before the code has come is held (src/runtime/early-submits.ts) and made
 * again by the code once it is in charge; if the code cannot come, the status line (the form's
 * next sibling) says so, and the next submit tries again.
 */
export function holdSignUps(url: string, root: ParentNode = document): void {
  for (const form of root.querySelectorAll<HTMLFormElement>("form[data-newsletter]")) {
    const load = () => runOnDemand(url);
    form.addEventListener("focusin", () => void load().catch(() => {}), { once: true });
    holdEarlySubmits(form, () =>
      load().catch(() => (form.nextElementSibling!.textContent = form.dataset.notLoaded ?? "")),
    );
  }
}
