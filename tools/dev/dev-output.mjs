// What `npm run dev` prints that a person (and the dev smoke tests, tests/dev/) reads off it:
// the demo accounts (tools/dev/dev.mjs) and the address of Astro's dev server.
import { isDemoProject } from "../../src/site/local-addresses.ts";

/** The port the dev smoke tests run `npm run dev` on (not 4321, so a running dev server is left alone). */
export const DEV_SMOKE_PORT = 4330;

/**
 * @param {string} output everything the command printed so far
 * @returns {{ url?: string, admin?: { email: string, password: string },
 *   user?: { email: string, password: string } }}
 */
export function parseDevOutput(output) {
  // Astro's colours and box-drawing may surround the words; strip the colour codes first.
  const text = output.replace(/\u001b\[[0-9;]*m/g, "");
  const account = (label) => {
    const match = new RegExp(`^\\s*${label}:\\s+(\\S+@\\S+)\\s+/\\s+(\\S+)\\s*$`, "m").exec(text);
    return match ? { email: match[1], password: match[2] } : undefined;
  };
  const url = /Local\s+(http:\/\/\S+?)\/?\s*$/m.exec(text)?.[1];
  return {
    ...(url ? { url } : {}),
    ...(account("admin") ? { admin: account("admin") } : {}),
    ...(account("user") ? { user: account("user") } : {}),
  };
}

/** The flag that lets `npm run dev` talk to the owner's real project. */
export const REAL_FLAG = "--real";

/**
 * The first lines `npm run dev` prints: which Firebase project it talks to, and what to do about a
 * real one. `real` is whether REAL_FLAG was given; `configured` the project id the owner's real
 * settings name (tools/lib/site-settings.mjs realSettings), if any; `appCheck` whether those
 * settings switch App Check on (PUBLIC_APP_CHECK_SITE_KEY) and whether App Check's debug token
 * (APP_CHECK_DEBUG_TOKEN) is there for this server's pages on localhost.
 * @param {{ real: boolean, configured?: string | undefined, local: string,
 *   appCheck?: { siteKey: boolean, debugToken: boolean } }} target
 * @returns {{ lines: string[], refuse: boolean }}
 */
export function devTarget({ real, configured, local, appCheck }) {
  const named = configured && !isDemoProject(configured) ? configured : undefined;
  if (!real) {
    return {
      refuse: false,
      lines: [
        `npm run dev talks to the local backend only: Firebase project "${local}" in the emulators, and the stand-ins. Nothing reaches a real project.`,
        ...(named
          ? [
              `(Your settings name the real project "${named}"; \`npm run dev -- ${REAL_FLAG}\` would talk to it.)`,
            ]
          : []),
      ],
    };
  }
  if (!named) {
    return {
      refuse: true,
      lines: [
        `npm run dev -- ${REAL_FLAG}: no real Firebase project is set (PUBLIC_FIREBASE_PROJECT_ID in .env.production, see .env.example). Run \`npm run dev\` for the local backend.`,
      ],
    };
  }
  return {
    refuse: false,
    lines: [
      `npm run dev -- ${REAL_FLAG} talks to the REAL Firebase project "${named}" (.env.production): sign-ins, testimonials, form posts and uploads are real. No local backend is started.`,
      ...(appCheck?.siteKey ? [devAppCheckLine(appCheck.debugToken)] : []),
    ],
  };
}

/**
 * What App Check does to `npm run dev -- --real`'s pages: localhost is not among the reCAPTCHA
 * key's domains, so they pass App Check with its debug token, or not at all once it is enforced.
 * @param {boolean} debugToken
 */
export function devAppCheckLine(debugToken) {
  return debugToken
    ? "App Check: this server's pages send App Check's debug token (APP_CHECK_DEBUG_TOKEN), so enforcement does not refuse them on localhost."
    : "App Check: no APP_CHECK_DEBUG_TOKEN in .env.production, and localhost is not among the reCAPTCHA key's domains: once App Check is enforced, Firestore refuses this server's pages (docs/deploying.md, App Check).";
}
