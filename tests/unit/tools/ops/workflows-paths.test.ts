// The paths a change takes through CI (.github/workflows/ci.yml; docs/operating.md, "From commit
// to live"): a change to content only goes to the job `content` (one build, its checks, the pages
// it changes) and the deploy needs it; any other change to the parallel jobs of `npm test -- --area`
// with one shared build; a tree a pull request's run already tested goes straight to the deploy; the
// gate passes only when every job of the path taken passed. What takes longer (Lighthouse, the
// hovered-link check, the CPU-slowed run) never stands in front of a deploy: pull requests and
// nightly.yml. The steps' own scripts run here in bash, in a scratch git repository.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { workflow, type Job } from "../../../support/node/workflows";

const ci = workflow("ci.yml");
const nightly = workflow("nightly.yml");
const step = (job: Job, name: string) => job.steps.find((s) => s.name === name)!;
const runs = (job: Job) => job.steps.flatMap((s) => (s.run ? [s.run] : []));
const CODE_JOBS = ["static", "backend", "build"];
const NEEDS_BUILD = ["browser", "pages", "timings"];

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const scratch = () => {
  const dir = mkdtempSync(join(tmpdir(), "workflows-paths-"));
  dirs.push(dir);
  return dir;
};

/** Runs a step's script as GitHub's runner does (bash -eo pipefail), with `env`, in `cwd`. */
function runStep(script: string, env: Record<string, string>, cwd: string) {
  const output = join(cwd, ".github-output");
  writeFileSync(output, "");
  const result = spawnSync("bash", ["--noprofile", "--norc", "-eo", "pipefail", "-c", script], {
    cwd,
    // Node 24 first (the runner's setup-node), for the tools' TypeScript imports.
    env: {
      PATH: `${dirname(process.execPath)}:${env.PATH ?? process.env.PATH}`,
      HOME: process.env.HOME ?? "",
      GITHUB_OUTPUT: output,
      ...env,
    },
    encoding: "utf8",
  });
  const outputs = Object.fromEntries(
    readFileSync(output, "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
  );
  return { ...result, outputs };
}

/** A scratch repository: the blog's posts and guides, then one commit changing `files`. */
function repository(change: Record<string, string>) {
  const dir = scratch();
  const git = (...args: string[]) =>
    execFileSync("git", args, { cwd: dir, encoding: "utf8", stdio: "pipe" }).trim();
  git("init", "-q", "-b", "main");
  git("config", "user.email", "test@example.com");
  git("config", "user.name", "Test");
  for (const folder of ["src/content/blog", "src/content/guides"]) {
    mkdirSync(join(dir, folder), { recursive: true });
    execFileSync("cp", ["-r", `${folder}/.`, join(dir, folder)]);
  }
  writeFileSync(join(dir, "package.json"), "{}\n");
  git("add", ".");
  git("commit", "-q", "-m", "before");
  const before = git("rev-parse", "HEAD");
  for (const [file, text] of Object.entries(change)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  git("add", ".");
  git("commit", "-q", "-m", "the change");
  // The repository's tools, as the checkout has them (not committed here).
  symlinkSync(resolve("tools"), join(dir, "tools"));
  return { dir, before };
}

const changes = ci.jobs.changes!;
const trees = step(changes, "The trees of this commit and of the one before").run!;
const tested = step(changes, "Already tested").run!;
const choose = step(changes, "Content only, and which pages").run!;
const POST = "src/content/blog/03-perfect-party-jollof.mdx";
const edited = () => `${readFileSync(POST, "utf8")}\nOne more paragraph.\n`;

describe("the job changes chooses the path", () => {
  it("measures a pull request against main (the first parent of its merge), a push against the commit before, a run by hand against main", () => {
    const { dir, before } = repository({ [POST]: edited() });
    const tree = (ref: string) =>
      execFileSync("git", ["rev-parse", `${ref}^{tree}`], { cwd: dir, encoding: "utf8" }).trim();
    expect(runStep(trees, { EVENT: "pull_request" }, dir).outputs).toEqual({
      tree: tree("HEAD"),
      base: "HEAD^1",
      "base-tree": tree(before),
    });
    expect(runStep(trees, { EVENT: "push", BEFORE: before }, dir).outputs["base-tree"]).toBe(
      tree(before),
    );
    // A first push: no commit before.
    const first = runStep(trees, { EVENT: "push", BEFORE: "0".repeat(40) }, dir);
    expect(first.status).toBe(0);
    expect(first.outputs["base-tree"]).toBe("");
    expect(runStep(trees, { EVENT: "workflow_dispatch" }, dir).outputs.base).toBe("HEAD");
  });

  it("a push that changes one post: content only, its pages", () => {
    const { dir, before } = repository({ [POST]: edited() });
    const result = runStep(choose, { EVENT: "push", BASE: before, BASE_TESTED: "true" }, dir);
    expect(result.stderr).toBe("");
    expect(result.outputs).toEqual({
      content: "true",
      pages: "/blog/3 /blog /blog/category/culinary /search",
    });
  });

  it("a pull request that changes a guide; one that changes a guide and code", () => {
    const env = { EVENT: "pull_request", BASE: "HEAD^1", BASE_TESTED: "true" };
    const guide = repository({ "src/content/guides/css.md": "---\ntitle: x\n---\n" });
    expect(runStep(choose, env, guide.dir).outputs).toEqual({
      content: "true",
      pages: "/guides/css /guides",
    });
    const code = repository({ [POST]: edited(), "src/pages/about.astro": "---\n---\n" });
    expect(runStep(choose, env, code.dir).outputs).toEqual({ content: "false", pages: "" });
  });

  it("a change to content only on a commit that never passed its checks: every check", () => {
    const { dir, before } = repository({ [POST]: edited() });
    const result = runStep(choose, { EVENT: "push", BASE: before, BASE_TESTED: "false" }, dir);
    expect(result.outputs).toEqual({ content: "false", pages: "" });
    expect(result.stdout).toMatch(
      /^::notice title=Every check::No passed run of the commit before/,
    );
  });

  it("a run by hand: every check, or with pages those (featured.yml's rebuild)", () => {
    const { dir } = repository({ [POST]: edited() });
    const env = { EVENT: "workflow_dispatch", BASE: "HEAD", BASE_TESTED: "true" };
    expect(runStep(choose, { ...env, PAGES: "" }, dir).outputs.content).toBe("false");
    expect(runStep(choose, { ...env, PAGES: "/expertise /testimonials" }, dir).outputs).toEqual({
      content: "true",
      pages: "/expertise /testimonials",
    });
  });
});

describe("a tree tested once", () => {
  it("a tree that passed in an earlier run of this repository is not tested again; the commit before must have passed", () => {
    // The query leaves out expired marks and runs of forks.
    expect(tested).toContain("actions/artifacts?name=tested-$1");
    expect(tested).toContain(".workflow_run.head_repository_id == $REPO_ID");
    const dir = scratch();
    const bin = join(dir, "bin");
    mkdirSync(bin);
    // gh answers 1 for the trees named in MARKED, 0 for any other.
    writeFileSync(
      join(bin, "gh"),
      `#!/bin/sh\necho "$*" >> "${dir}/gh-args"\nfor t in $MARKED; do case "$2" in *"tested-$t") echo 1; exit 0;; esac; done\necho 0\n`,
      { mode: 0o755 },
    );
    const run = (env: Record<string, string>) =>
      runStep(
        tested,
        {
          PATH: `${bin}:${process.env.PATH}`,
          TREE: "new",
          BASE_TREE: "old",
          REPO_ID: "42",
          ...env,
        },
        dir,
      ).outputs;
    expect(run({ EVENT: "push", MARKED: "new old" })).toEqual({ tested: "true", base: "true" });
    expect(run({ EVENT: "push", MARKED: "old" })).toEqual({ tested: "false", base: "true" });
    expect(run({ EVENT: "push", MARKED: "" })).toEqual({ tested: "false", base: "false" });
    // A pull request is always tested; a run by hand with pages takes the content path.
    expect(run({ EVENT: "pull_request", MARKED: "new old" })).toEqual({
      tested: "false",
      base: "true",
    });
    expect(run({ EVENT: "workflow_dispatch", PAGES: "/expertise", MARKED: "new old" })).toEqual({
      tested: "false",
      base: "true",
    });
    expect(run({ EVENT: "workflow_dispatch", PAGES: "", MARKED: "new" }).tested).toBe("true");
    expect(run({ EVENT: "push", BASE_TREE: "", MARKED: "" }).base).toBe("false");
    expect(readFileSync(join(dir, "gh-args"), "utf8")).toMatch(
      /^api repos\/.*\/actions\/artifacts\?name=tested-new --jq .*head_repository_id == 42\)/,
    );
    // The mark the gate leaves when every check passed: the same name.
    const mark = ci.jobs.gate!.steps.find((s) => s.uses?.startsWith("actions/upload-artifact"))!;
    expect(mark.with!.name).toBe("tested-${{ needs.changes.outputs.tree }}");
    expect(mark.if).toBe("needs.changes.outputs.tested != 'true'");
  });
});

describe("each path's jobs", () => {
  it("a content-only change goes to the job content, which runs npm run test:content on its pages", () => {
    const content = ci.jobs.content!;
    expect(content.needs).toBe("changes");
    expect(content.if).toBe(
      "needs.changes.outputs.tested != 'true' && needs.changes.outputs.content == 'true'",
    );
    const test = step(content, "Test the content");
    expect(test.run).toBe('npm run test:content -- --pages "$PAGES"');
    expect(test.env).toEqual({ PAGES: "${{ needs.changes.outputs.pages }}" });
    const pkg = JSON.parse(readFileSync("package.json", "utf8")) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts["test:content"]).toBe("node tools/test/content.mjs");
  });

  it("any other change goes to the parallel jobs; the browser tests, budget and timings download the one build", () => {
    for (const name of CODE_JOBS) {
      expect(ci.jobs[name]!.needs, name).toBe("changes");
      expect(ci.jobs[name]!.if, name).toBe(
        "needs.changes.outputs.tested != 'true' && needs.changes.outputs.content != 'true'",
      );
    }
    const share = ci.jobs.build!.steps.find((s) => s.name === "Share the build")!;
    expect(share.uses).toMatch(/^actions\/upload-artifact@v([4-9]|\d\d)$/);
    expect(share.with).toMatchObject({ name: "dist", path: "dist/" });
    for (const name of NEEDS_BUILD) {
      const job = ci.jobs[name]!;
      expect(job.needs, name).toEqual(["changes", "build"]);
      const download = step(job, "The build");
      expect(download.uses, name).toMatch(/^actions\/download-artifact@v([4-9]|\d\d)$/);
      expect(download.with, name).toEqual({ name: "dist", path: "dist/" });
      const at = job.steps.indexOf(download);
      expect(job.steps[at + 1]!.run, name).toBe("find dist -type f -exec touch {} +");
    }
    const browser = ci.jobs.browser! as Job & { strategy: { matrix: { shard: number[] } } };
    expect(browser.strategy.matrix.shard).toEqual([1, 2, 3, 4]);
    expect(step(browser, "Test").env).toEqual({ SHARD: "${{ matrix.shard }}" });
  });
});

describe("the long checks, the history, the time limits", () => {
  it("what takes longer never stands in front of a deploy: Lighthouse and the hover check on pull requests, the slow run nightly", () => {
    expect(ci.jobs.timings!.if).toBe("github.event_name == 'pull_request'");
    const all = Object.entries(ci.jobs).flatMap(([name, job]) =>
      runs(job).map((run) => [name, run]),
    );
    const slow = all.filter(([, run]) => /area timings|test:slow|lighthouse|hover/.test(run!));
    expect(slow).toEqual([["timings", "npm test -- --area timings"]]);
    // The nightly figures: Lighthouse, the hover check and the flood benchmark's times.
    expect(runs(nightly.jobs.timings!)).toContain("npm test -- --area timings,flood");
    expect(runs(nightly.jobs["slow-pages"]!)).toContain("npm run test:slow -- --area pages");
    expect(runs(nightly.jobs["slow-browser"]!)).toContain(
      'npm run test:slow -- --area browser -- --shard="$SHARD/4"',
    );
    expect(Object.keys(nightly.on).sort()).toEqual(["schedule", "workflow_dispatch"]);
  });

  it("the nightly figures are judged against their history by timing-trend.mjs, and appended to it on timings-history", () => {
    expect(runs(nightly.jobs.trend!)).toContain(
      'node tools/measure/timing-trend.mjs "$RUNNER_TEMP/history.jsonl" "$RUNNER_TEMP/current/timings.jsonl"',
    );
    const record = nightly.jobs.record!;
    expect(record.permissions).toEqual({ contents: "write" });
    expect(runs(record).join("\n")).toMatch(/git push origin HEAD:refs\/heads\/timings-history$/m);
    expect(record.needs).toBe("timings");
  });

  it("every job has a time limit, from the measured times with room (docs/operating.md)", () => {
    const limits = Object.fromEntries(
      Object.entries(ci.jobs).map(([name, job]) => [
        name,
        (job as Job & { "timeout-minutes": number })["timeout-minutes"],
      ]),
    );
    expect(limits).toEqual({
      changes: 5,
      content: 20,
      static: 15,
      backend: 20,
      build: 20,
      browser: 25,
      pages: 20,
      timings: 30,
      gate: 5,
      preview: 20,
      deploy: 20,
    });
    for (const [name, job] of Object.entries(nightly.jobs))
      expect((job as Job & { "timeout-minutes"?: number })["timeout-minutes"], name).toBeDefined();
  });
});

describe("the gate", () => {
  const gate = ci.jobs.gate!;
  const check = step(gate, "Every check of this change passed").run!;
  const JOBS = ["changes", "content", "static", "backend", "build", "browser", "pages"];
  const needs = (results: Record<string, string>) =>
    JSON.stringify(
      Object.fromEntries(JOBS.map((job) => [job, { result: results[job] ?? "skipped" }])),
    );
  const codePassed = Object.fromEntries(
    ["changes", ...CODE_JOBS, "browser", "pages"].map((job) => [job, "success"]),
  );
  const judge = (results: Record<string, string>, env: Record<string, string>) =>
    runStep(check, { NEEDS: needs(results), ...env }, scratch());

  it("needs every job, and runs whatever they did", () => {
    expect(gate.needs).toEqual(JOBS);
    expect(gate.if).toBe("always()");
  });

  it("passes the content path when content passed, and the other path when all of its jobs passed", () => {
    expect(judge({ changes: "success", content: "success" }, { CONTENT: "true" }).status).toBe(0);
    expect(judge(codePassed, { CONTENT: "false" }).status).toBe(0);
    // Lighthouse and the hovered-link check are a check of their own, not the gate's.
    expect(gate.needs).not.toContain("timings");
    const missing = judge({ ...codePassed, pages: "skipped" }, { CONTENT: "false" });
    expect(missing.status).toBe(1);
    expect(missing.stdout).toContain("Not passed: pages (skipped)");
  });

  it("fails naming each job that did not pass; passes a tree tested before", () => {
    const failed = judge(
      { ...codePassed, browser: "failure", pages: "cancelled" },
      {
        CONTENT: "false",
      },
    );
    expect(failed.status).toBe(1);
    expect(failed.stdout).toContain("Not passed: browser (failure) pages (cancelled)");
    const content = judge({ changes: "success", content: "failure" }, { CONTENT: "true" });
    expect(content.status).toBe(1);
    expect(content.stdout).toContain("Not passed: content (failure)");
    expect(judge({ changes: "success" }, { TESTED: "true" }).status).toBe(0);
    expect(judge({ changes: "failure" }, { TESTED: "true" }).status).toBe(1);
  });
});
