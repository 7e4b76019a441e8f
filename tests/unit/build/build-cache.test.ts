import { mkdtemp, readdir, rm, stat, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cacheKey, cached, pruneBuildCache } from "@/build/card-cache";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "build-cache-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("build cache", () => {
  it("names inputs by a hash that changes with any part and with where parts split", () => {
    expect(cacheKey("a", "b")).toBe(cacheKey("a", "b"));
    expect(cacheKey("a", "b")).not.toBe(cacheKey("a", "c"));
    expect(cacheKey("ab", "")).not.toBe(cacheKey("a", "b"));
    expect(cacheKey("a")).toMatch(/^[0-9a-f]{40}$/);
  });

  it("makes an output once and reads it back in the next build", async () => {
    const make = vi.fn(async () => Buffer.from("card"));
    expect(String(await cached(dir, "cards", "k1", make))).toBe("card");
    expect(String(await cached(dir, "cards", "k1", make))).toBe("card");
    expect(make).toHaveBeenCalledTimes(1);
    await cached(dir, "cards", "k2", make);
    expect(make).toHaveBeenCalledTimes(2);
    // Only finished files, under their keys: no temporary file is left behind.
    expect((await readdir(join(dir, "cards"))).sort()).toEqual(["k1", "k2"]);
  });

  it("makes every output when no folder is set", async () => {
    const make = vi.fn(async () => Buffer.from("card"));
    await cached(undefined, "cards", "k1", make);
    await cached(undefined, "cards", "k1", make);
    expect(make).toHaveBeenCalledTimes(2);
  });

  it("keeps a failed make out of the cache", async () => {
    await expect(
      cached(dir, "cards", "k1", () => Promise.reject(new Error("sharp failed"))),
    ).rejects.toThrow("sharp failed");
    const make = vi.fn(async () => Buffer.from("card"));
    await cached(dir, "cards", "k1", make);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it("removes at a build's end what the build did not use, and keeps what it read", async () => {
    const make = async () => Buffer.from("card");
    await cached(dir, "cards", "used", make);
    await cached(dir, "cards", "stale", make);
    const long = new Date(Date.now() - 60_000);
    for (const name of ["used", "stale"]) await utimes(join(dir, "cards", name), long, long);
    const buildStart = Date.now() - 1000;
    // This build reads "used" only.
    await cached(dir, "cards", "used", () => Promise.reject(new Error("not made again")));
    expect(await pruneBuildCache(dir, buildStart)).toEqual({ kept: 1, removed: 1 });
    expect(await readdir(join(dir, "cards"))).toEqual(["used"]);
    expect((await stat(join(dir, "cards", "used"))).mtimeMs).toBeGreaterThanOrEqual(buildStart);
  });

  it("prunes nothing when the folder does not exist yet", async () => {
    expect(await pruneBuildCache(join(dir, "none"), Date.now())).toEqual({ kept: 0, removed: 0 });
    await writeFile(join(dir, "stray-file"), "x");
    expect(await pruneBuildCache(dir, Date.now())).toEqual({ kept: 0, removed: 0 });
  });
});
