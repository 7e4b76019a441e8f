/**
 * The auth store (SPEC §3 "The auth context exposes", §4 "Authentication", §5, §8) as nanostores,
 * shared by every island that needs the signed-in user. Operations log their errors and rethrow
 * them (SPEC §8); islands turn them into sentences with accountErrorMessage().
 *
 * User document on sign-in (SPEC §4 vs §5): reading users/{uid} fails with 'User document not
 * found' (UserDocumentNotFound, from getUserData). The store catches exactly that case when a
 * user signs in or a session is restored, and creates the missing document ({email, isAdmin:
 * false, createdAt}), as SPEC §4 says, e.g. for an account whose signup was cut off between
 * creating the account and writing its document. Any other failure (offline, refused) is logged,
 * rethrown by signIn, and leaves userData empty. Tested in tests/backend/auth-store.test.ts.
 *
 * Firestore (Lite, with users.ts) is imported on first use, not with this module: the signed-out
 * screens need Auth alone, so that is all a signed-out visitor downloads.
 */
import { atom, computed } from "nanostores";
import {
  EmailAuthProvider,
  createUserWithEmailAndPassword,
  onAuthStateChanged,
  reauthenticateWithCredential,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut as firebaseSignOut,
  updateEmail,
  updatePassword,
  verifyBeforeUpdateEmail,
  type User,
} from "firebase/auth";
import { messages } from "@/lib/messages";
import { OFFLINE_TIMEOUT_MS } from "@/lib/constants";
import { firebaseAuth } from "./app";
import { firebaseReady } from "./core";
import type { ProfileFields, UserData } from "./users";

/** Firestore Lite and the user-document calls, fetched the first time one is needed. */
async function firestore() {
  const [{ liteDb }, users] = await Promise.all([import("./lite"), import("./users")]);
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

/** Logs and rethrows (SPEC §8: account errors are logged to the console and rethrown). */
async function logged<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    console.error(`Error ${what}:`, error);
    throw error;
  }
}

function currentUser(): User {
  const user = firebaseAuth().currentUser;
  if (!user) throw new Error("Not signed in");
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
      reject(Object.assign(new Error(messages.account.offlineRead), { code: "unavailable" }));
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

// One load-or-create per account at a time: signIn and the auth observer share it, so they
// never both try to create the same document. Signing out forgets them: a read still in flight
// from the old session would be refused, and must not be reused by the next sign-in.
const ensuring = new Map<string, Promise<UserData>>();
/** A signup writes the document itself; the observer waits for it instead of racing it. */
let signupWrite: Promise<unknown> = Promise.resolve();

function ensureUserDocument(user: User): Promise<UserData> {
  const pending = ensuring.get(user.uid);
  if (pending) return pending;
  const work = watchReachability(
    (async () => {
      await signupWrite.catch(() => {});
      const { db, getUserData, createUserDocument, UserDocumentNotFound } = await firestore();
      // App Check (when on) is set up before the first Firestore request, so it carries a token.
      await firebaseReady();
      try {
        return await getUserData(db, user.uid);
      } catch (error) {
        if (!(error instanceof UserDocumentNotFound)) throw error;
        await createUserDocument(db, user.uid, { email: user.email ?? "" });
        return getUserData(db, user.uid);
      }
    })(),
  );
  ensuring.set(user.uid, work);
  const forget = () => {
    if (ensuring.get(user.uid) === work) ensuring.delete(user.uid);
  };
  work.then(forget, forget);
  return work;
}

let started: Promise<void> | null = null;

/**
 * Starts observing the auth state (once). Resolves after the first check, when $authLoading
 * becomes false.
 */
export function startAuth(): Promise<void> {
  started ??= new Promise((resolve) => {
    onAuthStateChanged(firebaseAuth(), async (user) => {
      if (!user) {
        ensuring.clear();
        $user.set(null);
        $userData.set(null);
      } else {
        $user.set(snapshot(user));
        try {
          const data = await ensureUserDocument(user);
          if (firebaseAuth().currentUser?.uid === user.uid) $userData.set(data);
        } catch (error) {
          console.error("Error loading user data:", error);
          if (firebaseAuth().currentUser?.uid === user.uid) $userData.set(null);
        }
      }
      $authLoading.set(false);
      resolve();
    });
  });
  return started;
}

/** Sign up (SPEC §4): account, verification email, user document with the profile fields. */
export async function signUp(
  email: string,
  password: string,
  profile: ProfileFields = {},
): Promise<void> {
  return logged("signing up", async () => {
    let done!: () => void;
    signupWrite = new Promise<void>((resolve) => (done = resolve));
    try {
      const { user } = await createUserWithEmailAndPassword(firebaseAuth(), email.trim(), password);
      const { db, createUserDocument } = await firestore();
      await firebaseReady();
      await createUserDocument(db, user.uid, { ...profile, email: user.email ?? email.trim() });
      await sendEmailVerification(user);
      $user.set(snapshot(user));
    } finally {
      done();
    }
  });
}

/** Sign in (SPEC §4): loads (or creates) the user document and records lastLogin. */
export async function signIn(email: string, password: string): Promise<void> {
  return logged("signing in", async () => {
    const { user } = await signInWithEmailAndPassword(firebaseAuth(), email.trim(), password);
    const data = await ensureUserDocument(user);
    const { db, getUserData, updateOwnUser } = await firestore();
    // An email changed through a confirmation link (verifyBeforeUpdateEmail) reaches the user
    // document at the next sign-in.
    const emailChanged = user.email && data.email !== user.email;
    await updateOwnUser(db, user.uid, {
      lastLogin: true,
      ...(emailChanged ? { email: user.email ?? "" } : {}),
    });
    $user.set(snapshot(user));
    $userData.set(await getUserData(db, user.uid));
  });
}

/** Sign out (SPEC §4): clears the user data. */
export async function signOut(): Promise<void> {
  return logged("logging out", async () => {
    ensuring.clear();
    await firebaseSignOut(firebaseAuth());
    $user.set(null);
    $userData.set(null);
  });
}

export async function resetPassword(email: string): Promise<void> {
  return logged("resetting password", () => sendPasswordResetEmail(firebaseAuth(), email.trim()));
}

export async function resendVerification(): Promise<void> {
  return logged("sending verification email", () => sendEmailVerification(currentUser()));
}

/**
 * Re-reads the account (e.g. after the visitor clicked the link in the verification email) and
 * mirrors a newly verified email into the user document.
 */
export async function refreshVerification(): Promise<boolean> {
  return logged("checking email verification", async () => {
    const user = currentUser();
    await user.reload();
    $user.set(snapshot(user));
    if (user.emailVerified && $userData.get()?.emailVerified !== true) {
      const { db, getUserData, updateOwnUser } = await firestore();
      await user.getIdToken(true); // the rules read email_verified from a fresh token
      await updateOwnUser(db, user.uid, { emailVerified: true });
      $userData.set(await getUserData(db, user.uid));
    }
    return user.emailVerified;
  });
}

async function reauthenticate(user: User, password: string): Promise<void> {
  await reauthenticateWithCredential(
    user,
    EmailAuthProvider.credential(user.email ?? "", password),
  );
}

const needsRecentLogin = (error: unknown) =>
  (error as { code?: string }).code === "auth/requires-recent-login";

/**
 * Changes the sign-in email. Where the project requires the new address to be verified first
 * (Firebase's email enumeration protection), a confirmation link is sent to it instead and the
 * change happens when it is clicked: the result says which.
 */
export async function changeEmail(
  newEmail: string,
  currentPassword: string,
): Promise<"changed" | "verification-sent"> {
  return logged("updating email", async () => {
    const user = currentUser();
    const email = newEmail.trim();
    await reauthenticate(user, currentPassword);
    try {
      await updateEmail(user, email);
    } catch (error) {
      if ((error as { code?: string }).code !== "auth/operation-not-allowed") throw error;
      await verifyBeforeUpdateEmail(user, email);
      return "verification-sent";
    }
    const { db, getUserData, updateOwnUser } = await firestore();
    await user.getIdToken(true); // the rules compare the document's email with the token's
    await updateOwnUser(db, user.uid, { email, emailVerified: false });
    await sendEmailVerification(user);
    $user.set(snapshot(user));
    $userData.set(await getUserData(db, user.uid));
    return "changed";
  });
}

/** Changes the password, re-authenticating first when Firebase asks for a recent login. */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  return logged("updating password", async () => {
    const user = currentUser();
    try {
      await updatePassword(user, newPassword);
    } catch (error) {
      if (!needsRecentLogin(error)) throw error;
      await reauthenticate(user, currentPassword);
      await updatePassword(user, newPassword);
    }
  });
}

/**
 * makeAdmin (SPEC §5, §6): only an admin may grant admin status. Kept though no screen calls it
 * yet: the SPEC requires it of the store (tested in tests/backend/auth-store.test.ts).
 */
export async function makeAdmin(uid: string): Promise<void> {
  return logged("making admin", async () => {
    if (!$isAdmin.get()) throw new Error(messages.account.unauthorized);
    const { db, grantAdmin } = await firestore();
    await grantAdmin(db, uid);
  });
}

/**
 * Email-exists check (SPEC §7 call 9). Only admins may query users (firestore.rules). Kept though
 * no screen calls it yet: the SPEC requires it of the store (tested in the backend suite).
 */
export async function emailExists(email: string): Promise<boolean> {
  return logged("checking email", async () => {
    const { db, findUserByEmail } = await firestore();
    return (await findUserByEmail(db, email)) !== null;
  });
}
