// A guide is its file (src/content/guides/<slug>.md): the guides firestore.rules accept a reader's
// progress for are written from that folder (tools/ops/rules-guides.mjs), the committed rules say
// the same, and a seventh guide, added as a file to a copy of the folder, is taken in by the slugs,
// the rules and the measured pages with no other edit.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { guideSchema } from "@/features/guides/guide-schema";
import { cleanCourse } from "@/features/guides/progress";
import { GUIDES_DIR, guideSlugs } from "../../../tools/lib/content-files.ts";
import { splitFrontMatter } from "../../../tools/lib/front-matter.ts";
import { CONTENT, sitePages } from "../../../tools/measure/pages.ts";
import {
  GUIDES_BEGIN,
  GUIDES_END,
  hasGuidesSection,
  rulesGuides,
  rulesGuidesMessages,
  rulesGuidesProblems,
  rulesGuidesSection,
  rulesWithGuides,
  writeRulesGuides,
} from "../../../tools/ops/rules-guides.mjs";

const COMMITTED = readFileSync("firestore.rules", "utf8");
const SIX = ["html", "git-github", "css", "javascript", "bootstrap", "responsive-web-design"];

const temps: string[] = [];
afterEach(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  temps.push(dir);
  return dir;
};

/** A seventh guide's file, as she would write it. */
const SEVENTH = `---
course: "TypeScript"
title: "TypeScript with Adébáyọ̀ and Ɗanjuma: Types for Your JavaScript"
description: "Ngozi's first typed program, one small step at a time."
order: 7
updated: "November 28, 2026"
---

## Introduction

Adébáyọ̀ writes JavaScript; Ɗanjuma adds the types.
`;

/** A copy of the guides' folder with the seventh guide's file added, and nothing else changed. */
function guidesWithSeventh(): string {
  const dir = tempDir("guides-");
  cpSync(GUIDES_DIR, dir, { recursive: true });
  writeFileSync(join(dir, "typescript.md"), SEVENTH);
  return dir;
}

describe("the committed firestore.rules", () => {
  it("accept the progress of exactly the guides of src/content/guides/, as the script writes them", () => {
    expect(guideSlugs()).toEqual(SIX);
    expect(rulesGuides(COMMITTED)).toEqual(guideSlugs());
    expect(rulesGuidesProblems(COMMITTED, guideSlugs())).toEqual([]);
  });

  it("hold one guides' section, where validProgress checks the guides", () => {
    expect(COMMITTED.split(GUIDES_BEGIN)).toHaveLength(2);
    expect(COMMITTED.split(GUIDES_END)).toHaveLength(2);
    expect(COMMITTED).toMatch(/function validProgress\(\) \{[^}]*&& validGuides\(data\.guides\)/);
  });
});

describe("a seventh guide is its file", () => {
  it("its slug follows, in reading order, and its front matter is a guide's", () => {
    const dir = guidesWithSeventh();
    expect(guideSlugs(dir)).toEqual([...SIX, "typescript"]);
    const data = guideSchema.parse(parse(splitFrontMatter(SEVENTH)!.yaml));
    expect(data).toMatchObject({ course: "TypeScript", order: 7 });
    expect(data.title).toContain("Adébáyọ̀ and Ɗanjuma");
  });

  it("the rules' section is written for it, and the committed rules are then found out of date", () => {
    const slugs = guideSlugs(guidesWithSeventh());
    const rules = rulesWithGuides(COMMITTED, slugs);
    expect(rulesGuides(rules)).toEqual(slugs);
    expect(rules).toContain("&& validGuideProgress(guides, 'typescript');");
    expect(rulesGuidesProblems(rules, slugs)).toEqual([]);
    // Only the section changes.
    const outside = (text: string) =>
      text.replace(rulesGuidesSection(rulesGuides(text) ?? []), "<section>");
    expect(outside(rules)).toBe(outside(COMMITTED));
    // Until the rules are written again, the check names both lists.
    expect(rulesGuidesProblems(COMMITTED, slugs)).toEqual([
      rulesGuidesMessages.differs(SIX, slugs),
    ]);
    expect(rulesGuidesMessages.differs(SIX, slugs)).toContain("typescript");
  });

  it("writeRulesGuides (run before the emulators start) writes a rules file from the folder", () => {
    const dir = guidesWithSeventh();
    const file = join(tempDir("rules-"), "firestore.rules");
    writeFileSync(file, COMMITTED);
    expect(writeRulesGuides(file, dir)).toEqual([...SIX, "typescript"]);
    expect(rulesGuides(readFileSync(file, "utf8"))).toEqual([...SIX, "typescript"]);
    // Written once: again, nothing changes.
    const once = readFileSync(file, "utf8");
    writeRulesGuides(file, dir);
    expect(readFileSync(file, "utf8")).toBe(once);
    // A rules file without the section (a test's own) is left as it is.
    writeFileSync(file, "rules_version = '2';\n");
    expect(writeRulesGuides(file, dir)).toBeNull();
    expect(readFileSync(file, "utf8")).toBe("rules_version = '2';\n");
  });

  it("the measured pages take in /guides/typescript", () => {
    const before = sitePages({ blog: CONTENT.blog, guides: GUIDES_DIR });
    const after = sitePages({ blog: CONTENT.blog, guides: guidesWithSeventh() });
    expect(after).toContainEqual({ name: "guide-typescript", path: "/guides/typescript" });
    expect(after).toHaveLength(before.length + 1);
  });

  it("the reader's progress in it is kept once the page lists it (data-guides)", () => {
    const slugs = guideSlugs(guidesWithSeventh());
    const copy = { typescript: { chapters: { introduction: { done: true, at: 1 } } } };
    expect(cleanCourse(copy, SIX)).toEqual({});
    expect(cleanCourse(copy, slugs)).toEqual(copy);
  });
});

describe("what the script refuses", () => {
  it("a file whose name the loader would change, naming the file", () => {
    const dir = guidesWithSeventh();
    writeFileSync(join(dir, "Yoruba Basics.md"), SEVENTH.replace("order: 7", "order: 8"));
    expect(() => guideSlugs(dir)).toThrow(/Yoruba Basics\.md: its slug "Yoruba Basics"/);
  });

  it("a slug that could not stand in the rules, and rules without the section", () => {
    expect(() => rulesGuidesSection(["html", "x'); allow write: if true; //"])).toThrow(
      /no guide slug/,
    );
    expect(hasGuidesSection("rules_version = '2';")).toBe(false);
    expect(() => rulesWithGuides("rules_version = '2';", SIX)).toThrow(/no guides' section/);
    expect(rulesGuidesProblems("rules_version = '2';", SIX)).toEqual([
      rulesGuidesMessages.noSection("firestore.rules"),
    ]);
  });

  it("a hand edit inside the section", () => {
    const edited = COMMITTED.replace(
      "&& validGuideProgress(guides, 'css')",
      "&& (validGuideProgress(guides, 'css') || true)",
    );
    expect(edited).not.toBe(COMMITTED);
    expect(rulesGuidesProblems(edited, SIX)).toEqual([rulesGuidesMessages.stale]);
  });
});

describe("the section's lines", () => {
  it("keep the rules' width: a long list wraps", () => {
    const many = Array.from({ length: 12 }, (_, i) => `guide-number-${i + 1}`);
    const section = rulesGuidesSection(many);
    for (const line of section.split("\n")) expect(line.length, line).toBeLessThanOrEqual(100);
    expect(rulesGuides(`${section}\n`)).toEqual(many);
  });
});
