/**
 * The account's texts of SPEC §8 (and ours), verbatim. The site's shared ones are in
 * src/site/messages.ts.
 */
/** Signing in and the user's document (src/features/account/auth-store.ts, users.ts). */
export const accountMessages = {
  userDocumentNotFound: "User document not found",
  unauthorized: "Unauthorized",
  /** SPEC §8: Firestore did not answer within OFFLINE_TIMEOUT_MS. */
  offline:
    "We couldn't reach the backend, so you're working offline for now. We'll reconnect when the connection is back.",
  checking: "Checking your sign-in...",
  needsScript:
    "Signing in needs JavaScript: turn it on in your browser to sign in or create an account.",
  /** SPEC §8: what a read reports when Firestore did not answer within OFFLINE_TIMEOUT_MS. */
  offlineRead: "Failed to get document because the client is offline.",
} as const;
/** Texts of the account screens (/account and the sign-in of /admin/testimonials). */
export const accountFormMessages = {
  working: "Please wait...",
  signInTitle: "Sign in",
  signIn: "Sign in",
  forgot: "Forgot password?",
  resetSent: (email: string) =>
    `If an account exists for ${email}, a link to reset the password is on its way.`,
  signUpTitle: "Create an account",
  signUp: "Create account",
  signedInAs: (email: string) => `Signed in as ${email}`,
  verified: "Your email address is verified.",
  unverified: "Your email address is not verified yet. Check your inbox for the link we sent.",
  resend: "Resend verification email",
  resent: "A new verification link is on its way.",
  checkVerified: "I've clicked the link",
  nowVerified: "Thank you, your email address is verified.",
  stillUnverified: "We couldn't confirm it yet. Click the link in the email, then try again.",
  changeEmailTitle: "Change email",
  changeEmail: "Change email",
  emailChanged: (email: string) => `Your email is now ${email}. We sent a verification link to it.`,
  emailConfirmSent: (email: string) =>
    `We sent a confirmation link to ${email}. Your email changes when you click it.`,
  changePasswordTitle: "Change password",
  changePassword: "Change password",
  passwordChanged: "Your password has been changed.",
  signOut: "Sign out",
  adminLink: "Open the moderation panel",
} as const;
/** The sentences the account screens show for each failure (see src/features/account/auth-errors.ts). */
export const accountErrorMessages = {
  wrongCredentials: "That email and password don't match an account. Check them and try again.",
  emailInUse: "An account with this email already exists. Sign in instead, or reset your password.",
  weakPassword: "Choose a password of at least 6 characters.",
  invalidEmail: "Enter a valid email address.",
  tooManyRequests: "Too many attempts. Wait a few minutes and try again.",
  network: "We couldn't reach the server. Check your connection and try again.",
  recentLogin: "For your security, enter your current password again and retry.",
  permissionDenied: "You don't have permission to do that.",
  userDocumentNotFound: "Your account's profile could not be found. Please sign in again.",
  unauthorized: "Only an admin can do that.",
  unknown: "Something went wrong. Please try again.",
} as const;
