// The production Content-Security-Policy (`npm run csp`, after `npm run build`): reads every page
// of dist/, hashes each distinct inline script the browser executes, and writes the policy
// (src/build/csp.ts) into firebase.json's hosting headers for "**", where Firebase Hosting sends it
// and tools/serve/preview.mjs serves it locally (with the local backend added).
// The form endpoints, the newsletter, the photo cloud and App Check come from
// PUBLIC_CONTACT_ENDPOINT, PUBLIC_TESTIMONIAL_ENDPOINT, PUBLIC_NEWSLETTER_ENDPOINT,
// PUBLIC_CLOUDINARY_CLOUD_NAME and PUBLIC_APP_CHECK_SITE_KEY (tools/lib/site-settings.mjs:
// .env.production under `npm run deploy`): connect-src names the form and sign-up URLs and the
// cloud's upload path exactly, not the services' hosts (src/build/csp.ts). With the newsletter
// switched off (src/site/site.ts siteFeatures) the policy names no newsletter service; with
// offline reading off (src/features/offline/switch.ts) it allows no worker.
//
// `node tools/ops/write-csp.mjs --check` changes nothing: it fails when firebase.json's policy does not
// cover the built pages (an inline script without its hash), is unsafe or names a loopback
// origin, or when a page has an inline event handler or a javascript: URL.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { format, resolveConfig } from "prettier";
import { siteSettings } from "../lib/site-settings.mjs";
import { siteFeatures } from "../../src/site/site.ts";
import { offlineReadingOff } from "../../src/features/offline/switch.ts";
import {
  inlineHandlers,
  inlineScripts,
  policyProblems,
  productionPolicy,
  scriptHash,
} from "../../src/build/csp.ts";

const DIST = "dist";
const FIREBASE_JSON = "firebase.json";
const HEADER = "Content-Security-Policy";

function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith(".html") ? [path] : [];
  });
}

let pages;
try {
  pages = htmlFiles(DIST);
} catch {
  pages = [];
}
if (!pages.length) {
  console.error("No pages in dist/: run `npm run build` first.");
  process.exit(1);
}

const hashes = new Set();
const pageOf = new Map(); // hash -> first page with that script
const handlers = [];
for (const page of pages) {
  const html = readFileSync(page, "utf8");
  for (const code of inlineScripts(html)) {
    const hash = scriptHash(code);
    hashes.add(hash);
    if (!pageOf.has(hash)) pageOf.set(hash, page);
  }
  for (const tag of inlineHandlers(html)) handlers.push(`${page}: ${tag.slice(0, 160)}`);
}

const config = JSON.parse(readFileSync(FIREBASE_JSON, "utf8"));
const rule = config.hosting.headers.find((h) => h.source === "**");

if (process.argv.includes("--check")) {
  const current = rule?.headers.find((h) => h.key === HEADER)?.value;
  const problems = current
    ? policyProblems(current, [...hashes])
    : [`firebase.json sets no ${HEADER} for "**"`];
  for (const [hash, page] of pageOf) {
    if (current && !current.includes(hash)) problems.push(`no ${hash} for a script of ${page}`);
  }
  for (const handler of handlers) {
    problems.push(`inline event handler or javascript: URL (CSP blocks it): ${handler}`);
  }
  if (problems.length) {
    console.error(`Content-Security-Policy of firebase.json vs. dist/ (${pages.length} pages):`);
    for (const problem of problems) console.error(`  - ${problem}`);
    console.error("After a build, run `npm run csp` to write the policy into firebase.json.");
    process.exit(1);
  }
  console.log(`Content-Security-Policy ok: ${pages.length} pages, ${hashes.size} inline scripts.`);
  process.exit(0);
}

if (handlers.length) {
  console.error("Inline event handlers or javascript: URLs, which the policy blocks:");
  for (const handler of handlers) console.error(`  - ${handler}`);
  process.exit(1);
}

// The settings the build was made with (tools/lib/site-settings.mjs): the real ones under
// `npm run deploy`, none (the local backend) otherwise.
const env = siteSettings();
const policy = productionPolicy({
  scriptHashes: [...hashes],
  contactEndpoint: env.PUBLIC_CONTACT_ENDPOINT || undefined,
  newsletterEndpoint: env.PUBLIC_NEWSLETTER_ENDPOINT || undefined,
  newsletter: siteFeatures.newsletter,
  offlineReading: !offlineReadingOff(env),
  testimonialEndpoint: env.PUBLIC_TESTIMONIAL_ENDPOINT || undefined,
  appCheck: Boolean(env.PUBLIC_APP_CHECK_SITE_KEY),
  cloudName: env.PUBLIC_CLOUDINARY_CLOUD_NAME || undefined,
});
const problems = policyProblems(policy, [...hashes]);
if (problems.length) {
  console.error(`Refusing to write an unsafe policy:\n  - ${problems.join("\n  - ")}`);
  process.exit(1);
}
const headers = rule.headers.filter((h) => h.key !== HEADER);
rule.headers = [...headers, { key: HEADER, value: policy }];
const text = await format(JSON.stringify(config), {
  ...(await resolveConfig(FIREBASE_JSON)),
  filepath: FIREBASE_JSON,
});
writeFileSync(FIREBASE_JSON, text);
console.log(
  `${FIREBASE_JSON}: ${HEADER} for ${pages.length} pages, ${hashes.size} inline scripts:`,
);
console.log(policy);
