// The GitHub Actions workflows (.github/workflows/) and Dependabot's settings: actionlint finds no
// problem, and the workflows run the README's commands (install, `npm test` by area, `npm run
// deploy`), with the guards, permissions and settings README "Deploying" describes, so neither
// drifts. The paths a change takes (content only, or every check) are in workflows-paths.test.ts.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { deploySteps } from "../../../../tools/ops/deploy-steps.mjs";
import { lintWorkflow, lintWorkflows, workflowFiles } from "../../../../tools/ops/workflows.mjs";
import { workflow, type Job } from "../../../support/node/workflows";

const read = (path: string) => readFileSync(path, "utf8");
const ci = workflow("ci.yml");
const cleanup = workflow("preview-cleanup.yml");
const featured = workflow("featured.yml");
const nightly = workflow("nightly.yml");
const allJobs = [
  ...Object.values(ci.jobs),
  ...Object.values(cleanup.jobs),
  ...Object.values(featured.jobs),
  ...Object.values(nightly.jobs),
];
const runs = (job: Job) => job.steps.flatMap((step) => (step.run ? [step.run] : []));
/** A job that runs the repository's code through npm, npx or node. */
const runsCode = (job: Job) => runs(job).some((run) => /(^|\s)(npm|npx|node) /m.test(run));
/** The jobs of ci.yml that check a change with `npm test -- --area <area>`. */
const AREA_JOBS = ["static", "backend", "build", "browser", "pages", "timings"];

const README = read("README.md");
/** The README's section under `## title`, up to the next `## `. */
const section = (title: string) => {
  const start = README.indexOf(`\n## ${title}\n`);
  expect(start, `README section "${title}"`).toBeGreaterThan(-1);
  const end = README.indexOf("\n## ", start + 1);
  return README.slice(start, end === -1 ? undefined : end);
};
/** Every command in the README's code (fenced blocks and `inline`). */
const readmeCode = [...README.matchAll(/```[a-z]*\n([\s\S]*?)```|`([^`\n]+)`/g)]
  .map((m) => m[1] ?? m[2] ?? "")
  .join("\n");

describe("actionlint", () => {
  it("finds no problem in any workflow", async () => {
    const { files, problems } = await lintWorkflows();
    expect(files).toEqual([
      ".github/workflows/ci.yml",
      ".github/workflows/featured.yml",
      ".github/workflows/nightly.yml",
      ".github/workflows/preview-cleanup.yml",
    ]);
    expect(problems).toEqual([]);
  });
  it("does find a problem in a broken workflow (a job that needs a missing job)", async () => {
    const text = read(".github/workflows/ci.yml");
    const broken = text.replace("needs: gate\n", "needs: gaet\n");
    expect(broken).not.toBe(text);
    const problems = await lintWorkflow(broken, "ci.yml");
    expect(problems.join("\n")).toMatch(/^ci\.yml:\d+:\d+: .*"gaet".*\[job-needs\]/m);
  });
  it("lists only YAML files", () => {
    expect(workflowFiles().every((f) => /\.ya?ml$/.test(f))).toBe(true);
  });
});

describe("the workflows run the README's commands", () => {
  it("every job that runs the repository's code through npm installs with the README's `npm install` (or npm ci)", () => {
    const npmJobs = allJobs.filter((job) => runs(job).some((run) => /(^|\s)(npm|npx) /m.test(run)));
    expect(npmJobs.length).toBeGreaterThan(10);
    const installs = npmJobs.map((job) => runs(job).find((r) => /^npm (install|ci)\b/.test(r)));
    expect(installs.every(Boolean)).toBe(true);
    for (const install of installs) {
      expect(readmeCode).toContain(install!.split(" ").slice(0, 2).join(" "));
    }
  });
  it("the checks are `npm test` by area, as the README's quick start runs it whole", () => {
    const areas = AREA_JOBS.flatMap((name) =>
      runs(ci.jobs[name]!).filter((run) => run.startsWith("npm test")),
    );
    expect(areas).toEqual([
      "npm test -- --area static",
      "npm test -- --area rules,backend",
      "npm test -- --area build",
      'npm test -- --area browser -- --shard="$SHARD/4"',
      "npm test -- --area pages",
      "npm test -- --area timings",
    ]);
    expect(section("Quick start")).toMatch(/^npm test\b/m);
  });
  it("the deploy job runs `npm run deploy` in two halves: its build, then the steps after it (with the key only where they need it)", () => {
    const steps = runs(ci.jobs.deploy!);
    const build = steps.indexOf("npm run deploy -- --build-only");
    expect(build).toBeGreaterThan(-1);
    // What `npm run deploy` adds to --build-only, as its source has it (tools/ops/deploy-steps.mjs).
    const all = deploySteps("PROJECT");
    const extra = all.slice(deploySteps("PROJECT", { buildOnly: true }).length);
    // The kill switch's check, the record, the deploy, then the local photo cloud back into
    // firestore.rules: a developer's tracked file (always run); a runner's checkout is thrown away,
    // so CI runs the others alone.
    expect(extra.map((step) => [step.cmd, ...step.args.slice(0, 1)].join(" "))).toEqual([
      "node tools/ops/deploy-kill-switch-check.mjs",
      "node tools/ops/deploy-record.mjs",
      "firebase deploy",
      "node tools/ops/write-rules.mjs",
    ]);
    expect(extra.at(-1)!.always).toBe(true);
    expect(deploySteps("PROJECT", { message: "m" }).at(-2)!.args.slice(-2)).toEqual([
      "--message",
      "m",
    ]);
    // Each as a line of the job's steps, in order, after the build.
    const lines = steps.flatMap((run, index) => run.split("\n").map((line) => ({ line, index })));
    let after = build;
    for (const step of extra.slice(0, -1)) {
      const args = step.args.map((arg) =>
        arg === "PROJECT" ? '"$PUBLIC_FIREBASE_PROJECT_ID"' : arg,
      );
      const message = step.cmd === "firebase" ? ' --message "commit ${GITHUB_SHA::12}"' : "";
      const command = `${[step.cmd, ...args].join(" ")}${message}`;
      const found = lines.find(({ line }) => line.trim() === command);
      expect(found, command).toBeDefined();
      expect(found!.index).toBeGreaterThanOrEqual(after);
      after = found!.index;
    }
    const deploying = section("Deploying");
    expect(deploying).toContain("npm run deploy");
    expect(deploying).not.toMatch(/firebase deploy|npm run build && npm run csp/);
  });
  it("the preview builds through the same command without deploying", () => {
    expect(runs(ci.jobs.preview!)).toContain("npm run deploy -- --build-only");
  });
});

describe("triggers, order and guards", () => {
  it("ci.yml runs on every pull request, on a push to main, and by hand: a push to a PR's branch is tested once", () => {
    expect(Object.keys(ci.on).sort()).toEqual(["pull_request", "push", "workflow_dispatch"]);
    expect(ci.on.push).toEqual({ branches: ["main"] });
    expect(ci.on.pull_request).toBeNull();
  });
  it("the Firestore emulator is firebase-tools' download, cached between runs (no apt source on GitHub's runners)", () => {
    const withEmulator = allJobs.filter((job) =>
      job.steps.some((s) => s.run === "npx firebase setup:emulators:firestore"),
    );
    // content, backend, build, browser, pages, timings; nightly's build, timings and slow runs.
    expect(withEmulator).toHaveLength(10);
    for (const job of withEmulator) {
      const steps = job.steps;
      const cache = steps.find((s) => s.with?.path === "~/.cache/firebase/emulators");
      expect(String(cache!.with!.key)).toContain("node_modules/firebase-tools/package.json");
      const setup = steps.findIndex((s) => s.run === "npx firebase setup:emulators:firestore");
      expect(setup).toBeGreaterThan(steps.indexOf(cache!));
      expect(runs(job).join("\n")).not.toMatch(/apt-get/);
    }
  });
  it("the preview is smoke-checked at its own address, and the pull request fails when it fails", () => {
    const steps = ci.jobs.preview!.steps;
    const channel = steps.findIndex((s) => s.id === "channel");
    const smoke = steps.findIndex((s) => s.run === 'npm run smoke -- "$URL"');
    expect(channel).toBeGreaterThan(-1);
    expect(smoke).toBeGreaterThan(channel);
    expect(steps[smoke]!.env).toEqual({
      URL: "${{ steps.channel.outputs.url }}",
      APP_CHECK_DEBUG_TOKEN: "${{ secrets.APP_CHECK_DEBUG_TOKEN_PREVIEW }}",
    });
    // Only when there is a preview (no preview key: none); no always(), so its failure fails the run.
    expect(steps[smoke]!.if).toBe("steps.channel.outputs.url != ''");
  });
  it("the live deploy is smoke-checked, and a failed check puts the release before back live, checks the site again and fails the run", () => {
    const steps = ci.jobs.deploy!.steps;
    const deploy = steps.findIndex((s) => s.id === "deploy");
    const smoke = steps.findIndex((s) => s.id === "smoke");
    expect(steps[deploy]!.run).toMatch(/^firebase deploy /m);
    expect(steps[smoke]!.run).toBe(
      'npm run smoke -- "https://$PUBLIC_FIREBASE_PROJECT_ID.web.app"',
    );
    expect(smoke).toBeGreaterThan(deploy);
    const back = steps[smoke + 1]!;
    expect(back.id).toBe("rollback");
    expect(back.if).toBe("failure() && steps.smoke.outcome == 'failure'");
    expect(back.run).toMatch(/ npm run rollback -- --previous --yes --no-smoke\n?$/);
    const again = steps[smoke + 2]!;
    expect(again.if).toBe("failure() && steps.rollback.outcome == 'success'");
    expect(again.run).toMatch(/^npm run smoke -- --after-rollback$/m);
    expect(again.run).toMatch(/exit 1\n?$/);
    // Chromium is there before the deploy, so the check follows it at once.
    expect(steps.findIndex((s) => s.name === "Chromium")).toBeLessThan(deploy);
  });
});

describe("who runs when", () => {
  it("preview and deploy wait for the checks: the gate, and the content path's job", () => {
    expect(ci.jobs.preview!.needs).toBe("gate");
    expect(ci.jobs.deploy!.needs).toEqual(["content", "gate"]);
    expect(ci.jobs.deploy!.if).toContain("needs.gate.result == 'success'");
    // Its needs may be skipped (the other path's jobs, or all when the tree was tested): not cancelled.
    expect(ci.jobs.deploy!.if).toMatch(/^!cancelled\(\)/);
  });
  it("the preview runs only for pull requests from this repository (the fork guard)", () => {
    const guard = "github.event.pull_request.head.repo.full_name == github.repository";
    expect(ci.jobs.preview!.if).toContain(guard);
    expect(ci.jobs.preview!.if).toContain("github.event_name == 'pull_request'");
    expect(cleanup.jobs["delete-channel"]!.if).toContain(guard);
  });
  it("the live deploy runs only on main, and two deploys never overlap", () => {
    expect(ci.jobs.deploy!.if).toContain("github.ref == 'refs/heads/main'");
    expect(ci.jobs.deploy!.concurrency).toEqual({
      group: "deploy-live",
      "cancel-in-progress": false,
    });
  });
  it("the preview channel the PR gets is the one its closing deletes", () => {
    const deploy = ci.jobs.preview!.steps.find((s) => s.id === "channel");
    expect(deploy!.env!.CHANNEL).toBe("pr-${{ github.event.pull_request.number }}");
    expect(deploy!.run).toMatch(/firebase hosting:channel:deploy "\$CHANNEL" --expires 7d /);
    expect(cleanup.on).toEqual({ pull_request: { types: ["closed"] } });
    const job = cleanup.jobs["delete-channel"]!;
    expect(job.env!.CHANNEL).toBe("pr-${{ github.event.pull_request.number }}");
    expect(runs(job).join("\n")).toMatch(
      /firebase hosting:channel:delete "\$CHANNEL" --force --project "\$PROJECT_ID"/,
    );
  });
  it("every checking job keeps its test results, even when its tests fail, under a name of its own", () => {
    const names: string[] = [];
    for (const name of ["content", ...AREA_JOBS]) {
      const uploads = ci.jobs[name]!.steps.filter(
        (s) => s.uses?.startsWith("actions/upload-artifact") && s.with!.path === "test-results/",
      );
      expect(
        uploads.map((s) => s.if),
        name,
      ).toEqual(["always()"]);
      names.push(uploads[0]!.with!.name!);
    }
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain("lighthouse");
  });
});

describe("privileges, pins and settings", () => {
  it("permissions: read-only by default; the path's job may list artifacts, the preview may comment, nightly's record may write its branch", () => {
    for (const wf of [ci, cleanup, featured, nightly])
      expect(wf.permissions).toEqual({ contents: "read" });
    const widened = Object.entries(ci.jobs).filter(([, job]) => job.permissions);
    expect(widened.map(([name, job]) => [name, job.permissions])).toEqual([
      ["changes", { contents: "read", actions: "read" }],
      ["preview", { contents: "read", "pull-requests": "write" }],
    ]);
    const nightlyWidened = Object.entries(nightly.jobs).filter(([, job]) => job.permissions);
    expect(nightlyWidened.map(([name, job]) => [name, job.permissions])).toEqual([
      ["record", { contents: "write" }],
    ]);
  });
  it("every action is pinned to a major version or a commit", () => {
    const uses = allJobs.flatMap((job) => job.steps.flatMap((s) => (s.uses ? [s.uses] : [])));
    expect(uses.length).toBeGreaterThan(5);
    for (const use of uses) expect(use).toMatch(/^[\w.-]+\/[\w.-]+@(v\d+|[0-9a-f]{40})$/);
  });
  it("the keys come only from the secrets FIREBASE_SERVICE_ACCOUNT_LIVE and FIREBASE_PREVIEW_SERVICE_ACCOUNT, named literally; App Check's debug token is no key", () => {
    const text = (name: string) => read(`.github/workflows/${name}`);
    const secrets = (name: string) =>
      new Set([...text(name).matchAll(/secrets(\.\w+|\[[^\]]+\])/g)].map((m) => m[1]));
    expect(secrets("ci.yml")).toEqual(
      new Set([
        ".FIREBASE_PREVIEW_SERVICE_ACCOUNT",
        ".FIREBASE_SERVICE_ACCOUNT_LIVE",
        ".APP_CHECK_DEBUG_TOKEN",
        ".APP_CHECK_DEBUG_TOKEN_PREVIEW",
      ]),
    );
    expect(secrets("preview-cleanup.yml")).toEqual(new Set([".FIREBASE_PREVIEW_SERVICE_ACCOUNT"]));
    expect(secrets("featured.yml")).toEqual(new Set([".APP_CHECK_DEBUG_TOKEN"]));
    expect(secrets("nightly.yml")).toEqual(new Set());
  });
  it("the deploy gets every PUBLIC_* setting of .env.example as a repository variable; the preview the preview project's web app as PREVIEW_* ones", () => {
    const names = [...read(".env.example").matchAll(/^(PUBLIC_\w+)=/gm)].map((m) => m[1]!);
    const expected = Object.fromEntries(
      names
        .filter((name) => !name.endsWith("_EMULATOR_HOST"))
        .map((name) => [name, `\${{ vars.${name} }}`]),
    );
    expect(Object.keys(expected).length).toBeGreaterThan(5);
    expect(ci.jobs.deploy!.env).toEqual(expected);
    const preview = Object.fromEntries(
      Object.keys(expected).map((name) => [
        name,
        /^PUBLIC_(FIREBASE|APP_CHECK)_/.test(name)
          ? `\${{ vars.${name.replace(/^PUBLIC_/, "PREVIEW_")} }}`
          : expected[name],
      ]),
    );
    expect(ci.jobs.preview!.env).toEqual(preview);
    // The checks run against the local backend: no real settings there.
    for (const name of ["changes", "content", ...AREA_JOBS, "gate"])
      expect(JSON.stringify(ci.jobs[name]), name).not.toContain("vars.");
    expect(JSON.stringify(nightly).replaceAll("vars.NIGHTLY_SLOW", "")).not.toContain("vars.");
  });
  it("Node comes from .nvmrc, the major of package.json's node devDependency", () => {
    const pkg = JSON.parse(read("package.json")) as { devDependencies: Record<string, string> };
    const major = /^\^?(\d+)/.exec(pkg.devDependencies.node!)![1];
    expect(read(".nvmrc").trim()).toBe(major);
    // Every job that runs node has it, with npm's cache where it installs; the others run no code.
    for (const job of allJobs) {
      const setups = job.steps.filter((s) => s.uses?.startsWith("actions/setup-node"));
      const installs = runs(job).some((run) => /^npm ci\b/.test(run));
      if (!runsCode(job)) {
        expect(setups).toEqual([]);
        continue;
      }
      expect(setups).toHaveLength(1);
      expect(setups[0]!.with).toEqual(
        installs
          ? { "node-version-file": ".nvmrc", cache: "npm" }
          : { "node-version-file": ".nvmrc" },
      );
    }
  });
});

describe("dependabot", () => {
  type Group = { patterns: string[]; "update-types"?: string[] };
  const config = parse(read(".github/dependabot.yml")) as {
    version: number;
    updates: {
      "package-ecosystem": string;
      schedule: { interval: string };
      groups: Record<string, Group>;
    }[];
  };
  it("updates npm packages and the actions weekly, in groups", () => {
    expect(config.version).toBe(2);
    expect(config.updates.map((u) => u["package-ecosystem"])).toEqual(["npm", "github-actions"]);
    for (const update of config.updates) {
      expect(update.schedule.interval).toBe("weekly");
      expect(Object.keys(update.groups).length).toBeGreaterThan(0);
    }
  });
  it("a week's npm updates are two pull requests at most: every minor and patch one, every major one", () => {
    const npm = config.updates.find((u) => u["package-ecosystem"] === "npm")!;
    const groups = Object.values(npm.groups);
    expect(groups.map((g) => g.patterns)).toEqual([["*"], ["*"]]);
    expect(groups.flatMap((g) => g["update-types"]).sort()).toEqual(["major", "minor", "patch"]);
    const actions = config.updates.find((u) => u["package-ecosystem"] === "github-actions")!;
    expect(Object.values(actions.groups).map((g) => g.patterns)).toEqual([["*"]]);
  });
});

describe("the daily featured check (featured.yml)", () => {
  const job = featured.jobs.check!;
  it("runs every morning and by hand, on main", () => {
    expect(featured.on).toEqual({ schedule: [{ cron: "0 5 * * *" }], workflow_dispatch: null });
    expect(job.steps[0]!.with).toEqual({ ref: "main", "persist-credentials": false });
  });
  it("builds as a deploy would, without any key, compares, and deploys through CI only when they changed", () => {
    // No key: App Check's debug token alone, in the build (it grants what a visitor has).
    expect(
      JSON.stringify(featured).replace("${{ secrets.APP_CHECK_DEBUG_TOKEN }}", ""),
    ).not.toMatch(/secrets|GOOGLE_APPLICATION_CREDENTIALS/);
    const run = (name: string) => job.steps.find((s) => s.name === name)!;
    expect(run("Build as a deploy would").run).toBe("npm run deploy -- --build-only");
    expect(run("Build as a deploy would").env).toEqual({
      APP_CHECK_DEBUG_TOKEN: "${{ secrets.APP_CHECK_DEBUG_TOKEN }}",
    });
    expect(run("Compare the featured testimonials with the live site's").run).toBe(
      'node tools/ops/featured-check.mjs "https://$PUBLIC_FIREBASE_PROJECT_ID.web.app"',
    );
    const deploy = run("Deploy through CI");
    expect(deploy.if).toBe("steps.featured.outputs.changed == 'true'");
    expect(deploy.run).toMatch(/^gh workflow run ci\.yml --ref main /);
    // CI's content path for the two pages that show the featured testimonials.
    expect(deploy.run).toMatch(/ -f pages="\/expertise \/testimonials"$/);
    expect(job.permissions).toEqual({ contents: "read", actions: "write" });
    expect(featured.permissions).toEqual({ contents: "read" });
  });
  it("the preview builds before its channel deploy, the only step with its key", () => {
    const steps = ci.jobs.preview!.steps;
    const build = steps.findIndex((s) => s.run === "npm run deploy -- --build-only");
    const keyed = steps.flatMap((s, i) =>
      /secrets\.\w*SERVICE_ACCOUNT/.test(JSON.stringify(s)) ? [i] : [],
    );
    expect(keyed).toEqual([steps.findIndex((s) => s.id === "channel")]);
    expect(keyed[0]).toBeGreaterThan(build);
  });
});
