// The headers of a call to one of Google's REST APIs (Identity Toolkit for `npm run backup` and
// `npm run restore`, Firebase Hosting for `npm run rollback`) with the application default
// credentials: a service account's key (GOOGLE_APPLICATION_CREDENTIALS) or the owner's own login
// (`gcloud auth application-default login`). An end user's credentials bill no project of their
// own, so Google refuses them unless the call names a quota project (X-Goog-User-Project): the
// credentials file's quota_project_id (`gcloud auth application-default set-quota-project <id>`
// writes it), else the project the command works on. firebase-admin's own calls (make-admin) send
// the same header from the same file; a service account needs none.
import { existsSync, readFileSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";

export const QUOTA_HEADER = "X-Goog-User-Project";

/**
 * The application default credentials file: GOOGLE_APPLICATION_CREDENTIALS, else the one
 * `gcloud auth application-default login` writes (under CLOUDSDK_CONFIG when set). Null when
 * there is none.
 * @param {Record<string, string | undefined>} env
 */
export function credentialsFile(env) {
  if (env.GOOGLE_APPLICATION_CREDENTIALS) return env.GOOGLE_APPLICATION_CREDENTIALS;
  const gcloud = join(
    env.CLOUDSDK_CONFIG || join(homedir(), ".config", "gcloud"),
    "application_default_credentials.json",
  );
  return existsSync(gcloud) ? gcloud : null;
}

/**
 * The quota project a call with these credentials must name, or undefined when none is needed
 * (a service account's key, or credentials this machine could not read).
 * @param {{ type?: string, quota_project_id?: string } | null} credentials the file's JSON
 * @param {string} projectId the project the command works on
 * @param {Record<string, string | undefined>} [env] GOOGLE_CLOUD_QUOTA_PROJECT wins, as in Google's libraries
 */
export function quotaProject(credentials, projectId, env = {}) {
  if (credentials?.type !== "authorized_user") return undefined;
  return env.GOOGLE_CLOUD_QUOTA_PROJECT || credentials.quota_project_id || projectId;
}

/** The credentials file's JSON, or null. @param {Record<string, string | undefined>} env */
export function readCredentials(env) {
  const file = credentialsFile(env);
  if (!file) return null;
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

/** An access token of the application default credentials (firebase-admin's). */
async function defaultAccessToken() {
  const { applicationDefault } = await import("firebase-admin/app");
  return (await applicationDefault().getAccessToken()).access_token;
}

/**
 * A function giving the headers of an authorised call for `projectId`: the access token and,
 * with an end user's credentials, the quota project.
 * @param {{ projectId: string, env?: Record<string, string | undefined>,
 *   accessToken?: () => Promise<string> }} options accessToken stands in for Google's in tests
 * @returns {() => Promise<Record<string, string>>}
 */
export function googleAuth({ projectId, env = process.env, accessToken = defaultAccessToken }) {
  return async () => {
    const quota = quotaProject(readCredentials(env), projectId, env);
    return {
      Authorization: `Bearer ${await accessToken()}`,
      ...(quota ? { [QUOTA_HEADER]: quota } : {}),
    };
  };
}
