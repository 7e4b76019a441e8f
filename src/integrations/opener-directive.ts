/**
 * Registers `client:opener` (src/lib/open-directive.ts): an island that hydrates when a visitor
 * asks it to open (its opener button, or a `#<hash>` link), never merely because it scrolled
 * into view.
 */
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";

export function openerDirective(): AstroIntegration {
  return {
    name: "opener-directive",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        addClientDirective({
          name: "opener",
          entrypoint: fileURLToPath(new URL("../lib/open-directive.ts", import.meta.url)),
        });
      },
    },
  };
}
