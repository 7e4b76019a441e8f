/**
 * The environment variable in which `npm run deploy` hands the build an access token of its
 * Google credentials, for reading Expertise's featured testimonials past App Check
 * (src/build/featured-build.ts, scripts/lib/deploy.mjs). No imports: Node runs it as it is.
 */
export const BUILD_TOKEN = "SITE_FIRESTORE_BUILD_TOKEN";
