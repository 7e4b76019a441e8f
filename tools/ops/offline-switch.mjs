// `npm run offline -- --off | --on [--project <id>] [--dry-run]` (tools/ops/offline.mjs): deploys
// the site with offline reading turned off or on again. Off, the build's /sw.js is the kill switch
// (src/features/offline/kill-switch.ts): each reader's browser finds it on its next update check
// (after a navigation), and it removes the site's caches, unregisters itself and reloads the open
// pages, uncontrolled; the pages register no worker. It is `npm run deploy` (tools/ops/deploy-steps.mjs:
// the same checks, build and steps) with PUBLIC_OFFLINE_READING set (OFFLINE_SWITCH), the
// environment winning over .env.production. A later deploy (CI's included) refuses to replace the
// live kill switch with the worker unless its build keeps it (PUBLIC_OFFLINE_READING=off) or `--on`
// asks for the worker (tools/ops/deploy-kill-switch.mjs). docs/deploying.md, "Turning offline
// reading off".
import { OFFLINE_SWITCH } from "../../src/features/offline/constants.ts";
import { deploy as runDeploy } from "./deploy-steps.mjs";

export const USAGE =
  "Usage: npm run offline -- --off | --on [--project <firebase project id>] [--dry-run]\n" +
  "  --off deploys the kill switch: every reader's service worker and kept copies are removed\n" +
  "  --on deploys the offline-reading worker again";

export const offlineMessages = {
  usage: USAGE,
  off: "Offline reading OFF: /sw.js is the kill switch, and the pages register no worker.",
  on: "Offline reading ON: /sw.js is the offline-reading worker.",
  keepOff: `It stays off: later deploys (CI's too) refuse to put the worker back until ${OFFLINE_SWITCH.setting}=${OFFLINE_SWITCH.off} is in .env.production and in CI's repository variables (they then keep the kill switch), or npm run offline -- --on turns offline reading on again.`,
};

/**
 * The switch and the arguments left for the deploy, or { error } (neither or both of --off, --on).
 * @param {string[]} argv
 * @returns {{ off: boolean, rest: string[] } | { error: string }}
 */
export function parseOfflineArgs(argv) {
  const off = argv.includes("--off");
  const on = argv.includes("--on");
  if (off === on) return { error: USAGE };
  return { off, rest: argv.filter((arg) => arg !== "--off" && arg !== "--on") };
}

/**
 * The whole command; resolves to the exit code. `deploy` is tools/ops/deploy-steps.mjs's (the tests
 * pass a stand-in); with --on it is told it may replace a live kill switch (offlineOn).
 * @param {{ argv?: string[], env?: Record<string, string | undefined>,
 *   deploy?: (options: { argv: string[], env: Record<string, string | undefined>,
 *     offlineOn?: boolean }) => Promise<number>,
 *   log?: (line: string) => void, error?: (line: string) => void }} [options]
 */
export async function offlineSwitch({
  argv = process.argv.slice(2),
  env = process.env,
  deploy = runDeploy,
  log = console.log,
  error = console.error,
} = {}) {
  const args = parseOfflineArgs(argv);
  if ("error" in args) {
    error(args.error);
    return 2;
  }
  log(args.off ? offlineMessages.off : offlineMessages.on);
  const code = await deploy({
    argv: args.rest,
    env: { ...env, [OFFLINE_SWITCH.setting]: args.off ? OFFLINE_SWITCH.off : "on" },
    ...(args.off ? {} : { offlineOn: true }),
  });
  if (code === 0 && args.off && !args.rest.includes("--dry-run")) log(offlineMessages.keepOff);
  return code;
}
