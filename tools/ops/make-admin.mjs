// `npm run make-admin -- <email> [--project <id>]`: grants admin status to an existing account.
//
// Local (default): against the running emulators of `npm run dev` (project demo-amara).
// Real project:    gcloud auth application-default login   (once, as an owner of the project)
//                  npm run make-admin -- you@example.com --project your-project-id
import "../dev/dev-backend.mjs";
import { parseArgs } from "node:util";
import {
  LOCAL_AUTH_EMULATOR_PORT,
  LOCAL_FIRESTORE_EMULATOR_PORT,
  LOCAL_PROJECT_ID,
  isDemoProject,
} from "../../src/site/local-addresses.ts";
import { adminApp, grantAdminByEmail } from "../dev/admin.mjs";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { project: { type: "string" } },
});
const email = positionals[0];
if (!email) {
  console.error("Usage: npm run make-admin -- <email> [--project <firebase project id>]");
  process.exit(2);
}
// A real project is reached with Google's application default credentials: the owner's own
// (`gcloud auth application-default login`), or GOOGLE_APPLICATION_CREDENTIALS naming a key of an
// account that may read and write Firestore documents (docs/deploying.md, step 8).
const real = Boolean(values.project && !isDemoProject(values.project));
const admin = adminApp({
  projectId: values.project ?? LOCAL_PROJECT_ID,
  ...(real || process.env.FIRESTORE_EMULATOR_HOST
    ? {}
    : {
        emulators: {
          authHost: `127.0.0.1:${LOCAL_AUTH_EMULATOR_PORT}`,
          firestoreHost: `127.0.0.1:${LOCAL_FIRESTORE_EMULATOR_PORT}`,
        },
      }),
});
try {
  const uid = await grantAdminByEmail(admin, email);
  console.log(`${email} (uid ${uid}) is now an admin of ${values.project ?? LOCAL_PROJECT_ID}.`);
} catch (error) {
  const code = /** @type {{ code?: string }} */ (error).code;
  console.error(
    code === "auth/user-not-found"
      ? `No account with the email ${email}: sign up at /account first.`
      : `Could not grant admin: ${error instanceof Error ? error.message : error}` +
          (real
            ? "\nFor a real project, sign in once as one of its owners with `gcloud auth application-default login`, or set GOOGLE_APPLICATION_CREDENTIALS to a key of an account with the Cloud Datastore User and Firebase Authentication Admin roles (docs/deploying.md, step 8)."
            : ""),
  );
  process.exitCode = 1;
} finally {
  await admin.close();
}
