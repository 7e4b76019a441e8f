import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { searchFiles, writeSearchFileList } from "@/build/search-index";
import { SEARCH_OFFLINE_FILES } from "@/features/search/constants";
import { keepSearchFiles, keptOnly } from "@/features/search/offline";

describe("search offline: the files a search uses", () => {
  it("lists Pagefind's script, English WebAssembly, entry, meta, index and fragments; not its UIs", () => {
    expect(
      searchFiles([
        "/pagefind/pagefind.js",
        "/pagefind/pagefind-worker.js",
        "/pagefind/pagefind-ui.js",
        "/pagefind/pagefind-ui.css",
        "/pagefind/pagefind-component-ui.js",
        "/pagefind/pagefind-modular-ui.css",
        "/pagefind/pagefind-highlight.js",
        "/pagefind/pagefind-entry.json",
        "/pagefind/pagefind.en_74a23e8a8a.pf_meta",
        "/pagefind/wasm.en.pagefind",
        "/pagefind/wasm.unknown.pagefind",
        "/pagefind/index/en_38933d9.pf_index",
        "/pagefind/fragment/en_1a2b.pf_fragment",
        SEARCH_OFFLINE_FILES,
      ]),
    ).toEqual([
      "/pagefind/fragment/en_1a2b.pf_fragment",
      "/pagefind/index/en_38933d9.pf_index",
      "/pagefind/pagefind-entry.json",
      "/pagefind/pagefind-worker.js",
      "/pagefind/pagefind.en_74a23e8a8a.pf_meta",
      "/pagefind/pagefind.js",
      "/pagefind/wasm.en.pagefind",
    ]);
  });

  it("the build writes the list beside the index", () => {
    const site = mkdtempSync(join(tmpdir(), "search-files-"));
    try {
      mkdirSync(join(site, "pagefind", "index"), { recursive: true });
      for (const file of ["pagefind.js", "pagefind-ui.js", "index/en_1.pf_index"])
        writeFileSync(join(site, "pagefind", file), "x");
      expect(writeSearchFileList(site)).toBe(2);
      expect(JSON.parse(readFileSync(join(site, SEARCH_OFFLINE_FILES), "utf8"))).toEqual({
        files: ["/pagefind/index/en_1.pf_index", "/pagefind/pagefind.js"],
      });
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });
});

describe("search offline: keeping and filtering", () => {
  it("fetches each listed file of Pagefind's, one after another; nothing else", async () => {
    const asked: string[] = [];
    const fetchImpl = (async (url: unknown) => {
      asked.push(String(url));
      return String(url) === SEARCH_OFFLINE_FILES
        ? Response.json({ files: ["/pagefind/pagefind.js", "https://elsewhere.example/x", 3] })
        : new Response("x");
    }) as typeof fetch;
    expect(await keepSearchFiles(fetchImpl)).toBe(1);
    expect(asked).toEqual([SEARCH_OFFLINE_FILES, "/pagefind/pagefind.js"]);
  });

  it("offline, or without a list: nothing kept, no throw", async () => {
    const offline = (async () => {
      throw new TypeError("Failed to fetch");
    }) as unknown as typeof fetch;
    expect(await keepSearchFiles(offline)).toBe(0);
    const missing = (async () => new Response("", { status: 404 })) as unknown as typeof fetch;
    expect(await keepSearchFiles(missing)).toBe(0);
  });

  it("keeps the results whose page is kept, in order, leaving out unread ones", async () => {
    const kept = new Set(["/guides/git-github", "/blog/3"]);
    const results = [{ url: "/blog/3" }, null, { url: "/blog/1" }, { url: "/guides/git-github" }];
    expect(await keptOnly(results, async (url) => kept.has(url))).toEqual([
      { url: "/blog/3" },
      { url: "/guides/git-github" },
    ]);
    const failing = async () => {
      throw new Error("no caches");
    };
    expect(await keptOnly(results, failing)).toEqual([]);
  });
});
