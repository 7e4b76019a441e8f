/**
 * The contract between the account pages' frame (auth-screen.ts, started by the page script of
 * src/features/account/components/AuthScreen.astro) and the `client:signed-in` directive
 * (signed-in-directive.ts) that hydrates their React screen. The frame asks by setting the
 * island's `data-load` and firing `LOAD_EVENT` on it; the directive also reads the attribute when
 * it starts, so a request made before it was listening is not lost.
 */
import { showLoadFailure } from "./island-load";

export const LOAD_ATTRIBUTE = "data-load";
export const LOAD_EVENT = "auth-screen:load";

/** "prefetch": fetch the screen's code (someone is signing in); "mount": hydrate it (signed in). */
export type LoadRequest = "prefetch" | "mount";

/** Asks the island for its code, or to hydrate; a mount is never taken back to a prefetch. */
export function requestLoad(island: HTMLElement, request: LoadRequest): void {
  if (island.getAttribute(LOAD_ATTRIBUTE) === "mount") return;
  island.setAttribute(LOAD_ATTRIBUTE, request);
  island.dispatchEvent(new Event(LOAD_EVENT));
}

/** The frame's notice: its own script (the sign-in and sign-up forms') could not load. */
const FRAME_NOTICE = '[data-load-notice="frame"]';

/**
 * The frame's script (or a chunk it needs) could not be downloaded: 'Checking your sign-in...'
 * goes (nothing is checking), and the frame's notice shows; its Try again brings the spinner
 * back and calls `retry`.
 */
export function frameFailed(screen: HTMLElement, retry: () => void): void {
  const busy = (on: boolean) => {
    screen.setAttribute("aria-busy", String(on));
    screen.querySelector<HTMLElement>("[data-checking]")!.hidden = !on;
  };
  busy(false);
  showLoadFailure(
    screen,
    () => {
      busy(true);
      retry();
    },
    screen.querySelector(FRAME_NOTICE),
  );
}

/**
 * A submit held while a notice shows (the frame's script could not load): rather than nothing,
 * the focus goes to its Try again, right after the sentence that says why.
 */
export function pointAtFailure(screen: HTMLElement): void {
  screen.querySelector<HTMLElement>("[data-load-notice] > :not([hidden]) > button")?.focus();
}
