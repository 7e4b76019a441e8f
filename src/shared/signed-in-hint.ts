/**
 * The hint that someone is signed in on this browser: lets a page fetch Firebase only for a reader
 * who may be signed in. Never throws (storage may be blocked: then there is no hint).
 */

/**
 * localStorage key of the hint ("1"), written by the account's auth state
 * (src/features/account/auth-state.ts) and read where a signed-in reader is offered more without
 * loading Firebase for everyone (the guides' progress in her account). A hint only: Firebase Auth
 * decides, and a stale hint is cleared when it says no one is signed in. Its home is here, not in
 * src/site/constants.ts, whose chunk every page loads.
 */
export const SIGNED_IN_HINT_KEY = "signed-in";

export function signedInHint(storage: Pick<Storage, "getItem"> = localStorage): boolean {
  try {
    return storage.getItem(SIGNED_IN_HINT_KEY) === "1";
  } catch {
    return false;
  }
}

export function setSignedInHint(
  on: boolean,
  storage: Pick<Storage, "setItem" | "removeItem"> = localStorage,
): void {
  try {
    if (on) storage.setItem(SIGNED_IN_HINT_KEY, "1");
    else storage.removeItem(SIGNED_IN_HINT_KEY);
  } catch {
    // No storage: no hint.
  }
}
