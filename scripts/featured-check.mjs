// `node scripts/featured-check.mjs <the live site's address>`, after a build for the real project
// (`npm run deploy -- --build-only`): did the featured testimonials change since the live site was
// built? Compares the stamp of dist/'s Expertise page with the live one's, prints the answer, and
// on GitHub Actions writes changed=true|false to the step's outputs. The daily workflow
// (.github/workflows/featured.yml) deploys when they changed.
import { appendFileSync, readFileSync } from "node:fs";
import { featuredChanged, stampOf } from "./lib/featured-check.mjs";

const [site] = process.argv.slice(2);
if (!site || !/^https?:\/\//.test(site)) {
  console.error("Usage: node scripts/featured-check.mjs <the live site's address>");
  process.exit(2);
}
const built = stampOf(readFileSync("dist/expertise/index.html", "utf8"));
const live = await fetch(`${site.replace(/\/+$/, "")}/expertise`)
  .then((response) => (response.ok ? response.text() : ""))
  .then(stampOf)
  .catch(() => null);
const { changed, reason } = featuredChanged(built, live);
console.log(`${changed ? "Deploy" : "No deploy"}: ${reason}.`);
if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `changed=${changed}\n`);
