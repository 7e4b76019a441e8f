// `npm run offline -- --off | --on` (tools/ops/offline-switch.mjs) and the build it asks for: with
// offline reading off, dist/sw.js is the kill switch (src/features/offline/kill-switch.ts).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildServiceWorker } from "@/build/worker-precache";
import { OFFLINE_SWITCH } from "@/features/offline/constants";
import {
  offlineMessages,
  offlineSwitch,
  parseOfflineArgs,
} from "../../../../tools/ops/offline-switch.mjs";

function harness(code = 0) {
  const deploys: { argv?: string[]; env?: Record<string, string | undefined> }[] = [];
  const out: string[] = [];
  const errors: string[] = [];
  return {
    deploys,
    out,
    errors,
    options: {
      env: { PATH: "/bin" },
      deploy: (options: { argv?: string[]; env?: Record<string, string | undefined> }) => {
        deploys.push(options);
        return Promise.resolve(code);
      },
      log: (line: string) => out.push(line),
      error: (line: string) => errors.push(line),
    },
  };
}

describe("npm run offline", () => {
  it("wants exactly one of --off and --on", () => {
    expect(parseOfflineArgs([])).toEqual({ error: offlineMessages.usage });
    expect(parseOfflineArgs(["--off", "--on"])).toEqual({ error: offlineMessages.usage });
    expect(parseOfflineArgs(["--off", "--project", "p"])).toEqual({
      off: true,
      rest: ["--project", "p"],
    });
  });

  it("--off is npm run deploy with the kill switch's setting, the rest of the line passed on", async () => {
    const h = harness();
    expect(await offlineSwitch({ ...h.options, argv: ["--off", "--dry-run"] })).toBe(0);
    expect(h.deploys).toEqual([
      { argv: ["--dry-run"], env: { PATH: "/bin", [OFFLINE_SWITCH.setting]: "off" } },
    ]);
    // A dry run deploys nothing, so it says nothing of later deploys.
    expect(h.out).toEqual([offlineMessages.off]);
    const real = harness();
    await offlineSwitch({ ...real.options, argv: ["--off"] });
    expect(real.out).toEqual([offlineMessages.off, offlineMessages.keepOff]);
  });

  it("--on deploys the worker again; a failed deploy's code is the command's", async () => {
    const h = harness(1);
    expect(await offlineSwitch({ ...h.options, argv: ["--on"] })).toBe(1);
    expect(h.deploys[0]?.env?.[OFFLINE_SWITCH.setting]).toBe("on");
    expect(h.out).toEqual([offlineMessages.on]);
  });

  it("refuses a line without the switch, deploying nothing", async () => {
    const h = harness();
    expect(await offlineSwitch({ ...h.options, argv: ["--project", "p"] })).toBe(2);
    expect(h.deploys).toEqual([]);
    expect(h.errors).toEqual([offlineMessages.usage]);
  });
});

describe("the build with offline reading off", () => {
  let dist = "";
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it("writes the kill switch to sw.js: it clears, unregisters and reloads, and keeps nothing", async () => {
    dist = mkdtempSync(join(tmpdir(), "sw-off-"));
    mkdirSync(join(dist, "offline"));
    writeFileSync(join(dist, "offline", "index.html"), "<h1>Offline</h1>");
    const { precache } = await buildServiceWorker(process.cwd(), dist, " | X", { off: true });
    expect(precache).toEqual([]);
    const code = readFileSync(join(dist, "sw.js"), "utf8");
    for (const part of ["skipWaiting", "caches.delete", "unregister", "navigate"])
      expect(code).toContain(part);
    expect(code).not.toContain("fetch");
    expect(code.length).toBeLessThan(1000);
  });
});
