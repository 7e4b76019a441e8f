/**
 * The auth store's state (SPEC §3 "The auth context exposes", §4 "Authentication", §5, §8): the
 * nanostores shared by every island that needs the signed-in user, and their one writer, with
 * sign-out. Islands import them from auth-store.ts, which re-exports them beside the account
 * operations (sign up, sign in, reset, verification, email and password change, makeAdmin,
 * emailExists). Operations log their errors and rethrow them (SPEC §8); islands turn them into
 * sentences with accountErrorMessage().
 *
 * User document on sign-in (SPEC §4 vs §5): reading users/{uid} fails with 'User document not
 * found' (UserDocumentNotFound, from getUserData). The store catches exactly that case when a
 * user signs in or a session is restored, and creates the missing document ({email, isAdmin:
 * false, createdAt}), as SPEC §4 says, e.g. for an account whose signup was cut off between
 * creating the account and writing its document. Any other failure (offline, refused) is logged,
 * rethrown by signIn (auth-store.ts), and leaves userData empty. Tested in
 * tests/backend/auth-store.test.ts.
 *
 * One writer of the signed-in state (issue 43): Firebase's own auth state, through its observer,
 * decides who is signed in. `showUser` is the only place that shows a signed-in account, and only
 * while it is Firebase's current user and not being signed out; a user document is applied the
 * same way (`applyUserData`). Operations never show a sign-in themselves. Signing out always wins:
 * `signOut` shows the signed-out state at once, and from then on nothing of that session is shown
 * or requested again: each operation checks before every Firestore call that its session is
 * still the current one (`stillCurrent`), and once it is not, the operation ends quietly
 * (`untilSignedOut`): nothing shown, nothing logged, no call the rules would refuse. A new sign-in
 * is a new session (a new User object), so a late answer of an old one, even of the same account,
 * never reaches it. Tested in tests/backend/auth-store.test.ts and
 * tests/e2e/account-signout.spec.ts.
 *
 * Firestore (Lite, with users.ts) is imported on first use, not with this module: the signed-out
 * screens need Auth alone, so that is all a signed-out visitor downloads.
 */
import { atom, computed } from "nanostores";
import { onIdTokenChanged, signOut as firebaseSignOut, type User } from "firebase/auth";
import { accountMessages } from "@/features/account/messages";
import { OFFLINE_TIMEOUT_MS } from "@/features/account/constants";
import { firebaseAuth } from "../../firebase/app";
import { firebaseReady } from "../../firebase/core";
import { setSignedInHint } from "@/shared/signed-in-hint";
import type { UserData } from "./users";

// What the operations of auth-store.ts build on (the rules above), exported for them alone:
// `firestore`, `stillCurrent`, `untilSignedOut`, `showUser`, `applyUserData`, `logged`,
// `currentUser`, `ensureUserDocument` and `signupWriting`. Islands import from auth-store.ts.

/** Firestore Lite and the user-document calls, fetched the first time one is needed. */
export async function firestore() {
  const [{ liteDb }, users] = await Promise.all([import("../../firebase/lite"), import("./users")]);
  return { db: liteDb(), ...users };
}

/** The signed-in account, as a plain snapshot (a new object on every change). */
export interface AuthUser {
  uid: string;
  email: string | null;
  emailVerified: boolean;
}

export const $user = atom<AuthUser | null>(null);
export const $userData = atom<UserData | null>(null);
/** True until the first auth check has finished; islands render only after it. */
export const $authLoading = atom(true);
export const $isAdmin = computed($userData, (data) => data?.isAdmin === true);
export const $isEmailVerified = computed($user, (user) => user?.emailVerified === true);
/** Set when Firestore did not answer within OFFLINE_TIMEOUT_MS (SPEC §8): the UI says so. */
export const $backendUnreachable = atom(false);

const snapshot = (user: User): AuthUser => ({
  uid: user.uid,
  email: user.email,
  emailVerified: user.emailVerified,
});

/**
 * Users whose session a sign-out has ended. Firebase keeps one as its current user for a moment
 * after `signOut` is called; nothing of theirs is shown or requested meanwhile. A later sign-in,
 * even to the same account, is a new User object, so it is never in here.
 */
const signedOut = new WeakSet<User>();

/** True while `user` is Firebase's signed-in user and no sign-out of theirs has begun. */
function isCurrent(user: User): boolean {
  return firebaseAuth().currentUser === user && !signedOut.has(user);
}

/** Thrown inside an operation whose session ended: `untilSignedOut` ends it quietly. */
class SessionEnded extends Error {
  constructor() {
    super("Signed out meanwhile");
    this.name = "SessionEnded";
  }
}

/** Before each Firestore call of `user`'s session: stops there if the session has ended. */
export function stillCurrent(user: User): void {
  if (!isCurrent(user)) throw new SessionEnded();
}

/**
 * The rest of an operation of `user`'s session. Should the session end before it is done (a
 * sign-out), whatever happens after is nobody's business any more: any failure (SessionEnded,
 * or a call refused because the session ended while it was on its way) resolves as `ended()`,
 * unlogged. While the session lasts, failures are the operation's own.
 */
export async function untilSignedOut<T>(
  user: User,
  ended: () => T,
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isCurrent(user)) throw error;
    return ended();
  }
}

/**
 * The one writer of a signed-in `$user`: shows `user`, only while it is the current one (a new
 * snapshot only when something shown changed).
 */
export function showUser(user: User): void {
  if (!isCurrent(user)) return;
  const next = snapshot(user);
  const shown = $user.get();
  if (
    shown?.uid !== next.uid ||
    shown.email !== next.email ||
    shown.emailVerified !== next.emailVerified
  )
    $user.set(next);
}

/** `user`'s user document, applied only while `user` is the current one. */
export function applyUserData(user: User, data: UserData | null): void {
  if (isCurrent(user)) $userData.set(data);
}

/** Logs and rethrows (SPEC §8: account errors are logged to the console and rethrown). */
export async function logged<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    console.error(`Error ${what}:`, error);
    throw error;
  }
}

/** The signed-in user whose session has not ended; throws "Not signed in" otherwise. */
export function currentUser(): User {
  const user = firebaseAuth().currentUser;
  if (!user || !isCurrent(user)) throw new Error("Not signed in");
  return user;
}

/**
 * SPEC §8 over Firestore Lite (which waits as long as the network does): if `work` takes longer
 * than OFFLINE_TIMEOUT_MS, the backend is flagged unreachable and the read fails as offline
 * (code 'unavailable'). An answer after that clears the flag again.
 */
async function watchReachability<T>(work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      $backendUnreachable.set(true);
      reject(Object.assign(new Error(accountMessages.offlineRead), { code: "unavailable" }));
    }, OFFLINE_TIMEOUT_MS);
  });
  work.then(
    () => $backendUnreachable.set(false),
    () => {},
  );
  try {
    return await Promise.race([work, timeout]);
  } catch (error) {
    if (/offline|unavailable/i.test(String((error as { code?: string }).code ?? error)))
      $backendUnreachable.set(true);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

// One load-or-create per session at a time: signIn and the auth observer share it, so they never
// both try to create the same document. Each step checks the session is still the current one,
// so a load of a session that ended stops before its next request (which the rules would refuse).
const ensuring = new Map<User, Promise<UserData>>();
/** A signup writes the document itself; the observer waits for it instead of racing it. */
let signupWrite: Promise<unknown> = Promise.resolve();

/**
 * Called by signUp before it creates the account: the observer's load of the user document waits
 * until the function returned is called (the signup's own write done, or given up).
 */
export function signupWriting(): () => void {
  let done!: () => void;
  signupWrite = new Promise<void>((resolve) => (done = resolve));
  return done;
}

export function ensureUserDocument(user: User): Promise<UserData> {
  const pending = ensuring.get(user);
  if (pending) return pending;
  const work = watchReachability(
    (async () => {
      await signupWrite.catch(() => {});
      const { db, getUserData, createUserDocument, UserDocumentNotFound } = await firestore();
      // App Check (when on) is set up before the first Firestore request, so it carries a token.
      await firebaseReady();
      stillCurrent(user);
      try {
        return await getUserData(db, user.uid);
      } catch (error) {
        if (!(error instanceof UserDocumentNotFound)) throw error;
        stillCurrent(user);
        await createUserDocument(db, user.uid, { email: user.email ?? "" });
        stillCurrent(user);
        return getUserData(db, user.uid);
      }
    })(),
  );
  ensuring.set(user, work);
  const forget = () => {
    if (ensuring.get(user) === work) ensuring.delete(user);
  };
  work.then(forget, forget);
  return work;
}

/** The session the store shows (undefined before the first auth check). */
let session: User | null | undefined;

/**
 * Firebase's auth state changed (a sign-in, a sign-out, or the same user's token or account):
 * the observer, the one writer of the signed-in state. A new session shows its user at once and
 * its user document when loaded, if it is still the current one by then.
 */
async function authChanged(user: User | null): Promise<void> {
  // The user being signed out, for the moment Firebase still has them: already shown signed out.
  if (user && signedOut.has(user)) return;
  if (user === session) {
    if (user) showUser(user);
    return;
  }
  session = user;
  $userData.set(null);
  // Other pages read it to offer a signed-in reader more (the guides' progress in her account).
  if (typeof window !== "undefined") setSignedInHint(!!user);
  if (!user) {
    $user.set(null);
    return;
  }
  showUser(user);
  try {
    applyUserData(user, await ensureUserDocument(user));
  } catch (error) {
    if (!isCurrent(user)) return;
    console.error("Error loading user data:", error);
    $userData.set(null);
  }
}

let started: Promise<void> | null = null;
/** Whether the observer has heard from Firebase yet (its first answer is the first check). */
let heard = false;

/**
 * Starts observing the auth state (once). Resolves after the first check, when $authLoading
 * becomes false.
 */
export function startAuth(): Promise<void> {
  started ??= new Promise((resolve) => {
    // The ID token's observer also hears of changes to the same user (a reload, a new email).
    onIdTokenChanged(firebaseAuth(), async (user) => {
      const first = !heard;
      heard = true;
      await authChanged(user);
      if (first) {
        $authLoading.set(false);
        resolve();
      }
    });
  });
  return started;
}

/**
 * Sign out (SPEC §4): clears the user and the user data at once, before Firebase has finished,
 * and ends the session for everything still on its way (see the top of this file).
 */
export async function signOut(): Promise<void> {
  return logged("logging out", async () => {
    const user = firebaseAuth().currentUser;
    if (user) signedOut.add(user);
    session = null;
    ensuring.clear();
    if (typeof window !== "undefined") setSignedInHint(false);
    $user.set(null);
    $userData.set(null);
    try {
      await firebaseSignOut(firebaseAuth());
    } catch (error) {
      // Still signed in after all: show it again, as the observer would have.
      if (user) signedOut.delete(user);
      void authChanged(firebaseAuth().currentUser);
      throw error;
    }
  });
}
