// The guides firestore.rules accept a reader's progress for (users/{uid}/progress/guides) are the
// guides of src/content/guides/, one file each: the rules' lines between GUIDES_BEGIN and
// GUIDES_END (GUIDE_SLUGS() and validGuides()) are written from that folder, never by hand. They
// are written before any Firestore emulator starts (tools/dev/emulators/firestore.mjs: npm run dev,
// npm test, the rules tests) and before a deploy (tools/ops/write-rules.mjs), and
// tests/unit/rules/rules-guides.test.ts fails while the committed file says otherwise. Plain
// functions, unit-tested.
import { readFileSync, writeFileSync } from "node:fs";
import { GUIDES_DIR, GUIDE_SLUG, guideSlugs } from "../lib/content-files.ts";

export const GUIDES_BEGIN =
  "// guides: begin (written from src/content/guides/ by tools/ops/rules-guides.mjs)";
export const GUIDES_END = "// guides: end";
const INDENT = "    ";
/** The rules' line length, as the rest of the file keeps it. */
const WIDTH = 100;

/** Every line this module prints or throws. */
export const rulesGuidesMessages = {
  noSection: (/** @type {string} */ file) =>
    `${file} has no guides' section (a line "${GUIDES_BEGIN}", the lines, a line "${GUIDES_END}") to write the guides into.`,
  badSlug: (/** @type {string} */ slug) =>
    `"${slug}" is no guide slug for the rules (lowercase letters, digits and hyphens).`,
  differs: (/** @type {string[]} */ found, /** @type {string[]} */ wanted) =>
    `firestore.rules accept the progress of the guides [${found.join(", ")}], but src/content/guides/ holds [${wanted.join(", ")}].`,
  stale: "firestore.rules' guides' section is not as src/content/guides/ writes it.",
  fix: "Run `node tools/ops/write-rules.mjs --local` (or start the emulators: npm run dev, npm test) and commit firestore.rules.",
  ok: (/** @type {string[]} */ slugs) =>
    `firestore.rules ok: the progress of the ${slugs.length} guides of src/content/guides/.`,
  written: (/** @type {string[]} */ slugs) =>
    `firestore.rules: the progress of ${slugs.length} guides (${slugs.join(", ")}).`,
};

/**
 * `return [<items>];` over as many lines as the width needs, items joined by ", ".
 * @param {string[]} items
 */
function returnList(items) {
  const head = `${INDENT}  return [`;
  const one = `${head}${items.join(", ")}];`;
  if (one.length <= WIDTH) return [one];
  const lines = [`${head}`];
  let line = `${INDENT}    `;
  for (const [i, item] of items.entries()) {
    const piece = `${item}${i === items.length - 1 ? "" : ","}`;
    if (line.trim() && `${line} ${piece}`.length > WIDTH) {
      lines.push(line);
      line = `${INDENT}    ${piece}`;
    } else line = line.trim() ? `${line} ${piece}` : `${line}${piece}`;
  }
  lines.push(line, `${INDENT}  ];`);
  return lines;
}

/**
 * The guides' section of the rules for these slugs (in reading order), markers included: the list
 * GUIDE_SLUGS() and validGuides(guides), which accepts a map of those guides only, each
 * well-formed (validGuideProgress, written by hand above the section).
 * @param {string[]} slugs
 */
export function rulesGuidesSection(slugs) {
  for (const slug of slugs)
    if (!GUIDE_SLUG.test(slug)) throw new Error(rulesGuidesMessages.badSlug(slug));
  const quoted = slugs.map((slug) => `'${slug}'`);
  return [
    `${INDENT}${GUIDES_BEGIN}`,
    `${INDENT}function GUIDE_SLUGS() {`,
    ...returnList(quoted),
    `${INDENT}}`,
    "",
    `${INDENT}function validGuides(guides) {`,
    `${INDENT}  return guides.keys().hasOnly(GUIDE_SLUGS())`,
    ...quoted.map(
      (slug, i) =>
        `${INDENT}    && validGuideProgress(guides, ${slug})${i === quoted.length - 1 ? ";" : ""}`,
    ),
    ...(quoted.length ? [] : [`${INDENT}    ;`]),
    `${INDENT}}`,
    `${INDENT}${GUIDES_END}`,
  ].join("\n");
}

/** The section in the rules: [whole, its text]. */
const SECTION = new RegExp(
  `^[ \\t]*${GUIDES_BEGIN.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}\\n[\\s\\S]*?^[ \\t]*${GUIDES_END}$`,
  "m",
);

/**
 * Whether the rules hold a guides' section.
 * @param {string} rules
 */
export function hasGuidesSection(rules) {
  return SECTION.test(rules);
}

/**
 * The rules with their guides' section written for `slugs`; throws for rules without one.
 * @param {string} rules
 * @param {string[]} slugs
 * @param {string} [file] named in the error
 */
export function rulesWithGuides(rules, slugs, file = "firestore.rules") {
  if (!hasGuidesSection(rules)) throw new Error(rulesGuidesMessages.noSection(file));
  const section = rulesGuidesSection(slugs);
  return rules.replace(SECTION, () => section);
}

/**
 * The guides the rules' GUIDE_SLUGS() lists, or null when it is not there.
 * @param {string} rules
 * @returns {string[] | null}
 */
export function rulesGuides(rules) {
  const list = /function GUIDE_SLUGS\(\) \{\s*return \[([^\]]*)\]/.exec(rules)?.[1];
  return list === undefined ? null : [...list.matchAll(/'([^']*)'/g)].map((m) => m[1] ?? "");
}

/**
 * Why the rules do not accept exactly the progress of the guides `slugs` as this module writes it
 * (empty: they do).
 * @param {string} rules
 * @param {string[]} slugs
 */
export function rulesGuidesProblems(rules, slugs) {
  const m = rulesGuidesMessages;
  if (!hasGuidesSection(rules)) return [m.noSection("firestore.rules")];
  const found = rulesGuides(rules) ?? [];
  if (found.join() !== slugs.join()) return [m.differs(found, slugs)];
  return rulesWithGuides(rules, slugs) === rules ? [] : [m.stale];
}

/**
 * Writes the guides of `dir` into the rules file, when it has a guides' section (a copy of the
 * rules without one, as a test may start an emulator with, is left as it is). Returns the slugs
 * written, or null for a file without the section; the file is written only when it changes.
 * @param {string} file
 * @param {string} [dir]
 */
export function writeRulesGuides(file, dir = GUIDES_DIR) {
  const rules = readFileSync(file, "utf8");
  if (!hasGuidesSection(rules)) return null;
  const slugs = guideSlugs(dir);
  const written = rulesWithGuides(rules, slugs, file);
  if (written !== rules) writeFileSync(file, written);
  return slugs;
}
