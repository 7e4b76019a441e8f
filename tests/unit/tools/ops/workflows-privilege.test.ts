// Least privilege in the GitHub workflows (issue 39; docs/deploying.md, steps 5 and 6): the live key
// is named only by a job of the environment `live`; in every job, no step installs or builds after a
// key has been written (a planted `npm install` after the key step fails here); secret names are
// written literally; and no `${{ ... }}` expression is interpolated into a `run:` line (it would be
// pasted into the shell as code: values reach scripts through `env:`). App Check's debug token
// (src/firebase/app-check-debug.ts) reaches each step that builds for the real project or
// smoke-checks it, so enforcement cannot fail them, and no other step; it is a secret of the job's
// environment: the live one (APP_CHECK_DEBUG_TOKEN) in the environment live only, the preview
// project's (APP_CHECK_DEBUG_TOKEN_PREVIEW) in the environment preview only. The live key's file is
// named inside the steps Deploy and the rollback only, never through $GITHUB_ENV (which hands it to
// every later step: the smoke check's browser, the repository's code).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { workflowFiles } from "../../../../tools/ops/workflows.mjs";
import { environmentOf, type Step, type Workflow } from "../../../support/node/workflows";

const LIVE_SECRET = "FIREBASE_SERVICE_ACCOUNT_LIVE";
const PREVIEW_SECRET = "FIREBASE_PREVIEW_SERVICE_ACCOUNT";
const DEBUG_TOKEN = "APP_CHECK_DEBUG_TOKEN";
/** The debug token each environment holds (the variable the tools read is DEBUG_TOKEN). */
const TOKEN_OF: Record<string, string> = {
  live: "APP_CHECK_DEBUG_TOKEN",
  preview: "APP_CHECK_DEBUG_TOKEN_PREVIEW",
};
/** The only steps that may hold the live key: the deploy and its rollback. */
const LIVE_KEY_STEPS = ["deploy", "rollback"];
/** The steps that read the real project from outside a visitor's browser: its build, its smoke check. */
const READS_REAL = /\bnpm run deploy -- --build-only\b|\bnpm run smoke\b/;

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

/** A step's problems with App Check's debug token, in a job of `environment`. */
function tokenProblems(where: string, step: Step, index: number, environment?: string): string[] {
  const debugToken = step.env?.[DEBUG_TOKEN];
  const own = environment ? TOKEN_OF[environment] : undefined;
  if (step.run && READS_REAL.test(step.run)) {
    if (!own)
      return [`${where}: "${label(step, index)}" reads the real project outside an environment`];
    if (debugToken !== `\${{ secrets.${own} }}`)
      return [`${where}: "${label(step, index)}" has no ${own}`];
    return [];
  }
  return JSON.stringify(step).includes(DEBUG_TOKEN)
    ? [`${where}: "${label(step, index)}" holds ${DEBUG_TOKEN} and needs none`]
    : [];
}

/** A step's problems with the live key's file: named only in the deploy and the rollback. */
function liveKeyProblems(where: string, step: Step, index: number): string[] {
  const text = JSON.stringify(step);
  const problems: string[] = [];
  const handed = (step.run ?? "")
    .split("\n")
    .some(
      (line) =>
        line.includes("GITHUB_ENV") &&
        /GOOGLE_APPLICATION_CREDENTIALS|\$\{?(key|KEY)\b|service-account/.test(line),
    );
  if (handed)
    problems.push(
      `${where}: "${label(step, index)}" hands a key to later steps through $GITHUB_ENV`,
    );
  if (
    (text.includes(LIVE_SECRET) || text.includes("GOOGLE_APPLICATION_CREDENTIALS")) &&
    !LIVE_KEY_STEPS.includes(step.id ?? "")
  )
    problems.push(`${where}: "${label(step, index)}" holds the live key`);
  return problems;
}

/** Every least-privilege problem of one workflow, as "file: job: what". */
function privilegeProblems(file: string, text: string): string[] {
  const workflow = parse(text) as Workflow;
  const problems: string[] = [];
  for (const [name, job] of Object.entries(workflow.jobs)) {
    const where = `${file}: job ${name}`;
    const jobText = JSON.stringify(job);
    if (jobText.includes(LIVE_SECRET) && environmentOf(job) !== "live")
      problems.push(`${where} names ${LIVE_SECRET} outside the environment live`);
    for (const [environment, token] of Object.entries(TOKEN_OF))
      if (new RegExp(`secrets\\.${token}\\b`).test(jobText) && environmentOf(job) !== environment)
        problems.push(`${where} names ${token} outside the environment ${environment}`);
    for (const [, reference] of jobText.matchAll(/secrets\s*(\[[^\]]*\]|\.\w+)/g))
      if (!reference!.startsWith(".")) problems.push(`${where} names a secret by an expression`);
    const steps = job.steps ?? [];
    const firstKey = steps.findIndex(holdsKey);
    steps.forEach((step, index) => {
      if (step.run?.includes("${{"))
        problems.push(`${where}: "${label(step, index)}" interpolates an expression into run:`);
      if (firstKey > -1 && index >= firstKey && step.run && BUILDS.test(step.run))
        problems.push(`${where}: "${label(step, index)}" installs or builds after the key`);
      problems.push(...tokenProblems(where, step, index, environmentOf(job)));
      if (environmentOf(job) === "live") problems.push(...liveKeyProblems(where, step, index));
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
    expect(files.length).toBe(4);
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

  it("every job that installs does so once, with npm ci", () => {
    let installing = 0;
    for (const file of files) {
      for (const job of Object.values((parse(read(file)) as Workflow).jobs)) {
        const installs = (job.steps ?? []).flatMap((s) =>
          s.run && /\bnpm (?:ci|install|i)\b/.test(s.run) ? [s.run] : [],
        );
        if (!installs.length) continue;
        installing++;
        expect(installs).toEqual(["npm ci --no-audit --no-fund"]);
      }
    }
    expect(installing).toBeGreaterThan(10);
  });

  it("a job whose token may write: its token never in .git/config while code installs or builds, or no code run at all (nightly's record)", () => {
    const writers: string[] = [];
    for (const file of files) {
      for (const [name, job] of Object.entries((parse(read(file)) as Workflow).jobs)) {
        if (!Object.values(job.permissions ?? {}).includes("write")) continue;
        const where = `${file} ${name}`;
        writers.push(where);
        const steps = job.steps ?? [];
        const code = steps.filter((s) => /(^|\s)(npm|npx|node|yarn|pnpm) /m.test(s.run ?? ""));
        if (!code.length) continue;
        const checkout = steps.find((s) => s.uses?.startsWith("actions/checkout@"));
        expect(checkout?.with?.["persist-credentials"], where).toBe(false);
        const lastBuild = steps.findLastIndex((s) => BUILDS.test(s.run ?? ""));
        steps.forEach((step, index) => {
          if (JSON.stringify(step).includes("github.token"))
            expect(index, `${where}: ${label(step, index)}`).toBeGreaterThan(lastBuild);
        });
      }
    }
    expect(writers.sort()).toEqual([
      ".github/workflows/ci.yml preview",
      ".github/workflows/featured.yml check",
      ".github/workflows/nightly.yml record",
    ]);
  });
});

/** The deploy job's step after its keyed Deploy: where a planted step comes after the key. */
const AFTER_DEPLOY =
  "      # The live site read as a visitor would; nothing is written to the project.\n";

describe("the check finds what it is for", () => {
  it("a planted `npm install` after the live key step", () => {
    const planted = ci.replace(
      AFTER_DEPLOY,
      `      - name: Planted\n        run: npm install left-pad\n${AFTER_DEPLOY}`,
    );
    expect(planted).not.toBe(ci);
    expect(privilegeProblems("ci.yml", planted)).toEqual([
      'ci.yml: job deploy: "Planted" installs or builds after the key',
    ]);
  });
  it("a build after the live key step", () => {
    const build = "        run: npm run deploy -- --build-only\n";
    const late = ci.replace(AFTER_DEPLOY, `      - name: Late build\n${build}${AFTER_DEPLOY}`);
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
      'ci.yml: job deploy: "Build with the CSP of this build" has no APP_CHECK_DEBUG_TOKEN',
    ]);
    const previewToken =
      "          APP_CHECK_DEBUG_TOKEN: ${{ secrets.APP_CHECK_DEBUG_TOKEN_PREVIEW }}\n";
    expect(privilegeProblems("ci.yml", ci.replace(previewToken, ""))).toEqual([
      'ci.yml: job preview: "Build with the CSP of this build" has no APP_CHECK_DEBUG_TOKEN_PREVIEW',
    ]);
    const spread = ci.replace(
      "      - name: Comment the preview's address\n        if: always() && steps.channel.outputs.url\n        env:\n",
      `      - name: Comment the preview's address\n        if: always() && steps.channel.outputs.url\n        env:\n${previewToken}`,
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
    expect(wide).not.toBe(ci);
    expect(privilegeProblems("ci.yml", wide)).toContain(
      "ci.yml: job deploy holds a key in its env, before every step",
    );
  });
});

describe("the check finds keys and tokens outside their place", () => {
  it("the live debug token in the preview job, and a build of the live project outside the environment live", () => {
    const leaked = ci.replace(
      "secrets.APP_CHECK_DEBUG_TOKEN_PREVIEW }}",
      "secrets.APP_CHECK_DEBUG_TOKEN }}",
    );
    expect(privilegeProblems("ci.yml", leaked)).toEqual([
      "ci.yml: job preview names APP_CHECK_DEBUG_TOKEN outside the environment live",
      'ci.yml: job preview: "Build with the CSP of this build" has no APP_CHECK_DEBUG_TOKEN_PREVIEW',
    ]);
    const featured = read(".github/workflows/featured.yml");
    const bare = featured.replace("    environment: live\n", "");
    expect(bare).not.toBe(featured);
    expect(privilegeProblems("featured.yml", bare)).toEqual([
      "featured.yml: job check names APP_CHECK_DEBUG_TOKEN outside the environment live",
      'featured.yml: job check: "Build as a deploy would" reads the real project outside an environment',
    ]);
  });
  it("the live key's file in $GITHUB_ENV, and the live key in a step other than the deploy and the rollback", () => {
    const oldWay = [
      "      - name: Service account key",
      "        env:",
      "          KEY: ${{ secrets.FIREBASE_SERVICE_ACCOUNT_LIVE }}",
      "        run: |",
      `          printf '%s' "$KEY" > "$RUNNER_TEMP/service-account.json"`,
      `          echo "GOOGLE_APPLICATION_CREDENTIALS=$RUNNER_TEMP/service-account.json" >> "$GITHUB_ENV"`,
      "",
    ].join("\n");
    const handed = ci.replace(AFTER_DEPLOY, `${oldWay}${AFTER_DEPLOY}`);
    expect(handed).not.toBe(ci);
    expect(privilegeProblems("ci.yml", handed)).toEqual([
      'ci.yml: job deploy: "Service account key" hands a key to later steps through $GITHUB_ENV',
      'ci.yml: job deploy: "Service account key" holds the live key',
    ]);
    const smokeWithKey = ci.replace(
      '        run: npm run smoke -- "https://$PUBLIC_FIREBASE_PROJECT_ID.web.app"',
      '          GOOGLE_APPLICATION_CREDENTIALS: ${{ runner.temp }}/live-key.json\n        run: npm run smoke -- "https://$PUBLIC_FIREBASE_PROJECT_ID.web.app"',
    );
    expect(smokeWithKey).not.toBe(ci);
    expect(privilegeProblems("ci.yml", smokeWithKey)).toEqual([
      'ci.yml: job deploy: "Check the live site" holds the live key',
    ]);
  });
});
