// `node tools/ops/featured-check.mjs <the live site's address>`, after a build for the real project
// (`npm run deploy -- --build-only`): did the testimonials the build bakes in change since the live
// site was built? Compares the stamp of each such page of dist/ (Expertise's featured ones, and the
// first page of the wall and of each area's wall: src/features/testimonials/build/wall-build.ts) with the live one's,
// prints the answer, and on GitHub Actions writes changed=true|false to the step's outputs. The
// daily workflow (.github/workflows/featured.yml) deploys when any changed.
import { appendFileSync, readFileSync } from "node:fs";
import { areas } from "../../src/features/testimonials/areas.ts";
import { featuredChanged, stampOf } from "./featured-compare.mjs";

/** The pages whose HTML holds testimonials read when the site was built. */
const PAGES = ["/expertise", "/testimonials", ...areas.map((area) => `/testimonials/${area.id}`)];

const [site] = process.argv.slice(2);
if (!site || !/^https?:\/\//.test(site)) {
  console.error("Usage: node tools/ops/featured-check.mjs <the live site's address>");
  process.exit(2);
}
let result = { changed: false, reason: "" };
for (const page of PAGES) {
  const built = stampOf(readFileSync(`dist${page}/index.html`, "utf8"));
  const live = await fetch(`${site.replace(/\/+$/, "")}${page}`)
    .then((response) => (response.ok ? response.text() : ""))
    .then(stampOf)
    .catch(() => null);
  result = featuredChanged(built, live);
  result.reason = `${page}: ${result.reason}`;
  if (result.changed) break;
}
const { changed, reason } = result;
console.log(`${changed ? "Deploy" : "No deploy"}: ${reason}.`);
if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `changed=${changed}\n`);
