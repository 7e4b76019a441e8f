// tools/ops/changed-pages.mjs: which changes take CI's content path, and which pages it measures.
// Its rules are held to the site's own code: the blog's order, page size and category slugs
// (src/features/blog/), the guides' slugs, the posts' front matter as YAML reads it, and its maps
// of src/data/ and src/assets/ files to pages against the imports in src/ followed up to src/pages/.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, posix } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { parse } from "yaml";
import {
  ASSET_PAGES,
  BLOG_PAGE_SIZE,
  DATA_PAGES,
  EVERY_PAGE,
  changedPages,
  frontMatterValue,
  gitTree,
  guideSlug,
  readPost,
} from "../../../../tools/ops/changed-pages.mjs";
import { BLOG_PAGE_SIZE as SITE_PAGE_SIZE } from "@/features/blog/constants";
import { byNewest } from "@/features/blog/blog";
import { guideSlugs } from "../../../../tools/lib/content-files.ts";
import { splitFrontMatter } from "../../../../tools/lib/front-matter.ts";

const repo = gitTree(process.cwd());

/** A tree of posts in memory: file -> text after the change, and before it. */
function memoryTree(after: Record<string, string>, before: Record<string, string> = {}) {
  return {
    read: (path: string) => after[path],
    readBefore: (path: string) => before[path],
    list: (dir: string) => Object.keys(after).filter((file) => posix.dirname(file) === dir),
  };
}
const post = (id: number, date: string, category = "Lifestyle", extra = "") =>
  `---\nid: ${id}\ntitle: "Post ${id}"\ndate: ${date}\ncategory: "${category}"\n${extra}---\n\nText.\n`;
const postFile = (id: number) => `src/content/blog/${String(id).padStart(2, "0")}-post.mdx`;

describe("a post", () => {
  it("is content; its page, the list and category pages that show it, and /search are measured", () => {
    const result = changedPages(["src/content/blog/06-plates-of-hope.mdx"], repo);
    expect(result).toEqual({
      content: true,
      pages: ["/blog/6", "/blog", "/blog/category/social-impact-ngo", "/search"],
      other: [],
    });
  });

  it("a post past the first eight is on a later list page, of the blog and of its category", () => {
    const after: Record<string, string> = {};
    for (let id = 1; id <= 10; id++) after[postFile(id)] = post(id, `2025-01-${10 + id}`);
    // Newest first: 10, 9, ..., 3 on /blog; 2 and 1 on page 2.
    expect(changedPages([postFile(2)], memoryTree(after)).pages).toEqual([
      "/blog/2",
      "/blog/page/2",
      "/blog/category/lifestyle/page/2",
      "/search",
    ]);
    expect(changedPages([postFile(9)], memoryTree(after)).pages).toEqual([
      "/blog/9",
      "/blog",
      "/blog/category/lifestyle",
      "/search",
    ]);
  });

  it("a post that moves to another category: the category it left is measured too", () => {
    const file = postFile(1);
    const tree = memoryTree(
      { [file]: post(1, "2025-01-14", "Technology"), [postFile(2)]: post(2, "2025-02-01") },
      { [file]: post(1, "2025-01-14", "Lifestyle") },
    );
    expect(changedPages([file], tree).pages).toEqual([
      "/blog/1",
      "/blog",
      "/blog/category/technology",
      "/blog/category/lifestyle",
      "/search",
    ]);
  });

  it("a removed post: the lists that showed it; a draft has no page of its own", () => {
    const gone = postFile(3);
    const tree = memoryTree(
      { [postFile(1)]: post(1, "2025-01-14") },
      { [gone]: post(3, "2025-03-01", "Future") },
    );
    expect(changedPages([gone], tree)).toEqual({
      content: true,
      pages: ["/blog", "/blog/category/future", "/search"],
      other: [],
    });
    const draft = memoryTree({
      [postFile(4)]: post(4, "2025-04-01", "Lifestyle", "draft: true\n"),
    });
    expect(changedPages([postFile(4)], draft).pages).toEqual(["/search"]);
  });

  it("its image is content: the posts that use it are measured", () => {
    expect(changedPages(["src/assets/blog/post-3.jpg"], repo)).toEqual({
      content: true,
      pages: ["/blog/3", "/blog", "/blog/category/culinary", "/search"],
      other: [],
    });
  });
});

describe("a guide, a data file, an image of a page", () => {
  it("a guide: /guides/<slug> and /guides; every guide's slug is the site's", () => {
    expect(changedPages(["src/content/guides/git-github.md"], repo)).toEqual({
      content: true,
      pages: ["/guides/git-github", "/guides"],
      other: [],
    });
    const files = readdirSync("src/content/guides").filter((f) => f.endsWith(".md"));
    const slugs = files.map((f) => guideSlug(f, readFileSync(`src/content/guides/${f}`, "utf8")));
    expect(slugs.sort()).toEqual(guideSlugs().sort());
    expect(guideSlug("x.md", '---\nslug: "My Guide"\n---\n')).toBe("my-guide");
  });

  it("a data file: the pages that show it; the ventures (in every page's footer): every page", () => {
    expect(changedPages(["src/data/journey.ts"], repo).pages).toEqual(["/"]);
    expect(changedPages(["src/data/about.ts", "src/data/journey.ts"], repo).pages).toEqual([
      "/",
      "/about",
    ]);
    const ventures = changedPages(["src/data/ventures.ts"], repo);
    expect(ventures.content).toBe(true);
    expect(ventures.pages).toEqual([EVERY_PAGE]);
    expect(EVERY_PAGE).toBe("*");
  });

  it("the hero's and the about page's photos: their pages", () => {
    expect(changedPages(["src/assets/images/hero-bg.jpg"], repo).pages).toEqual(["/"]);
    expect(changedPages(["src/assets/images/portrait.jpg"], repo).pages).toEqual(["/about"]);
  });
});

describe("anything else takes every check", () => {
  it("code, styles, fonts, tests, workflows, config, a data file no map names, an image nothing uses", () => {
    for (const file of [
      "src/pages/blog/[id].astro",
      "src/features/blog/blog.ts",
      "src/styles/global.css",
      "src/assets/fonts/inter-first.woff2",
      "src/content.config.ts",
      "src/data/new-list.ts",
      "src/assets/images/unused.jpg",
      "tests/e2e/blog.spec.ts",
      ".github/workflows/ci.yml",
      "package-lock.json",
      "README.md",
      "public/favicon.svg",
    ]) {
      const tree = { ...repo, read: (path: string) => (path === file ? "x" : repo.read(path)) };
      const result = changedPages(["src/content/blog/01-kitchen-and-keyboard.mdx", file], tree);
      expect(result.content, file).toBe(false);
      expect(result.other, file).toEqual([file]);
    }
    expect(changedPages([], repo).content).toBe(false);
  });
});

describe("held to the site's code", () => {
  it("page size and the order of posts are the blog's", () => {
    expect(BLOG_PAGE_SIZE).toBe(SITE_PAGE_SIZE);
    const after: Record<string, string> = {};
    const days = ["2025-03-01", "2025-01-14", "2025-03-01", "2024-12-31", "2025-03-01"];
    days.forEach((day, i) => (after[postFile(i + 1)] = post(i + 1, day)));
    const posts = Object.values(after).map((text) => readPost(text)!);
    const ours = [...posts].sort((a, b) => b.date - a.date || b.id - a.id).map((p) => p.id);
    const site = posts
      .map((p) => ({
        data: { id: p.id, date: new Date(p.date), category: "", tags: [], draft: false },
      }))
      .sort(byNewest)
      .map((p) => p.data.id);
    expect(ours).toEqual(site);
    expect(ours).toEqual([5, 3, 1, 2, 4]);
  });

  it("every post's id, day, category and draft are read as YAML reads them", () => {
    const files = readdirSync("src/content/blog").filter((f) => f.endsWith(".mdx"));
    expect(files.length).toBeGreaterThanOrEqual(8);
    for (const file of files) {
      const text = readFileSync(`src/content/blog/${file}`, "utf8");
      const yaml = parse(splitFrontMatter(text)!.yaml) as Record<string, unknown>;
      const ours = readPost(text)!;
      expect(ours.id, file).toBe(yaml.id);
      expect(ours.category, file).toBe(yaml.category);
      expect(ours.date, file).toBe(new Date(yaml.date as string).getTime());
      expect(ours.draft, file).toBe(Boolean(yaml.draft));
    }
    expect(frontMatterValue("a: 'b c' # note\n", "a")).toBe("b c");
  });
});

/** Every source file under src/, and what each imports (resolved to a file of src/). */
function importGraph() {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = `${dir}/${name}`;
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(astro|ts|tsx|mjs|js)$/.test(name)) files.push(path);
    }
  };
  walk("src");
  const exists = (path: string) => {
    try {
      return statSync(path).isFile();
    } catch {
      return false;
    }
  };
  const resolve = (from: string, spec: string) => {
    const base = spec.startsWith("@/")
      ? `src/${spec.slice(2)}`
      : spec.startsWith(".")
        ? posix.normalize(posix.join(posix.dirname(from), spec))
        : null;
    if (!base) return null;
    const candidates = [
      base,
      ...[".ts", ".tsx", ".astro", ".mjs", "/index.ts"].map((e) => base + e),
    ];
    return candidates.find(exists) ?? null;
  };
  const importers = new Map<string, Set<string>>();
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    for (const [, spec] of text.matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)) {
      const target = resolve(file, spec!);
      if (!target) continue;
      if (!importers.has(target)) importers.set(target, new Set());
      importers.get(target)!.add(file);
    }
  }
  return importers;
}

describe("the maps of data files and images to pages follow src/'s imports", () => {
  const importers = importGraph();
  /** The pages a file reaches through its importers: a static page's path, or "every" (the base layout). */
  const pagesOf = (file: string, seen = new Set<string>()): Set<string> => {
    const pages = new Set<string>();
    for (const by of importers.get(file) ?? []) {
      if (seen.has(by)) continue;
      seen.add(by);
      if (by === "src/layouts/BaseLayout.astro") pages.add("every");
      else if (by.startsWith("src/pages/")) {
        const path = by.replace(/^src\/pages/, "").replace(/(\/index)?\.astro$/, "");
        pages.add(path || "/");
      } else for (const page of pagesOf(by, seen)) pages.add(page);
    }
    return pages;
  };

  it("every data file is mapped, with exactly the files that import it and the pages they reach", () => {
    const data = readdirSync("src/data").map((f) => `src/data/${f}`);
    expect(Object.keys(DATA_PAGES).sort()).toEqual(data.sort());
    for (const [file, { via, pages }] of Object.entries(DATA_PAGES)) {
      if (file.endsWith(".json")) {
        // Read by the build's placeholder check by its path, not imported.
        expect(readFileSync(via[0]!, "utf8")).toContain(file);
        expect(pages).toEqual([]);
        continue;
      }
      expect([...(importers.get(file) ?? [])].sort(), file).toEqual([...via].sort());
      const reached = pagesOf(file);
      if (pages === "every") expect(reached.has("every"), file).toBe(true);
      else expect([...reached].sort(), file).toEqual([...pages].sort());
    }
  });

  it("every image a component imports is mapped the same way", () => {
    const imported = [...importers.keys()].filter(
      (f) => f.startsWith("src/assets/") && !f.startsWith("src/assets/fonts/"),
    );
    expect(Object.keys(ASSET_PAGES).sort()).toEqual(imported.sort());
    for (const [file, { via, pages }] of Object.entries(ASSET_PAGES)) {
      expect([...importers.get(file)!].sort(), file).toEqual([...via].sort());
      expect([...pagesOf(file)].sort(), file).toEqual([...pages].sort());
    }
  });

  it("the home page lists no post (nothing it imports reads the blog)", () => {
    const reaches = (file: string, seen = new Set<string>()): string[] => {
      const out: string[] = [];
      for (const [target, by] of importers)
        if (by.has(file) && !seen.has(target)) {
          seen.add(target);
          out.push(target, ...reaches(target, seen));
        }
      return out;
    };
    const fromHome = reaches("src/pages/index.astro");
    expect(fromHome.length).toBeGreaterThan(3);
    expect(fromHome.filter((f) => f.startsWith("src/features/blog/"))).toEqual([]);
  });
});

describe("the command", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const run = (args: string[], env: Record<string, string> = {}) =>
    spawnSync(process.execPath, ["tools/ops/changed-pages.mjs", ...args], {
      encoding: "utf8",
      env: { ...process.env, ...env },
    });

  it("imports nothing from node_modules (CI's job changes runs it without an install)", () => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const [, spec] of readFileSync(file, "utf8").matchAll(/^import .*from "([^"]+)";$/gm)) {
        if (spec!.startsWith("node:")) continue;
        expect(spec, file).toMatch(/^\.\.?\//);
        visit(posix.normalize(posix.join(posix.dirname(file), spec!)));
      }
    };
    visit("tools/ops/changed-pages.mjs");
    expect([...seen].sort()).toEqual([
      "src/features/blog/slug.ts",
      "tools/lib/front-matter.ts",
      "tools/ops/changed-pages.mjs",
    ]);
  });

  it("writes content and pages to $GITHUB_OUTPUT", () => {
    const dir = mkdtempSync(join(tmpdir(), "changed-pages-"));
    dirs.push(dir);
    const output = join(dir, "output");
    const result = run(["--files", "src/content/guides/css.md", "--github-output"], {
      GITHUB_OUTPUT: output,
    });
    expect(result.stderr).toBe("");
    expect(result.stdout).toBe("Content only (1 files): measure /guides/css /guides\n");
    expect(readFileSync(output, "utf8")).toBe("content=true\npages=/guides/css /guides\n");
    expect(dirname(output)).toBe(dir);
  });

  it("a base that is no commit here (a first push: zeros) is not content only", () => {
    const result = run(["--base", "0000000000000000000000000000000000000000"]);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^Not content only: \(no list of changes/);
  });
});
