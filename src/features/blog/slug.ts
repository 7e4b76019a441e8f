/**
 * "Social Impact (NGO)" -> "social-impact-ngo": a category's URL segment. It imports nothing, so
 * the tools that list the site's pages (tools/measure/pages.ts, tools/ops/changed-pages.mjs) run
 * it in plain Node as the routes do.
 */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
