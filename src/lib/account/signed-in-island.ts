/**
 * The contract between the account pages' frame (auth-screen.ts) and the `client:signed-in`
 * directive (signed-in-directive.ts) that hydrates their React screen. The frame asks by setting
 * the island's `data-load` and firing `LOAD_EVENT` on it; the directive also reads the attribute
 * when it starts, so a request made before it was listening is not lost.
 */
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
