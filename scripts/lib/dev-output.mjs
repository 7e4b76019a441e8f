// What `npm run dev` prints that a person (and the dev smoke tests, tests/dev/) reads off it:
// the demo accounts (scripts/dev.mjs) and the address of Astro's dev server.

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
