/**
 * Test helpers that talk to the running emulators over their REST APIs (docs/architecture.md,
 * "The local backend"). The addresses are the local defaults (src/site/local-addresses.ts).
 */
import {
  LOCAL_AUTH_EMULATOR_PORT,
  LOCAL_FIRESTORE_EMULATOR_PORT,
  LOCAL_PROJECT_ID,
} from "@/site/local-addresses";
import { clearAuth, clearFirestore, getOobCodes } from "../../../tools/dev/emulators/start.mjs";

export const PROJECT_ID = LOCAL_PROJECT_ID;
export const AUTH_URL = `http://127.0.0.1:${LOCAL_AUTH_EMULATOR_PORT}`;
export const FIRESTORE_URL = `http://127.0.0.1:${LOCAL_FIRESTORE_EMULATOR_PORT}`;
const DOCUMENTS = `${FIRESTORE_URL}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
/** The Firestore emulator lets "owner" bypass the rules, like the Admin SDK. */
const OWNER = { Authorization: "Bearer owner" };

async function ok(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${response.status} ${response.url}: ${text}`);
  return text ? JSON.parse(text) : {};
}

/** Wipes every account and document of the local project. */
export async function clearAll(): Promise<void> {
  await Promise.all([
    clearAuth(`127.0.0.1:${LOCAL_AUTH_EMULATOR_PORT}`, PROJECT_ID),
    clearFirestore(`127.0.0.1:${LOCAL_FIRESTORE_EMULATOR_PORT}`, PROJECT_ID),
  ]);
}

export interface OobCode {
  email: string;
  requestType: "VERIFY_EMAIL" | "PASSWORD_RESET" | "VERIFY_AND_CHANGE_EMAIL" | string;
  oobCode: string;
  oobLink: string;
}

/** The emails the Auth emulator "sent" to `email`, oldest first. */
export async function oobCodes(email: string, type?: string): Promise<OobCode[]> {
  const codes = (await getOobCodes(
    `127.0.0.1:${LOCAL_AUTH_EMULATOR_PORT}`,
    PROJECT_ID,
  )) as OobCode[];
  return codes.filter((code) => code.email === email && (!type || code.requestType === type));
}

/** Follows the link of the newest such email, as the visitor would by clicking it. */
export async function clickEmailLink(email: string, type: string): Promise<void> {
  const code = (await oobCodes(email, type)).at(-1);
  if (!code) throw new Error(`No ${type} email for ${email}`);
  await ok(await fetch(code.oobLink));
}

/** Completes a password reset with the code the emulator "emailed". */
export async function resetPasswordWithCode(email: string, newPassword: string): Promise<void> {
  const code = (await oobCodes(email, "PASSWORD_RESET")).at(-1);
  if (!code) throw new Error(`No reset email for ${email}`);
  await ok(
    await fetch(`${AUTH_URL}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=demo`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ oobCode: code.oobCode, newPassword }),
    }),
  );
}

/** An Auth account with no user document (as if its signup had been cut off). */
export async function createAuthAccount(email: string, password: string): Promise<string> {
  const body = (await ok(
    await fetch(`${AUTH_URL}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    }),
  )) as { localId: string };
  return body.localId;
}

type Value = string | number | boolean | null;
const toFirestore = (value: Value) =>
  value === null
    ? { nullValue: null }
    : typeof value === "boolean"
      ? { booleanValue: value }
      : typeof value === "number"
        ? { integerValue: String(value) }
        : { stringValue: value };

/** Writes fields of a document as the owner (rules bypassed), e.g. to make a seeded admin. */
export async function patchDocument(path: string, fields: Record<string, Value>): Promise<void> {
  const mask = Object.keys(fields)
    .map((key) => `updateMask.fieldPaths=${encodeURIComponent(key)}`)
    .join("&");
  await ok(
    await fetch(`${DOCUMENTS}/${path}?${mask}`, {
      method: "PATCH",
      headers: { ...OWNER, "Content-Type": "application/json" },
      body: JSON.stringify({
        fields: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, toFirestore(v)])),
      }),
    }),
  );
}

/** Reads a document as the owner; null when it does not exist. Values are left in REST form. */
export async function readDocument(
  path: string,
): Promise<Record<string, Record<string, unknown>> | null> {
  const response = await fetch(`${DOCUMENTS}/${path}`, { headers: OWNER });
  if (response.status === 404) return null;
  return ((await ok(response)) as { fields: Record<string, Record<string, unknown>> }).fields;
}

/**
 * Changes an account's email on the Auth emulator directly, as clicking the link of a
 * verifyBeforeUpdateEmail message does on a real project.
 */
export async function changeAccountEmail(
  email: string,
  password: string,
  newEmail: string,
): Promise<void> {
  const api = `${AUTH_URL}/identitytoolkit.googleapis.com/v1/accounts`;
  const post = async (path: string, body: unknown) =>
    ok(
      await fetch(`${api}:${path}?key=demo`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      }),
    );
  const { idToken } = (await post("signInWithPassword", {
    email,
    password,
    returnSecureToken: true,
  })) as { idToken: string };
  await post("update", { idToken, email: newEmail, returnSecureToken: true });
}
