// A release's files and a new release made of them plus the offline kill switch, through the
// Firebase Hosting REST API (v1beta1), for `npm run rollback` (tools/ops/rollback-steps.mjs) when
// the version rolled back to has no /sw.js: `hosting:clone` cannot add a file, and a reader's
// installed worker stays as long as /sw.js answers 404. The calls, as Google documents them:
//   sites.versions.files.list   GET   {site}/versions/{v}/files?status=ACTIVE (paged, 1000 a page)
//   sites.versions.get          GET   {site}/versions/{v}                      (its config)
//   sites.versions.create       POST  {site}/versions          { config }
//   sites.versions.populateFiles POST {version}:populateFiles  { files: { path: hash } } (1000 a call)
//     -> uploadRequiredHashes, uploadUrl: each file it lacks is POSTed gzipped to uploadUrl/<hash>
//   sites.versions.patch        PATCH {version}?updateMask=status { status: "FINALIZED" }
//   sites.channels.releases.create POST {site}/channels/live/releases?versionName={version}
// A file's hash is the SHA-256 of its gzipped bytes. Only the kill switch is uploaded: every other
// file is one the host already holds (the release's own); were one missing, nothing is released.
// A version's config also says which Content-Security-Policy its pages are served with
// (versionPolicy): the smoke check after a rollback expects that one, not the working tree's.
import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import { LOOPBACK } from "../../src/build/csp.ts";
import { SERVICE_WORKER_URL } from "../../src/features/offline/constants.ts";

/** Where Google's API says a version's files are uploaded. */
export const UPLOAD_API = "https://upload-firebasehosting.googleapis.com/";
/** Files per page of files.list and per populateFiles call. */
export const FILES_PER_CALL = 1000;

export const hostingVersionMessages = {
  failed: (service, what, status, text) => `${service} refused ${what}: ${status} ${text}`,
  noFiles: (version) =>
    `Version ${version} lists no files: refusing to release a site made of the kill switch alone.`,
  missing: (version, count) =>
    `The host no longer holds ${count} of version ${version}'s files: nothing was released (the new version is left unreleased).`,
  foreignUpload: (address) => `Refusing to upload to ${address}: not Google's upload address.`,
};

/**
 * A file of a version, as files.list gives it.
 * @typedef {{ path: string, hash: string }} VersionFile
 */

/**
 * The API's calls with the headers `authorize` gives (none for a stand-in on this machine). A
 * refusal throws an Error whose `status` is the answer's. `service` names the API in messages
 * (the Firestore rules' client is made the same way: tools/ops/rollback-rules.mjs).
 * @param {{ api: string, standIn: boolean, authorize: () => Promise<Record<string, string>>,
 *   fetch?: typeof fetch, service?: string }} where
 */
export function hostingClient({
  api,
  standIn,
  authorize,
  fetch = globalThis.fetch,
  service = "The Hosting API",
}) {
  const headers = async () =>
    standIn ? { Authorization: "Bearer owner" } : /** @type {any} */ (await authorize());
  /**
   * @param {string} method @param {string} url @param {string} what
   * @param {unknown} [body] @param {Record<string, string>} [extra]
   */
  const call = async (method, url, what, body, extra = {}) => {
    const response = await fetch(url, {
      method,
      headers: {
        ...(await headers()),
        ...(body instanceof Uint8Array ? {} : { "Content-Type": "application/json" }),
        ...extra,
      },
      ...(body === undefined
        ? {}
        : { body: body instanceof Uint8Array ? body : JSON.stringify(body) }),
    });
    if (!response.ok) {
      const text = await response.text();
      const refusal = new Error(
        hostingVersionMessages.failed(service, what, response.status, text),
      );
      throw Object.assign(refusal, { status: response.status });
    }
    const text = await response.text();
    return text ? JSON.parse(text) : {};
  };
  return { api, standIn, call };
}

/**
 * Every file of `version` of `site` (files.list, page by page).
 * @param {ReturnType<typeof hostingClient>} client @param {string} site @param {string} version
 * @returns {Promise<VersionFile[]>}
 */
export async function listVersionFiles({ api, call }, site, version) {
  /** @type {VersionFile[]} */
  const files = [];
  let token = "";
  do {
    const page = await call(
      "GET",
      `${api}/sites/${site}/versions/${version}/files?status=ACTIVE&pageSize=${FILES_PER_CALL}${token ? `&pageToken=${encodeURIComponent(token)}` : ""}`,
      `the files of version ${version}`,
    );
    for (const file of page.files ?? []) files.push({ path: file.path, hash: file.hash });
    token = page.nextPageToken ?? "";
  } while (token);
  return files;
}

/**
 * The Content-Security-Policy that `version`'s config sends with every page (the header of its
 * "**" rule, as firebase.json's is deployed), or null when it sends none.
 * @param {ReturnType<typeof hostingClient>} client @param {string} site @param {string} version
 * @returns {Promise<string | null>}
 */
export async function versionPolicy({ api, call }, site, version) {
  const { config } = await call(
    "GET",
    `${api}/sites/${site}/versions/${version}`,
    `version ${version}`,
  );
  /** @type {{ glob?: string, headers?: Record<string, string> }[]} */
  const rules = config?.headers ?? [];
  for (const rule of rules.filter((r) => r.glob === "**")) {
    const name = Object.keys(rule.headers ?? {}).find(
      (key) => key.toLowerCase() === "content-security-policy",
    );
    if (name) return rule.headers?.[name] ?? null;
  }
  return null;
}

/** Whether a rollback to a version with these files must add the kill switch. @param {VersionFile[]} files */
export function needsKillSwitch(files) {
  return !files.some((file) => file.path === SERVICE_WORKER_URL);
}

/** The kill switch as the host stores it: gzipped, and the hash of that. @param {string} code */
export function hostedFile(code) {
  const gzipped = gzipSync(Buffer.from(code));
  return { gzipped, hash: createHash("sha256").update(gzipped).digest("hex") };
}

/** `files` with the kill switch as /sw.js, as populateFiles' batches. @param {VersionFile[]} files @param {string} hash */
export function killSwitchBatches(files, hash) {
  const all = [
    ...files.filter((file) => file.path !== SERVICE_WORKER_URL),
    { path: SERVICE_WORKER_URL, hash },
  ];
  const batches = [];
  for (let i = 0; i < all.length; i += FILES_PER_CALL)
    batches.push(Object.fromEntries(all.slice(i, i + FILES_PER_CALL).map((f) => [f.path, f.hash])));
  return batches;
}

/**
 * Makes and releases, on the live channel of `site`, a new version: `version`'s files and config
 * with `killSwitch` (the worker's code) as /sw.js. Resolves with the new version's id.
 * @param {ReturnType<typeof hostingClient>} client
 * @param {{ site: string, version: string, files: VersionFile[], killSwitch: string, message: string }} what
 */
export async function releaseWithKillSwitch(
  { api, standIn, call },
  { site, version, files, killSwitch, message },
) {
  const m = hostingVersionMessages;
  if (!files.length) throw new Error(m.noFiles(version));
  const { config } = await call(
    "GET",
    `${api}/sites/${site}/versions/${version}`,
    `version ${version}`,
  );
  const created = await call("POST", `${api}/sites/${site}/versions`, "a new version", {
    ...(config ? { config } : {}),
  });
  const name = String(created.name);
  const sw = hostedFile(killSwitch);
  /** @type {Set<string>} */
  const required = new Set();
  let uploadUrl = "";
  for (const batch of killSwitchBatches(files, sw.hash)) {
    const answer = await call("POST", `${api}/${name}:populateFiles`, "the files", {
      files: batch,
    });
    for (const hash of answer.uploadRequiredHashes ?? []) required.add(hash);
    uploadUrl ||= answer.uploadUrl ?? "";
  }
  const lacking = [...required].filter((hash) => hash !== sw.hash);
  if (lacking.length) throw new Error(m.missing(version, lacking.length));
  if (required.has(sw.hash)) {
    const allowed = uploadUrl.startsWith(UPLOAD_API) || (standIn && LOOPBACK.test(uploadUrl));
    if (!allowed) throw new Error(m.foreignUpload(uploadUrl));
    await call("POST", `${uploadUrl}/${sw.hash}`, "the kill switch's upload", sw.gzipped, {
      "Content-Type": "application/octet-stream",
    });
  }
  await call("PATCH", `${api}/${name}?updateMask=status`, "finalizing the version", {
    status: "FINALIZED",
  });
  await call(
    "POST",
    `${api}/sites/${site}/channels/live/releases?versionName=${encodeURIComponent(name)}`,
    "the release",
    { message },
  );
  return name.split("/").pop() ?? name;
}
