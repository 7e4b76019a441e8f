/**
 * The islands' loading protocol, in one module: when an island's code is fetched, what is kept
 * while it comes, and what a visitor sees when it does not come. The project's client directives
 * (src/build/client-directives.ts: `client:opener`, `client:signed-in`, `client:shown`)
 * and the account pages' frame use it; Astro inlines each directive in the pages that use it, so
 * what they import from here must stay tiny (each takes only the functions it calls).
 *
 * - When shown: an island loads only once its page is shown (`loadCode` waits for shown.ts): a
 *   page prerendered ahead of a click (speculation.ts) fetches and hydrates no island while hidden.
 * - Early opens: a click on an island's opener (`[data-opener]`, server-rendered) or a `#hash`
 *   that comes before the island has hydrated is remembered on its root (`requestOpen`), and the
 *   island acts on it once mounted (`takeEarlyOpen`). The opener carries `data-opener`; its
 *   island's root carries `data-island-root`, and gets `data-hydrated` once its code is in charge.
 * - Early submits: held until the code is in charge (src/runtime/early-submits.ts). The account
 *   pages' hold is installed by inline code (the `client:signed-in` directive), which cannot fail
 *   to download; if the page's own script never arrives (`whenScriptMissing`), the visitor is
 *   told so.
 * - Failures: Astro's island runtime (node_modules/astro/dist/runtime/server/astro-island.js)
 *   imports an island's component and renderer with `importWithRetry`: on a failed import it
 *   waits a second and imports once more with `?astro-retry=<time>`; if that fails too, it
 *   dispatches `astro:hydration-error` on the island and resolves `load()` with a function that
 *   does nothing. It never rejects. `loadCode` turns that event into a rejection, and
 *   `showLoadFailure` shows the island's notice (src/runtime/LoadNotice.astro) whose
 *   Try again loads again. Browsers that follow whatwg/html#10327 do not keep a failed module
 *   fetch, so the same `import()` really downloads again; one that keeps it for the page's life
 *   (Chromium before it) fails Try again without asking the network, so a Try again that fails
 *   while the device is online loads the page again, unless the visitor has typed in the island's
 *   fields (the notice then shows again, and the form as served still posts without its code).
 */
import { IN_CHARGE } from "./early-submits";
import { whenShown } from "./shown";

/** What Astro hands a client directive: fetches the island's code, resolves with its hydrate. */
export type LoadIsland = () => Promise<() => Promise<void>>;

/** The event Astro's runtime dispatches on an island whose code could not be imported. */
export const HYDRATION_ERROR = "astro:hydration-error";

/**
 * Astro's `load`, after the page is shown, rejecting when the island's code (its component, its
 * renderer or a chunk either imports) could not be downloaded.
 */
export async function loadCode(load: LoadIsland, island: Element): Promise<() => Promise<void>> {
  await whenShown(island.ownerDocument);
  let failed: unknown;
  const fail = (event: Event) => (failed = (event as CustomEvent<{ error?: unknown }>).detail);
  island.addEventListener(HYDRATION_ERROR, fail);
  try {
    const hydrate = await load();
    // (Named by the event's type: a longer sentence would be inlined in every page.)
    if (failed) throw new Error(HYDRATION_ERROR, { cause: failed });
    return hydrate;
  } finally {
    island.removeEventListener(HYDRATION_ERROR, fail);
  }
}

let refetches = 0;

/**
 * The address a failed dynamic import names in its error (Chromium's message does), with a query
 * the host ignores, for a retry that asks the network again even where the browser keeps the
 * failure (see the top of this file); undefined when the error names none.
 */
export function refetchUrl(error: unknown): string | undefined {
  const url = /https?:\/\/[^\s?#]+\.m?js/.exec(String((error as Error | undefined)?.message))?.[0];
  return url && `${url}?retry=${++refetches}`;
}

/** On an island once its Try again was pressed (showLoadFailure). */
const RETRIED = "data-load-retried";

/** Whether a field of `island` holds something the visitor typed (a reload would lose it). */
const typedIn = (island: Element) =>
  [...island.querySelectorAll<HTMLInputElement>("textarea, input:not([type=hidden])")].some(
    (field) => !/^(checkbox|radio|submit|button)$/.test(field.type) && field.value !== "",
  );

/** On an island while its notice shows (set and removed by showLoadFailure). */
export const LOAD_FAILED = "data-load-failed";
/** Dispatched on the island when its notice shows and when the visitor asks to try again. */
export const LOAD_CHANGE = "island:load";

/**
 * Shows `notice` (the island's LoadNotice, by default the element right after the island): its
 * sentence, announced politely, and Try again, which hides it, brings the focus to the island's
 * first control still shown (it left with the hidden button) and calls `retry`. The island carries
 * LOAD_FAILED meanwhile, and gets LOAD_CHANGE on both changes. Without a notice (none after the
 * island, or `notice` null) nothing shows. After a Try again, a failure while the device says it
 * is online and nothing is typed in the island loads the page again instead (see the top of this
 * file).
 */
export function showLoadFailure(
  island: Element,
  retry: () => void,
  notice: Element | null = island.nextElementSibling,
): void {
  if (island.hasAttribute(RETRIED) && navigator.onLine && !typedIn(island))
    return location.reload();
  const message = notice?.firstElementChild as HTMLElement | null | undefined;
  if (!message) return;
  const change = (failed: boolean) => {
    island.toggleAttribute(LOAD_FAILED, failed);
    island.dispatchEvent(new Event(LOAD_CHANGE));
  };
  message.hidden = false;
  change(true);
  message.querySelector("button")!.onclick = () => {
    message.hidden = true;
    island.querySelector<HTMLElement>(":is(button, input, a[href]):not([hidden] *)")?.focus();
    change(false);
    island.setAttribute(RETRIED, "");
    retry();
  };
}

const REQUESTED = "data-open-requested";
const OPENER = "[data-opener]";

/**
 * Remembers that the island under `root` was asked to open (a click on its opener, or a link
 * such as /testimonials#share), unless it has hydrated already (then it listens itself).
 * Returns false when it had.
 */
export function requestOpen(root: Element): boolean {
  if (root.hasAttribute(IN_CHARGE)) return false;
  root.setAttribute(REQUESTED, "");
  // Until the island takes over, the opener says it is working on it.
  root.querySelector(OPENER)?.setAttribute("aria-busy", "true");
  return true;
}

/** The island's code did not come: the opener stops saying it is working on it. */
export function openFailed(root: Element): void {
  root.querySelector(OPENER)?.removeAttribute("aria-busy");
}

/** Marks the island hydrated; true when a click came before, and forgets it. */
export function takeEarlyOpen(root: Element): boolean {
  root.setAttribute(IN_CHARGE, "");
  openFailed(root);
  const requested = root.hasAttribute(REQUESTED);
  root.removeAttribute(REQUESTED);
  return requested;
}

const SCRIPT_ARRIVED = "data-script";

/** Called first by the page script that `root` waits for: it has arrived. */
export function scriptArrived(root: Element): void {
  root.setAttribute(SCRIPT_ARRIVED, "");
}

/**
 * Calls `missing` if `root`'s page script (a module script, which the browser runs before
 * DOMContentLoaded) has not arrived by DOMContentLoaded: its download, or one of the chunks it
 * imports, failed. To be called while the page is parsed (by inline code).
 */
export function whenScriptMissing(root: Element, missing: () => void): void {
  root.ownerDocument.addEventListener("DOMContentLoaded", () => {
    if (!root.hasAttribute(SCRIPT_ARRIVED)) missing();
  });
}
