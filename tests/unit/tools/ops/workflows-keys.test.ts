// The keys of the workflows, as they run (docs/deploying.md, steps 5, 6 and 9): the preview job
// (and the channel's cleanup) first refuses a preview project that is unset or the live one, before
// any secret is read; App Check's debug token of the live project is a secret of the environment
// live, the preview's one of the environment preview; and the live key's file exists only while the
// steps Deploy and the rollback run, named by a variable of their own script, never in $GITHUB_ENV.
// The steps' own scripts are run here in bash, with stand-ins for node, firebase and npm.
import { spawnSync } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { environmentOf, workflow } from "../../../support/node/workflows";

const ci = workflow("ci.yml");
const cleanup = workflow("preview-cleanup.yml");
const featured = workflow("featured.yml");
const nightly = workflow("nightly.yml");
const PREVIEW_CHECK = "node tools/ops/deploy-preview-check.mjs";

const dirs: string[] = [];
const scratch = () => {
  const dir = mkdtempSync(join(tmpdir(), "workflows-keys-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Runs a step's script as GitHub's runner does (bash -eo pipefail), with `env` and in `cwd`. */
function runStep(script: string, env: Record<string, string>, cwd = process.cwd()) {
  return spawnSync("bash", ["--noprofile", "--norc", "-eo", "pipefail", "-c", script], {
    cwd,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
    encoding: "utf8",
  });
}

describe("the preview never deploys to the live project", () => {
  const jobs = [
    ["ci.yml preview", ci.jobs.preview!],
    ["preview-cleanup.yml delete-channel", cleanup.jobs["delete-channel"]!],
  ] as const;

  it("each job holding the preview key checks its project first, before any step names a secret", () => {
    for (const [name, job] of jobs) {
      const check = job.steps.findIndex((s) => s.run === PREVIEW_CHECK);
      const firstSecret = job.steps.findIndex((s) => JSON.stringify(s).includes("secrets."));
      expect(check, name).toBeGreaterThan(-1);
      expect(check, name).toBeLessThan(firstSecret);
      expect(JSON.stringify(job.env ?? {}), name).not.toContain("secrets.");
      expect(job.steps[check]!.env, name).toEqual({
        PREVIEW: "${{ vars.PREVIEW_FIREBASE_PROJECT_ID }}",
        LIVE: "${{ vars.PUBLIC_FIREBASE_PROJECT_ID }}",
      });
      expect(environmentOf(job), name).toBe("preview");
      // Previews off on purpose: PREVIEW_FIREBASE_PROJECT_ID=none skips the job.
      expect(job.if, name).toContain("vars.PREVIEW_FIREBASE_PROJECT_ID != 'none'");
    }
  });

  it("the channel is the preview project's, with no fallback to the live project, and the preview is built with its settings", () => {
    const channel = ci.jobs.preview!.steps.find((s) => s.id === "channel")!;
    expect(channel.env!.PROJECT).toBe("${{ vars.PREVIEW_FIREBASE_PROJECT_ID }}");
    expect(cleanup.jobs["delete-channel"]!.env!.PROJECT_ID).toBe(
      "${{ vars.PREVIEW_FIREBASE_PROJECT_ID }}",
    );
    expect(ci.jobs.preview!.env!.PUBLIC_FIREBASE_PROJECT_ID).toBe(
      "${{ vars.PREVIEW_FIREBASE_PROJECT_ID }}",
    );
    const text = JSON.stringify([ci.jobs.preview, cleanup.jobs["delete-channel"]]);
    expect(text).not.toMatch(/PREVIEW_FIREBASE_PROJECT_ID \|\|/);
  });

  it("the check fails when the preview project is unset or the live one, saying what to set, and passes a project of its own", () => {
    const check = (PREVIEW: string, LIVE: string) =>
      runStep(PREVIEW_CHECK, { PREVIEW, LIVE, GITHUB_ACTIONS: "true" });
    const unset = check("", "amara-site");
    expect(unset.status).toBe(1);
    expect(unset.stderr).toContain("the variable PREVIEW_FIREBASE_PROJECT_ID is not set");
    expect(unset.stdout).toMatch(/^::error title=Preview project::No preview project/m);
    const blank = check("  ", "amara-site");
    expect(blank.status).toBe(1);
    const live = check("amara-site", "amara-site");
    expect(live.status).toBe(1);
    expect(live.stderr).toContain(
      'PREVIEW_FIREBASE_PROJECT_ID is "amara-site", the live project (PUBLIC_FIREBASE_PROJECT_ID)',
    );
    expect(live.stderr).toContain("Firebase Hosting Admin on the live site");
    const own = check("amara-previews", "amara-site");
    expect(own.status).toBe(0);
    expect(own.stdout).toContain('Previews go to "amara-previews"');
  });
});

describe("App Check's debug tokens are the environments' secrets", () => {
  it("the live token only in jobs of the environment live (the deploy's build and smoke checks, the featured check's build), the preview project's only in the preview job", () => {
    const found: string[][] = [];
    for (const [file, wf] of [
      ["ci.yml", ci],
      ["featured.yml", featured],
      ["preview-cleanup.yml", cleanup],
      ["nightly.yml", nightly],
    ] as const)
      for (const [name, job] of Object.entries(wf.jobs))
        for (const step of job.steps)
          if (step.env?.APP_CHECK_DEBUG_TOKEN)
            found.push([
              `${file} ${name}: ${step.name}`,
              environmentOf(job) ?? "(none)",
              step.env.APP_CHECK_DEBUG_TOKEN,
            ]);
    const live = "${{ secrets.APP_CHECK_DEBUG_TOKEN }}";
    const preview = "${{ secrets.APP_CHECK_DEBUG_TOKEN_PREVIEW }}";
    expect(found).toEqual([
      ["ci.yml preview: Build with the CSP of this build", "preview", preview],
      ["ci.yml preview: Check the preview", "preview", preview],
      ["ci.yml deploy: Build with the CSP of this build", "live", live],
      ["ci.yml deploy: Check the live site", "live", live],
      ["ci.yml deploy: Check the live site after the rollback", "live", live],
      ["featured.yml check: Build as a deploy would", "live", live],
    ]);
  });
});

/** A folder with stand-ins for node and firebase (node_modules/.bin) and npm, each logging its call. */
function standIns() {
  const dir = scratch();
  const log = join(dir, "calls.log");
  const bin = join(dir, "node_modules", ".bin");
  const npmBin = join(dir, "npm-bin");
  mkdirSync(bin, { recursive: true });
  mkdirSync(npmBin);
  const stub = (path: string, name: string) => {
    writeFileSync(
      path,
      `#!/bin/sh\nif [ -f "$GOOGLE_APPLICATION_CREDENTIALS" ]; then held=yes; else held=no; fi\necho "${name} $* | creds=$GOOGLE_APPLICATION_CREDENTIALS held=$held key=\${KEY:-unset}" >> "${log}"\n`,
    );
    chmodSync(path, 0o755);
  };
  stub(join(bin, "node"), "node");
  stub(join(bin, "firebase"), "firebase");
  stub(join(npmBin, "npm"), "npm");
  const githubEnv = join(dir, "github_env");
  writeFileSync(githubEnv, "");
  const runnerTemp = join(dir, "runner-temp");
  mkdirSync(runnerTemp);
  const env = {
    PATH: `${npmBin}:${process.env.PATH}`,
    KEY: JSON.stringify({ type: "service_account", private_key: "not-a-key" }),
    RUNNER_TEMP: runnerTemp,
    GITHUB_ENV: githubEnv,
    GITHUB_SHA: "0123456789abcdef0123",
    PUBLIC_FIREBASE_PROJECT_ID: "amara-site",
  };
  return { dir, log, env, githubEnv, runnerTemp };
}

describe("the live key exists only inside the steps Deploy and the rollback", () => {
  const steps = ci.jobs.deploy!.steps;
  const step = (id: string) => steps.find((s) => s.id === id)!;

  it("only those two steps name the live key or the credentials' variable; the smoke checks hold neither", () => {
    const holders = steps.filter((s) =>
      /FIREBASE_SERVICE_ACCOUNT_LIVE|GOOGLE_APPLICATION_CREDENTIALS/.test(JSON.stringify(s)),
    );
    expect(holders.map((s) => s.id)).toEqual(["deploy", "rollback"]);
    for (const s of holders)
      expect(s.env).toEqual({ KEY: "${{ secrets.FIREBASE_SERVICE_ACCOUNT_LIVE }}" });
    for (const s of steps)
      expect(s.run ?? "").not.toMatch(/GITHUB_ENV.*CREDENTIALS|CREDENTIALS.*GITHUB_ENV/);
    expect(JSON.stringify(ci.jobs.deploy!.env)).not.toMatch(/secrets|CREDENTIALS/);
  });

  it("Deploy writes the key for its record and its firebase deploy alone, then removes it, and leaves $GITHUB_ENV untouched", () => {
    const s = standIns();
    const result = runStep(step("deploy").run!, s.env, s.dir);
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    const key = join(s.runnerTemp, "live-key.json");
    expect(readFileSync(s.log, "utf8").trim().split("\n")).toEqual([
      `node tools/ops/deploy-record.mjs --project amara-site | creds=${key} held=yes key=unset`,
      `firebase deploy --only hosting,firestore:rules,firestore:indexes --project amara-site --non-interactive --message commit 0123456789ab | creds=${key} held=yes key=unset`,
    ]);
    expect(existsSync(key)).toBe(false);
    expect(readFileSync(s.githubEnv, "utf8")).toBe("");
  });

  it("the rollback writes it for `npm run rollback` alone and removes it; the check after it runs with no key", () => {
    const s = standIns();
    const result = runStep(step("rollback").run!, s.env, s.dir);
    expect(result.status).toBe(0);
    const key = join(s.runnerTemp, "live-key.json");
    expect(readFileSync(s.log, "utf8").trim()).toBe(
      `npm run rollback -- --previous --yes --no-smoke | creds=${key} held=yes key=unset`,
    );
    expect(existsSync(key)).toBe(false);
    expect(readFileSync(s.githubEnv, "utf8")).toBe("");
    const again = steps.find((x) => x.run?.includes("npm run smoke -- --after-rollback"))!;
    const withoutKey: Record<string, string> = { ...s.env };
    delete withoutKey.KEY;
    const checked = runStep(again.run!, withoutKey, s.dir);
    expect(checked.status).toBe(1);
    expect(readFileSync(s.log, "utf8").trim().split("\n").at(-1)).toBe(
      "npm run smoke -- --after-rollback | creds= held=no key=unset",
    );
  });
});
