// `node tools/ops/deploy-record.mjs`, the deploy's step just before `firebase deploy`: what is live
// (the Hosting version, the Firestore rules' ruleset, the indexes) into .astro/deploy-before.json,
// read from stand-ins of the Hosting and Rules APIs and a `firebase` executable first on PATH that
// answers `firestore:indexes --json` as the CLI does. Without them the deploy stops.
import { spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakeHosting, type FakeHosting } from "../../../support/node/fake-hosting";
import { fakeRules, type FakeRules } from "./rollback-fake-rules";

const RECORD = join(process.cwd(), "tools/ops/deploy-record.mjs");
const INDEXES = {
  indexes: [{ collectionGroup: "testimonials", queryScope: "COLLECTION", fields: [] }],
  fieldOverrides: [],
};
const bin = mkdtempSync(join(tmpdir(), "deploy-record-"));
let hosting: FakeHosting;
let rules: FakeRules;

beforeAll(async () => {
  const answer = JSON.stringify({ status: "success", result: INDEXES });
  writeFileSync(
    join(bin, "firebase"),
    `#!/bin/sh\necho "$@" >> "${bin}/calls.txt"\n[ -n "$INDEXES_FAIL" ] && exit 1\nprintf '%s' '${answer}'\n`,
  );
  chmodSync(join(bin, "firebase"), 0o755);
  hosting = await fakeHosting("amara-site", { v7: { files: {}, status: "FINALIZED" } }, [
    { version: "v7", message: "commit good", type: "DEPLOY", time: "2026-11-24T10:00:00Z" },
  ]);
  rules = await fakeRules("amara-site", "projects/amara-site/rulesets/live-one");
});
afterAll(async () => {
  await hosting.stop();
  await rules.stop();
  rmSync(bin, { recursive: true, force: true });
});

function record(env: Record<string, string> = {}) {
  const cwd = mkdtempSync(join(bin, "cwd-"));
  return new Promise<{ cwd: string; status: number | null; stdout: string; stderr: string }>(
    (resolve) => {
      const child = spawn(process.execPath, [RECORD, "--project", "amara-site"], {
        cwd,
        env: {
          ...process.env,
          PATH: `${bin}:${process.env.PATH}`,
          SITE_HOSTING_API: hosting.api,
          SITE_RULES_API: rules.api,
          GOOGLE_APPLICATION_CREDENTIALS: join(bin, "no-such-key.json"),
          ...env,
        },
      });
      let stdout = "";
      let stderr = "";
      child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
      child.on("close", (status) => resolve({ cwd, status, stdout, stderr }));
    },
  );
}

describe("node tools/ops/deploy-record.mjs", () => {
  it("keeps the live Hosting version, the rules' ruleset and the indexes for a rollback", async () => {
    const run = await record();
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    const kept = JSON.parse(readFileSync(join(run.cwd, ".astro", "deploy-before.json"), "utf8"));
    expect(kept).toEqual({
      project: "amara-site",
      site: "amara-site",
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      version: "v7",
      rulesetName: "projects/amara-site/rulesets/live-one",
      indexes: INDEXES,
    });
    expect(readFileSync(join(bin, "calls.txt"), "utf8")).toBe(
      "firestore:indexes --project amara-site --json --non-interactive\n",
    );
    expect(run.stdout).toContain(
      "Hosting version v7, Firestore rules projects/amara-site/rulesets/live-one, 1 indexes",
    );
  });

  it("stops the deploy (exit code 1, no record) when it cannot read what is live", async () => {
    const run = await record({ INDEXES_FAIL: "1" });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("Could not record what is live");
    expect(run.stderr).toContain("the deploy stops");
    expect(existsSync(join(run.cwd, ".astro", "deploy-before.json"))).toBe(false);
  });

  it("sends the credentials nowhere but Google's APIs or this machine", async () => {
    const run = await record({ SITE_RULES_API: "https://rules.example.com/v1" });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      "Refusing to send Google credentials to https://rules.example.com/v1",
    );
  });
});
