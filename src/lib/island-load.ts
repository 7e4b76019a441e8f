/**
 * A click on an island's opener that lands before the island has hydrated (React attaches its
 * handlers only then) is remembered here, and the island acts on it as soon as it mounts: the
 * first click is never lost, however early it comes.
 *
 * The island's `client:opener` directive (src/lib/open-directive.ts, inlined in the page) calls
 * `requestOpen` on the opener's click or a `#share` link; the island calls `takeEarlyOpen` once
 * mounted. The opener carries `data-opener`; its island's root
 * carries `data-island-root`, and gets `data-hydrated` from the island.
 *
 * Forms are held the same way (`holdEarlySubmits`, `takeEarlySubmits`): the account screens'
 * forms work through a script that loads Firebase Auth first.
 */
const REQUESTED = "data-open-requested";
const HYDRATED = "data-hydrated";

/**
 * Remembers that the island under `root` was asked to open (a click on its opener, or a link
 * such as /testimonials#share), unless it has hydrated already (then it listens itself).
 * Returns false when it had.
 */
export function requestOpen(root: Element): boolean {
  if (root.hasAttribute(HYDRATED)) return false;
  root.setAttribute(REQUESTED, "");
  // Until the island takes over, the opener says it is working on it.
  root.querySelector("[data-opener]")?.setAttribute("aria-busy", "true");
  return true;
}

/** Marks the island hydrated; true when a click came before, and forgets it. */
export function takeEarlyOpen(root: Element): boolean {
  root.setAttribute(HYDRATED, "");
  root.querySelector("[data-opener]")?.removeAttribute("aria-busy");
  const requested = root.hasAttribute(REQUESTED);
  root.removeAttribute(REQUESTED);
  return requested;
}

const SUBMIT_REQUESTED = "data-submit-requested";

/**
 * Holds the submit of a form inside a `[data-island-root]` whose script has not taken over yet:
 * the browser does not send it (nothing typed is lost, no page is left), and the form is marked.
 * The script then calls `takeEarlySubmits` and submits those forms itself.
 */
export function holdEarlySubmits(doc: Document = document): void {
  doc.addEventListener("submit", (event) => {
    const form = event.target as HTMLFormElement;
    const root = form.closest?.("[data-island-root]");
    if (!root || root.hasAttribute(HYDRATED)) return;
    event.preventDefault();
    form.setAttribute(SUBMIT_REQUESTED, "");
  });
}

/** Marks the root's script as in charge; returns the forms submitted before, and forgets them. */
export function takeEarlySubmits(root: Element): HTMLFormElement[] {
  root.setAttribute(HYDRATED, "");
  const forms = [...root.querySelectorAll<HTMLFormElement>(`form[${SUBMIT_REQUESTED}]`)];
  for (const form of forms) form.removeAttribute(SUBMIT_REQUESTED);
  return forms;
}
