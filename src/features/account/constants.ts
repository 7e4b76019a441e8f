/**
 * The account's constants of SPEC §9 (and ours). The site's shared ones are in
 * src/site/constants.ts.
 */
/**
 * Longest profile fields a sign-up may store in users/{uid} (ours). firestore.rules enforce the
 * same (tests/unit/rules/rules-constants.test.ts ties them).
 */
export const PROFILE_LIMITS = {
  displayName: 100,
  firstName: 100,
  lastName: 100,
  phone: 32,
} as const;
/** Time after which an unreachable database is reported as offline. */
export const OFFLINE_TIMEOUT_MS = 10_000;
