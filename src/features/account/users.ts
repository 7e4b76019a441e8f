/**
 * User documents, users/{uid} (SPEC §3 "User document", §7 calls 6-9). Every Firestore call about
 * users is here; firestore.rules decide who may make it.
 */
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type Firestore,
  type Timestamp,
} from "firebase/firestore/lite";
import { accountMessages } from "@/features/account/messages";

/** Extra profile fields a signup may pass (firestore.rules accepts exactly these). */
export interface ProfileFields {
  displayName?: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
}

export interface UserData extends ProfileFields {
  email: string;
  emailVerified?: boolean;
  isAdmin: boolean;
  createdAt: Timestamp | null;
  lastLogin?: Timestamp | null;
  updatedAt?: Timestamp | null;
}

/** Thrown by getUserData when users/{uid} does not exist (SPEC §5). */
export class UserDocumentNotFound extends Error {
  constructor() {
    super(accountMessages.userDocumentNotFound);
    this.name = "UserDocumentNotFound";
  }
}

const userRef = (db: Firestore, uid: string) => doc(db, "users", uid);

/** Call 6: read users/{uid}. Throws UserDocumentNotFound when there is none. */
export async function getUserData(db: Firestore, uid: string): Promise<UserData> {
  const snapshot = await getDoc(userRef(db, uid));
  if (!snapshot.exists()) throw new UserDocumentNotFound();
  return snapshot.data() as UserData;
}

/**
 * Call 7: the document a new account gets (SPEC §4): email, emailVerified false, isAdmin false,
 * createdAt (server time), and the extra profile fields.
 */
export async function createUserDocument(
  db: Firestore,
  uid: string,
  fields: { email: string } & ProfileFields,
): Promise<void> {
  await setDoc(userRef(db, uid), {
    ...fields,
    emailVerified: false,
    isAdmin: false,
    createdAt: serverTimestamp(),
  });
}

/** Call 8: a user's own update (lastLogin, email, emailVerified). */
export async function updateOwnUser(
  db: Firestore,
  uid: string,
  fields: { lastLogin?: true; email?: string; emailVerified?: boolean },
): Promise<void> {
  const { lastLogin, ...rest } = fields;
  await updateDoc(userRef(db, uid), {
    ...rest,
    ...(lastLogin ? { lastLogin: serverTimestamp() } : {}),
  });
}

/** Call 8: an admin grants admin status (isAdmin plus updatedAt, nothing else). */
export async function grantAdmin(db: Firestore, uid: string): Promise<void> {
  await updateDoc(userRef(db, uid), { isAdmin: true, updatedAt: serverTimestamp() });
}

/**
 * Call 9: the uid of the user document with this email, or null. firestore.rules let only admins
 * query users (so nobody can probe which addresses have accounts).
 */
export async function findUserByEmail(db: Firestore, email: string): Promise<string | null> {
  const found = await getDocs(
    query(collection(db, "users"), where("email", "==", email.trim()), limit(1)),
  );
  return found.empty ? null : found.docs[0]!.id;
}
