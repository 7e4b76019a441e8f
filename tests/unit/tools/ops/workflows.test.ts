// The GitHub Actions workflows (.github/workflows/) and Dependabot's settings: actionlint finds no
// problem, and the workflows run the README's commands (install, `npm test`, `npm run deploy`),
// with the guards, permissions and settings README "Deploying" describes, so neither drifts.
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
const allJobs = [
  ...Object.values(ci.jobs),
  ...Object.values(cleanup.jobs),
  ...Object.values(featured.jobs),
];
const runs = (job: Job) => job.steps.flatMap((step) => (step.run ? [step.run] : []));

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
      ".github/workflows/preview-cleanup.yml",
    ]);
    expect(problems).toEqual([]);
  });
  it("does find a problem in a broken workflow (a job that needs a missing job)", async () => {
    const broken = read(".github/workflows/ci.yml").replace("needs: test", "needs: tset");
    const problems = await lintWorkflow(broken, "ci.yml");
    expect(problems.join("\n")).toMatch(/^ci\.yml:\d+:\d+: .*"tset".*\[job-needs\]/m);
  });
  it("lists only YAML files", () => {
    expect(workflowFiles().every((f) => /\.ya?ml$/.test(f))).toBe(true);
  });
});

describe("the workflows run the README's commands", () => {
  it("every job installs with the README's `npm install` (or npm ci)", () => {
    const installs = allJobs.map((job) => runs(job).find((r) => /^npm (install|ci)\b/.test(r)));
    expect(installs.every(Boolean)).toBe(true);
    for (const install of installs) {
      expect(readmeCode).toContain(install!.split(" ").slice(0, 2).join(" "));
    }
  });
  it("the test job runs `npm test`, as the README's quick start does", () => {
    expect(runs(ci.jobs.test!)).toContain("npm test");
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
    const steps = ci.jobs.test!.steps;
    const cache = steps.find((s) => s.uses?.startsWith("actions/cache@"));
    expect(cache!.with!.path).toBe("~/.cache/firebase/emulators");
    expect(String(cache!.with!.key)).toContain("node_modules/firebase-tools/package.json");
    const setup = steps.findIndex((s) => s.run === "npx firebase setup:emulators:firestore");
    expect(setup).toBeGreaterThan(steps.indexOf(cache!));
    expect(runs(ci.jobs.test!).join("\n")).not.toMatch(/apt-get/);
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
  it("preview and deploy wait for the tests", () => {
    expect(ci.jobs.preview!.needs).toBe("test");
    expect(ci.jobs.deploy!.needs).toBe("test");
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
  it("the test results and the Lighthouse table are kept even when tests fail", () => {
    const uploads = ci.jobs.test!.steps.filter((s) =>
      s.uses?.startsWith("actions/upload-artifact"),
    );
    expect(uploads.map((s) => [s.if, s.with!.path])).toEqual([
      ["always()", "test-results/"],
      ["always()", "test-results/lighthouse/"],
    ]);
  });
});

describe("privileges, pins and settings", () => {
  it("permissions: read-only by default; only the preview may comment", () => {
    expect(ci.permissions).toEqual({ contents: "read" });
    expect(cleanup.permissions).toEqual({ contents: "read" });
    const widened = Object.entries(ci.jobs).filter(([, job]) => job.permissions);
    expect(widened.map(([name, job]) => [name, job.permissions])).toEqual([
      ["preview", { contents: "read", "pull-requests": "write" }],
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
    // The tests run against the local backend: no real settings there.
    expect(JSON.stringify(ci.jobs.test)).not.toContain("vars.");
  });
  it("Node comes from .nvmrc, the major of package.json's node devDependency", () => {
    const pkg = JSON.parse(read("package.json")) as { devDependencies: Record<string, string> };
    const major = /^\^?(\d+)/.exec(pkg.devDependencies.node!)![1];
    expect(read(".nvmrc").trim()).toBe(major);
    const setups = allJobs.flatMap((job) =>
      job.steps.filter((s) => s.uses?.startsWith("actions/setup-node")),
    );
    expect(setups).toHaveLength(allJobs.length);
    for (const setup of setups)
      expect(setup.with).toEqual({ "node-version-file": ".nvmrc", cache: "npm" });
  });
});

describe("dependabot", () => {
  const config = parse(read(".github/dependabot.yml")) as {
    version: number;
    updates: { "package-ecosystem": string; schedule: { interval: string }; groups: object }[];
  };
  it("updates npm packages and the actions weekly, in groups", () => {
    expect(config.version).toBe(2);
    expect(config.updates.map((u) => u["package-ecosystem"])).toEqual(["npm", "github-actions"]);
    for (const update of config.updates) {
      expect(update.schedule.interval).toBe("weekly");
      expect(Object.keys(update.groups).length).toBeGreaterThan(0);
    }
  });
});

describe("the daily featured check (featured.yml)", () => {
  const job = featured.jobs.check!;
  it("runs every morning and by hand, on main", () => {
    expect(featured.on).toEqual({ schedule: [{ cron: "0 5 * * *" }], workflow_dispatch: null });
    expect(job.steps[0]!.with).toEqual({ ref: "main" });
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
