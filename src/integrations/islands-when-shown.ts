import type { AstroIntegration } from "astro";

/**
 * Islands of a page that was prerendered ahead of a click (src/lib/speculation.ts) hydrate when
 * the page is shown, not while it is hidden: Astro runs "before-hydration" scripts before every
 * island hydrates, and this one waits for the page's activation (as src/lib/shown.ts does).
 */
export function islandsWhenShown(): AstroIntegration {
  return {
    name: "islands-when-shown",
    hooks: {
      "astro:config:setup": ({ injectScript }) => {
        // The same test as src/lib/shown.ts, written out: this runs before every island.
        injectScript(
          "before-hydration",
          `if (document.prerendering) await new Promise((shown) => document.addEventListener("prerenderingchange", shown, { once: true }));`,
        );
      },
    },
  };
}
