import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";

/**
 * Registers `client:signed-in` (src/lib/account/signed-in-directive.ts): the account and
 * moderation screens hydrate once someone is signed in, not on load.
 */
export function signedInDirective(): AstroIntegration {
  return {
    name: "signed-in-directive",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        addClientDirective({
          name: "signed-in",
          entrypoint: fileURLToPath(
            new URL("../lib/account/signed-in-directive.ts", import.meta.url),
          ),
        });
      },
    },
  };
}
