/**
 * The environment variable in which `npm run deploy` hands the build an access token of its
 * Google credentials, for reading Expertise's featured testimonials past App Check
 * (src/features/testimonials/build/featured-build.ts, tools/ops/deploy-steps.mjs). No imports: Node runs it as it is.
 */
export const BUILD_TOKEN = "SITE_FIRESTORE_BUILD_TOKEN";
