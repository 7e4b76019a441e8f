/**
 * `client:signed-in`: hydrates an island when the account pages' frame asks (see
 * signed-in-island.ts), i.e. once someone is signed in, and fetches its code earlier when asked
 * to prefetch. Registered by src/build/client-directives.ts. Being a real Astro island,
 * the screen gets what Astro gives every island: in `npm run dev` the React integration's
 * fast-refresh preamble (before hydration), so the screen loads and reloads as it is edited.
 *
 * If the screen's code cannot be downloaded, its notice says so, with Try again; the frame hides
 * its spinner meanwhile (src/runtime/island-load.ts, LOAD_CHANGE).
 *
 * Inlined in the page, this is also the one script of these pages that cannot fail to download,
 * so it keeps the frame's promises to a visitor who submits early: a submit before the frame's
 * script is in charge is held (and made once it is); if that script never arrives, the frame's
 * notice says so instead (signed-in-island.ts, `frameFailed`).
 */
import type { ClientDirective } from "astro";
import { holdEarlySubmits } from "./early-submits";
import { loadCode, showLoadFailure, whenScriptMissing } from "./island-load";
import { frameFailed, LOAD_ATTRIBUTE, LOAD_EVENT, pointAtFailure } from "./signed-in-island";

const signedIn: ClientDirective = (load, _options, el) => {
  const screen = el.closest<HTMLElement>("[data-island-root]")!;
  holdEarlySubmits(screen, () => pointAtFailure(screen));
  // The frame's script did not come: only a fresh page can bring it.
  whenScriptMissing(screen, () => frameFailed(screen, () => location.reload()));

  let code: ReturnType<typeof load> | undefined;
  // A failed download is forgotten, so the next request downloads again.
  const fetchCode = () =>
    (code ??= loadCode(load, el).catch((error: unknown) => {
      code = undefined;
      throw error;
    }));
  let hydrating = false;
  const act = () => {
    const request = el.getAttribute(LOAD_ATTRIBUTE);
    if (request === "prefetch") fetchCode().catch(() => {});
    if (request === "mount" && !hydrating) {
      hydrating = true;
      fetchCode().then(
        (hydrate) => hydrate(),
        () => {
          hydrating = false;
          showLoadFailure(el, act);
        },
      );
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
