import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { pageAssets, precacheList, staticImports } from "@/build/worker-precache";

describe("the service worker's precache list", () => {
  let dist = "";
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it("finds a page's stylesheets and scripts under /_astro/, not other links", () => {
    const html = `<link rel="stylesheet" href="/_astro/a.css"><link rel="icon" href="/favicon.svg">
      <script type="module" src="/_astro/b.js"></script><a href="/_astro/not-loaded.pdf">x</a>
      <link rel="modulepreload" href="/_astro/c.js">`;
    expect(pageAssets(html)).toEqual(["/_astro/a.css", "/_astro/b.js", "/_astro/c.js"]);
  });

  it("follows a chunk's static imports, not those it makes on demand", () => {
    const code = `import{a as b}from"./messages.X1.js";import"./side.Y2.js";const c=()=>import("./cursor.Z3.js");`;
    expect(staticImports(code, "/_astro/page.js")).toEqual([
      "/_astro/messages.X1.js",
      "/_astro/side.Y2.js",
    ]);
  });

  it("is the offline page, with a revision of its HTML, and the files it loads at once", () => {
    dist = mkdtempSync(join(tmpdir(), "sw-build-"));
    mkdirSync(join(dist, "offline"));
    mkdirSync(join(dist, "_astro"));
    const html = `<link rel="stylesheet" href="/_astro/site.css"><script type="module" src="/_astro/page.js"></script>`;
    writeFileSync(join(dist, "offline", "index.html"), html);
    writeFileSync(join(dist, "_astro", "site.css"), "body{}");
    writeFileSync(join(dist, "_astro", "page.js"), `import"./shared.js";import("./lazy.js");`);
    writeFileSync(join(dist, "_astro", "shared.js"), "export{}");
    writeFileSync(join(dist, "_astro", "lazy.js"), "export{}");
    const list = precacheList(dist);
    expect(list.map((e) => e.url)).toEqual([
      "/offline",
      "/_astro/page.js",
      "/_astro/shared.js",
      "/_astro/site.css",
    ]);
    expect(list[0]?.revision).toMatch(/^[0-9a-f]{16}$/);
    expect(list.slice(1).every((e) => e.revision === null)).toBe(true);
    // A changed offline page is a new revision: the new worker keeps it again.
    writeFileSync(join(dist, "offline", "index.html"), `${html}<p>new</p>`);
    expect(precacheList(dist)[0]?.revision).not.toBe(list[0]?.revision);
  });
});
