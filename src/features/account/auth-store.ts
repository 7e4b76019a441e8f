/**
 * The auth store (SPEC §3 "The auth context exposes", §4 "Authentication", §5, §7, §8), what
 * islands import: its account operations, written here (sign up, sign in, password reset, email
 * verification, email and password change, and the admin's makeAdmin and emailExists), and its
 * state, re-exported from auth-state.ts (the nanostores, startAuth and signOut: the signed-in
 * state's one writer). Operations log their errors and rethrow them (SPEC §8); islands turn them
 * into sentences with accountErrorMessage(). One module for islands to import keeps both parts in
 * one chunk of the build.
 *
 * They follow the state's rules (the top of auth-state.ts): an operation never shows a sign-in
 * itself (the observer does; `showUser` and `applyUserData` show its results only while its
 * session is the current one), checks before every Firestore call that its session is still the
 * current one (`stillCurrent`), and ends quietly once a sign-out has ended it (`untilSignedOut`).
 * Tested in tests/backend/auth-store.test.ts.
 */
import {
  EmailAuthProvider,
  createUserWithEmailAndPassword,
  reauthenticateWithCredential,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  updateEmail,
  updatePassword,
  verifyBeforeUpdateEmail,
  type User,
} from "firebase/auth";
import { accountMessages } from "@/features/account/messages";
import { firebaseAuth } from "../../firebase/app";
import {
  $isAdmin,
  $userData,
  applyUserData,
  currentUser,
  ensureUserDocument,
  firestore,
  logged,
  showUser,
  signupWriting,
  stillCurrent,
  untilSignedOut,
} from "./auth-state";
import { firebaseReady } from "../../firebase/core";
import type { ProfileFields } from "./users";

export {
  $authLoading,
  $backendUnreachable,
  $isAdmin,
  $isEmailVerified,
  $user,
  $userData,
  signOut,
  startAuth,
  type AuthUser,
} from "./auth-state";

/**
 * Sign up (SPEC §4): account, user document with the profile fields, verification email. The
 * observer shows the new account; should she sign out before this is done, the document is left
 * for her next sign-in to create (SPEC §4), and the verification email still goes to the new
 * address (with the account's own token: it shows nothing here).
 */
export async function signUp(
  email: string,
  password: string,
  profile: ProfileFields = {},
): Promise<void> {
  return logged("signing up", async () => {
    const done = signupWriting();
    try {
      const { user } = await createUserWithEmailAndPassword(firebaseAuth(), email.trim(), password);
      await untilSignedOut(
        user,
        () => {},
        async () => {
          const { db, createUserDocument } = await firestore();
          await firebaseReady();
          stillCurrent(user);
          await createUserDocument(db, user.uid, { ...profile, email: user.email ?? email.trim() });
        },
      );
      await untilSignedOut(
        user,
        () => {},
        () => sendEmailVerification(user),
      );
    } finally {
      done();
    }
  });
}

/**
 * Sign in (SPEC §4): loads (or creates) the user document and records lastLogin. The observer
 * shows the account; a sign-out before this is done ends it quietly, signed out.
 */
export async function signIn(email: string, password: string): Promise<void> {
  return logged("signing in", async () => {
    const { user } = await signInWithEmailAndPassword(firebaseAuth(), email.trim(), password);
    await untilSignedOut(
      user,
      () => {},
      async () => {
        const data = await ensureUserDocument(user);
        const { db, getUserData, updateOwnUser } = await firestore();
        // An email changed through a confirmation link (verifyBeforeUpdateEmail) reaches the user
        // document at the next sign-in.
        const emailChanged = user.email && data.email !== user.email;
        stillCurrent(user);
        await updateOwnUser(db, user.uid, {
          lastLogin: true,
          ...(emailChanged ? { email: user.email ?? "" } : {}),
        });
        stillCurrent(user);
        applyUserData(user, await getUserData(db, user.uid));
      },
    );
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
 * mirrors a newly verified email into the user document. Signed out meanwhile, it stops there.
 */
export async function refreshVerification(): Promise<boolean> {
  return logged("checking email verification", async () => {
    const user = currentUser();
    return untilSignedOut(
      user,
      () => user.emailVerified,
      async () => {
        await user.reload();
        showUser(user);
        if (user.emailVerified && $userData.get()?.emailVerified !== true) {
          const { db, getUserData, updateOwnUser } = await firestore();
          await user.getIdToken(true); // the rules read email_verified from a fresh token
          stillCurrent(user);
          await updateOwnUser(db, user.uid, { emailVerified: true });
          stillCurrent(user);
          applyUserData(user, await getUserData(db, user.uid));
        }
        return user.emailVerified;
      },
    );
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
 * change happens when it is clicked: the result says which ("signed-out": she signed out before
 * it was done, and it stopped there).
 */
export async function changeEmail(
  newEmail: string,
  currentPassword: string,
): Promise<"changed" | "verification-sent" | "signed-out"> {
  return logged("updating email", async () => {
    const user = currentUser();
    const email = newEmail.trim();
    return untilSignedOut(
      user,
      () => "signed-out" as const,
      async () => {
        await reauthenticate(user, currentPassword);
        stillCurrent(user);
        try {
          await updateEmail(user, email);
        } catch (error) {
          if ((error as { code?: string }).code !== "auth/operation-not-allowed") throw error;
          stillCurrent(user);
          await verifyBeforeUpdateEmail(user, email);
          return "verification-sent";
        }
        showUser(user);
        const { db, getUserData, updateOwnUser } = await firestore();
        await user.getIdToken(true); // the rules compare the document's email with the token's
        stillCurrent(user);
        await updateOwnUser(db, user.uid, { email, emailVerified: false });
        await sendEmailVerification(user);
        stillCurrent(user);
        applyUserData(user, await getUserData(db, user.uid));
        return "changed";
      },
    );
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
    if (!$isAdmin.get()) throw new Error(accountMessages.unauthorized);
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
