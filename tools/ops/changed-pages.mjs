// Which path a change takes in CI (.github/workflows/ci.yml, job `changes`), from the list of the
// files it changes (`git diff --name-only <before> <after>`):
// - content only: every file is a post or guide (src/content/**), an image a post, a guide or a
//   mapped component uses (src/assets/**, not the fonts), or a data file (src/data/**) that
//   DATA_PAGES maps. Then `npm run test:content -- --pages <pages>` checks it, and `pages` names
//   the site paths to measure (budget, accessibility scan): a post's /blog/<id> (its front
//   matter's id, as src/pages/blog/[id].astro builds it), the list page and the category page
//   that show it (/blog or /blog/page/<n>, /blog/category/<slug>[/page/<n>], as
//   src/features/blog/blog.ts orders and cuts them, before and after the change), and /search; a
//   guide's /guides/<slug> and /guides; a data file's or an image's pages ("*": every page, for
//   the ventures every footer lists).
// - anything else (code, config, fonts, tests, workflows): not content only, every check runs.
// The home page lists no post (src/pages/index.astro); the unit test holds that, the data and
// image maps and the blog's order to the site's own code.
//
// CLI: node tools/ops/changed-pages.mjs --base <before> [--github-output]
//      node tools/ops/changed-pages.mjs --files <file> ...
// It reads the changed posts as they are in the working tree, and as they were at <before> (with
// --base) for a post whose category or place moved or that was removed. With --github-output it
// writes `content=true|false` and `pages=<path> ...` to $GITHUB_OUTPUT. A base that is missing
// (a first push, a history rewritten) is no list: not content only.
import { execFileSync } from "node:child_process";
import { appendFileSync, existsSync, readdirSync, readFileSync, realpathSync } from "node:fs";
import { basename, dirname, extname, join, posix } from "node:path";
import { fileURLToPath } from "node:url";
import { splitFrontMatter } from "../lib/front-matter.ts";
import { slugify } from "../../src/features/blog/slug.ts";

export { slugify };

/**
 * Stands for every page of the site (those tools/measure/pages.ts lists): `npm run test:content --
 * --pages "*"` measures them all. This file imports nothing from node_modules (CI's job `changes`
 * runs it without an install).
 */
export const EVERY_PAGE = "*";

/** Posts per list page (BLOG_PAGE_SIZE, src/features/blog/constants.ts; the unit test holds them equal). */
export const BLOG_PAGE_SIZE = 8;

/**
 * src/data/<file> -> the files that import it (`via`) and the pages they end up on. The unit test
 * finds every importer in src/ and follows each up to src/pages/, and fails when this map differs.
 * @type {Record<string, { via: string[], pages: string[] | "every" }>}
 */
export const DATA_PAGES = {
  "src/data/about.ts": {
    via: [
      "src/components/about/Biography.astro",
      "src/components/about/Competencies.astro",
      "src/components/home/AboutIntro.astro",
    ],
    pages: ["/", "/about"],
  },
  "src/data/expertise.ts": {
    via: ["src/components/expertise/OfferCards.astro", "src/pages/expertise.astro"],
    pages: ["/expertise"],
  },
  "src/data/journey.ts": { via: ["src/components/home/Odyssey.astro"], pages: ["/"] },
  "src/data/skills.ts": {
    via: ["src/components/about/Competencies.astro", "src/components/home/WhyWorkWithMe.astro"],
    pages: ["/", "/about"],
  },
  // The footer (src/layouts/BaseLayout.astro) lists the ventures: every page.
  "src/data/ventures.ts": {
    via: [
      "src/components/about/VentureStats.astro",
      "src/components/home/VentureCard.astro",
      "src/components/home/VenturesSection.astro",
      "src/components/layout/Footer.astro",
    ],
    pages: "every",
  },
  // The illustrations' hashes: read by the build's placeholder warnings (src/build/), no page.
  "src/data/placeholder-images.json": { via: ["src/build/placeholders.ts"], pages: [] },
};

/**
 * Images under src/assets/ that components import -> those components and their pages (the
 * others are used by posts and guides, found by their front matter and text). Tested as DATA_PAGES.
 * @type {Record<string, { via: string[], pages: string[] }>}
 */
export const ASSET_PAGES = {
  "src/assets/images/hero-bg.jpg": { via: ["src/components/home/HomeHero.astro"], pages: ["/"] },
  "src/assets/images/hero-phone.png": {
    via: ["src/components/home/HomeHero.astro"],
    pages: ["/"],
  },
  "src/assets/images/about.jpg": { via: ["src/components/home/AboutIntro.astro"], pages: ["/"] },
  "src/assets/images/portrait.jpg": {
    via: ["src/components/about/Biography.astro"],
    pages: ["/about"],
  },
};

const IMAGE = /\.(avif|gif|jpe?g|png|svg|webp)$/i;
const POSTS = "src/content/blog";
const GUIDES = "src/content/guides";

/** A top-level scalar of a front matter's YAML (`key: value`, quotes removed), or undefined. */
export function frontMatterValue(yaml, key) {
  const line = new RegExp(`^${key}:[ \\t]*(.*?)[ \\t]*$`, "m").exec(yaml);
  if (!line) return undefined;
  const value = line[1].replace(/[ \t]+#.*$/, "");
  const quoted = /^(["'])(.*)\1$/.exec(value);
  return quoted ? quoted[2] : value;
}

/**
 * What the site needs of a post's text: its id, day, category, whether it is a draft and what it
 * names (its image and the files its text points to), or null when it has no front matter.
 */
export function readPost(text) {
  const split = text == null ? undefined : splitFrontMatter(text);
  if (!split) return null;
  const id = Number(frontMatterValue(split.yaml, "id"));
  const day = frontMatterValue(split.yaml, "date") ?? "";
  return {
    id,
    date: new Date(/^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day}T00:00:00Z` : day).getTime(),
    category: frontMatterValue(split.yaml, "category") ?? "",
    draft: frontMatterValue(split.yaml, "draft") === "true",
    text,
  };
}

/** Newest first; posts of one day by id, highest first (byNewest, src/features/blog/blog.ts). */
const byNewest = (a, b) => b.date - a.date || b.id - a.id;

/** The list page that shows the index-th post of a list whose first page is `base`. */
const listPage = (base, index) => {
  const n = Math.floor(index / BLOG_PAGE_SIZE) + 1;
  return n === 1 ? base : `${base}/page/${n}`;
};

/** The pages that show `post` among `posts` (published ones): its own, its list and category pages. */
function postPages(post, posts) {
  if (!post || post.draft || !Number.isInteger(post.id)) return [];
  const published = posts.filter((p) => !p.draft).sort(byNewest);
  const inCategory = published.filter((p) => p.category === post.category);
  const at = (list) =>
    Math.max(
      0,
      list.findIndex((p) => p.id === post.id),
    );
  return [
    `/blog/${post.id}`,
    listPage("/blog", at(published)),
    listPage(`/blog/category/${slugify(post.category)}`, at(inCategory)),
  ];
}

/** A guide's slug: its front matter's `slug`, else its file name (Astro's glob loader). */
export function guideSlug(file, text) {
  const split = text == null ? undefined : splitFrontMatter(text);
  const own = split && frontMatterValue(split.yaml, "slug");
  return (own || basename(file, extname(file)))
    .toLowerCase()
    .replace(/\s+/g, "-")
    .replace(/[^a-z0-9_-]/g, "");
}

/**
 * Whether `files` change content only, and which site paths to measure.
 * `read(path)` gives a file's text after the change (undefined when it is gone); `readBefore(path)`
 * before it; `list(dir)` the files of a folder after the change.
 * @param {string[]} files
 * @param {{ read: (path: string) => string | undefined, readBefore?: (path: string) => string | undefined,
 *   list: (dir: string) => string[] }} tree
 * @returns {{ content: boolean, pages: string[], other: string[] }}
 */
export function changedPages(files, tree) {
  const readBefore = tree.readBefore ?? (() => undefined);
  const pages = new Set();
  const other = [];
  const postFiles = () => tree.list(POSTS).filter((f) => f.endsWith(".mdx") || f.endsWith(".md"));
  let postsAfter;
  const allPosts = () =>
    (postsAfter ??= postFiles()
      .map((f) => readPost(tree.read(f)))
      .filter(Boolean));
  const contentFiles = () => [
    ...postFiles(),
    ...tree.list(GUIDES).filter((f) => f.endsWith(".md") || f.endsWith(".mdx")),
  ];
  const add = (list) => list.forEach((page) => pages.add(page));
  const addPost = (file) => {
    const after = readPost(tree.read(file));
    add(postPages(after, allPosts()));
    // Where it was: its list and category pages before the change (a post moved or removed).
    const before = readPost(readBefore(file));
    if (before) {
      const beforeList = [...allPosts().filter((p) => p.id !== before.id), before];
      add(postPages(before, beforeList).slice(1));
    }
    pages.add("/search");
  };
  const addGuide = (file) => {
    const text = tree.read(file) ?? readBefore(file);
    pages.add(`/guides/${guideSlug(file, text)}`);
    pages.add("/guides");
  };
  /** The posts and guides whose text names this file (its image, a figure). */
  const usedBy = (file) => {
    const name = basename(file);
    return contentFiles().filter((f) =>
      (tree.read(f) ?? "")
        .split(/["'()<>\s]/)
        .some((ref) => ref.endsWith(name) && posix.normalize(posix.join(dirname(f), ref)) === file),
    );
  };
  let every = false;
  for (const file of files) {
    if (/^src\/content\/blog\/[^/]+\.mdx?$/.test(file)) addPost(file);
    else if (/^src\/content\/guides\/[^/]+\.mdx?$/.test(file)) addGuide(file);
    else if (/^src\/content\//.test(file) && IMAGE.test(file)) {
      for (const user of usedBy(file)) (user.startsWith(POSTS) ? addPost : addGuide)(user);
    } else if (/^src\/assets\//.test(file) && IMAGE.test(file)) {
      const users = usedBy(file);
      const mapped = ASSET_PAGES[file];
      if (mapped) add(mapped.pages);
      for (const user of users) (user.startsWith(POSTS) ? addPost : addGuide)(user);
      // An image nothing names any more went with a post or guide this change removes.
      if (!mapped && !users.length && tree.read(file) !== undefined) other.push(file);
    } else if (/^src\/data\//.test(file) && DATA_PAGES[file]) {
      const { pages: shown } = DATA_PAGES[file];
      if (shown === "every") every = true;
      else add(shown);
    } else other.push(file);
  }
  if (every) return { content: other.length === 0, pages: [EVERY_PAGE], other };
  return { content: files.length > 0 && other.length === 0, pages: [...pages], other };
}

/** The working tree as changedPages reads it, and `base`'s version of each file through git. */
export function gitTree(root, base) {
  const read = (path) => {
    const full = join(root, path);
    return existsSync(full) ? readFileSync(full, "utf8") : undefined;
  };
  const readBefore = (path) => {
    if (!base) return undefined;
    try {
      return execFileSync("git", ["show", `${base}:${path}`], {
        cwd: root,
        encoding: "utf8",
        stdio: ["ignore", "pipe", "ignore"],
      });
    } catch {
      return undefined;
    }
  };
  const list = (dir) => {
    const full = join(root, dir);
    return existsSync(full) ? readdirSync(full).map((name) => `${dir}/${name}`) : [];
  };
  return { read, readBefore, list };
}

/** `git diff --name-only <base> HEAD`, or null when base is not a commit here. */
export function diffNames(root, base) {
  if (!base || /^0+$/.test(base)) return null;
  try {
    const out = execFileSync("git", ["diff", "--name-only", base, "HEAD"], {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
    return out.split("\n").filter(Boolean);
  } catch {
    return null;
  }
}

function main(argv) {
  const root = process.cwd();
  const baseAt = argv.indexOf("--base");
  const base = baseAt > -1 ? argv[baseAt + 1] : undefined;
  const filesAt = argv.indexOf("--files");
  const files =
    filesAt > -1
      ? argv.slice(filesAt + 1).filter((arg) => !arg.startsWith("--"))
      : diffNames(root, base);
  const result = files
    ? changedPages(files, gitTree(root, base))
    : { content: false, pages: [], other: [`(no list of changes from --base ${base ?? "none"})`] };
  console.log(
    result.content
      ? `Content only (${files.length} files): measure ${result.pages.join(" ") || "no page"}`
      : `Not content only: ${result.other.slice(0, 10).join(", ")}${result.other.length > 10 ? `, and ${result.other.length - 10} more` : ""}`,
  );
  if (argv.includes("--github-output") && process.env.GITHUB_OUTPUT)
    appendFileSync(
      process.env.GITHUB_OUTPUT,
      `content=${result.content}\npages=${result.content ? result.pages.join(" ") : ""}\n`,
    );
}

// Run as a command (its path may be a link to it), not imported.
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url))
  main(process.argv.slice(2));
