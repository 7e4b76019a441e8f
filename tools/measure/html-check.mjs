// `npm run check:html`: every built page (dist/**/*.html) through the W3C Nu Html Checker
// (the npm package vnu-jar, run with `java -jar` in one Java process for all pages), then every
// link of every page through auditLinks (src/shared/link-rel.ts): new-tab links carry `noopener`,
// social-profile links `rel="me"`, each `rel` once. Errors fail the run; warnings are printed
// with a count. Run `npm run build` first.
import { spawnSync } from "node:child_process";
import { readFileSync, readdirSync, existsSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative } from "node:path";
import { socialLinks } from "../../src/site/site.ts";
import { auditLinks } from "../../src/shared/link-rel.ts";

const DIST = "dist";
const JAVA_HINT =
  "The HTML checker (vnu-jar) needs Java 17 or newer (`java` on PATH, or JAVA_HOME).\n" +
  "Install it: Debian/Ubuntu `apt-get install openjdk-17-jre-headless`, macOS `brew install openjdk@17`,\n" +
  "Windows `winget install EclipseAdoptium.Temurin.17.JRE`.";

function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

function java() {
  const home = process.env.JAVA_HOME;
  const fromHome = home && join(home, "bin", process.platform === "win32" ? "java.exe" : "java");
  const command = fromHome && existsSync(fromHome) ? fromHome : "java";
  const probe = spawnSync(command, ["-version"], { encoding: "utf8" });
  return probe.error || probe.status !== 0 ? null : command;
}

if (!existsSync(DIST)) {
  console.error(`No ${DIST}/: run \`npm run build\` first.`);
  process.exit(1);
}
const files = htmlFiles(DIST);
if (files.length === 0) {
  console.error(`No HTML pages in ${DIST}/: run \`npm run build\` first.`);
  process.exit(1);
}
const javaCommand = java();
if (!javaCommand) {
  console.error(JAVA_HINT);
  process.exit(1);
}

// vnu-jar's main export is the path of the jar it ships.
const jar = String(createRequire(import.meta.url)("vnu-jar"));
const run = spawnSync(
  javaCommand,
  ["-jar", jar, "--format", "json", "--exit-zero-always", "--stdout", ...files],
  { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
);
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  console.error(`The Nu Html Checker gave no report (exit ${run.status}).`);
  console.error(run.error?.message ?? run.stderr ?? "");
  if (/UnsupportedClassVersion/.test(run.stderr ?? "")) console.error(JAVA_HINT);
  process.exit(1);
}

/**
 * Where the checker is behind the HTML Standard, one message at a time, each named exactly. The
 * standard lets `blocking="render"` stand on `<link rel="expect">` (links.html#link-type-expect,
 * semantics.html#attr-link-blocking; BaseLayout's first frame waits for the page's end with it);
 * vnu 26.9.27 still knows it only on stylesheets. Any other use of `blocking` still fails.
 * @param {{ message?: string, extract?: string }} m
 */
const behindTheStandard = (m) =>
  m.message ===
    "A \u201clink\u201d element with a \u201cblocking\u201d attribute must have a \u201crel\u201d attribute whose value is \u201cstylesheet\u201d." &&
  /<link rel="expect" href="#page-end" blocking="render">/.test(m.extract ?? "");

const errors = [];
const warnings = [];
let behind = 0;
for (const m of report.messages) {
  if (behindTheStandard(m)) {
    behind++;
    continue;
  }
  const page = m.url ? relative(DIST, new URL(m.url).pathname) : "(checker)";
  const where = m.lastLine ? `${page}:${m.lastLine}:${m.lastColumn ?? m.firstColumn ?? 0}` : page;
  const extract = m.extract ? `\n      ${m.extract.replace(/\s+/g, " ").trim()}` : "";
  const line = `${where}  ${m.message}${extract}`;
  if (m.type === "error" || m.type === "non-document-error") errors.push(line);
  else if (m.type === "info" && m.subType === "warning") warnings.push(line);
  // Plain "info" messages (e.g. the trailing slash React writes on void elements) are not
  // warnings: the checker itself ranks them below; they are counted, not listed.
}
const infos = report.messages.length - errors.length - warnings.length - behind;

for (const line of warnings) console.log(`warning  ${line}`);
for (const line of errors) console.log(`ERROR    ${line}`);
console.log(
  `Nu Html Checker: ${files.length} pages, ${errors.length} errors, ${warnings.length} warnings` +
    (infos ? ` (and ${infos} info messages, not listed)` : "") +
    (behind ? `; ${behind} where the checker is behind the standard (rel="expect" blocking)` : ""),
);

// Links: what the checker cannot know about.
const profileHrefs = socialLinks.map((link) => link.href);
let newTab = 0;
let profiles = 0;
const linkProblems = [];
for (const file of files) {
  const audit = auditLinks(readFileSync(file, "utf8"), profileHrefs);
  newTab += audit.newTab;
  profiles += audit.profiles;
  for (const { tag, problem } of audit.problems)
    linkProblems.push(`${relative(DIST, file)}  ${problem}\n      ${tag}`);
}
if (profiles === 0) linkProblems.push("no social-profile link found on any page");
for (const line of linkProblems) console.log(`ERROR    ${line}`);
console.log(
  `Links: ${newTab} open a new tab, ${profiles} are profile links, ${linkProblems.length} problems`,
);

process.exit(errors.length || linkProblems.length ? 1 : 0);
