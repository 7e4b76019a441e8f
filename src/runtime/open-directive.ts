/**
 * `client:opener="<hash>"`: an island that loads (its framework and its own code) only when it
 * is asked to open, not when it is merely on the screen. It is asked by a click on its opener
 * (`[data-opener]`, server-rendered, so it is there before any script) or by the page's address
 * ending in `#<hash>`, on the first load or later. The request is remembered on the island's
 * root, and the island acts on it as soon as it mounts; if its code cannot be downloaded, the
 * opener stops saying it is busy and the island's notice says so, with Try again (all of it
 * src/runtime/island-load.ts).
 *
 * Astro inlines this script in the page (src/build/client-directives.ts registers it), so
 * it listens from the moment the island's HTML is parsed: no click is ever lost.
 */
import type { ClientDirective } from "astro";
import { loadCode, openFailed, requestOpen, showLoadFailure } from "./island-load";

const openerDirective: ClientDirective = (load, options, el) => {
  const hash = options.value ? `#${options.value}` : null;
  let loading = false;
  const open = () => {
    const root = el.querySelector("[data-island-root]");
    if (!root || !requestOpen(root) || loading) return;
    loading = true;
    loadCode(load, el).then(
      (hydrate) => hydrate(),
      () => {
        loading = false;
        openFailed(root);
        showLoadFailure(el, open);
      },
    );
  };
  el.addEventListener("click", (event) => {
    if ((event.target as Element | null)?.closest?.("[data-opener]")) open();
  });
  if (hash) {
    if (location.hash === hash) open();
    addEventListener("hashchange", () => {
      if (location.hash === hash) open();
    });
  }
};

export default openerDirective;

declare module "astro" {
  interface AstroClientDirectives {
    /** Hydrate on the opener's click or at `#<value>` (this file). */
    "client:opener"?: string;
  }
}
