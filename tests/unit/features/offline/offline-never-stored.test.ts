import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { keepable, neverStored } from "@/features/offline/cache-rules";

/** A response's headers, as the worker reads them. */
const answer = (headers: Record<string, string>) => ({ headers: new Headers(headers) });
/** A whole answer of the site (a 200 of type basic) with these headers. */
const whole = (headers: Record<string, string>) => ({
  status: 200,
  type: "basic",
  redirected: false,
  ...answer(headers),
});

describe("neverStored", () => {
  it("refuses an answer marked Cache-Control no-store or private, however written", () => {
    expect(neverStored(answer({ "cache-control": "no-store" }))).toBe("Cache-Control: no-store");
    expect(neverStored(answer({ "cache-control": "private" }))).toBe("Cache-Control: private");
    expect(neverStored(answer({ "cache-control": "public, max-age=0, No-Store" }))).toBe(
      "Cache-Control: no-store",
    );
    expect(neverStored(answer({ "cache-control": 'private="set-cookie", max-age=60' }))).toBe(
      "Cache-Control: private",
    );
    expect(neverStored(answer({ "cache-control": "max-age=60 ,  PRIVATE" }))).toBe(
      "Cache-Control: private",
    );
  });

  it("refuses an answer that sets a cookie", () => {
    expect(neverStored(answer({ "set-cookie": "__session=abc; Secure; HttpOnly" }))).toBe(
      "Set-Cookie",
    );
    expect(neverStored(answer({ "set-cookie": "" }))).toBe("Set-Cookie");
  });

  it("stores what the host may cache, a directive's quoted argument not read as a directive", () => {
    for (const value of [
      "",
      "public, max-age=3600",
      "no-cache",
      "max-age=0, must-revalidate",
      "public, max-age=31536000, immutable",
      'no-cache="no-store, private"',
    ]) {
      expect(neverStored(answer(value ? { "cache-control": value } : {})), value).toBeNull();
    }
  });
});

describe("keepable with the answer's headers", () => {
  it("never keeps a whole answer of the site that must not be stored", () => {
    expect(keepable(whole({ "cache-control": "public, max-age=3600" }))).toBe(true);
    expect(keepable(whole({ "cache-control": "no-store" }))).toBe(false);
    expect(keepable(whole({ "cache-control": "private, max-age=60" }))).toBe(false);
    expect(keepable(whole({ "set-cookie": "id=1" }))).toBe(false);
  });
});

describe("the worker's writes to its caches", () => {
  const worker = readFileSync("src/features/offline/worker.ts", "utf8");

  it("ask keepable first: every route's strategy, the precache and what it fetches to keep", () => {
    const strategies = worker.match(/new (NetworkFirst|CacheFirst|StaleWhileRevalidate)\(/g) ?? [];
    const guarded = worker.match(/plugins: \[[^\]]*\bonlyWhole\b[^\]]*\]/g) ?? [];
    expect(strategies.length).toBeGreaterThan(0);
    expect(guarded.length).toBe(strategies.length);
    expect(worker).toMatch(/cacheWillUpdate: async \(\{ response \}\) => \(keepable\(response\)/);
    expect(worker).toMatch(/addPlugins\(\[\{ cacheWillUpdate: [^\n]*keepable\(response\)/);
    // The worker's own fetches (a first visit's files, Save for offline, the live pages' refresh).
    // They write through `store` (the response and its ledger line), called once, from `keep`,
    // after its keepable check.
    expect(worker.match(/\bstore\(/g)?.length, "store's definition and its one call").toBe(2);
    const keep = worker.indexOf("async function keep(");
    const call = worker.indexOf("store(", keep);
    expect(keep).toBeGreaterThan(0);
    expect(worker.indexOf("if (!keepable(response)) return false;", keep)).toBeGreaterThan(keep);
    expect(worker.indexOf("if (!keepable(response)) return false;", keep)).toBeLessThan(call);
    expect(worker.match(/\.put\(/g)?.length, "the response's write and the ledger's").toBe(2);
  });
});
