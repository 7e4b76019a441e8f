// `npm run deploy` (tools/ops/deploy.mjs): what to deploy where, and the steps, as plain functions.
//
//   1. The target: `--project <id>`, else PUBLIC_FIREBASE_PROJECT_ID from the environment or
//      `.env` (read as the build reads it: Vite's loadEnv for mode "production", the environment
//      winning, as tools/ops/write-csp.mjs does).
//   2. Refusals, before anything is built: no project; a demo-* project (it exists only in the
//      emulators); --project naming another project than the settings the site is built with;
//      settings that would send the live site to this machine (an emulator host, a loopback
//      address, or an address left unset so that the build falls back to a local stand-in).
//   3. The steps: `astro build`, `node tools/ops/write-csp.mjs` (the CSP of that build into firebase.json),
//      `node tools/ops/write-rules.mjs` (the site's Cloudinary cloud into firestore.rules: the only
//      one a stored photo may name), `node tools/ops/deploy-kill-switch-check.mjs` (refuses to
//      replace a live offline kill switch with the worker, unless `npm run offline -- --on` asks:
//      tools/ops/deploy-kill-switch.mjs), `node tools/ops/deploy-record.mjs` (what is live now, the
//      Hosting version, the Firestore rules and indexes, kept for `npm run rollback`:
//      tools/ops/rollback-record.mjs), `firebase deploy --only hosting,firestore:rules,firestore:indexes
//      --project <id> --non-interactive`, and `node tools/ops/write-rules.mjs --local` (the local
//      cloud back into firestore.rules, as it is committed). Each is printed before it runs and with
//      its result; the first failure stops the deploy, but the last step runs whatever happened
//      (`always`). At the end the build's placeholder warnings are printed again
//      (src/build/placeholder-check.ts).
//
// --dry-run prints the target and the plan and runs nothing; --build-only runs the checks, the
// build, the CSP and the photo cloud into the rules, but not the deploy (CI's workflows build
// without a key and deploy dist/ and the rules in a step of their own).
import { spawn } from "node:child_process";
import { parseArgs } from "node:util";
import { checkPlaceholders } from "../../src/build/placeholder-check.ts";
import { LOOPBACK } from "../../src/build/csp.ts";
import { APP_CHECK_DEBUG_TOKEN } from "../../src/firebase/app-check-debug.ts";
import { REAL_SETTINGS, appCheckDebugToken, realSettings } from "../lib/site-settings.mjs";
import {
  LOCAL_CLOUDINARY,
  LOCAL_FORM_ENDPOINT,
  LOCAL_PROJECT_ID,
  isDemoProject,
  newsletterEndpointOf,
} from "../../src/site/local-addresses.ts";
import { siteFeatures } from "../../src/site/site.ts";

/** What `firebase deploy` publishes: the site, the Firestore rules and the indexes. */
export const DEPLOY_ONLY = "hosting,firestore:rules,firestore:indexes";

export const USAGE =
  "Usage: npm run deploy [-- --project <firebase project id>] [--dry-run] [--build-only]";

/** Every line the deploy prints on its own (the steps print theirs). */
export const deployMessages = {
  missing:
    "Refusing to deploy: no Firebase project. Set PUBLIC_FIREBASE_PROJECT_ID in .env.production (see .env.example) or pass --project <id>: npm run deploy -- --project <id>.",
  demo: (id) =>
    `Refusing to deploy to "${id}": a demo-* project exists only in the emulators (the local default is ${LOCAL_PROJECT_ID}). Set PUBLIC_FIREBASE_PROJECT_ID in .env.production to your real project's id, or pass --project <id>.`,
  mismatch: (argument, configured) =>
    `Refusing to deploy to "${argument}": the site is built with the settings of "${configured}" (PUBLIC_FIREBASE_PROJECT_ID), so it would sign in and store data there. Deploy with the .env.production of "${argument}", or leave out --project.`,
  local: (id, problems) =>
    `Refusing to deploy to "${id}": the settings point the live site at this machine:\n${problems.map((p) => `  - ${p}`).join("\n")}\nFix them in .env.production (see .env.example, docs/deploying.md), then run npm run deploy again.`,
  emulator: (name, value) =>
    `${name}=${value} connects the site to an emulator; leave it empty (or "off") for a real project`,
  loopback: (name, value) => `${name}=${value} is an address on this machine`,
  unset: (name, fallback) =>
    `${name} is not set, so the built site would use the local stand-in at ${fallback}`,
  unsetNewsletter: (fallback) =>
    `PUBLIC_NEWSLETTER_ENDPOINT is not set, so the footer's sign-ups would go to the local stand-in at ${fallback}: set it to https://buttondown.com/api/emails/embed-subscribe/<your Buttondown username> (docs/operating.md, "The newsletter"), or switch the newsletter off (newsletter: false in src/site/site.ts, siteFeatures)`,
  noApiKey:
    "PUBLIC_FIREBASE_API_KEY is not set: the site could not reach Firebase (copy the web app's settings from the Firebase console)",
  target: (id, source) => `Deploying to Firebase project "${id}" (${source}). The steps:`,
  targetBuildOnly: (id, source) =>
    `Building for Firebase project "${id}" (${source}), without deploying. The steps:`,
  fromArgument: "from --project",
  fromSettings: "from PUBLIC_FIREBASE_PROJECT_ID",
  dryRun: "Dry run (--dry-run): nothing was built or deployed.",
  stepStart: (index, total, step) =>
    `\n=== [${index}/${total}] ${step.title}: ${[step.cmd, ...step.args].join(" ")}`,
  stepOk: (index, total, step, seconds) =>
    `=== [${index}/${total}] ${step.title}: ok (${seconds.toFixed(1)} s)`,
  stepFailed: (index, total, step, code) =>
    `=== [${index}/${total}] ${step.title}: FAILED (exit code ${code}). Stopped: the deploy goes no further.`,
  stepAnyway: (step) =>
    `${step.title}: runs all the same (firestore.rules keep the committed local cloud).`,
  placeholders: (warnings) =>
    `\nThe build still has placeholders (README, "Replacing the placeholders"):\n${warnings.map((w) => `  - ${w}`).join("\n")}`,
  noPlaceholders: "\nNo placeholders left in the build.",
  placeholderCheckFailed: (error) => `\nCould not check the build for placeholders: ${error}`,
  deployed: (id) =>
    `\nDeployed to "${id}": https://${id}.web.app (the site), the Firestore rules and indexes.`,
  built:
    "\nBuilt dist/ with its CSP in firebase.json and the site's photo cloud in firestore.rules; nothing was deployed (--build-only). Commit neither file as it is now: `git checkout firebase.json` and `node tools/ops/write-rules.mjs --local` put them back.",
  debugTokenUsed:
    "The build reads the public testimonials as a visitor does, with App Check's debug token (APP_CHECK_DEBUG_TOKEN), so App Check's enforcement does not refuse it.",
  debugTokenMissing:
    "No App Check debug token (APP_CHECK_DEBUG_TOKEN): the build reads the public testimonials as a visitor does, without one. Once App Check is enforced Firestore refuses that read and the build fails (docs/deploying.md, App Check).",
};

/** The command line: --project, --dry-run, --build-only (throws on anything else). */
export function parseDeployArgs(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      project: { type: "string" },
      "dry-run": { type: "boolean", default: false },
      "build-only": { type: "boolean", default: false },
    },
  });
  return {
    project: values.project?.trim() || undefined,
    dryRun: values["dry-run"],
    buildOnly: values["build-only"],
  };
}

/**
 * The PUBLIC_* settings the deploy's build sees: `.env.production` (and the other production .env
 * files), the environment winning (tools/lib/site-settings.mjs).
 */
export function buildSettings(cwd = process.cwd(), env = process.env) {
  return { ...realSettings(cwd, env), ...env };
}

const value = (env, name) => (env[name] ?? "").trim();

/**
 * Why these settings would point the live site at this machine (empty: they do not). The
 * newsletter's endpoint is asked for only while the newsletter is on (`features`, src/site/site.ts).
 * @param {Record<string, string | undefined>} env
 * @param {{ newsletter: boolean }} [features]
 */
export function localSettingsProblems(env, features = siteFeatures) {
  const m = deployMessages;
  const problems = [];
  for (const name of ["PUBLIC_FIREBASE_AUTH_EMULATOR_HOST", "PUBLIC_FIRESTORE_EMULATOR_HOST"]) {
    const host = value(env, name);
    if (host && host.toLowerCase() !== "off") problems.push(m.emulator(name, host));
  }
  if (!value(env, "PUBLIC_FIREBASE_API_KEY")) problems.push(m.noApiKey);
  const fallbacks = [
    ["PUBLIC_CONTACT_ENDPOINT", LOCAL_FORM_ENDPOINT],
    ["PUBLIC_TESTIMONIAL_ENDPOINT", `${LOCAL_FORM_ENDPOINT}/f/testimonial`],
    ["PUBLIC_CLOUDINARY_CLOUD_NAME", LOCAL_CLOUDINARY],
  ];
  for (const [name, fallback] of fallbacks) {
    if (!value(env, name)) problems.push(m.unset(name, fallback));
  }
  if (features.newsletter && !value(env, "PUBLIC_NEWSLETTER_ENDPOINT")) {
    problems.push(m.unsetNewsletter(newsletterEndpointOf(undefined)));
  }
  for (const [name, setting] of Object.entries(env)) {
    if (name.startsWith("PUBLIC_") && LOOPBACK.test(String(setting).trim())) {
      problems.push(m.loopback(name, String(setting).trim()));
    }
  }
  return problems;
}

/**
 * The project to deploy to, or why not: { projectId, source } or { refusal }.
 * `env` is what the build sees (buildSettings()).
 * @param {{ project?: string }} args
 * @param {Record<string, string | undefined>} env
 * @returns {{ projectId: string, source: string, refusal?: undefined } | { refusal: string, projectId?: undefined, source?: undefined }}
 */
export function deployTarget({ project }, env) {
  const m = deployMessages;
  const configured = value(env, "PUBLIC_FIREBASE_PROJECT_ID");
  const projectId = project || configured;
  if (!projectId) return { refusal: m.missing };
  if (isDemoProject(projectId)) return { refusal: m.demo(projectId) };
  if (project && configured && project !== configured) {
    return { refusal: m.mismatch(project, configured) };
  }
  const problems = localSettingsProblems(env);
  if (problems.length) return { refusal: m.local(projectId, problems) };
  return { projectId, source: project ? m.fromArgument : m.fromSettings };
}

/**
 * The steps, in order: build, CSP, the photo cloud into the rules (every file the deploy uploads
 * is ready after these: CI's keyless build runs them with --build-only, and its live job then runs
 * the rest itself), and unless buildOnly: the live kill switch's check (`--on` with offlineOn),
 * the record of what is live, the Firebase deploy and the local cloud back into the rules
 * (`always`: it runs after a failure too).
 * @param {string} projectId
 * @param {{ buildOnly?: boolean, message?: string, offlineOn?: boolean }} [options]
 * @returns {{ title: string, cmd: string, args: string[], always?: boolean }[]}
 */
export function deploySteps(projectId, { buildOnly = false, message, offlineOn = false } = {}) {
  /** @type {{ title: string, cmd: string, args: string[], always?: boolean }[]} */
  const steps = [
    { title: "build", cmd: "astro", args: ["build"] },
    { title: "CSP from this build", cmd: "node", args: ["tools/ops/write-csp.mjs"] },
    { title: "photo cloud into firestore.rules", cmd: "node", args: ["tools/ops/write-rules.mjs"] },
  ];
  if (!buildOnly) {
    steps.push({
      title: "the live offline kill switch stays",
      cmd: "node",
      args: [
        "tools/ops/deploy-kill-switch-check.mjs",
        "--project",
        projectId,
        ...(offlineOn ? ["--on"] : []),
      ],
    });
    steps.push({
      title: "what is live, kept for a rollback",
      cmd: "node",
      args: ["tools/ops/deploy-record.mjs", "--project", projectId],
    });
    steps.push({
      title: "firebase deploy",
      cmd: "firebase",
      args: [
        "deploy",
        "--only",
        DEPLOY_ONLY,
        "--project",
        projectId,
        "--non-interactive",
        ...(message ? ["--message", message] : []),
      ],
    });
    steps.push({
      title: "local cloud back into firestore.rules",
      cmd: "node",
      args: ["tools/ops/write-rules.mjs", "--local"],
      always: true,
    });
  }
  return steps;
}

/** Runs a command with the output on this terminal; resolves to its exit code. */
export function runCommand(cmd, args, env) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: "inherit", env });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on("error", (error) => {
      console.error(`Could not run ${cmd}: ${error.message} (run it through npm: npm run deploy)`);
      resolve(127);
    });
  });
}

/**
 * The whole command; resolves to the exit code. Everything it touches comes in through the
 * options, so the tests can run it without building or deploying. `offlineOn` is
 * `npm run offline -- --on`'s: it may replace a live kill switch.
 */
export async function deploy({
  argv = process.argv.slice(2),
  env = process.env,
  cwd = process.cwd(),
  run = runCommand,
  log = console.log,
  error = console.error,
  placeholders = () => checkPlaceholders(`${cwd}/dist`, cwd),
  now = () => performance.now(),
  offlineOn = false,
} = {}) {
  const m = deployMessages;
  let args;
  try {
    args = parseDeployArgs(argv);
  } catch (problem) {
    error(`${problem.message}\n${USAGE}`);
    return 2;
  }
  const settings = buildSettings(cwd, env);
  const target = deployTarget(args, settings);
  if (target.refusal) {
    error(target.refusal);
    return 1;
  }
  const { projectId, source } = target;
  const sha = value(env, "GITHUB_SHA");
  const steps = deploySteps(projectId, {
    buildOnly: args.buildOnly,
    message: sha ? `commit ${sha.slice(0, 12)}` : undefined,
    offlineOn,
  });

  log(args.buildOnly ? m.targetBuildOnly(projectId, source) : m.target(projectId, source));
  steps.forEach((step, i) =>
    log(`  ${i + 1}. ${step.title}: ${[step.cmd, ...step.args].join(" ")}`),
  );
  if (args.dryRun) {
    log(m.dryRun);
    return 0;
  }

  // The build and the CSP read the owner's real settings (tools/lib/site-settings.mjs) and see
  // the project they are deployed to.
  const stepEnv = { ...env, [REAL_SETTINGS]: "1", PUBLIC_FIREBASE_PROJECT_ID: projectId };
  // The build reads the public testimonials as a visitor, with App Check's debug token if any.
  const debugToken = appCheckDebugToken(cwd, env);
  if (debugToken) stepEnv[APP_CHECK_DEBUG_TOKEN] = debugToken;
  else delete stepEnv[APP_CHECK_DEBUG_TOKEN];
  log(debugToken ? m.debugTokenUsed : m.debugTokenMissing);
  let failed = false;
  for (const [i, step] of steps.entries()) {
    if (failed && !step.always) continue;
    if (failed) log(m.stepAnyway(step));
    log(m.stepStart(i + 1, steps.length, step));
    const started = now();
    const code = await run(step.cmd, step.args, stepEnv);
    if (code !== 0) {
      error(m.stepFailed(i + 1, steps.length, step, code));
      failed = true;
      continue;
    }
    log(m.stepOk(i + 1, steps.length, step, (now() - started) / 1000));
  }
  if (failed) return 1;

  try {
    const warnings = placeholders();
    log(warnings.length ? m.placeholders(warnings) : m.noPlaceholders);
  } catch (problem) {
    log(m.placeholderCheckFailed(String(problem)));
  }
  log(args.buildOnly ? m.built : m.deployed(projectId));
  return 0;
}
