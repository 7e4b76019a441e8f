/**
 * Turns an account error (Firebase Auth or Firestore code, or one of the store's own errors) into
 * a sentence for the account screens. Pure, unit-tested.
 */
import { accountErrorMessages, accountMessages } from "@/features/account/messages";

const t = accountErrorMessages;

const BY_CODE: Record<string, string> = {
  "auth/invalid-credential": t.wrongCredentials,
  "auth/invalid-login-credentials": t.wrongCredentials,
  "auth/wrong-password": t.wrongCredentials,
  "auth/user-not-found": t.wrongCredentials,
  "auth/email-already-in-use": t.emailInUse,
  "auth/weak-password": t.weakPassword,
  "auth/password-does-not-meet-requirements": t.weakPassword,
  "auth/invalid-email": t.invalidEmail,
  "auth/missing-email": t.invalidEmail,
  "auth/too-many-requests": t.tooManyRequests,
  "auth/network-request-failed": t.network,
  "auth/requires-recent-login": t.recentLogin,
  "permission-denied": t.permissionDenied,
  unavailable: t.network,
};

export function accountErrorMessage(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === "string" && BY_CODE[code]) return BY_CODE[code];
  const text = error instanceof Error ? error.message : String(error);
  if (text === accountMessages.userDocumentNotFound) return t.userDocumentNotFound;
  if (text === accountMessages.unauthorized) return t.unauthorized;
  if (/client is offline/i.test(text)) return t.network;
  return t.unknown;
}
