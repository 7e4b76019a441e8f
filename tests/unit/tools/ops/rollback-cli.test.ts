// `npm run rollback` as the deploy workflow runs it (`-- --previous --yes`), its outside parts
// stood in for at the process boundary: the Firebase Hosting API by a local server that answers
// sites.channels.releases.list as Google documents it, the Firebase Rules API by another
// (rollback-fake-rules.ts), and the Firebase CLI and npm by `firebase` and `npm` executables first
// on PATH that record their arguments (npm: the smoke check after the rollback). It runs in a folder
// of its own, where the deploy's record (.astro/deploy-before.json) is and the check's file goes.
import { spawn } from "node:child_process";
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
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakeHosting, type FakeHosting } from "../../../support/node/fake-hosting";
import { fakeRules, type FakeRules } from "./rollback-fake-rules";

const bin = mkdtempSync(join(tmpdir(), "rollback-cli-"));
const calls = join(bin, "calls.txt");
const smokes = join(bin, "smokes.txt");
const ROLLBACK = join(process.cwd(), "tools/ops/rollback.mjs");
let asked: string[] = [];
let hosting: FakeHosting;
let rules: FakeRules;
let api = "";
/** The policy version v2 sends (its config's "**" header). */
const V2_POLICY = "default-src 'self'; script-src 'self' 'sha256-v2'";

beforeAll(async () => {
  writeFileSync(join(bin, "firebase"), `#!/bin/sh\necho "$@" >> "${calls}"\n`);
  chmodSync(join(bin, "firebase"), 0o755);
  // npm: the smoke check's stand-in; says whether it was given credentials, exits SMOKE_EXIT.
  writeFileSync(
    join(bin, "npm"),
    `#!/bin/sh\necho "$@ | creds=\${GOOGLE_APPLICATION_CREDENTIALS:-none}" >> "${smokes}"\nexit \${SMOKE_EXIT:-0}\n`,
  );
  chmodSync(join(bin, "npm"), 0o755);
  rules = await fakeRules("my-real-site", "projects/my-real-site/rulesets/after");
  hosting = await fakeHosting(
    "my-real-site",
    {
      v1: { files: { "/index.html": "h1" }, status: "FINALIZED" },
      v2: {
        files: { "/index.html": "h2", "/sw.js": "w2" },
        config: { headers: [{ glob: "**", headers: { "Content-Security-Policy": V2_POLICY } }] },
        status: "FINALIZED",
      },
      v3: { files: { "/index.html": "h3", "/sw.js": "w3" }, status: "FINALIZED" },
    },
    [
      { version: "v3", message: "commit bad", type: "DEPLOY", time: "2026-11-25T10:00:00Z" },
      { version: "v2", message: "commit good", type: "DEPLOY", time: "2026-11-24T10:00:00Z" },
      { version: "v1", message: "before the worker", type: "DEPLOY", time: "2026-11-23T10:00:00Z" },
    ],
  );
  api = hosting.api;
  asked = hosting.asked;
});

afterAll(async () => {
  await hosting.stop();
  await rules.stop();
  rmSync(bin, { recursive: true, force: true });
});

type Run = { status: number | null; stdout: string; stderr: string };
/** A folder to run in: with `record` as the deploy's record of before it. */
function folder(record?: unknown): string {
  const dir = mkdtempSync(join(bin, "cwd-"));
  if (record) {
    mkdirSync(join(dir, ".astro"));
    writeFileSync(join(dir, ".astro", "deploy-before.json"), JSON.stringify(record));
  }
  return dir;
}

/** Runs the command (asynchronously: the stand-in answers from this process). */
function rollback(...args: string[]): Promise<Run> {
  return rollbackAt(api, folder(), {}, ...args);
}

/**
 * The command with SITE_HOSTING_API naming `address`, in `cwd`, and credentials that are not
 * Google's.
 */
function rollbackAt(
  address: string,
  cwd: string,
  env: Record<string, string>,
  ...args: string[]
): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [ROLLBACK, ...args], {
      cwd,
      env: {
        ...process.env,
        PATH: `${bin}:${process.env.PATH}`,
        SITE_HOSTING_API: address,
        SITE_RULES_API: rules.api,
        GOOGLE_APPLICATION_CREDENTIALS: join(bin, "no-such-key.json"),
        ...env,
      },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("close", (status) => resolve({ status, stdout, stderr }));
  });
}

describe("npm run rollback, as a process", () => {
  it("--previous --yes lists the releases and clones the one before to the live channel", async () => {
    const run = await rollback("--project", "my-real-site", "--previous", "--yes");
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(asked).toContain("GET /v1beta1/sites/my-real-site/channels/live/releases?pageSize=10");
    expect(run.stdout).toMatch(/^live 2026-11-25T10:00:00Z\s+v3\s+DEPLOY\s+commit bad$/m);
    expect(readFileSync(calls, "utf8")).toBe(
      "hosting:clone my-real-site@v2 my-real-site:live --project my-real-site --non-interactive\n",
    );
    expect(run.stdout).toContain("Version v2 is live again on my-real-site.");
  });

  it("--to a version from before the worker releases its files anew with the kill switch as /sw.js", async () => {
    const run = await rollback("--project", "my-real-site", "--to", "v1", "--yes");
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    // No clone since the first case.
    expect(readFileSync(calls, "utf8").trim().split("\n")).toHaveLength(1);
    const live = hosting.releases[0]!;
    expect(live.message).toBe("rollback to v1 with the offline kill switch");
    const files = hosting.versions.get(live.version)!.files;
    expect(Object.keys(files).sort()).toEqual(["/index.html", "/sw.js"]);
    expect(files["/index.html"]).toBe("h1");
    const worker = gunzipSync(hosting.held.get(files["/sw.js"]!)!).toString();
    for (const part of ["caches.delete", "unregister", "navigate"]) expect(worker).toContain(part);
    expect(run.stdout).toContain(
      `Version v1's files are live again on my-real-site, with the kill switch as /sw.js (new version ${live.version}).`,
    );
  });

  it("refuses to send the credentials anywhere but Google's Hosting API or this machine", async () => {
    const before = asked.length;
    const elsewhere = "https://hosting.example.com/v1beta1";
    const run = await rollbackAt(
      elsewhere,
      folder(),
      {},
      "--project",
      "my-real-site",
      "--previous",
      "--yes",
    );
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      `Refusing to send Google credentials to ${elsewhere}: SITE_HOSTING_API may name only Google's Hosting API (https://firebasehosting.googleapis.com/v1beta1) or a stand-in on this machine (http://127.0.0.1:<port>/...). Unset it to use Google's.`,
    );
    expect(asked.length).toBe(before);
  });

  it("refuses a demo project before asking anything", async () => {
    const before = asked.length;
    const run = await rollback("--project", "demo-amara", "--previous", "--yes");
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Refusing to roll back "demo-amara"');
    expect(asked.length).toBe(before);
  });
});

describe("npm run rollback, as a process: the rules and indexes, and the check after it", () => {
  /** The live channel as after a bad deploy of v3 over v2 (whatever the cases above released). */
  const badDeploy = () =>
    hosting.releases.splice(
      0,
      hosting.releases.length,
      { version: "v3", message: "commit bad", type: "DEPLOY", time: "2026-11-25T10:00:00Z" },
      { version: "v2", message: "commit good", type: "DEPLOY", time: "2026-11-24T10:00:00Z" },
    );
  const RECORD = {
    project: "my-real-site",
    site: "my-real-site",
    time: "2026-11-25T09:59:00Z",
    version: "v2",
    rulesetName: "projects/my-real-site/rulesets/before",
    indexes: { indexes: [], fieldOverrides: [] },
  };

  it("--previous --yes after a deploy recorded here: v2 back live with the rules and indexes of before, then the smoke check, without the credentials", async () => {
    badDeploy();
    writeFileSync(calls, "");
    writeFileSync(smokes, "");
    const cwd = folder(RECORD);
    const run = await rollbackAt(api, cwd, {}, "--project", "my-real-site", "--previous", "--yes");
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    const cli = readFileSync(calls, "utf8").trim().split("\n");
    expect(cli[0]).toBe(
      "hosting:clone my-real-site@v2 my-real-site:live --project my-real-site --non-interactive",
    );
    expect(cli[1]).toMatch(
      /^deploy --only firestore:indexes --config \S+\/firebase\.json --project my-real-site --non-interactive --force$/,
    );
    expect(rules.ruleset).toBe(RECORD.rulesetName);
    expect(readFileSync(smokes, "utf8")).toBe("run smoke -- --after-rollback | creds=none\n");
    expect(JSON.parse(readFileSync(join(cwd, ".astro", "rollback-check.json"), "utf8"))).toEqual({
      url: "https://my-real-site.web.app",
      version: "v2",
      policy: V2_POLICY,
    });
  });

  it("fails when the site fails the smoke check after the rollback; --no-smoke leaves the check to CI's next step", async () => {
    badDeploy();
    writeFileSync(smokes, "");
    const failed = await rollbackAt(
      api,
      folder(),
      { SMOKE_EXIT: "1" },
      "--project",
      "my-real-site",
      "--previous",
      "--yes",
    );
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain("failed after the rollback too");
    badDeploy();
    const cwd = folder();
    const later = await rollbackAt(
      api,
      cwd,
      {},
      "--project",
      "my-real-site",
      "--previous",
      "--yes",
      "--no-smoke",
    );
    expect(later.status).toBe(0);
    expect(readFileSync(smokes, "utf8").trim().split("\n")).toHaveLength(1);
    expect(existsSync(join(cwd, ".astro", "rollback-check.json"))).toBe(true);
    expect(later.stdout).toContain("npm run smoke -- --after-rollback");
  });
});
