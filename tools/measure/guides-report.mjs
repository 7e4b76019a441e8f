// The coding guides' PDFs for the budget report: their sizes in dist/ and how long this machine
// takes to render all six, which is what they add to `npm run build`.
// `const { files, totalBytes, renderMs } = await guidesReport("dist")`.
// The renderer (src/features/guides/build/pdf.ts) is plain TypeScript that Node 24 runs by type stripping.
import { readdir, readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { parse } from "yaml";
import { site } from "../../src/site/site.ts";
import { renderGuidePdf } from "../../src/features/guides/build/pdf.ts";
import { splitFrontMatter } from "../lib/front-matter.ts";

const GUIDES_DIR = new URL("../../src/content/guides/", import.meta.url);

/** The guides' front matter and bodies, in reading order. */
async function readGuides() {
  const files = (await readdir(GUIDES_DIR)).filter((f) => f.endsWith(".md"));
  const guides = await Promise.all(
    files.map(async (file) => {
      const text = await readFile(new URL(file, GUIDES_DIR), "utf8");
      const split = splitFrontMatter(text);
      if (!split) throw new Error(`src/content/guides/${file}: no front matter`);
      return { slug: file.replace(/\.md$/, ""), data: parse(split.yaml), body: split.body };
    }),
  );
  return guides.sort((a, b) => a.data.order - b.data.order);
}

/**
 * @param {string} [distDir] the build output, relative to the current directory
 * @returns {Promise<{ files: { name: string, bytes: number }[], totalBytes: number,
 *   renderMs: number }>} `files` are the PDFs in dist/guides in reading order, named by their URL
 *   path ("/guides/html.pdf"); `renderMs` is the time to render all six once, one after the other.
 */
export async function guidesReport(distDir = "dist") {
  const guides = await readGuides();
  const files = await Promise.all(
    guides.map(async ({ slug }) => {
      const path = join(distDir, "guides", `${slug}.pdf`);
      const info = await stat(path).catch(() => {
        throw new Error(`No ${path}: run \`npm run build\` first.`);
      });
      return { name: `/guides/${slug}.pdf`, bytes: info.size };
    }),
  );
  const totalBytes = files.reduce((sum, f) => sum + f.bytes, 0);
  const start = performance.now();
  for (const { slug, data, body } of guides) {
    await renderGuidePdf(
      { ...data, body },
      {
        author: site.owner.name,
        siteUrl: site.url,
        webUrl: new URL(`/guides/${slug}`, site.url).href,
      },
    );
  }
  return { files, totalBytes, renderMs: Math.round(performance.now() - start) };
}
