/**
 * Early submits, one protocol for every form whose code comes after the page: a submit before the
 * code is in charge is held, not sent (nothing typed is lost, no page is left), and made again,
 * once, by that code when it takes charge. The account pages' frame holds its forms from its
 * inline directive (src/runtime/signed-in-directive.ts), the footer's newsletter forms from the
 * script every page runs (src/features/newsletter/newsletter.ts). No imports, so every script
 * that holds or replays takes only these few lines.
 */

/** Set on a root once its code is in charge (also read by island-load's early opens). */
export const IN_CHARGE = "data-hydrated";
const SUBMIT_REQUESTED = "data-submit-requested";

/**
 * Holds the submit of every form in `root` (or of `root`, a form) until its code takes charge
 * (`replayEarlySubmits`): the browser does not send it, the form is marked, and `held` is called
 * with it (to fetch that code, or to point at a notice when it could not load).
 */
export function holdEarlySubmits(root: Element, held: (form: HTMLFormElement) => void): void {
  root.addEventListener("submit", (event) => {
    if (root.hasAttribute(IN_CHARGE)) return;
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    form.setAttribute(SUBMIT_REQUESTED, "");
    held(form);
  });
}

/**
 * Called by `root`'s code once it listens: marks it in charge, and makes again, once, each submit
 * held before (of `root` itself or a form in it); later submits are the code's.
 */
export function replayEarlySubmits(root: Element): void {
  root.setAttribute(IN_CHARGE, "");
  for (const form of [root, ...root.querySelectorAll(`[${SUBMIT_REQUESTED}]`)]) {
    if (!form.hasAttribute(SUBMIT_REQUESTED)) continue;
    form.removeAttribute(SUBMIT_REQUESTED);
    (form as HTMLFormElement).requestSubmit();
  }
}
