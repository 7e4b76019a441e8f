// The template's own values in the build's placeholder check (src/build/template-values.ts,
// src/build/placeholder-check.ts): each template figure found while its file still holds it,
// whatever the formatting, and not once changed; the list held to the data modules the pages show;
// the sample testimonials on a page and their avatars in the built site; a real build's dist
// without the avatars.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkPlaceholders } from "@/build/placeholder-check";
import {
  SAMPLE_AVATARS,
  TEMPLATE_FIGURES,
  leaveOutSampleAvatars,
  sampleAvatarsIn,
  showsSampleCard,
  templateFiguresInPlace,
  templateWarnings,
  type TemplateFigure,
} from "@/build/template-values";
import { offers } from "@/data/expertise";
import { ventures } from "@/data/ventures";
import { homeSkills } from "@/data/skills";
import { ABOUT_SKILL_VALUE, PEOPLE_IMPACTED, YEARS_OF_EXPERIENCE } from "@/site/constants";
import { testimonials } from "@/features/testimonials/sample-testimonials";

const temp = mkdtempSync(join(tmpdir(), "template-values-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));
let made = 0;
/** A fresh project root with `files` (path -> text). */
function project(files: Record<string, string>): string {
  const root = join(temp, `p${(made += 1)}`);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

/** The figures the pages show now, from the data modules, as the check names them. */
function shownNow(): Omit<TemplateFigure, "source">[] {
  return [
    ...offers.flatMap((offer) =>
      offer.stats.map((s) => ({
        file: "src/data/expertise.ts",
        name: s.label,
        shown: s.value > 100 ? `${s.value}+` : `${s.value}%`,
      })),
    ),
    ...ventures.flatMap((v) =>
      v.stats.map((s) => ({ file: "src/data/ventures.ts", name: s.label, shown: s.value })),
    ),
    ...homeSkills.map((s) => ({ file: "src/data/skills.ts", name: s.label, shown: `${s.value}%` })),
    {
      file: "src/site/constants.ts",
      name: "people impacted (home)",
      shown: `${PEOPLE_IMPACTED.target.toLocaleString("en")}${PEOPLE_IMPACTED.suffix}`,
    },
    {
      file: "src/site/constants.ts",
      name: "years of experience (About)",
      shown: `${YEARS_OF_EXPERIENCE.target}${YEARS_OF_EXPERIENCE.suffix}`,
    },
    {
      file: "src/site/constants.ts",
      name: "About's three skill meters",
      shown: `${ABOUT_SKILL_VALUE}%`,
    },
  ];
}

describe("template figures", () => {
  it("finds exactly the figures of this project that still show the template's value", () => {
    const now = shownNow();
    const found = templateFiguresInPlace(process.cwd());
    for (const figure of TEMPLATE_FIGURES) {
      const current = now.find((f) => f.file === figure.file && f.name === figure.name);
      expect(found.includes(figure), `${figure.file}: ${figure.name}`).toBe(
        current?.shown === figure.shown,
      );
    }
  });

  it("finds each template figure on its own, however its file is formatted", () => {
    for (const figure of TEMPLATE_FIGURES) {
      const spread = figure.source.replace(/([{,])\s*/g, "$1\n    ").replace(/\s*}$/, ",\n  }");
      const root = project({ [figure.file]: `export const x = [\n  ${spread}\n];\n` });
      expect(templateFiguresInPlace(root), figure.source).toEqual([figure]);
    }
  });

  it("does not find a figure whose value she changed, nor one in a file that is gone", () => {
    const root = project({
      "src/data/expertise.ts": '{ label: "Client satisfaction", value: 99 }',
      "src/site/constants.ts": "export const YEARS_OF_EXPERIENCE = { target: 100, suffix: '+' };",
    });
    expect(templateFiguresInPlace(root)).toEqual([]);
  });

  it("warns once per file, naming each figure as the pages show it", () => {
    const warnings = templateWarnings(TEMPLATE_FIGURES, 0, []);
    expect(warnings).toHaveLength(4);
    expect(warnings[0]).toContain("src/data/expertise.ts: Projects delivered 150+");
    expect(warnings[0]).toContain("Client satisfaction 98%");
    expect(warnings[1]).toContain("src/data/ventures.ts: satisfied food lovers 1,200+");
    expect(warnings[3]).toContain("people impacted (home) 10,000+");
    for (const figure of TEMPLATE_FIGURES) {
      expect(warnings.join("\n")).toContain(`${figure.name} ${figure.shown}`);
    }
  });
});

describe("the sample testimonials in a build", () => {
  it("are the sample cards of a page, not its template card", () => {
    expect(showsSampleCard('<ul><li data-testimonial-id="1" data-sample>…</li></ul>')).toBe(true);
    expect(showsSampleCard('<ul><li data-testimonial-doc="a1">…</li></ul>')).toBe(false);
  });

  it("and their avatars are found in dist/, and left out of it", () => {
    const root = project({});
    const dist = join(root, "dist");
    for (const url of SAMPLE_AVATARS) {
      mkdirSync(dirname(join(dist, url)), { recursive: true });
      writeFileSync(join(dist, url), "jpeg");
    }
    writeFileSync(join(dist, "default-avatar.jpg"), "jpeg");
    expect(SAMPLE_AVATARS).toEqual(testimonials.map((t) => t.image));
    expect(sampleAvatarsIn(dist)).toEqual(SAMPLE_AVATARS);
    leaveOutSampleAvatars(dist);
    expect(sampleAvatarsIn(dist)).toEqual([]);
  });

  it("the build's check lists the figures, the pages with samples and the avatars", () => {
    const root = project({
      "src/data/expertise.ts": '{ label: "Client satisfaction", value: 98 }',
      "dist/index.html": "<p>Home</p>",
      "dist/testimonials/index.html": '<ul><li data-testimonial-id="1" data-sample></li></ul>',
      "dist/expertise/index.html": '<ul><li data-testimonial-id="2" data-sample></li></ul>',
      [`dist${SAMPLE_AVATARS[0]}`]: "jpeg",
    });
    const warnings = checkPlaceholders(join(root, "dist"), root);
    expect(warnings).toEqual([
      "Template figure still in src/data/expertise.ts: Client satisfaction 98%. Put her own numbers there.",
      expect.stringMatching(/^Sample testimonials \(invented clients.*\) on 2 pages/),
      expect.stringMatching(
        new RegExp(`^1 sample avatar \\(the invented clients' faces\\).*${SAMPLE_AVATARS[0]}`),
      ),
    ]);
  });

  it("a build with none of them left warns about none", () => {
    const root = project({
      "src/data/expertise.ts": '{ label: "Client satisfaction", value: 87 }',
      "dist/testimonials/index.html": "<ul></ul><div data-wall-empty><h2>Be the first</h2></div>",
    });
    expect(checkPlaceholders(join(root, "dist"), root)).toEqual([]);
  });
});
