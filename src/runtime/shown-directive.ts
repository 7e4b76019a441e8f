/**
 * `client:shown={{ rootMargin }}`: Astro's `client:visible` for pages a visitor may not be looking
 * at yet. The island loads once it comes near the screen (within `rootMargin`) in a page that is
 * shown, after its first screen is painted (never competing with the first screen's picture): a page prerendered ahead of a click (speculation.ts) loads none while hidden. If its code
 * cannot be downloaded, its notice (if it has one, right after it) says so, with Try again
 * (src/runtime/island-load.ts).
 *
 * Astro inlines this script in the pages that use it (src/build/client-directives.ts).
 */
import type { ClientDirective } from "astro";
import { loadCode, showLoadFailure } from "./island-load";
import { whenFirstScreenPainted } from "./shown";

const shownDirective: ClientDirective = (load, options, el) => {
  const { rootMargin = "0px" } = (options.value ?? {}) as { rootMargin?: string };
  const start = () => {
    loadCode(load, el).then(
      (hydrate) => hydrate(),
      () => showLoadFailure(el, start),
    );
  };
  const near = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      near.disconnect();
      start();
    },
    { rootMargin },
  );
  // Only once the first screen is painted (shown.ts): then an island already near the screen
  // loads at once. The island itself is `display: contents`: what shows are its children.
  void whenFirstScreenPainted().then(() => {
    for (const child of el.children) near.observe(child);
  });
};

export default shownDirective;

declare module "astro" {
  interface AstroClientDirectives {
    /** Hydrate once near the screen in a shown page (this file). */
    "client:shown"?: { rootMargin?: string } | boolean;
  }
}
