/**
 * The project's own `client:` directives, registered with Astro (each file says when its island
 * hydrates):
 * - `client:opener` (src/lib/open-directive.ts): on its opener's click or at `#<value>`, never
 *   merely because it scrolled into view (the testimonial form);
 * - `client:signed-in` (src/lib/account/signed-in-directive.ts): once someone is signed in (the
 *   account and moderation screens).
 */
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";

const DIRECTIVES = {
  opener: "../lib/open-directive.ts",
  "signed-in": "../lib/account/signed-in-directive.ts",
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
