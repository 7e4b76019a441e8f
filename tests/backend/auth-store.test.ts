// The auth store (src/features/account/auth-store.ts) in Node against the real Auth and Firestore
// emulators, with firestore.rules loaded. Every operation of SPEC §4/§7, completing email
// verification and password reset with the emulator's out-of-band codes.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  $authLoading,
  $isAdmin,
  $isEmailVerified,
  $user,
  $userData,
  changeEmail,
  changePassword,
  emailExists,
  makeAdmin,
  refreshVerification,
  resendVerification,
  resetPassword,
  signIn,
  signOut,
  signUp,
  startAuth,
} from "@/features/account/auth-store";
import { firebaseAuth } from "@/firebase/app";
import { liteDb } from "@/firebase/lite";
import { getUserData } from "@/features/account/users";
import { LOCAL_FIRESTORE_EMULATOR_PORT } from "@/site/local-addresses";
import { accountMessages } from "@/features/account/messages";
import {
  changeAccountEmail,
  clearAll,
  clickEmailLink,
  createAuthAccount,
  oobCodes,
  patchDocument,
  readDocument,
  resetPasswordWithCode,
} from "../support/node/emulators";

const PASSWORD = "jollof-rice-42";

beforeAll(async () => {
  await clearAll();
  await startAuth();
});

afterEach(async () => {
  vi.restoreAllMocks();
  if ($user.get()) await signOut();
});

/** console.error is expected for failures (SPEC §8: logged, then rethrown). */
const quietErrors = () => vi.spyOn(console, "error").mockImplementation(() => {});

describe("first auth check", () => {
  it("finishes signed out: loading false, no user, no data", () => {
    expect($authLoading.get()).toBe(false);
    expect($user.get()).toBeNull();
    expect($userData.get()).toBeNull();
    expect($isAdmin.get()).toBe(false);
  });
});

describe("sign up, verify, sign out, sign in", () => {
  const email = "ada.obi@example.com";

  it("sign up creates the account, sends a verification email and writes the user document", async () => {
    // Wiping the Auth emulator's accounts keeps its sent emails: count the new one.
    const before = (await oobCodes(email, "VERIFY_EMAIL")).length;
    await signUp(email, PASSWORD, { displayName: "Ada Obi" });
    expect($user.get()).toMatchObject({ email, emailVerified: false });
    expect($isEmailVerified.get()).toBe(false);
    expect(await oobCodes(email, "VERIFY_EMAIL")).toHaveLength(before + 1);

    const uid = $user.get()!.uid;
    const stored = await readDocument(`users/${uid}`);
    expect(stored).toMatchObject({
      email: { stringValue: email },
      emailVerified: { booleanValue: false },
      isAdmin: { booleanValue: false },
      displayName: { stringValue: "Ada Obi" },
    });
    expect(stored!.createdAt).toHaveProperty("timestampValue");
    await vi.waitFor(() => expect($userData.get()?.email).toBe(email));
    expect($isAdmin.get()).toBe(false);
  });

  it("the verification link verifies the email, mirrored into the user document", async () => {
    await signIn(email, PASSWORD);
    await clickEmailLink(email, "VERIFY_EMAIL");
    expect(await refreshVerification()).toBe(true);
    expect($isEmailVerified.get()).toBe(true);
    expect($userData.get()?.emailVerified).toBe(true);
  });

  it("sign out clears the user and the user data", async () => {
    await signIn(email, PASSWORD);
    await signOut();
    expect($user.get()).toBeNull();
    expect($userData.get()).toBeNull();
  });

  it("sign in loads the user data and records lastLogin with the server's time", async () => {
    const before = Date.now();
    await signIn(email, PASSWORD);
    const data = $userData.get()!;
    expect(data.email).toBe(email);
    expect(data.lastLogin?.toMillis()).toBeGreaterThanOrEqual(before - 5000);
  });

  it("a wrong password is refused, logged and rethrown", async () => {
    const logged = quietErrors();
    await expect(signIn(email, "not-my-password")).rejects.toMatchObject({
      code: expect.stringMatching(/auth\/(invalid-credential|wrong-password)/),
    });
    expect(logged).toHaveBeenCalledWith("Error signing in:", expect.anything());
    expect($user.get()).toBeNull();
  });

  it("signing up twice with one email is refused", async () => {
    quietErrors();
    await expect(signUp(email, PASSWORD)).rejects.toMatchObject({
      code: "auth/email-already-in-use",
    });
  });

  it("resend verification sends another email", async () => {
    await signIn(email, PASSWORD);
    const before = (await oobCodes(email, "VERIFY_EMAIL")).length;
    await resendVerification();
    expect(await oobCodes(email, "VERIFY_EMAIL")).toHaveLength(before + 1);
  });
});

describe("passwords and email", () => {
  const email = "bayo.ade@example.com";

  beforeAll(async () => {
    await signUp(email, PASSWORD);
    await signOut();
  });

  it("password reset: the emailed code sets a new password", async () => {
    await resetPassword(email);
    await resetPasswordWithCode(email, "new-suya-password");
    quietErrors();
    // The old password no longer works: Auth says so (not any error, a TypeError say).
    await expect(signIn(email, PASSWORD)).rejects.toMatchObject({ code: "auth/wrong-password" });
    await signIn(email, "new-suya-password");
    expect($user.get()?.email).toBe(email);
  });

  it("password change: the new password works, the old one no longer does", async () => {
    await signIn(email, "new-suya-password");
    await changePassword("new-suya-password", "changed-pepper-soup");
    await signOut();
    await signIn(email, "changed-pepper-soup");
    expect($user.get()?.email).toBe(email);
  });

  it("email change: the account and the user document move to the new address", async () => {
    await signIn(email, "changed-pepper-soup");
    const result = await changeEmail("bayo.new@example.com", "changed-pepper-soup");
    expect(result).toBe("changed");
    expect($user.get()).toMatchObject({ email: "bayo.new@example.com", emailVerified: false });
    expect($userData.get()).toMatchObject({ email: "bayo.new@example.com", emailVerified: false });
    expect(await oobCodes("bayo.new@example.com", "VERIFY_EMAIL")).not.toHaveLength(0);
    await signOut();
    await signIn("bayo.new@example.com", "changed-pepper-soup");
  });

  it("an email changed outside the app (a confirmation link) reaches the document at sign-in", async () => {
    await changeAccountEmail(
      "bayo.new@example.com",
      "changed-pepper-soup",
      "bayo.linked@example.com",
    );
    await signIn("bayo.linked@example.com", "changed-pepper-soup");
    expect($userData.get()?.email).toBe("bayo.linked@example.com");
    await signOut();
    await changeAccountEmail(
      "bayo.linked@example.com",
      "changed-pepper-soup",
      "bayo.new@example.com",
    );
  });

  it("email change with a wrong current password is refused and changes nothing", async () => {
    await signIn("bayo.new@example.com", "changed-pepper-soup");
    quietErrors();
    await expect(changeEmail("bayo.other@example.com", "wrong")).rejects.toMatchObject({
      code: "auth/wrong-password",
    });
    expect($user.get()?.email).toBe("bayo.new@example.com");
  });
});

describe("admins", () => {
  const admin = "admin.amara@example.com";
  const user = "chidi.user@example.com";
  let userUid = "";

  beforeAll(async () => {
    await signUp(user, PASSWORD);
    userUid = $user.get()!.uid;
    await signOut();
    await signUp(admin, PASSWORD);
    // The first admin is made outside the app (npm run make-admin); here, as the owner.
    await patchDocument(`users/${$user.get()!.uid}`, { isAdmin: true });
    await signOut();
  });

  it("makeAdmin by a non-admin throws 'Unauthorized' and changes nothing", async () => {
    await signIn(user, PASSWORD);
    const logged = quietErrors();
    await expect(makeAdmin(userUid)).rejects.toThrow(accountMessages.unauthorized);
    expect(logged).toHaveBeenCalledWith("Error making admin:", expect.anything());
    expect((await readDocument(`users/${userUid}`))!.isAdmin).toEqual({ booleanValue: false });
  });

  it("the email-exists check is refused to a non-admin", async () => {
    await signIn(user, PASSWORD);
    quietErrors();
    await expect(emailExists(admin)).rejects.toMatchObject({ code: "permission-denied" });
  });

  it("an admin sees isAdmin, checks emails and makes another user admin", async () => {
    await signIn(admin, PASSWORD);
    expect($isAdmin.get()).toBe(true);
    expect(await emailExists(user)).toBe(true);
    expect(await emailExists("nobody@example.com")).toBe(false);
    await makeAdmin(userUid);
    const stored = await readDocument(`users/${userUid}`);
    expect(stored!.isAdmin).toEqual({ booleanValue: true });
    expect(stored!.updatedAt).toHaveProperty("timestampValue");
    await signOut();
    await signIn(user, PASSWORD);
    expect($isAdmin.get()).toBe(true);
    expect($userData.get()?.isAdmin).toBe(true);
  });
});

describe("the user document on sign-in (SPEC §4 and §5)", () => {
  it("reading a missing document fails with 'User document not found'", async () => {
    const uid = await createAuthAccount("ghost@example.com", PASSWORD);
    // An admin may read any user document, so the read itself is allowed: it finds nothing.
    await signIn("admin.amara@example.com", PASSWORD);
    await expect(getUserData(liteDb(), uid)).rejects.toThrow(accountMessages.userDocumentNotFound);
  });

  it("signing in without a document creates it: email, isAdmin false, createdAt", async () => {
    const uid = await createAuthAccount("orphan@example.com", PASSWORD);
    expect(await readDocument(`users/${uid}`)).toBeNull();
    await signIn("orphan@example.com", PASSWORD);
    const stored = await readDocument(`users/${uid}`);
    expect(stored).toMatchObject({
      email: { stringValue: "orphan@example.com" },
      isAdmin: { booleanValue: false },
    });
    expect(stored!.createdAt).toHaveProperty("timestampValue");
    expect($userData.get()).toMatchObject({ email: "orphan@example.com", isAdmin: false });
  });
});

/** A gate: `pass()` waits at it until `open()`; `reached` resolves when something waits. */
function gate() {
  let reached!: () => void;
  let open!: () => void;
  const arrived = new Promise<void>((resolve) => (reached = resolve));
  const opened = new Promise<void>((resolve) => (open = resolve));
  return {
    reached: arrived,
    open,
    pass: () => {
      reached();
      return opened;
    },
  };
}

/**
 * Holds the first request of the store's that `pick` chooses (its fetch to the Firestore
 * emulator; Auth keeps its own fetch in Node) until `release()`, which lets it through or, given
 * `answer`, answers it so instead; `reached` resolves once it is held. `sent` lists every request
 * made, and `idle()` waits until none is on its way and nothing new has started for a moment.
 */
function holdRequest(pick: (url: URL) => boolean, answer?: () => Response) {
  const realFetch = globalThis.fetch;
  const held = gate();
  let holding = true;
  const sent: URL[] = [];
  let pending = 0;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    sent.push(url);
    pending++;
    try {
      if (holding && pick(url)) {
        holding = false;
        await held.pass();
        if (answer) return answer();
      }
      return await realFetch(input, init);
    } finally {
      pending--;
    }
  });
  const idle = async () => {
    for (let seen = -1; seen !== sent.length || pending > 0;) {
      seen = sent.length;
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  };
  return { reached: held.reached, release: held.open, sent, idle };
}

const firestoreCall = (rpc: "batchGet" | "commit") => (url: URL) =>
  url.port === String(LOCAL_FIRESTORE_EMULATOR_PORT) && url.pathname.endsWith(`:${rpc}`);
const isFirestore = (url: URL) => url.port === String(LOCAL_FIRESTORE_EMULATOR_PORT);

/** What the rules answer a read by nobody. */
const refused = () =>
  new Response(
    JSON.stringify({
      error: { code: 403, status: "PERMISSION_DENIED", message: "false for 'get' @ L132" },
    }),
    { status: 403, headers: { "Content-Type": "application/json" } },
  );

const efe = "efe.order@example.com";

describe("signing out wins over sign-up and sign-in in flight (issue 43)", () => {
  const email = efe;

  beforeAll(async () => {
    await signUp(email, PASSWORD);
    await signOut();
  });

  it("during sign-up's user-document write: signed out it stays, nothing logged or refused", async () => {
    const logged = quietErrors();
    const write = holdRequest(firestoreCall("commit"));
    const signingUp = signUp("dayo.late@example.com", PASSWORD, { displayName: "Dayo" });
    await write.reached;
    await signOut();
    const since = write.sent.length;
    write.release();
    await expect(signingUp).resolves.toBeUndefined();
    await write.idle();
    expect($user.get()).toBeNull();
    expect($userData.get()).toBeNull();
    expect(logged).not.toHaveBeenCalled();
    // No Firestore call after the sign-out: it would be a refused read by nobody.
    expect(write.sent.slice(since).filter(isFirestore)).toEqual([]);
  });

  it("during sign-in's user-document read: signIn ends quietly, signed out", async () => {
    const logged = quietErrors();
    const read = holdRequest(firestoreCall("batchGet"));
    const signingIn = signIn(email, PASSWORD);
    await read.reached;
    expect($user.get()?.email).toBe(email);
    await signOut();
    const since = read.sent.length;
    read.release();
    await expect(signingIn).resolves.toBeUndefined();
    await read.idle();
    expect($user.get()).toBeNull();
    expect($userData.get()).toBeNull();
    expect(logged).not.toHaveBeenCalled();
    expect(read.sent.slice(since).filter(isFirestore)).toEqual([]);
  });

  it("an old session's late answer never reaches the next session of the same account", async () => {
    const logged = quietErrors();
    // The first sign-in's read is answered late, and with a refusal.
    const read = holdRequest(firestoreCall("batchGet"), refused);
    const first = signIn(email, PASSWORD);
    await read.reached;
    await signOut();
    await signIn(email, PASSWORD);
    expect($userData.get()?.email).toBe(email);
    read.release();
    await expect(first).resolves.toBeUndefined();
    await read.idle();
    expect($user.get()?.email).toBe(email);
    expect($userData.get()?.email).toBe(email);
    expect(logged).not.toHaveBeenCalled();
  });
});

describe("signing out wins over the account's own operations in flight (issue 43)", () => {
  const email = efe;

  it("during the verification check's reload: signed out it stays", async () => {
    await signIn(email, PASSWORD);
    const logged = quietErrors();
    const calls = holdRequest(() => false);
    // The account's reload (an Auth call) is held at the user object.
    const user = firebaseAuth().currentUser!;
    const reload = user.reload.bind(user);
    const held = gate();
    vi.spyOn(user, "reload").mockImplementation(async () => {
      await held.pass();
      return reload();
    });
    const checking = refreshVerification();
    await held.reached;
    await signOut();
    held.open();
    await checking;
    await calls.idle();
    expect($user.get()).toBeNull();
    expect($userData.get()).toBeNull();
    expect(logged).not.toHaveBeenCalled();
  });

  it("during an email change's user-document write: signed out it stays", async () => {
    await signIn(email, PASSWORD);
    const logged = quietErrors();
    const write = holdRequest(firestoreCall("commit"));
    const changing = changeEmail("efe.moved@example.com", PASSWORD);
    await write.reached;
    await signOut();
    write.release();
    await changing;
    await write.idle();
    expect($user.get()).toBeNull();
    expect($userData.get()).toBeNull();
    expect(logged).not.toHaveBeenCalled();
  });
});
