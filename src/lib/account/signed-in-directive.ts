/**
 * `client:signed-in`: hydrates an island when the account pages' frame asks (see
 * signed-in-island.ts), i.e. once someone is signed in, and fetches its code earlier when asked
 * to prefetch. Registered by src/integrations/client-directives.ts. Being a real Astro island,
 * the screen gets what Astro gives every island: in `npm run dev` the React integration's
 * fast-refresh preamble (before hydration), so the screen loads and reloads as it is edited.
 */
import type { ClientDirective } from "astro";
import { LOAD_ATTRIBUTE, LOAD_EVENT } from "./signed-in-island";

const signedIn: ClientDirective = (load, _options, el) => {
  let code: ReturnType<typeof load> | undefined;
  const fetchCode = () => (code ??= load());
  let hydrating = false;
  const act = () => {
    const request = el.getAttribute(LOAD_ATTRIBUTE);
    if (request === "prefetch") void fetchCode();
    if (request === "mount" && !hydrating) {
      hydrating = true;
      void fetchCode().then((hydrate) => hydrate());
    }
  };
  el.addEventListener(LOAD_EVENT, act);
  act();
};

export default signedIn;

declare module "astro" {
  interface AstroClientDirectives {
    /** Hydrate when the account pages' frame asks (this file). */
    "client:signed-in"?: boolean;
  }
}
