/**
 * What the account feature lends the others (docs/architecture.md, "Rooms"): who is signed in,
 * whether she is the admin, signing out and its screens' texts (the moderation panel's Sign out).
 * The rest of src/features/account is its own.
 */
export { $isAdmin, $user, signOut } from "./auth-store";
export { accountFormMessages } from "./messages";
