/**
 * Addresses of the local backend that `npm run dev` and the tests start on loopback (the
 * emulators and the stand-ins for the two SaaS endpoints). Used when no `PUBLIC_*` setting says
 * otherwise; see .env.example.
 */

/** Port of the form-endpoint stand-in (scripts/form-endpoint.mjs). */
export const LOCAL_FORM_ENDPOINT_PORT = 8787;
export const LOCAL_FORM_ENDPOINT = `http://127.0.0.1:${LOCAL_FORM_ENDPOINT_PORT}`;

/** Firebase project id used locally: `demo-*` ids can never reach a real project. */
export const LOCAL_PROJECT_ID = "demo-amara";
/** Ports of the Firebase emulators (Firebase's conventional ones). */
export const LOCAL_AUTH_EMULATOR_PORT = 9099;
export const LOCAL_FIRESTORE_EMULATOR_PORT = 8080;
/**
 * Firebase Hosting's emulator (firebase.json `emulators.hosting`), which serves dist/ with
 * firebase.json for the browser tests to compare the local server with (tests/e2e/hosting.spec.ts).
 */
export const LOCAL_HOSTING_PORT = 5055;
export const LOCAL_HOSTING = `http://127.0.0.1:${LOCAL_HOSTING_PORT}`;

/** Port of the Cloudinary stand-in (scripts/cloudinary.mjs) and the cloud name used locally. */
export const LOCAL_CLOUDINARY_PORT = 8788;
export const LOCAL_CLOUDINARY = `http://127.0.0.1:${LOCAL_CLOUDINARY_PORT}`;
export const LOCAL_CLOUD_NAME = "demo-amara";
