// Whether dist/ is older than what it is built from, or was built for the owner's real project,
// so a browser test run can refuse to test it (tests/e2e/global-setup.ts). `staleBuild(root)` returns null when dist/ is current,
// else the reason, naming the newest source file.
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { unusableBuild } from "../lib/site-settings.mjs";

/** What the build reads: the site's sources, its static files and its config. */
const BUILD_INPUTS = ["src", "public", "astro.config.mjs"];

/** The newest file under `path` (a file or a folder): its path and modification time (ms). */
function newest(path) {
  const info = statSync(path);
  if (!info.isDirectory()) return { path, mtimeMs: info.mtimeMs };
  let best = { path: "", mtimeMs: 0 };
  for (const entry of readdirSync(path)) {
    const candidate = newest(join(path, entry));
    if (candidate.mtimeMs > best.mtimeMs) best = candidate;
  }
  return best;
}

/**
 * @param {string} root the project folder
 * @returns {string | null} why dist/ cannot be tested, or null
 */
export function staleBuild(root) {
  const built = join(root, "dist", "index.html");
  if (!existsSync(built)) return "There is no build in dist/: run `npm run build` first.";
  const builtAt = statSync(built).mtimeMs;
  const inputs = BUILD_INPUTS.map((input) => join(root, input)).filter((path) => existsSync(path));
  const latest = inputs
    .map(newest)
    .reduce((a, b) => (b.mtimeMs > a.mtimeMs ? b : a), { path: "", mtimeMs: 0 });
  if (latest.mtimeMs <= builtAt) return unusableBuild(root);
  return `dist/ is older than ${relative(root, latest.path)} (changed after the last build): run \`npm run build\` first.`;
}
