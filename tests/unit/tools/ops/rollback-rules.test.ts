// The Firestore rules and indexes of a rollback (tools/ops/rollback-rules.mjs): what is live, read
// from a stand-in of the Firebase Rules API and the Firebase CLI's listing, and put back as the
// record of before the deploy has them.
import { existsSync, readFileSync } from "node:fs";
import { dirname } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  deployIndexesCommand,
  liveIndexes,
  liveRuleset,
  putBackRulesAndIndexes,
  releaseRuleset,
  RULES_API,
  rulesApi,
  rulesClient,
  rulesMessages as m,
} from "../../../../tools/ops/rollback-rules.mjs";
import { fakeRules, type FakeRules } from "./rollback-fake-rules";

const BEFORE = "projects/amara-site/rulesets/before-0001";
const AFTER = "projects/amara-site/rulesets/after-0002";
const INDEXES = {
  indexes: [
    {
      collectionGroup: "testimonials",
      queryScope: "COLLECTION",
      fields: [
        { fieldPath: "status", order: "ASCENDING" },
        { fieldPath: "createdAt", order: "DESCENDING" },
      ],
    },
  ],
  fieldOverrides: [],
};
const record = (rulesetName: string | null) => ({
  project: "amara-site",
  site: "amara-site",
  time: "2026-11-25T10:00:00Z",
  version: "v2",
  rulesetName,
  indexes: INDEXES,
});

let rules: FakeRules | null = null;
afterEach(async () => {
  await rules?.stop();
  rules = null;
});
const client = (api: string) =>
  rulesClient({ api, standIn: true, authorize: () => Promise.reject(new Error("not asked")) });

/** A `firebase` stand-in for `run`: records each call and what its --config folder held then. */
function cli(code = 0) {
  const calls: { args: string[]; config: unknown; indexes: unknown; folder: string }[] = [];
  const run = (cmd: string, args: string[]) => {
    const config = args[args.indexOf("--config") + 1]!;
    calls.push({
      args: [cmd, ...args],
      config: JSON.parse(readFileSync(config, "utf8")),
      indexes: JSON.parse(readFileSync(`${dirname(config)}/firestore.indexes.json`, "utf8")),
      folder: dirname(config),
    });
    return Promise.resolve(code);
  };
  return { calls, run };
}

describe("the Firestore rules' release", () => {
  it("reads the ruleset live now, null before any release", async () => {
    rules = await fakeRules("amara-site", AFTER);
    expect(await liveRuleset(client(rules.api), "amara-site")).toBe(AFTER);
    rules.ruleset = null;
    expect(await liveRuleset(client(rules.api), "amara-site")).toBeNull();
  });

  it("points the release at another ruleset (projects.releases.patch)", async () => {
    rules = await fakeRules("amara-site", AFTER);
    await releaseRuleset(client(rules.api), "amara-site", BEFORE);
    expect(rules.ruleset).toBe(BEFORE);
    expect(rules.asked).toEqual([
      `PATCH /v1/projects/amara-site/releases/cloud.firestore {"release":{"name":"projects/amara-site/releases/cloud.firestore","rulesetName":"${BEFORE}"}}`,
    ]);
  });

  it("is asked only at Google's Rules API or a stand-in on this machine", () => {
    expect(rulesApi(undefined)).toEqual({ api: RULES_API, standIn: false });
    expect(rulesApi("http://127.0.0.1:9/v1")).toEqual({
      api: "http://127.0.0.1:9/v1",
      standIn: true,
    });
    const elsewhere = "https://rules.example.com/v1";
    expect(rulesApi(elsewhere)).toEqual({ refusal: m.foreignApi(elsewhere) });
  });
});

describe("the live indexes", () => {
  it("are the CLI's listing (firebase firestore:indexes --json)", async () => {
    const asked: string[][] = [];
    const capture = (cmd: string, args: string[]) => {
      asked.push([cmd, ...args]);
      return Promise.resolve({
        code: 0,
        stdout: JSON.stringify({ status: "success", result: INDEXES }),
      });
    };
    expect(await liveIndexes("amara-site", capture)).toEqual(INDEXES);
    expect(asked).toEqual([
      ["firebase", "firestore:indexes", "--project", "amara-site", "--json", "--non-interactive"],
    ]);
  });

  it("or an error that says why", async () => {
    const failed = () => Promise.resolve({ code: 1, stdout: '{"status":"error","error":"403"}' });
    await expect(liveIndexes("amara-site", failed)).rejects.toThrow(
      m.unlistable('firebase exited with code 1: {"status":"error","error":"403"}'),
    );
  });
});

describe("putting back the rules and indexes of before the deploy", () => {
  it("points the release back at the ruleset recorded, and deploys the recorded indexes alone with --force", async () => {
    rules = await fakeRules("amara-site", AFTER);
    const { calls, run } = cli();
    const out: string[] = [];
    await putBackRulesAndIndexes({
      client: client(rules.api),
      projectId: "amara-site",
      record: record(BEFORE),
      run,
      log: (line) => out.push(line),
    });
    expect(rules.ruleset).toBe(BEFORE);
    expect(calls).toHaveLength(1);
    const config = calls[0]!.args[calls[0]!.args.indexOf("--config") + 1]!;
    expect(calls[0]!.args).toEqual([
      deployIndexesCommand("amara-site", config).cmd,
      ...deployIndexesCommand("amara-site", config).args,
    ]);
    expect(calls[0]!.args.join(" ")).toBe(
      `firebase deploy --only firestore:indexes --config ${config} --project amara-site --non-interactive --force`,
    );
    expect(calls[0]!.config).toEqual({ firestore: { indexes: "firestore.indexes.json" } });
    expect(calls[0]!.indexes).toEqual(INDEXES);
    expect(existsSync(calls[0]!.folder)).toBe(false);
    expect(out).toEqual([m.rulesBack(BEFORE), m.indexesBack]);
  });

  it("leaves rules the deploy did not change, and has none to put back when none were live", async () => {
    rules = await fakeRules("amara-site", BEFORE);
    const same = cli();
    const out: string[] = [];
    const log = (line: string) => out.push(line);
    const c = client(rules.api);
    await putBackRulesAndIndexes({
      client: c,
      projectId: "amara-site",
      record: record(BEFORE),
      run: same.run,
      log,
    });
    await putBackRulesAndIndexes({
      client: c,
      projectId: "amara-site",
      record: record(null),
      run: same.run,
      log,
    });
    expect(rules.asked.filter((a) => a.startsWith("PATCH"))).toEqual([]);
    expect(out).toEqual([m.rulesSame(BEFORE), m.indexesBack, m.noRulesBefore, m.indexesBack]);
    expect(same.calls).toHaveLength(2);
  });

  it("fails, saying so, when the CLI cannot put the indexes back", async () => {
    rules = await fakeRules("amara-site", AFTER);
    const failing = cli(2);
    await expect(
      putBackRulesAndIndexes({
        client: client(rules.api),
        projectId: "amara-site",
        record: record(BEFORE),
        run: failing.run,
        log: () => {},
      }),
    ).rejects.toThrow(m.indexesFailed(2));
  });
});
