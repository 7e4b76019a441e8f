// A live kill switch stays (tools/ops/deploy-kill-switch.mjs): `npm run offline -- --off` is not
// undone by the next deploy, CI's or the daily featured check's. A deploy whose build has the
// offline-reading worker refuses to replace a live kill switch, saying what to set, unless the
// build keeps it (PUBLIC_OFFLINE_READING=off) or `npm run offline -- --on` asks for the worker.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { bundleWorker, killSwitchCode } from "@/build/worker-precache";
import {
  checkKillSwitch,
  isKillSwitch,
  killSwitchMessages as m,
  killSwitchVerdict,
} from "../../../../tools/ops/deploy-kill-switch.mjs";
import { deploy, deploySteps } from "../../../../tools/ops/deploy-steps.mjs";
import { offlineSwitch } from "../../../../tools/ops/offline-switch.mjs";

const URL = "https://amara-site.web.app";
let killSwitch = "";
let worker = "";
beforeAll(async () => {
  killSwitch = await killSwitchCode(process.cwd());
  worker = await bundleWorker(process.cwd(), "src/features/offline/worker.ts", {
    __PRECACHE__: "[]",
    __TITLE_SUFFIX__: JSON.stringify(" | Amara"),
  });
}, 60_000);

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
/** A project folder whose dist/sw.js is `code` (none when null). */
function project(code: string | null) {
  const dir = mkdtempSync(join(tmpdir(), "kill-switch-"));
  dirs.push(dir);
  if (code !== null) {
    mkdirSync(join(dir, "dist"));
    writeFileSync(join(dir, "dist", "sw.js"), code);
  }
  return dir;
}
const js = (code: string, status = 200) => ({
  status,
  type: "text/javascript; charset=utf-8",
  code,
});

describe("the kill switch, told from the worker", () => {
  it("as each is built: the kill switch unregisters and has no fetch handler, the worker has one", () => {
    expect(isKillSwitch(killSwitch)).toBe(true);
    expect(isKillSwitch(worker)).toBe(false);
    expect(isKillSwitch("self.addEventListener('install', () => {})")).toBe(false);
  });
});

describe("may a deploy replace what is live at /sw.js", () => {
  it("refuses to put the worker over a live kill switch, saying how to keep it off or turn it on", () => {
    const verdict = killSwitchVerdict({ url: URL, built: worker, live: js(killSwitch) });
    expect(verdict).toEqual({ ok: false, refusal: m.refused(URL) });
    expect(m.refused(URL)).toContain(
      "PUBLIC_OFFLINE_READING=off in .env.production and as a repository variable",
    );
    expect(m.refused(URL)).toContain("npm run offline -- --on");
  });

  it("goes on when the build keeps the kill switch, or --on asks for the worker", () => {
    expect(killSwitchVerdict({ url: URL, built: killSwitch, live: js(killSwitch) })).toEqual({
      ok: true,
      reason: m.buildOff,
    });
    expect(killSwitchVerdict({ url: URL, built: worker, on: true, live: js(killSwitch) })).toEqual({
      ok: true,
      reason: m.explicitOn(URL),
    });
  });

  it("goes on over the worker, a missing /sw.js or a page that is no script", () => {
    const fine = { ok: true, reason: m.noLiveSwitch(URL) };
    expect(killSwitchVerdict({ url: URL, built: worker, live: js(worker) })).toEqual(fine);
    expect(killSwitchVerdict({ url: URL, built: worker, live: js("Not Found", 404) })).toEqual(
      fine,
    );
    const html = { status: 200, type: "text/html", code: "<p>unregister()</p>" };
    expect(killSwitchVerdict({ url: URL, built: worker, live: html })).toEqual(fine);
  });

  it("refuses when it cannot tell: the live /sw.js unreadable, or no build", () => {
    expect(killSwitchVerdict({ url: URL, built: worker, live: { error: "ENOTFOUND" } })).toEqual({
      ok: false,
      refusal: m.unreadable(URL, "ENOTFOUND"),
    });
    expect(killSwitchVerdict({ url: URL, built: null, live: js(worker) })).toEqual({
      ok: false,
      refusal: m.noBuild("dist/sw.js"),
    });
  });

  it("reads the live site's /sw.js and the build's dist/sw.js, and the live one only when it matters", async () => {
    const asked: string[] = [];
    const fetch = (async (url: string) => {
      asked.push(url);
      return new Response(killSwitch, { headers: { "content-type": "application/javascript" } });
    }) as typeof globalThis.fetch;
    const refused = await checkKillSwitch({ projectId: "amara-site", cwd: project(worker), fetch });
    expect(refused).toEqual({ ok: false, refusal: m.refused(URL) });
    expect(asked).toEqual([`${URL}/sw.js`]);
    await checkKillSwitch({ projectId: "amara-site", cwd: project(worker), on: true, fetch });
    await checkKillSwitch({ projectId: "amara-site", cwd: project(killSwitch), fetch });
    expect(asked).toHaveLength(1);
  });

  it("as a command: exit code 0 when the build keeps the kill switch, 1 with no build, 2 without a project", () => {
    const cli = (cwd: string, ...args: string[]) =>
      spawnSync(
        process.execPath,
        [join(process.cwd(), "tools/ops/deploy-kill-switch-check.mjs"), ...args],
        {
          cwd,
          encoding: "utf8",
        },
      );
    const off = cli(project(killSwitch), "--project", "amara-site");
    expect(off.status).toBe(0);
    expect(off.stdout.trim()).toBe(m.buildOff);
    const none = cli(project(null), "--project", "amara-site");
    expect(none.status).toBe(1);
    expect(none.stderr.trim()).toBe(m.noBuild("dist/sw.js"));
    expect(cli(project(null)).status).toBe(2);
  });
});

describe("every deploy checks it before firebase deploy", () => {
  it("npm run deploy runs the check after the build and before the record and firebase deploy; a refusal stops it there", async () => {
    const titles = deploySteps("amara-site").map((s) => [s.cmd, s.args[0]].join(" "));
    const check = titles.indexOf("node tools/ops/deploy-kill-switch-check.mjs");
    expect(check).toBeGreaterThan(titles.indexOf("astro build"));
    expect(check).toBeLessThan(titles.indexOf("node tools/ops/deploy-record.mjs"));
    expect(check).toBeLessThan(titles.indexOf("firebase deploy"));
    const ran: string[] = [];
    const code = await deploy({
      argv: [],
      env: {
        PUBLIC_FIREBASE_PROJECT_ID: "amara-site",
        PUBLIC_FIREBASE_API_KEY: "key",
        PUBLIC_CONTACT_ENDPOINT: "https://formspree.io/f/a",
        PUBLIC_TESTIMONIAL_ENDPOINT: "https://formspree.io/f/b",
        PUBLIC_NEWSLETTER_ENDPOINT: "https://buttondown.com/api/emails/embed-subscribe/amara",
        PUBLIC_CLOUDINARY_CLOUD_NAME: "cloud",
      },
      cwd: project(null),
      run: async (cmd: string, args: string[]) => {
        ran.push([cmd, args[0]].join(" "));
        return args[0] === "tools/ops/deploy-kill-switch-check.mjs" ? 1 : 0;
      },
      log: () => {},
      error: () => {},
      placeholders: () => [],
    });
    expect(code).toBe(1);
    expect(ran).not.toContain("firebase deploy");
    expect(ran).not.toContain("node tools/ops/deploy-record.mjs");
  });

  it("only `npm run offline -- --on` tells it the worker may replace a live kill switch", async () => {
    const asked: { offlineOn?: boolean }[] = [];
    const stand = (options: { offlineOn?: boolean }) => {
      asked.push(options);
      return Promise.resolve(0);
    };
    const quiet = { env: {}, deploy: stand, log: () => {}, error: () => {} };
    await offlineSwitch({ ...quiet, argv: ["--on"] });
    await offlineSwitch({ ...quiet, argv: ["--off"] });
    expect(asked.map((options) => options.offlineOn)).toEqual([true, undefined]);
    const args = (offlineOn: boolean) =>
      deploySteps("p", { offlineOn }).find((s) => s.args[0]?.includes("kill-switch"))!.args;
    expect(args(true)).toEqual([
      "tools/ops/deploy-kill-switch-check.mjs",
      "--project",
      "p",
      "--on",
    ]);
    expect(args(false)).not.toContain("--on");
  });
});

describe("CI checks it too", () => {
  it("CI's deploy checks it without a key, after the build and before Deploy; the daily featured check before it starts CI", () => {
    const read = (name: string) =>
      parse(readFileSync(`.github/workflows/${name}`, "utf8")) as {
        jobs: Record<
          string,
          {
            env: Record<string, string>;
            steps: { id?: string; name?: string; if?: string; run?: string; env?: object }[];
          }
        >;
      };
    const command =
      'node tools/ops/deploy-kill-switch-check.mjs --project "$PUBLIC_FIREBASE_PROJECT_ID"';
    const deployJob = read("ci.yml").jobs.deploy!.steps;
    const check = deployJob.findIndex((s) => s.run === command);
    expect(check).toBeGreaterThan(
      deployJob.findIndex((s) => s.run === "npm run deploy -- --build-only"),
    );
    expect(check).toBeLessThan(deployJob.findIndex((s) => s.id === "deploy"));
    expect(deployJob[check]!.env).toBeUndefined();
    const featured = read("featured.yml").jobs.check!;
    const steps = featured.steps;
    const featuredCheck = steps.findIndex((s) => s.run === command);
    expect(featuredCheck).toBeGreaterThan(
      steps.findIndex((s) => s.run === "npm run deploy -- --build-only"),
    );
    expect(featuredCheck).toBe(steps.findIndex((s) => s.name === "Deploy through CI") - 1);
    expect(steps[featuredCheck]!.if).toBe("steps.featured.outputs.changed == 'true'");
    // It builds as the deploy will: with offline reading as the repository's variable says.
    expect(featured.env.PUBLIC_OFFLINE_READING).toBe("${{ vars.PUBLIC_OFFLINE_READING }}");
  });
});
