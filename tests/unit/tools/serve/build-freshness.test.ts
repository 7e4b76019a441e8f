import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { staleBuild } from "../../../../tools/serve/build-freshness.mjs";

let root: string;
/** Writes a file under the temporary project, dated `secondsAgo` in the past. */
function file(path: string, secondsAgo: number) {
  const full = join(root, path);
  mkdirSync(join(full, ".."), { recursive: true });
  writeFileSync(full, "x");
  const when = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(full, when, when);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "freshness-"));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("a browser test run refuses an old build", () => {
  it("without a build, says to build", () => {
    file("src/pages/index.astro", 60);
    expect(staleBuild(root)).toBe("There is no build in dist/: run `npm run build` first.");
  });

  it("accepts a build newer than every source", () => {
    file("src/pages/index.astro", 60);
    file("public/favicon.svg", 50);
    file("dist/index.html", 10);
    expect(staleBuild(root)).toBeNull();
  });

  it("names the newest source changed after the build", () => {
    file("src/pages/index.astro", 60);
    file("dist/index.html", 30);
    file("src/lib/deep/newest.ts", 5);
    file("astro.config.mjs", 20);
    expect(staleBuild(root)).toBe(
      "dist/ is older than src/lib/deep/newest.ts (changed after the last build): run `npm run build` first.",
    );
  });
});
