/**
 * A click on an island's opener that lands before the island has hydrated (React attaches its
 * handlers only then) is remembered here, and the island acts on it as soon as it mounts: the
 * first click is never lost, however early it comes.
 *
 * The page's own script calls `rememberEarlyOpen` (it runs before `DOMContentLoaded`); the island
 * calls `takeEarlyOpen` once mounted. The opener carries `data-opener`; its island's root
 * carries `data-island-root`, and gets `data-hydrated` from the island.
 */
const REQUESTED = "data-open-requested";
const HYDRATED = "data-hydrated";

/** Listens for opener clicks on the page; while the island is not hydrated, remembers them. */
export function rememberEarlyOpen(doc: Document = document): void {
  doc.addEventListener("click", (event) => {
    const opener = (event.target as Element | null)?.closest?.("[data-opener]");
    const root = opener?.closest("[data-island-root]");
    if (!opener || !root || root.hasAttribute(HYDRATED)) return;
    root.setAttribute(REQUESTED, "");
    // Until the island takes over, the opener says it is working on it.
    opener.setAttribute("aria-busy", "true");
  });
}

/** Marks the island hydrated; true when a click came before, and forgets it. */
export function takeEarlyOpen(root: Element): boolean {
  root.setAttribute(HYDRATED, "");
  root.querySelector("[data-opener]")?.removeAttribute("aria-busy");
  const requested = root.hasAttribute(REQUESTED);
  root.removeAttribute(REQUESTED);
  return requested;
}
