import { describe, expect, it } from "vitest";
import { AFTER_ROLLBACK, smokeAfterRollback } from "../../../../tools/ops/rollback-record.mjs";
import {
  chooseVersion,
  cloneCommand,
  HOSTING_API,
  hostingApi,
  parseRollbackArgs,
  releasesOf,
  rollback,
  rollbackMessages,
  rollbackTarget,
} from "../../../../tools/ops/rollback-steps.mjs";

/** The Hosting API's answer (sites.channels.releases.list), newest first. */
const answer = {
  releases: [
    {
      name: "sites/my-site/channels/live/releases/r4",
      releaseTime: "2026-11-25T10:00:00.123Z",
      type: "DEPLOY",
      message: "commit bbbbbbbbbbbb",
      version: { name: "sites/my-site/versions/v3" },
    },
    {
      // A rollback to v3 before: the same version as live, so not "the previous one".
      name: "sites/my-site/channels/live/releases/r3",
      releaseTime: "2026-11-24T10:00:00Z",
      type: "ROLLBACK",
      version: { name: "sites/my-site/versions/v3" },
    },
    {
      name: "sites/my-site/channels/live/releases/r2",
      releaseTime: "2026-11-23T10:00:00Z",
      type: "DEPLOY",
      message: "commit aaaaaaaaaaaa",
      version: { name: "sites/my-site/versions/v2" },
    },
    { name: "sites/my-site/channels/live/releases/r1", type: "SITE_DISABLE" },
  ],
};

/** A version's files (sites.versions.files.list): the worker's releases have /sw.js. */
const withWorker = [
  { path: "/index.html", hash: "h1" },
  { path: "/sw.js", hash: "h2" },
];
const beforeWorker = [{ path: "/index.html", hash: "h0" }];

/** What the deploy after v2 recorded: the rules and indexes live with v2. */
const RECORD = {
  project: "my-site",
  site: "my-site",
  time: "2026-11-25T09:59:00Z",
  version: "v2",
  rulesetName: "projects/my-site/rulesets/r-before",
  indexes: { indexes: [], fieldOverrides: [] },
};
const POLICY = "default-src 'self'; script-src 'self' 'sha256-v2'";

function harness(releases: unknown = answer, code = 0, files = withWorker) {
  const calls: string[][] = [];
  const released: { site: string; version: string; files: unknown; message: string }[] = [];
  const out: string[] = [];
  const errors: string[] = [];
  const rulesPutBack: unknown[] = [];
  const checks: unknown[] = [];
  const smoked: string[] = [];
  return {
    calls,
    released,
    out,
    errors,
    rulesPutBack,
    checks,
    smoked,
    options: {
      projectId: "my-site",
      site: "my-site",
      record: null as typeof RECORD | null,
      putBackRules: (record: unknown) => {
        rulesPutBack.push(record);
        return Promise.resolve();
      },
      policyOf: (site: string, version: string) => Promise.resolve(`${POLICY} ${site}@${version}`),
      saveCheck: (check: unknown) => void checks.push(check),
      smoke: (() => {
        smoked.push("npm run smoke -- --after-rollback");
        return Promise.resolve(0);
      }) as (() => Promise<number>) | null,
      listReleases: () => Promise.resolve(releases),
      listFiles: () => Promise.resolve(files),
      releaseWithKillSwitch: (what: (typeof released)[number]) => {
        released.push(what);
        return Promise.resolve("v9");
      },
      run: (cmd: string, args: string[]) => {
        calls.push([cmd, ...args]);
        return Promise.resolve(code);
      },
      log: (line: string) => out.push(line),
      error: (line: string) => errors.push(line),
    },
  };
}

describe("npm run rollback: which version", () => {
  it("reads the releases newest first, the first being live, without those that have no version", () => {
    expect(releasesOf(answer).map((r) => [r.version, r.type, r.live])).toEqual([
      ["v3", "DEPLOY", true],
      ["v3", "ROLLBACK", false],
      ["v2", "DEPLOY", false],
    ]);
  });

  it("--previous is the newest version other than the one live", () => {
    expect(chooseVersion(releasesOf(answer), { previous: true }, "my-site")).toEqual({
      version: "v2",
    });
    const onlyOne = releasesOf({ releases: answer.releases.slice(0, 2) });
    expect(chooseVersion(onlyOne, { previous: true }, "my-site")).toEqual({
      refusal: rollbackMessages.noEarlier("my-site"),
    });
  });

  it("--to must name a listed version that is not live", () => {
    const releases = releasesOf(answer);
    expect(chooseVersion(releases, { to: "v2" }, "my-site")).toEqual({ version: "v2" });
    expect(chooseVersion(releases, { to: "v3" }, "my-site")).toEqual({
      refusal: rollbackMessages.already("v3"),
    });
    expect(chooseVersion(releases, { to: "v9" }, "my-site")).toEqual({
      refusal: rollbackMessages.unknown("v9", "my-site"),
    });
  });
});

describe("npm run rollback: what it runs", () => {
  it("with no choice it lists the releases and runs nothing", async () => {
    const h = harness();
    expect(await rollback(h.options)).toBe(0);
    expect(h.calls).toEqual([]);
    expect(h.out.join("\n")).toMatch(/^live 2026-11-25T10:00:00Z\s+v3\s+DEPLOY\s+commit bbbb/m);
  });

  it("without --yes it says what it would do and runs nothing", async () => {
    const h = harness();
    expect(await rollback({ ...h.options, previous: true })).toBe(0);
    expect(h.calls).toEqual([]);
    expect(h.out).toContain(rollbackMessages.confirm("v2", "my-site"));
  });

  it("with --yes it clones the chosen version to the live channel with the Firebase CLI", async () => {
    const h = harness();
    expect(await rollback({ ...h.options, previous: true, yes: true })).toBe(0);
    expect(h.calls).toEqual([
      [
        "firebase",
        "hosting:clone",
        "my-site@v2",
        "my-site:live",
        "--project",
        "my-site",
        "--non-interactive",
      ],
    ]);
    expect(h.out).toContain(rollbackMessages.done("v2", "my-site"));
    expect(cloneCommand("p", "s", "v").args.slice(0, 3)).toEqual([
      "hosting:clone",
      "s@v",
      "s:live",
    ]);
  });

  it("fails with the CLI's exit code, and when there is nothing to roll back to", async () => {
    const failing = harness(answer, 3);
    expect(await rollback({ ...failing.options, to: "v2", yes: true })).toBe(3);
    expect(failing.out).not.toContain(rollbackMessages.done("v2", "my-site"));
    const empty = harness({});
    expect(await rollback({ ...empty.options, previous: true, yes: true })).toBe(1);
    expect(empty.errors).toEqual([rollbackMessages.none("my-site")]);
    expect(empty.calls).toEqual([]);
  });

  it("to a version without /sw.js, it releases that version's files anew with the kill switch, never a clone", async () => {
    const h = harness(answer, 0, beforeWorker);
    expect(await rollback({ ...h.options, previous: true, yes: true })).toBe(0);
    expect(h.calls).toEqual([]);
    expect(h.released).toEqual([
      {
        site: "my-site",
        version: "v2",
        files: beforeWorker,
        message: rollbackMessages.killSwitchMessage("v2"),
      },
    ]);
    expect(h.out).toContain(rollbackMessages.killSwitch("v2"));
    expect(h.out).toContain(rollbackMessages.doneKillSwitch("v2", "my-site", "v9"));
    // Without --yes it says so and does nothing.
    const asked = harness(answer, 0, beforeWorker);
    expect(await rollback({ ...asked.options, to: "v2" })).toBe(0);
    expect(asked.released).toEqual([]);
    expect(asked.out).toContain(rollbackMessages.confirmKillSwitch("v2", "my-site"));
  });

  it("refuses demo projects and a missing project, and reads the arguments strictly", () => {
    expect(rollbackTarget({}, { PUBLIC_FIREBASE_PROJECT_ID: "demo-amara" })).toEqual({
      refusal: rollbackMessages.demo("demo-amara"),
    });
    expect(rollbackTarget({}, {})).toEqual({ refusal: rollbackMessages.missing });
    expect(rollbackTarget({ project: "real" }, { PUBLIC_FIREBASE_PROJECT_ID: "x" })).toEqual({
      projectId: "real",
    });
    expect(parseRollbackArgs(["--previous", "--yes"])).toEqual({ previous: true, yes: true });
    expect(parseRollbackArgs(["--previous", "--yes", "--no-smoke"])).toEqual({
      previous: true,
      yes: true,
      noSmoke: true,
    });
    expect(parseRollbackArgs(["--to", "v2", "--previous"])).toHaveProperty("error");
    expect(parseRollbackArgs(["--nope"])).toHaveProperty("error");
  });
});

describe("where the releases are read (SITE_HOSTING_API)", () => {
  it("is Google's Hosting API, asked with the credentials, unless a stand-in on this machine is named", () => {
    expect(hostingApi(undefined)).toEqual({ api: HOSTING_API, standIn: false });
    expect(hostingApi("")).toEqual({ api: HOSTING_API, standIn: false });
    expect(hostingApi(HOSTING_API)).toEqual({ api: HOSTING_API, standIn: false });
    expect(hostingApi("http://127.0.0.1:4321/v1beta1")).toEqual({
      api: "http://127.0.0.1:4321/v1beta1",
      standIn: true,
    });
  });

  it("refuses any other address: it would be sent the owner's token", () => {
    for (const address of [
      "https://hosting.example.com/v1beta1",
      "https://firebasehosting.googleapis.com.example.com/v1beta1",
      "https://firebasehosting.googleapis.com/v1beta1@example.com",
      "http://firebasehosting.googleapis.com/v1beta1",
      "http://127.0.0.1.example.com/v1beta1",
    ])
      expect(hostingApi(address)).toEqual({ refusal: rollbackMessages.foreignApi(address) });
  });
});

describe("npm run rollback: the rules and indexes, and the check after it", () => {
  it("with a record of the deploy after the version put back, puts back its rules and indexes, then smoke-checks the site against that version's policy", async () => {
    const h = harness();
    const options = { ...h.options, record: RECORD, previous: true, yes: true };
    expect(await rollback(options)).toBe(0);
    expect(h.calls.map((call) => call[1])).toEqual(["hosting:clone"]);
    expect(h.rulesPutBack).toEqual([RECORD]);
    expect(h.out).toContain(rollbackMessages.rulesWith("v2"));
    expect(h.checks).toEqual([
      { url: "https://my-site.web.app", version: "v2", policy: `${POLICY} my-site@v2` },
    ]);
    expect(h.smoked).toHaveLength(1);
    expect(h.out.at(-1)).toBe(rollbackMessages.checking("https://my-site.web.app"));
  });

  it("leaves the rules and indexes when the record is of another version, site or project, and says so", async () => {
    for (const record of [
      { ...RECORD, version: "v3" },
      { ...RECORD, site: "other-site" },
      { ...RECORD, project: "other" },
      null,
    ]) {
      const h = harness();
      expect(await rollback({ ...h.options, record, previous: true, yes: true })).toBe(0);
      expect(h.rulesPutBack).toEqual([]);
      expect(h.out).toContain(rollbackMessages.rulesStay("v2"));
      expect(h.smoked).toHaveLength(1);
    }
  });

  it("without --yes says the rules and indexes would go back, and changes nothing", async () => {
    const h = harness();
    expect(await rollback({ ...h.options, record: RECORD, previous: true })).toBe(0);
    expect(h.out).toContain(rollbackMessages.rulesWith("v2"));
    expect([h.calls, h.rulesPutBack, h.checks, h.smoked]).toEqual([[], [], [], []]);
  });

  it("fails when the site fails its smoke check after the rollback", async () => {
    const h = harness();
    const options = { ...h.options, previous: true, yes: true, smoke: () => Promise.resolve(1) };
    expect(await rollback(options)).toBe(1);
    expect(h.errors).toEqual([rollbackMessages.checkFailed("https://my-site.web.app")]);
  });

  it("with --no-smoke keeps what the check expects and says how to run it (CI runs it in a step without the key)", async () => {
    const h = harness();
    expect(await rollback({ ...h.options, previous: true, yes: true, smoke: null })).toBe(0);
    expect(h.checks).toHaveLength(1);
    expect(h.out.at(-1)).toBe(rollbackMessages.checkLater("https://my-site.web.app"));
    expect(smokeAfterRollback).toEqual({
      cmd: "npm",
      args: ["run", "smoke", "--", AFTER_ROLLBACK],
    });
  });

  it("puts back no rules and checks nothing when the Hosting rollback failed", async () => {
    const h = harness(answer, 3);
    expect(await rollback({ ...h.options, record: RECORD, previous: true, yes: true })).toBe(3);
    expect([h.rulesPutBack, h.checks, h.smoked]).toEqual([[], [], []]);
  });

  it("after a release with the kill switch, checks the site against the policy of the version whose files it released", async () => {
    const h = harness(answer, 0, beforeWorker);
    expect(await rollback({ ...h.options, record: RECORD, previous: true, yes: true })).toBe(0);
    expect(h.released).toHaveLength(1);
    expect(h.rulesPutBack).toEqual([RECORD]);
    expect(h.checks).toEqual([
      { url: "https://my-site.web.app", version: "v2", policy: `${POLICY} my-site@v2` },
    ]);
  });
});
