// A live kill switch stays until it is turned off on purpose: before `firebase deploy`, the deploy
// (tools/ops/deploy-steps.mjs, CI's deploy job, the daily featured check before it starts CI)
// reads the live site's /sw.js. When it is offline reading's kill switch (`npm run offline -- --off`
// deployed it) and the build's dist/sw.js is the offline-reading worker, the deploy is refused:
// it would silently turn offline reading on again. It goes on when the build keeps the kill switch
// (PUBLIC_OFFLINE_READING=off) or when `npm run offline -- --on` asks for the worker (`--on`).
//
// The kill switch is told from the worker by what it does (src/features/offline/kill-switch.ts):
// it unregisters itself and has no fetch handler, while the offline-reading worker answers every
// fetch (Workbox's router). A /sw.js that is not JavaScript, or answers anything but 200, is no
// kill switch. When the live /sw.js cannot be read at all, the deploy is refused too: it cannot
// tell.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { OFFLINE_SWITCH, SERVICE_WORKER_URL } from "../../src/features/offline/constants.ts";

/** A worker's fetch handler, as the source or a minified bundle writes it. */
const FETCH_HANDLER = /addEventListener\(\s*["'`]fetch["'`]|\bonfetch\s*=/;
/** The kill switch's own act: it unregisters itself. */
const UNREGISTERS = /\bunregister\s*\(/;

/** The live site's default address on Firebase Hosting. @param {string} projectId */
export const liveSite = (projectId) => `https://${projectId}.web.app`;

export const killSwitchMessages = {
  refused: (url) =>
    `Refusing to deploy: offline reading is turned off on the live site (${url}${SERVICE_WORKER_URL} is the kill switch \`npm run offline -- --off\` deployed), and this build would put the offline-reading worker back. Either keep it off: set ${OFFLINE_SWITCH.setting}=${OFFLINE_SWITCH.off} in .env.production and as a repository variable (GitHub -> Settings -> Secrets and variables -> Actions -> Variables), then deploy again (in GitHub: re-run the workflow). Or turn offline reading on again on purpose: npm run offline -- --on (docs/deploying.md, "Turning offline reading off").`,
  unreadable: (url, detail) =>
    `Refusing to deploy: could not read ${url}${SERVICE_WORKER_URL} (${detail}), so whether the live site has offline reading's kill switch is unknown, and this build has the offline-reading worker. Try again once the site answers, or deploy with ${OFFLINE_SWITCH.setting}=${OFFLINE_SWITCH.off} (keeps it off) or npm run offline -- --on (turns it on).`,
  noBuild: (file) =>
    `Refusing to deploy: ${file} is missing, so what this deploy puts at ${SERVICE_WORKER_URL} is unknown. Build first (npm run deploy does).`,
  buildOff: "This build keeps offline reading off: its /sw.js is the kill switch.",
  explicitOn: (url) =>
    `Offline reading is turned on again (--on): the offline-reading worker replaces the kill switch of ${url}.`,
  noLiveSwitch: (url) =>
    `${url}${SERVICE_WORKER_URL} is no kill switch: the deploy may replace it.`,
};

/** Whether a service worker's code is the kill switch. @param {string} code */
export function isKillSwitch(code) {
  return UNREGISTERS.test(code) && !FETCH_HANDLER.test(code);
}

/**
 * What the live site serves at /sw.js: { status, type, code } or { error }.
 * @param {string} url the site's address
 * @param {typeof fetch} [fetchImpl]
 */
export async function readLiveWorker(url, fetchImpl = globalThis.fetch) {
  try {
    const response = await fetchImpl(`${url}${SERVICE_WORKER_URL}`, { cache: "no-store" });
    return {
      status: response.status,
      type: response.headers.get("content-type") ?? "",
      code: await response.text(),
    };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * May this deploy replace what is live at /sw.js? { ok: true, reason } or { ok: false, refusal }.
 * @param {{ url: string, built: string | null, on?: boolean,
 *   live: { status: number, type: string, code: string } | { error: string } }} what
 */
export function killSwitchVerdict({ url, built, on = false, live }) {
  const m = killSwitchMessages;
  if (built === null) return { ok: false, refusal: m.noBuild(`dist${SERVICE_WORKER_URL}`) };
  if (isKillSwitch(built)) return { ok: true, reason: m.buildOff };
  if (on) return { ok: true, reason: m.explicitOn(url) };
  if ("error" in live) return { ok: false, refusal: m.unreadable(url, live.error) };
  const javascript = /javascript/i.test(live.type);
  if (live.status === 200 && javascript && isKillSwitch(live.code))
    return { ok: false, refusal: m.refused(url) };
  return { ok: true, reason: m.noLiveSwitch(url) };
}

/**
 * The whole check for `projectId`'s live site against the build in `cwd`/dist.
 * @param {{ projectId: string, on?: boolean, cwd?: string, fetch?: typeof fetch }} options
 */
export async function checkKillSwitch({ projectId, on = false, cwd = process.cwd(), fetch }) {
  const url = liveSite(projectId);
  const file = join(cwd, "dist", SERVICE_WORKER_URL);
  const built = existsSync(file) ? readFileSync(file, "utf8") : null;
  // The live worker matters only when this build would put the offline-reading worker there.
  const matters = built !== null && !isKillSwitch(built) && !on;
  const live = matters ? await readLiveWorker(url, fetch) : { error: "not read" };
  return killSwitchVerdict({ url, built, on, live });
}
