// `npm run deploy` (tools/ops/deploy-steps.mjs, tools/ops/deploy.mjs): the target, the refusals (before
// anything is built), the steps in order, and the placeholder warnings printed again at the end.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { APP_CHECK_DEBUG_TOKEN } from "@/firebase/app-check-debug";
import {
  DEPLOY_ONLY,
  deploy,
  deployMessages as m,
  deploySteps,
  deployTarget,
  localSettingsProblems,
  parseDeployArgs,
} from "../../../../tools/ops/deploy-steps.mjs";

/** A complete set of settings for a real project. */
const REAL = {
  PUBLIC_FIREBASE_PROJECT_ID: "amara-site",
  PUBLIC_FIREBASE_API_KEY: "AIza-test-key",
  PUBLIC_FIREBASE_AUTH_DOMAIN: "amara-site.firebaseapp.com",
  PUBLIC_FIREBASE_APP_ID: "1:2:web:3",
  PUBLIC_CONTACT_ENDPOINT: "https://formspree.io/f/abcdwxyz",
  PUBLIC_TESTIMONIAL_ENDPOINT: "https://formspree.io/f/efghstuv",
  PUBLIC_CLOUDINARY_CLOUD_NAME: "amara",
  PUBLIC_NEWSLETTER_ENDPOINT: "https://buttondown.com/api/emails/embed-subscribe/amara",
};

const dirs: string[] = [];
/** An empty project folder (no .env), or one with this .env. */
function folder(dotenv?: string): string {
  const dir = mkdtempSync(join(tmpdir(), "deploy-test-"));
  dirs.push(dir);
  if (dotenv !== undefined) writeFileSync(join(dir, ".env"), dotenv);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Runs deploy() with fake commands; returns what it printed, ran and returned. */
async function run(
  argv: string[],
  env: Record<string, string>,
  options: {
    codes?: number[];
    placeholders?: () => string[];
    cwd?: string;
  } = {},
) {
  const out: string[] = [];
  const ran: {
    cmd: string;
    args: string[];
    project: string | undefined;
    token?: string | undefined;
  }[] = [];
  const codes = [...(options.codes ?? [])];
  const code = await deploy({
    argv,
    env,
    cwd: options.cwd ?? folder(),
    run: async (cmd: string, args: string[], stepEnv: Record<string, string>) => {
      ran.push({
        cmd,
        args,
        project: stepEnv.PUBLIC_FIREBASE_PROJECT_ID,
        ...(stepEnv[APP_CHECK_DEBUG_TOKEN] ? { token: stepEnv[APP_CHECK_DEBUG_TOKEN] } : {}),
      });
      out.push(`(ran ${cmd})`);
      return codes.shift() ?? 0;
    },
    log: (line: string) => out.push(line),
    error: (line: string) => out.push(`ERROR ${line}`),
    placeholders: options.placeholders ?? (() => []),
  });
  return { code, out, text: out.join("\n"), ran };
}

describe("the build's reads: as a visitor, with App Check's debug token", () => {
  const settings = {
    PUBLIC_FIREBASE_PROJECT_ID: "amara-site",
    PUBLIC_FIREBASE_API_KEY: "key",
    PUBLIC_CONTACT_ENDPOINT: "https://formspree.io/f/a",
    PUBLIC_TESTIMONIAL_ENDPOINT: "https://formspree.io/f/b",
    PUBLIC_CLOUDINARY_CLOUD_NAME: "cloud",
    PUBLIC_NEWSLETTER_ENDPOINT: "https://buttondown.com/api/emails/embed-subscribe/amara",
  };
  it("hands every step the debug token of the environment (a CI secret)", async () => {
    const { code, ran, text } = await run(["--build-only"], {
      ...settings,
      [APP_CHECK_DEBUG_TOKEN]: " 0d3c-debug ",
    });
    expect(code).toBe(0);
    expect(ran.map((step) => step.token)).toEqual(["0d3c-debug", "0d3c-debug", "0d3c-debug"]);
    expect(text).toContain(m.debugTokenUsed);
  });
  it("or of .env.production on her computer, the environment winning", async () => {
    const cwd = folder();
    writeFileSync(join(cwd, ".env.production"), `${APP_CHECK_DEBUG_TOKEN}=from-the-file\n`);
    expect((await run(["--build-only"], settings, { cwd })).ran[0]!.token).toBe("from-the-file");
    const env = { ...settings, [APP_CHECK_DEBUG_TOKEN]: "from-env" };
    expect((await run(["--build-only"], env, { cwd })).ran[0]!.token).toBe("from-env");
  });
  it("without one it builds anyway, as a visitor reads, and says what enforcement would do", async () => {
    const none = await run(["--build-only"], { ...settings, [APP_CHECK_DEBUG_TOKEN]: "  " });
    expect(none.code).toBe(0);
    expect(none.ran.every((step) => step.token === undefined)).toBe(true);
    expect(none.text).toContain(m.debugTokenMissing);
  });
});

describe("parseDeployArgs", () => {
  it("reads --project, --dry-run and --build-only", () => {
    expect(parseDeployArgs([])).toEqual({ project: undefined, dryRun: false, buildOnly: false });
    expect(parseDeployArgs(["--project", " p1 ", "--dry-run", "--build-only"])).toEqual({
      project: "p1",
      dryRun: true,
      buildOnly: true,
    });
    expect(parseDeployArgs(["--project=p2"]).project).toBe("p2");
  });
  it("refuses anything else", () => {
    expect(() => parseDeployArgs(["--force"])).toThrow();
    expect(() => parseDeployArgs(["somewhere"])).toThrow();
  });
});

describe("deployTarget", () => {
  it("takes the project from the settings, or from --project", () => {
    expect(deployTarget({}, REAL)).toEqual({ projectId: "amara-site", source: m.fromSettings });
    expect(deployTarget({ project: "amara-site" }, REAL)).toEqual({
      projectId: "amara-site",
      source: m.fromArgument,
    });
    expect(deployTarget({ project: "other" }, { ...REAL, PUBLIC_FIREBASE_PROJECT_ID: "" })).toEqual(
      {
        projectId: "other",
        source: m.fromArgument,
      },
    );
  });
  it("refuses a missing project", () => {
    expect(deployTarget({}, { ...REAL, PUBLIC_FIREBASE_PROJECT_ID: " " })).toEqual({
      refusal: m.missing,
    });
  });
  it("refuses a demo-* project, from the settings or from --project", () => {
    const demo = { ...REAL, PUBLIC_FIREBASE_PROJECT_ID: "demo-amara" };
    expect(deployTarget({}, demo)).toEqual({ refusal: m.demo("demo-amara") });
    expect(deployTarget({ project: "demo-x" }, REAL)).toEqual({ refusal: m.demo("demo-x") });
  });
  it("refuses --project naming another project than the settings", () => {
    expect(deployTarget({ project: "other" }, REAL)).toEqual({
      refusal: m.mismatch("other", "amara-site"),
    });
  });
  it("refuses settings that point at the emulators or this machine", () => {
    const env = {
      ...REAL,
      PUBLIC_FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080",
      PUBLIC_CONTACT_ENDPOINT: "http://localhost:8787/f/contact",
    };
    expect(deployTarget({}, env)).toEqual({
      refusal: m.local("amara-site", [
        m.emulator("PUBLIC_FIRESTORE_EMULATOR_HOST", "127.0.0.1:8080"),
        m.loopback("PUBLIC_CONTACT_ENDPOINT", "http://localhost:8787/f/contact"),
      ]),
    });
  });
});

describe("localSettingsProblems", () => {
  it("finds nothing wrong with a real project's settings ('off' emulators included)", () => {
    expect(localSettingsProblems(REAL)).toEqual([]);
    expect(
      localSettingsProblems({
        ...REAL,
        PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: "off",
        PUBLIC_FIRESTORE_EMULATOR_HOST: "OFF",
      }),
    ).toEqual([]);
  });
  it("names each emulator host", () => {
    expect(
      localSettingsProblems({ ...REAL, PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: "x:9099" }),
    ).toEqual([m.emulator("PUBLIC_FIREBASE_AUTH_EMULATOR_HOST", "x:9099")]);
  });
  it("names every loopback address (localhost, 127.x, [::1])", () => {
    const env = {
      ...REAL,
      PUBLIC_CONTACT_ENDPOINT: "http://127.0.0.1:8787/f/contact",
      PUBLIC_SOMETHING: "https://[::1]:3000/",
    };
    expect(localSettingsProblems(env)).toEqual([
      m.loopback("PUBLIC_CONTACT_ENDPOINT", "http://127.0.0.1:8787/f/contact"),
      m.loopback("PUBLIC_SOMETHING", "https://[::1]:3000/"),
    ]);
  });
  it("names the settings whose absence makes the build use a local stand-in, and the API key", () => {
    expect(localSettingsProblems({ PUBLIC_FIREBASE_PROJECT_ID: "amara-site" })).toEqual([
      m.noApiKey,
      m.unset("PUBLIC_CONTACT_ENDPOINT", "http://127.0.0.1:8797"),
      m.unset("PUBLIC_TESTIMONIAL_ENDPOINT", "http://127.0.0.1:8797/f/testimonial"),
      m.unset("PUBLIC_CLOUDINARY_CLOUD_NAME", "http://127.0.0.1:8798"),
      m.unsetNewsletter("http://127.0.0.1:8797/api/emails/embed-subscribe/demo-amara"),
    ]);
  });
  it("refuses an unset newsletter endpoint while the newsletter is on, and not once it is off", () => {
    const unset: Record<string, string> = { ...REAL };
    delete unset.PUBLIC_NEWSLETTER_ENDPOINT;
    expect(localSettingsProblems(unset, { newsletter: true })).toEqual([
      m.unsetNewsletter("http://127.0.0.1:8797/api/emails/embed-subscribe/demo-amara"),
    ]);
    expect(localSettingsProblems(unset, { newsletter: false })).toEqual([]);
    // The stand-in's address set by hand is refused as any address on this machine.
    expect(
      localSettingsProblems(
        {
          ...REAL,
          PUBLIC_NEWSLETTER_ENDPOINT: "http://127.0.0.1:8787/api/emails/embed-subscribe/x",
        },
        { newsletter: true },
      ),
    ).toEqual([
      m.loopback(
        "PUBLIC_NEWSLETTER_ENDPOINT",
        "http://127.0.0.1:8787/api/emails/embed-subscribe/x",
      ),
    ]);
  });
});

describe("deploySteps", () => {
  it("builds, writes the CSP and the photo cloud, checks the live kill switch, records what is live, deploys hosting, rules and indexes without prompts, then writes the local cloud back", () => {
    expect(deploySteps("amara-site").map((s) => [s.cmd, ...s.args].join(" "))).toEqual([
      "astro build",
      "node tools/ops/write-csp.mjs",
      "node tools/ops/write-rules.mjs",
      "node tools/ops/deploy-kill-switch-check.mjs --project amara-site",
      "node tools/ops/deploy-record.mjs --project amara-site",
      "firebase deploy --only hosting,firestore:rules,firestore:indexes --project amara-site --non-interactive",
      "node tools/ops/write-rules.mjs --local",
    ]);
    expect(deploySteps("amara-site").map((s) => Boolean(s.always))).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      true,
    ]);
    expect(DEPLOY_ONLY).toBe("hosting,firestore:rules,firestore:indexes");
  });
  it("--build-only prepares every file the deploy uploads (CSP, photo cloud) and leaves out the deploy; a message goes to the release", () => {
    expect(deploySteps("p", { buildOnly: true }).map((s) => [s.cmd, ...s.args].join(" "))).toEqual([
      "astro build",
      "node tools/ops/write-csp.mjs",
      "node tools/ops/write-rules.mjs",
    ]);
    expect(deploySteps("p", { message: "commit abc" }).at(-2)!.args.slice(-2)).toEqual([
      "--message",
      "commit abc",
    ]);
  });
});

describe("deploy", () => {
  it("refuses a demo-* project with its message and exit code 1, before running anything", async () => {
    const result = await run(["--project", "demo-amara"], REAL);
    expect(result.code).toBe(1);
    expect(result.out).toEqual([`ERROR ${m.demo("demo-amara")}`]);
    expect(result.ran).toEqual([]);
  });
  it("reads the project from .env as the build does (the environment winning)", async () => {
    const cwd = folder("PUBLIC_FIREBASE_PROJECT_ID=demo-from-env\n");
    const fromFile = await run([], {}, { cwd });
    expect(fromFile.out).toEqual([`ERROR ${m.demo("demo-from-env")}`]);
    const fromEnv = await run(["--dry-run"], REAL, { cwd });
    expect(fromEnv.code).toBe(0);
    expect(fromEnv.out[0]).toBe(m.target("amara-site", m.fromSettings));
  });
  it("refuses when nothing names a project", async () => {
    const result = await run([], {});
    expect(result).toMatchObject({ code: 1, out: [`ERROR ${m.missing}`], ran: [] });
  });
  it("--dry-run prints the target and every step, and runs nothing", async () => {
    const result = await run(["--dry-run"], REAL);
    expect(result.code).toBe(0);
    expect(result.ran).toEqual([]);
    expect(result.out).toEqual([
      m.target("amara-site", m.fromSettings),
      "  1. build: astro build",
      "  2. CSP from this build: node tools/ops/write-csp.mjs",
      "  3. photo cloud into firestore.rules: node tools/ops/write-rules.mjs",
      "  4. the live offline kill switch stays: node tools/ops/deploy-kill-switch-check.mjs --project amara-site",
      "  5. what is live, kept for a rollback: node tools/ops/deploy-record.mjs --project amara-site",
      "  6. firebase deploy: firebase deploy --only hosting,firestore:rules,firestore:indexes --project amara-site --non-interactive",
      "  7. local cloud back into firestore.rules: node tools/ops/write-rules.mjs --local",
      m.dryRun,
    ]);
  });
});

/** The deploy's commands, in order: build, CSP, rules' cloud, kill switch, record, deploy, local cloud. */
const DEPLOY_COMMANDS = ["astro", "node", "node", "node", "node", "firebase", "node"];

describe("deploy: the steps, in order", () => {
  it("runs build, CSP, rules' cloud, the kill switch's check, the record, deploy and the local cloud back in order, each announced and reported, for the target project", async () => {
    const result = await run([], { ...REAL, GITHUB_SHA: "0123456789abcdef0123" });
    expect(result.code).toBe(0);
    expect(result.ran.map((r) => r.cmd)).toEqual(DEPLOY_COMMANDS);
    expect(result.ran.every((r) => r.project === "amara-site")).toBe(true);
    expect(result.ran[5]!.args).toContain("commit 0123456789ab");
    const lines = result.out.filter((line) => line.includes("==="));
    expect(lines.map((line) => line.replace(/\(\d+\.\d s\)/, "(t)"))).toEqual([
      "\n=== [1/7] build: astro build",
      "=== [1/7] build: ok (t)",
      "\n=== [2/7] CSP from this build: node tools/ops/write-csp.mjs",
      "=== [2/7] CSP from this build: ok (t)",
      "\n=== [3/7] photo cloud into firestore.rules: node tools/ops/write-rules.mjs",
      "=== [3/7] photo cloud into firestore.rules: ok (t)",
      "\n=== [4/7] the live offline kill switch stays: node tools/ops/deploy-kill-switch-check.mjs --project amara-site",
      "=== [4/7] the live offline kill switch stays: ok (t)",
      "\n=== [5/7] what is live, kept for a rollback: node tools/ops/deploy-record.mjs --project amara-site",
      "=== [5/7] what is live, kept for a rollback: ok (t)",
      `\n=== [6/7] firebase deploy: firebase deploy --only ${DEPLOY_ONLY} --project amara-site --non-interactive --message commit 0123456789ab`,
      "=== [6/7] firebase deploy: ok (t)",
      "\n=== [7/7] local cloud back into firestore.rules: node tools/ops/write-rules.mjs --local",
      "=== [7/7] local cloud back into firestore.rules: ok (t)",
    ]);
    expect(result.out.at(-2)).toBe(m.noPlaceholders);
    expect(result.out.at(-1)).toBe(m.deployed("amara-site"));
  });
  it("prints the build's placeholder warnings again at the end, after the last step", async () => {
    const warnings = ["2 links to example.com", "the portrait is still the illustration"];
    const result = await run([], REAL, { placeholders: () => warnings });
    const placeholders = result.out.indexOf(m.placeholders(warnings));
    expect(placeholders).toBeGreaterThan(result.out.indexOf("(ran firebase)"));
    expect(result.text).toContain("  - 2 links to example.com\n  - the portrait is");
  });
  it("--build-only builds and writes the CSP and the photo cloud but never runs firebase", async () => {
    const result = await run(["--build-only"], REAL);
    expect(result.code).toBe(0);
    expect(result.ran.map((r) => r.cmd)).toEqual(["astro", "node", "node"]);
    expect(result.out[0]).toBe(m.targetBuildOnly("amara-site", m.fromSettings));
    expect(result.out.at(-1)).toBe(m.built);
  });
  it("an unknown option prints the usage, exit code 2", async () => {
    const result = await run(["--yes"], REAL);
    expect(result.code).toBe(2);
    expect(result.ran).toEqual([]);
  });
});

describe("npm run deploy", () => {
  it("against a demo-* project refuses with the message and exit code 1", () => {
    const env = { ...process.env };
    for (const key of Object.keys(env)) if (key.startsWith("PUBLIC_")) delete env[key];
    const result = spawnSync(
      "npm",
      ["run", "--silent", "deploy", "--", "--project", "demo-amara"],
      {
        encoding: "utf8",
        env,
        timeout: 60_000,
      },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(m.demo("demo-amara"));
    expect(result.stdout).not.toContain("astro build");
  });
});

describe("deploy: the photo cloud in firestore.rules", () => {
  it("stops at the first failing step with exit code 1, but writes the local cloud back into the rules", async () => {
    const steps = deploySteps("amara-site");
    const result = await run([], REAL, { codes: [0, 3] });
    expect(result.code).toBe(1);
    expect(result.ran.map((r) => [r.cmd, ...r.args].join(" "))).toEqual([
      "astro build",
      "node tools/ops/write-csp.mjs",
      "node tools/ops/write-rules.mjs --local",
    ]);
    expect(result.out).toContain(`ERROR ${m.stepFailed(2, 7, steps[1], 3)}`);
    expect(result.out).toContain(m.stepAnyway(steps[6]));
    expect(result.out).not.toContain(m.deployed("amara-site"));
  });
  it("a failed firebase deploy still writes the local cloud back into the rules", async () => {
    const result = await run([], REAL, { codes: [0, 0, 0, 0, 0, 1] });
    expect(result.code).toBe(1);
    expect(result.ran.map((r) => r.cmd)).toEqual(DEPLOY_COMMANDS);
    expect(result.ran.at(-1)!.args).toEqual(["tools/ops/write-rules.mjs", "--local"]);
  });
  it("--build-only writes the photo cloud into the rules and leaves them so (CI's live job deploys them next)", () => {
    const args = deploySteps("p", { buildOnly: true }).map((s) => s.args.join(" "));
    expect(args).toContain("tools/ops/write-rules.mjs");
    expect(args).not.toContain("tools/ops/write-rules.mjs --local");
  });
});
