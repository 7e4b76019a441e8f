// Least privilege in the GitHub workflows (issue 39; docs/deploying.md, steps 5 and 6): the live key
// is named only by a job of the environment `live`; in every job, no step installs or builds after a
// key has been written (a planted `npm install` after the key step fails here); secret names are
// written literally; and no `${{ ... }}` expression is interpolated into a `run:` line (it would be
// pasted into the shell as code: values reach scripts through `env:`). App Check's debug token
// (src/firebase/app-check-debug.ts) reaches each step that builds for the real project or
// smoke-checks it, so enforcement cannot fail them, and no other step.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { workflowFiles } from "../../../../tools/ops/workflows.mjs";

const LIVE_SECRET = "FIREBASE_SERVICE_ACCOUNT_LIVE";
const PREVIEW_SECRET = "FIREBASE_PREVIEW_SERVICE_ACCOUNT";
const DEBUG_TOKEN = "APP_CHECK_DEBUG_TOKEN";
/** The steps that read the real project from outside a visitor's browser: its build, its smoke check. */
const READS_REAL = /\bnpm run deploy -- --build-only\b|\bnpm run smoke\b/;

interface Step {
  name?: string;
  id?: string;
  uses?: string;
  run?: string;
  env?: Record<string, unknown>;
  with?: Record<string, unknown>;
}
interface Job {
  environment?: string | { name?: string };
  env?: Record<string, unknown>;
  steps?: Step[];
}
interface Workflow {
  env?: Record<string, unknown>;
  jobs: Record<string, Job>;
}

/** A step that installs packages or builds the branch's code (both run code the branch controls). */
const BUILDS =
  /\b(?:npm|pnpm|yarn)\s+(?:ci|install|i|add)\b|\bnpx playwright install\b|\bnpm run (?:build|deploy)\b|\bastro build\b/;
/** A step that holds a key: it names a service-account secret, or writes Google credentials. */
const holdsKey = (step: Step) => {
  const text = JSON.stringify(step);
  return /secrets\.\w*SERVICE_ACCOUNT/.test(text) || /GOOGLE_APPLICATION_CREDENTIALS/.test(text);
};
const label = (step: Step, index: number) =>
  step.name ?? step.id ?? step.uses ?? `step ${index + 1}`;
const environmentOf = (job: Job) =>
  typeof job.environment === "string" ? job.environment : job.environment?.name;

/** Every least-privilege problem of one workflow, as "file: job: what". */
function privilegeProblems(file: string, text: string): string[] {
  const workflow = parse(text) as Workflow;
  const problems: string[] = [];
  for (const [name, job] of Object.entries(workflow.jobs)) {
    const where = `${file}: job ${name}`;
    const jobText = JSON.stringify(job);
    if (jobText.includes(LIVE_SECRET) && environmentOf(job) !== "live")
      problems.push(`${where} names ${LIVE_SECRET} outside the environment live`);
    for (const [, reference] of jobText.matchAll(/secrets\s*(\[[^\]]*\]|\.\w+)/g))
      if (!reference!.startsWith(".")) problems.push(`${where} names a secret by an expression`);
    const steps = job.steps ?? [];
    const firstKey = steps.findIndex(holdsKey);
    steps.forEach((step, index) => {
      if (step.run?.includes("${{"))
        problems.push(`${where}: "${label(step, index)}" interpolates an expression into run:`);
      if (firstKey > -1 && index >= firstKey && step.run && BUILDS.test(step.run))
        problems.push(`${where}: "${label(step, index)}" installs or builds after the key`);
      const debugToken = step.env?.[DEBUG_TOKEN];
      if (step.run && READS_REAL.test(step.run)) {
        if (debugToken !== `\${{ secrets.${DEBUG_TOKEN} }}`)
          problems.push(`${where}: "${label(step, index)}" has no ${DEBUG_TOKEN}`);
      } else if (JSON.stringify(step).includes(DEBUG_TOKEN))
        problems.push(`${where}: "${label(step, index)}" holds ${DEBUG_TOKEN} and needs none`);
    });
    if (JSON.stringify(job.env ?? {}).includes(DEBUG_TOKEN))
      problems.push(`${where} holds ${DEBUG_TOKEN} in its env, before every step`);
  }
  // A job-wide or workflow-wide key would hold it before every step.
  for (const [name, job] of Object.entries(workflow.jobs))
    if (/secrets\.\w*SERVICE_ACCOUNT/.test(JSON.stringify(job.env ?? {})))
      problems.push(`${file}: job ${name} holds a key in its env, before every step`);
  if (/secrets\./.test(JSON.stringify(workflow.env ?? {})))
    problems.push(`${file}: a secret in the workflow's env reaches every job`);
  return problems;
}

const files = workflowFiles();
const read = (file: string) => readFileSync(file, "utf8");
const ci = read(".github/workflows/ci.yml");

describe("least privilege in the workflows", () => {
  it("every workflow passes: live key in `live` only, no build after a key, literal secrets, no expression in run:", () => {
    expect(files.length).toBe(3);
    expect(files.flatMap((file) => privilegeProblems(file, read(file)))).toEqual([]);
  });

  it("the live key is a secret of the deploy job, in the environment live", () => {
    const jobs = (parse(ci) as Workflow).jobs;
    const named = Object.entries(jobs).filter(([, job]) =>
      JSON.stringify(job).includes(LIVE_SECRET),
    );
    expect(named.map(([name, job]) => [name, environmentOf(job)])).toEqual([["deploy", "live"]]);
    for (const file of files.filter((f) => !f.endsWith("ci.yml")))
      expect(read(file)).not.toContain(LIVE_SECRET);
  });

  it("the preview key is used by one step of each job that deploys or deletes a channel, after every build", () => {
    for (const file of files) {
      for (const [name, job] of Object.entries((parse(read(file)) as Workflow).jobs)) {
        const steps = job.steps ?? [];
        const keyed = steps.flatMap((s, i) =>
          JSON.stringify(s).includes(PREVIEW_SECRET) ? [i] : [],
        );
        if (!keyed.length) continue;
        expect(keyed, `${file} ${name}`).toHaveLength(1);
        expect(steps[keyed[0]!]!.run, `${file} ${name}`).toMatch(/firebase hosting:channel:/);
        expect(steps[keyed[0]!]!.run).toMatch(/trap 'rm -f "\$key"' EXIT/);
      }
    }
  });

  it("every job installs with npm ci", () => {
    for (const file of files) {
      for (const job of Object.values((parse(read(file)) as Workflow).jobs)) {
        const installs = (job.steps ?? []).flatMap((s) =>
          s.run && /\bnpm (?:ci|install|i)\b/.test(s.run) ? [s.run] : [],
        );
        expect(installs).toEqual(["npm ci --no-audit --no-fund"]);
      }
    }
  });
});

describe("the check finds what it is for", () => {
  it("a planted `npm install` after the live key step", () => {
    const planted = ci.replace(
      "      - name: Deploy\n",
      "      - name: Planted\n        run: npm install left-pad\n      - name: Deploy\n",
    );
    expect(planted).not.toBe(ci);
    expect(privilegeProblems("ci.yml", planted)).toEqual([
      'ci.yml: job deploy: "Planted" installs or builds after the key',
    ]);
  });
  it("a build after the live key step", () => {
    const build = "        run: npm run deploy -- --build-only\n";
    const late = ci.replace(
      "      - name: Deploy\n",
      `      - name: Late build\n${build}      - name: Deploy\n`,
    );
    expect(privilegeProblems("ci.yml", late)).toEqual([
      'ci.yml: job deploy: "Late build" installs or builds after the key',
      'ci.yml: job deploy: "Late build" has no APP_CHECK_DEBUG_TOKEN',
    ]);
  });
  it("a build or smoke check without App Check's debug token, and the token where nothing needs it", () => {
    const token = "          APP_CHECK_DEBUG_TOKEN: ${{ secrets.APP_CHECK_DEBUG_TOKEN }}\n";
    const without = ci.replace(token, "");
    expect(without).not.toBe(ci);
    expect(privilegeProblems("ci.yml", without)).toEqual([
      'ci.yml: job preview: "Build with the CSP of this build" has no APP_CHECK_DEBUG_TOKEN',
    ]);
    const spread = ci.replace(
      "      - name: Comment the preview's address\n        if: always() && steps.channel.outputs.url\n        env:\n",
      `      - name: Comment the preview's address\n        if: always() && steps.channel.outputs.url\n        env:\n${token}`,
    );
    expect(spread).not.toBe(ci);
    expect(privilegeProblems("ci.yml", spread)).toEqual([
      `ci.yml: job preview: "Comment the preview's address" holds APP_CHECK_DEBUG_TOKEN and needs none`,
    ]);
  });
  it("the live key in the preview job, and a secret named by an expression", () => {
    const leaked = ci.replace(
      "secrets.FIREBASE_PREVIEW_SERVICE_ACCOUNT",
      "secrets.FIREBASE_SERVICE_ACCOUNT_LIVE",
    );
    expect(privilegeProblems("ci.yml", leaked)).toEqual([
      "ci.yml: job preview names FIREBASE_SERVICE_ACCOUNT_LIVE outside the environment live",
    ]);
    const computed = ci.replace(
      "secrets.FIREBASE_PREVIEW_SERVICE_ACCOUNT",
      "secrets[steps.secret.outputs.name]",
    );
    expect(privilegeProblems("ci.yml", computed)).toEqual([
      "ci.yml: job preview names a secret by an expression",
    ]);
  });
  it("an expression in a run: line", () => {
    const pasted = ci.replace(
      'run: npm run smoke -- "$URL"',
      'run: npm run smoke -- "${{ steps.channel.outputs.url }}"',
    );
    expect(privilegeProblems("ci.yml", pasted)).toEqual([
      'ci.yml: job preview: "Check the preview" interpolates an expression into run:',
    ]);
  });
  it("a key in a job's env", () => {
    const wide = ci.replace(
      "    env:\n      PUBLIC_FIREBASE_API_KEY",
      "    env:\n      KEY: ${{ secrets.FIREBASE_PREVIEW_SERVICE_ACCOUNT }}\n      PUBLIC_FIREBASE_API_KEY",
    );
    expect(privilegeProblems("ci.yml", wide)).toContain(
      "ci.yml: job preview holds a key in its env, before every step",
    );
  });
});
