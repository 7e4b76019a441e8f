// `npm run make-admin -- <email> [--project <id>]`: grants admin status to an existing account.
//
// Local (default): against the running emulators of `npm run dev` (project demo-amara).
// Real project:    GOOGLE_APPLICATION_CREDENTIALS=./service-account.json \
//                  npm run make-admin -- you@example.com --project your-project-id
import "./lib/dev-backend.mjs";
import { parseArgs } from "node:util";
import {
  LOCAL_AUTH_EMULATOR_PORT,
  LOCAL_FIRESTORE_EMULATOR_PORT,
  LOCAL_PROJECT_ID,
} from "../src/lib/local-backend.ts";
import { adminApp, grantAdminByEmail } from "./lib/admin.mjs";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { project: { type: "string" } },
});
const email = positionals[0];
if (!email) {
  console.error("Usage: npm run make-admin -- <email> [--project <firebase project id>]");
  process.exit(2);
}
const real = Boolean(values.project && !values.project.startsWith("demo-"));
if (real && !process.env.GOOGLE_APPLICATION_CREDENTIALS) {
  console.error(
    "For a real project, point GOOGLE_APPLICATION_CREDENTIALS at a service account key file.",
  );
  process.exit(2);
}
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
      : `Could not grant admin: ${error instanceof Error ? error.message : error}`,
  );
  process.exitCode = 1;
} finally {
  await admin.close();
}
