/**
 * Addresses of the local backend on loopback (the Firebase emulators and the stand-ins for the two
 * SaaS endpoints). Used when no `PUBLIC_*` setting says otherwise; see .env.example.
 *
 * Two sets of ports: `npm run dev`'s ("dev", Firebase's conventional ones) and the one every
 * build and test uses ("test"), so `npm test` runs beside `npm run dev` and never reads or wipes
 * the data a developer is trying things with. The set is the environment's SITE_LOCAL_BACKEND:
 * `npm run dev`, `npm run emulators` and `npm run make-admin` choose "dev"
 * (tools/dev/dev-backend.mjs); anything else is "test". astro.config.mjs hands the value to the
 * site's own code, so a build and the servers it talks to always agree.
 */
/** Which set this process (or this build) uses. */
export const LOCAL_BACKEND: "dev" | "test" =
  process.env.SITE_LOCAL_BACKEND === "dev" ? "dev" : "test";
// Plain conditionals, which the build folds into numbers (a table would ship whole, as a chunk).
const DEV = LOCAL_BACKEND === "dev";

/** Port of the form-endpoint stand-in (tools/dev/form-endpoint.mjs). */
export const LOCAL_FORM_ENDPOINT_PORT = DEV ? 8787 : 8797;
export const LOCAL_FORM_ENDPOINT = `http://127.0.0.1:${LOCAL_FORM_ENDPOINT_PORT}`;

/** Firebase project id used locally: `demo-*` ids can never reach a real project. */
export const LOCAL_PROJECT_ID = "demo-amara";

/**
 * Whether `projectId` names a local project: the one owner of the rule "a `demo-*` Firebase
 * project is the emulators' and never reaches production". Firebase's emulators treat an id that
 * starts with `demo-` as a demo project, offline only (no credentials, no real services), so such
 * an id can never talk to a real project, and no real project can have one. Whatever talks to
 * Firebase, deploys, rolls back, backs up or grants admin status asks this, never the prefix.
 */
export function isDemoProject(projectId: string): boolean {
  return projectId.startsWith("demo-");
}
/** Ports of the Firebase emulators. */
export const LOCAL_AUTH_EMULATOR_PORT = DEV ? 9099 : 9199;
export const LOCAL_FIRESTORE_EMULATOR_PORT = DEV ? 8080 : 8180;
/**
 * Firebase Hosting's emulator (firebase.json `emulators.hosting`), which serves dist/ with
 * firebase.json for the browser tests to compare the local server with (tests/e2e/hosting.spec.ts).
 */
export const LOCAL_HOSTING_PORT = 5055;
export const LOCAL_HOSTING = `http://127.0.0.1:${LOCAL_HOSTING_PORT}`;

/** Port of the Cloudinary stand-in (tools/dev/cloudinary.mjs) and the cloud name used locally. */
export const LOCAL_CLOUDINARY_PORT = DEV ? 8788 : 8798;
export const LOCAL_CLOUDINARY = `http://127.0.0.1:${LOCAL_CLOUDINARY_PORT}`;
export const LOCAL_CLOUD_NAME = "demo-amara";

/**
 * The contact endpoint a build with this PUBLIC_CONTACT_ENDPOINT posts to: that one, or the local
 * stand-in's. The pages (src/site/config.ts contactEndpoint) and the service worker's build
 * (src/build/worker-precache.ts) both take it from here.
 */
export const contactEndpointOf = (setting: string | undefined): string =>
  setting || `${LOCAL_FORM_ENDPOINT}/f/contact`;

/**
 * The newsletter list the local stand-in keeps (tools/dev/newsletter-stand-in.mjs), served by the
 * form-endpoint stand-in on its port, at the path Buttondown gives a newsletter's embedded form.
 */
export const LOCAL_NEWSLETTER = "demo-amara";

/**
 * The newsletter sign-up endpoint a build with this PUBLIC_NEWSLETTER_ENDPOINT posts to: that one
 * (Buttondown's https://buttondown.com/api/emails/embed-subscribe/<username>), or the local
 * stand-in's. The pages (src/site/config.ts newsletterEndpoint), the deploy's check
 * (tools/ops/deploy-steps.mjs) and the stand-in take it from here.
 */
export const newsletterEndpointOf = (setting: string | undefined): string =>
  setting || `${LOCAL_FORM_ENDPOINT}/api/emails/embed-subscribe/${LOCAL_NEWSLETTER}`;
