// `npm run rollback` as the deploy workflow runs it (`-- --previous --yes`), its two outside
// parts stood in for at the process boundary: the Firebase Hosting API by a local server that
// answers sites.channels.releases.list as Google documents it, and the Firebase CLI by a
// `firebase` executable first on PATH that records its arguments.
import { spawn } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakeHosting, type FakeHosting } from "../../../support/node/fake-hosting";

const bin = mkdtempSync(join(tmpdir(), "rollback-cli-"));
const calls = join(bin, "calls.txt");
let asked: string[] = [];
let hosting: FakeHosting;
let api = "";

beforeAll(async () => {
  writeFileSync(join(bin, "firebase"), `#!/bin/sh\necho "$@" >> "${calls}"\n`);
  chmodSync(join(bin, "firebase"), 0o755);
  hosting = await fakeHosting(
    "my-real-site",
    {
      v1: { files: { "/index.html": "h1" }, status: "FINALIZED" },
      v2: { files: { "/index.html": "h2", "/sw.js": "w2" }, status: "FINALIZED" },
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
  rmSync(bin, { recursive: true, force: true });
});

/** Runs the command (asynchronously: the stand-in answers from this process). */
function rollback(
  ...args: string[]
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return rollbackAt(api, ...args);
}

/** The command with SITE_HOSTING_API naming `address`, and credentials that are not Google's. */
function rollbackAt(
  address: string,
  ...args: string[]
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["tools/ops/rollback.mjs", ...args], {
      env: {
        ...process.env,
        PATH: `${bin}:${process.env.PATH}`,
        SITE_HOSTING_API: address,
        GOOGLE_APPLICATION_CREDENTIALS: join(bin, "no-such-key.json"),
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
    const run = await rollbackAt(elsewhere, "--project", "my-real-site", "--previous", "--yes");
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
