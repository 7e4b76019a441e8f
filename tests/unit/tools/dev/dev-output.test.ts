import { describe, expect, it } from "vitest";
import { devAppCheckLine, devTarget, parseDevOutput } from "../../../../tools/dev/dev-output.mjs";
import { DEMO_ACCOUNTS } from "../../../../tools/dev/admin.mjs";

// What tools/dev/dev.mjs prints, then Astro's banner (with its colour codes), as seen in a terminal.
const printed = [
  "Starting the local backend (Firebase emulators, demo data, form-endpoint and Cloudinary stand-ins)...",
  "",
  "Demo accounts (sign in at /account or /admin/testimonials):",
  `  admin: ${DEMO_ACCOUNTS.admin.email} / ${DEMO_ACCOUNTS.admin.password}`,
  `  user:  ${DEMO_ACCOUNTS.user.email} / ${DEMO_ACCOUNTS.user.password}`,
  "",
  "\u001b[42m\u001b[30m astro \u001b[39m\u001b[49m \u001b[32mv7.3.5\u001b[39m ready in 1219 ms",
  "\u001b[2m┃\u001b[22m Local    \u001b[1m\u001b[36mhttp://localhost:4330/\u001b[39m\u001b[22m",
  "┃ Network  use --host to expose",
].join("\n");

describe("reading what `npm run dev` prints (the dev smoke tests' set-up)", () => {
  it("finds the demo accounts and the local address", () => {
    expect(parseDevOutput(printed)).toEqual({
      url: "http://localhost:4330",
      admin: { email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password },
      user: { email: DEMO_ACCOUNTS.user.email, password: DEMO_ACCOUNTS.user.password },
    });
  });

  it("finds nothing before the command has printed it", () => {
    expect(parseDevOutput(printed.split("Demo accounts")[0]!)).toEqual({});
  });
});

describe("what `npm run dev` says first: the project it talks to", () => {
  it("the local backend, saying so, and naming a real project the settings hold", () => {
    expect(devTarget({ real: false, local: "demo-amara" })).toEqual({
      refuse: false,
      lines: [
        'npm run dev talks to the local backend only: Firebase project "demo-amara" in the emulators, and the stand-ins. Nothing reaches a real project.',
      ],
    });
    expect(
      devTarget({ real: false, configured: "my-real-site", local: "demo-amara" }).lines[1],
    ).toBe(
      '(Your settings name the real project "my-real-site"; `npm run dev -- --real` would talk to it.)',
    );
  });

  it("the real project only with --real, and says it loudly", () => {
    const target = devTarget({ real: true, configured: "my-real-site", local: "demo-amara" });
    expect(target.refuse).toBe(false);
    expect(target.lines[0]).toMatch(/talks to the REAL Firebase project "my-real-site"/);
  });

  it("--real with App Check says whether its pages pass App Check on localhost", () => {
    const target = (debugToken: boolean) =>
      devTarget({
        real: true,
        configured: "my-real-site",
        local: "demo-amara",
        appCheck: { siteKey: true, debugToken },
      }).lines;
    expect(target(true)[1]).toBe(devAppCheckLine(true));
    expect(target(true)[1]).toMatch(/send App Check's debug token \(APP_CHECK_DEBUG_TOKEN\)/);
    expect(target(false)[1]).toMatch(/Firestore refuses this server's pages/);
    const off = { siteKey: false, debugToken: false };
    expect(
      devTarget({ real: true, configured: "s", local: "demo-amara", appCheck: off }).lines,
    ).toHaveLength(1);
  });

  it("refuses --real when no real project is set", () => {
    for (const configured of [undefined, "", "demo-other"]) {
      const target = devTarget({ real: true, configured, local: "demo-amara" });
      expect(target.refuse).toBe(true);
      expect(target.lines[0]).toMatch(/no real Firebase project is set/);
    }
  });
});
