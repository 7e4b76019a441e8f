// The quota project of tools/ops/google-auth.mjs, checked where it leaves the process: the
// Identity Toolkit calls of `npm run backup`/`npm run restore` (authApi) and the Hosting API call
// of `npm run rollback` (readReleases) are made to a local server standing in for Google's, which
// records the headers it is sent. With an end user's login (application default credentials of
// type authorized_user) Google requires X-Goog-User-Project; a service account needs none.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authApi } from "../../../../tools/ops/backup-files.mjs";
import { googleAuth, quotaProject } from "../../../../tools/ops/google-auth.mjs";
import { readReleases } from "../../../../tools/ops/rollback-steps.mjs";

const folder = mkdtempSync(join(tmpdir(), "google-auth-"));
const seen: { url: string; headers: IncomingHttpHeaders }[] = [];
let server: Server;
let local = "";

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ url: req.url ?? "", headers: req.headers });
    res.setHeader("Content-Type", "application/json");
    res.end(JSON.stringify({ users: [], releases: [] }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  local = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(folder, { recursive: true, force: true });
});

/** An application default credentials file of this type, as the environment names it. */
function credentials(name: string, json: Record<string, unknown>) {
  const file = join(folder, `${name}.json`);
  writeFileSync(file, JSON.stringify(json));
  return { GOOGLE_APPLICATION_CREDENTIALS: file };
}
const user = (quota?: string) =>
  credentials(`user-${quota ?? "none"}`, {
    type: "authorized_user",
    // No secret, no refresh token: the access token is handed in (accessToken below), and what
    // is checked is the file's type and quota project only.
    ...(quota ? { quota_project_id: quota } : {}),
  });
const serviceAccount = credentials("service-account", {
  type: "service_account",
  project_id: "my-real-site",
  client_email: "deploy@my-real-site.iam.gserviceaccount.com",
});
const accessToken = async () => "token-of-the-test";

/** Google's addresses sent to the stand-in instead, as they are. */
const toStandIn: typeof fetch = (input, init) =>
  fetch(String(input).replace(/^https:\/\/[^/]+/, local), init);

/** The headers the stand-in was sent by an Identity Toolkit list call with this environment. */
async function identityToolkitHeaders(env: Record<string, string>) {
  const auth = authApi({
    projectId: "my-real-site",
    authorize: googleAuth({ projectId: "my-real-site", env, accessToken }),
    fetch: toStandIn,
  });
  await auth.list();
  const call = seen.at(-1)!;
  expect(call.url).toBe("/v1/projects/my-real-site/accounts:batchGet?maxResults=1000");
  return call.headers;
}

describe("Google REST calls with the application default credentials", () => {
  it("backup and restore name the login's quota project to Identity Toolkit", async () => {
    const headers = await identityToolkitHeaders(user("amara-billing"));
    expect(headers.authorization).toBe("Bearer token-of-the-test");
    expect(headers["x-goog-user-project"]).toBe("amara-billing");
  });

  it("without a quota project in the login's file, the target project is named", async () => {
    const headers = await identityToolkitHeaders(user());
    expect(headers["x-goog-user-project"]).toBe("my-real-site");
  });

  it("a service account's calls need no quota project", async () => {
    const headers = await identityToolkitHeaders(serviceAccount);
    expect(headers.authorization).toBe("Bearer token-of-the-test");
    expect(headers["x-goog-user-project"]).toBeUndefined();
  });

  it("rollback names it to the Hosting API too", async () => {
    await readReleases({
      api: `${local}/v1beta1`,
      standIn: false,
      site: "my-real-site",
      authorize: googleAuth({ projectId: "my-real-site", env: user("amara-billing"), accessToken }),
    });
    const call = seen.at(-1)!;
    expect(call.url).toBe("/v1beta1/sites/my-real-site/channels/live/releases?pageSize=10");
    expect(call.headers.authorization).toBe("Bearer token-of-the-test");
    expect(call.headers["x-goog-user-project"]).toBe("amara-billing");
  });

  it("GOOGLE_CLOUD_QUOTA_PROJECT wins, as in Google's own libraries; no file, no header", () => {
    const login = { type: "authorized_user", quota_project_id: "in-file" };
    expect(quotaProject(login, "p", { GOOGLE_CLOUD_QUOTA_PROJECT: "from-env" })).toBe("from-env");
    expect(quotaProject(null, "p")).toBeUndefined();
  });
});
