/**
 * The project's own `client:` directives, registered with Astro (each file says when its island
 * hydrates):
 * - `client:opener` (src/runtime/open-directive.ts): on its opener's click or at `#<value>`, never
 *   merely because it scrolled into view (the testimonial form);
 * - `client:signed-in` (src/runtime/signed-in-directive.ts): once someone is signed in (the
 *   account and moderation screens);
 * - `client:shown` (src/runtime/shown-directive.ts): near the screen in a page that is shown (the
 *   contact form; the counters and skill meters are plain script, src/features/effects/count-up.ts).
 * All three load through src/runtime/island-load.ts: only in a shown page, and a failed download
 * becomes a notice with Try again.
 */
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";

const DIRECTIVES = {
  opener: "../runtime/open-directive.ts",
  "signed-in": "../runtime/signed-in-directive.ts",
  shown: "../runtime/shown-directive.ts",
};

export function clientDirectives(): AstroIntegration {
  return {
    name: "client-directives",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        for (const [name, file] of Object.entries(DIRECTIVES)) {
          addClientDirective({ name, entrypoint: fileURLToPath(new URL(file, import.meta.url)) });
        }
      },
    },
  };
}
