/**
 * The template's own values that the build's placeholder check names while they are still in
 * place (src/build/placeholder-check.ts), besides placeholder links and images
 * (src/build/placeholders.ts):
 *
 * - Figures: the numbers the template claims for her (Expertise's offer stats, the ventures'
 *   numbers, the skill meters and counters). Each is listed here as its file writes it in the
 *   template; a file that still holds it unchanged still has the template's figure. Compared
 *   without whitespace or trailing commas, so reformatting a file changes nothing; a changed value
 *   or label is hers. tests/unit/build/template-values.test.ts holds this list to the data modules.
 * - The sample testimonials (src/features/testimonials/sample-testimonials.ts, four invented
 *   clients) on a built page: only a build for a local project shows them
 *   (src/features/testimonials/samples.ts).
 * - Their avatars in the built site (public/images/testimonials/): a build for her project leaves
 *   them out (leaveOutSampleAvatars).
 *
 * Node only; imports are relative, so that `npm run deploy` loads it as it is.
 */
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { testimonials } from "../features/testimonials/sample-testimonials.ts";

export interface TemplateFigure {
  /** The file that holds it, from the project root. */
  file: string;
  /** What it counts, as the warning names it. */
  name: string;
  /** The figure as the pages show it. */
  shown: string;
  /** How the template writes it in `file`. */
  source: string;
}

const EXPERTISE = "src/data/expertise.ts";
const VENTURES = "src/data/ventures.ts";
const SKILLS = "src/data/skills.ts";
const CONSTANTS = "src/site/constants.ts";

/** An Expertise offer's stat: '+' above 100, else '%' (SPEC §2). */
const offerStat = (name: string, value: number): TemplateFigure => ({
  file: EXPERTISE,
  name,
  shown: value > 100 ? `${value}+` : `${value}%`,
  source: `{ label: "${name}", value: ${value} }`,
});
const ventureStat = (shown: string, name: string): TemplateFigure => ({
  file: VENTURES,
  name,
  shown,
  source: `{ value: "${shown}", label: "${name}" }`,
});
const homeSkill = (name: string, value: number): TemplateFigure => ({
  file: SKILLS,
  name,
  shown: `${value}%`,
  source: `{ label: "${name}", value: ${value} }`,
});

/** The template's figures, file by file, as it ships them. */
export const TEMPLATE_FIGURES: readonly TemplateFigure[] = [
  offerStat("Projects delivered", 150),
  offerStat("Client satisfaction", 98),
  offerStat("Events catered", 300),
  offerStat("Repeat clients", 95),
  offerStat("Professionals trained", 500),
  offerStat("Programme success rate", 97),
  ventureStat("1,200+", "satisfied food lovers"),
  ventureStat("3", "Lagos locations"),
  ventureStat("50+", "production systems deployed"),
  ventureStat("12", "engineers mentored into leads"),
  ventureStat("5000+", "lives touched"),
  ventureStat("40", "volunteers every month"),
  ventureStat("800+", "learners enrolled"),
  ventureStat("6", "free beginner guides"),
  homeSkill("Culinary Excellence", 99),
  homeSkill("Scalable Web & Mobile Solutions", 95),
  homeSkill("Transforming Ideas into Elegant Designs", 90),
  homeSkill("Strategic Business Insight", 85),
  {
    file: CONSTANTS,
    name: "people impacted (home)",
    shown: "10,000+",
    source: "PEOPLE_IMPACTED = { target: 10_000,",
  },
  {
    file: CONSTANTS,
    name: "years of experience (About)",
    shown: "10+",
    source: "YEARS_OF_EXPERIENCE = { target: 10,",
  },
  {
    file: CONSTANTS,
    name: "About's three skill meters",
    shown: "99%",
    source: "ABOUT_SKILL_VALUE = 99;",
  },
];

/** Text without whitespace and without a comma before a closing brace. */
const bare = (text: string) => text.replace(/\s+/g, "").replace(/,}/g, "}");

/**
 * The template figures still in place in the project at `rootDir` (`read` gives a file's text,
 * or undefined when there is none), in list order.
 */
export function templateFiguresInPlace(
  rootDir: string,
  figures: readonly TemplateFigure[] = TEMPLATE_FIGURES,
  read: (path: string) => string | undefined = (path) =>
    existsSync(path) ? readFileSync(path, "utf8") : undefined,
): TemplateFigure[] {
  const files = new Map<string, string>();
  return figures.filter((figure) => {
    if (!files.has(figure.file))
      files.set(figure.file, bare(read(join(rootDir, figure.file)) ?? ""));
    return files.get(figure.file)!.includes(bare(figure.source));
  });
}

/** The sample avatars' addresses, as the site serves them ("/images/testimonials/…"). */
export const SAMPLE_AVATARS: readonly string[] = testimonials.map((t) => t.image);

/** The sample avatars a built site in `distDir` holds, as site addresses. */
export function sampleAvatarsIn(distDir: string): string[] {
  return SAMPLE_AVATARS.filter((url) => existsSync(join(distDir, url)));
}

/**
 * Removes the sample avatars from a built site: a build for her project shows no sample
 * testimonial (src/features/testimonials/samples.ts), so it ships no invented face either.
 */
export function leaveOutSampleAvatars(distDir: string): void {
  for (const url of SAMPLE_AVATARS) rmSync(join(distDir, url), { force: true });
}

/** Whether a built page shows a sample testimonial (TestimonialWall.astro marks its cards). */
export const showsSampleCard = (html: string): boolean =>
  /<li\b[^>]*\sdata-sample[\s>=]/.test(html);

/**
 * The warnings: the figures still the template's (one line per file), the pages that show sample
 * testimonials (`samplePages` of them), the sample avatars still in the built site.
 */
export function templateWarnings(
  figures: readonly TemplateFigure[],
  samplePages: number,
  avatars: readonly string[],
): string[] {
  const warnings: string[] = [];
  const files = [...new Set(figures.map((f) => f.file))];
  for (const file of files) {
    const list = figures.filter((f) => f.file === file).map((f) => `${f.name} ${f.shown}`);
    warnings.push(
      `Template ${list.length === 1 ? "figure" : "figures"} still in ${file}: ${list.join(", ")}. Put her own numbers there.`,
    );
  }
  if (samplePages > 0) {
    warnings.push(
      `Sample testimonials (invented clients, src/features/testimonials/sample-testimonials.ts) on ${samplePages} ${samplePages === 1 ? "page" : "pages"}: only a build for a local project shows them; a build for her Firebase project shows her published ones or an invitation.`,
    );
  }
  if (avatars.length > 0) {
    warnings.push(
      `${avatars.length} sample ${avatars.length === 1 ? "avatar" : "avatars"} (the invented clients' faces) in the built site: ${avatars.join(", ")}; a build for her Firebase project leaves them out.`,
    );
  }
  return warnings;
}
