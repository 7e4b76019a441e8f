// The project's own client directive, for the type checker (registered in astro.config.mjs).
import "astro";

declare module "astro" {
  interface AstroClientDirectives {
    /** Hydrates when the account pages' frame asks: src/lib/account/signed-in-directive.ts. */
    "client:signed-in"?: boolean;
  }
}
