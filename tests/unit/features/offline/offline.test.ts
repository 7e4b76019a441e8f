import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { OFFLINE_LIMITS, OFFLINE_LIVE_MARKER, OFFLINE_PAGE } from "@/features/offline/constants";
import {
  evictions,
  filesToKeep,
  keptPages,
  liveToRefresh,
  pageTitle,
  record,
  toFreeSpace,
  touch,
  unrecorded,
  type KeptEntry,
} from "@/features/offline/bounds";
import {
  cacheRule,
  fileKey,
  isOfflinePage,
  keepable,
  neverKept,
  pageKey,
} from "@/features/offline/cache-rules";
import { megabytes } from "@/features/offline/offline-page";

const SITE = "https://site.example";
const get = (url: string, mode = "cors") => ({ url, method: "GET", mode });
const MB = 1024 * 1024;

describe("neverKept", () => {
  it("never keeps Firestore, Authentication, the form endpoint or Cloudinary", () => {
    for (const url of [
      "https://firestore.googleapis.com/v1/projects/p/databases/(default)/documents:runQuery",
      "https://identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=k",
      "https://securetoken.googleapis.com/v1/token",
      "https://formspree.io/f/abc",
      "https://api.cloudinary.com/v1_1/cloud/image/upload",
      "https://res.cloudinary.com/cloud/image/upload/x.jpg",
      "http://127.0.0.1:8180/v1/projects/demo/databases/(default)/documents",
    ]) {
      expect(neverKept(get(url), SITE), url).toBe("another origin");
    }
  });

  it("never keeps a form post or any request but GET, even to the site", () => {
    expect(neverKept({ url: `${SITE}/contact`, method: "POST", mode: "navigate" }, SITE)).toBe(
      "not a GET",
    );
    expect(neverKept({ url: `${SITE}/x`, method: "HEAD", mode: "cors" }, SITE)).toBe("not a GET");
  });

  it("never keeps the account, the moderation pages, Firebase's /__/ paths or the worker", () => {
    for (const path of [
      "/account",
      "/account/",
      "/admin/testimonials",
      "/admin",
      "/__/auth/handler",
    ]) {
      expect(neverKept(get(`${SITE}${path}`, "navigate"), SITE), path).toBe("private");
    }
    expect(neverKept(get(`${SITE}/sw.js`), SITE)).toBe("the service worker");
  });

  it("keeps the site's pages and files, accounts-like names that are not the account too", () => {
    for (const path of ["/", "/blog/1", "/accounting-tips", "/administration", "/_astro/a.js"]) {
      expect(neverKept(get(`${SITE}${path}`), SITE), path).toBeNull();
    }
  });
});

describe("cacheRule", () => {
  it("pages network first, /_astro/ cache first, the site's other files from the cache", () => {
    expect(cacheRule(get(`${SITE}/blog/1`, "navigate"), SITE)).toBe("page");
    expect(cacheRule(get(`${SITE}/_astro/BaseLayout.abc.css`), SITE)).toBe("fingerprinted");
    expect(cacheRule(get(`${SITE}/_astro/inter.woff2`, "cors"), SITE)).toBe("fingerprinted");
    expect(cacheRule(get(`${SITE}/images/portrait.jpg`, "no-cors"), SITE)).toBe("file");
    expect(cacheRule(get(`${SITE}/guides/css.pdf`), SITE)).toBe("file");
    expect(cacheRule(get(`${SITE}/pagefind/pagefind.js`), SITE)).toBe("revalidated");
    expect(cacheRule(get(`${SITE}/pagefind/wasm.en.pagefind`), SITE)).toBe("revalidated");
    expect(cacheRule(get(`${SITE}/pagefind/pagefind-entry.json?ts=1`), SITE)).toBe("revalidated");
    expect(cacheRule(get(`${SITE}/pagefind/index/en_1a2b3c4.pf_index`), SITE)).toBe(
      "fingerprinted",
    );
    expect(cacheRule(get(`${SITE}/pagefind/fragment/en_9f8e7d.pf_fragment`), SITE)).toBe(
      "fingerprinted",
    );
    expect(cacheRule(get(`${SITE}/account`, "navigate"), SITE)).toBe("never");
    expect(cacheRule(get("https://firestore.googleapis.com/x"), SITE)).toBe("never");
  });
});

describe("pageKey", () => {
  it("keeps a page under its clean address, without query, hash or trailing slash", () => {
    expect(pageKey(`${SITE}/blog/1?utm_source=x#top`)).toBe(`${SITE}/blog/1`);
    expect(pageKey(`${SITE}/blog/1/`)).toBe(`${SITE}/blog/1`);
    expect(pageKey(`${SITE}/blog/1/index.html`)).toBe(`${SITE}/blog/1`);
    expect(pageKey(`${SITE}/about.html`)).toBe(`${SITE}/about`);
    expect(pageKey(`${SITE}/`)).toBe(`${SITE}/`);
    expect(pageKey(`${SITE}/index.html`)).toBe(`${SITE}/`);
  });

  it("knows the offline page", () => {
    expect(isOfflinePage(`${SITE}${OFFLINE_PAGE}`)).toBe(true);
    expect(isOfflinePage(`${SITE}${OFFLINE_PAGE}/`)).toBe(true);
    expect(isOfflinePage(`${SITE}/blog/1`)).toBe(false);
  });
});

const page = (n: number, at = n, bytes = 10_000): KeptEntry => ({
  url: `${SITE}/blog/${n}`,
  kind: "pages",
  bytes,
  at,
});
const file = (name: string, at: number, bytes: number): KeptEntry => ({
  url: `${SITE}/_astro/${name}`,
  kind: "files",
  bytes,
  at,
});

describe("evictions", () => {
  it("keeps everything within the bounds", () => {
    const entries = [page(1), page(2), file("a.css", 3, 20_000)];
    expect(evictions(entries, OFFLINE_LIMITS)).toEqual([]);
  });

  it("removes the oldest pages beyond 60, never a file for that", () => {
    const entries = [
      ...Array.from({ length: 62 }, (_, i) => page(i + 1, 100 + i)),
      file("old.css", 1, 100),
    ];
    expect(evictions(entries, OFFLINE_LIMITS).map((e) => e.url)).toEqual([
      `${SITE}/blog/1`,
      `${SITE}/blog/2`,
    ]);
  });

  it("removes the oldest entries of any kind until 30 MB are kept", () => {
    const entries = [
      file("big.pdf", 1, 12 * MB),
      page(1, 2, 1 * MB),
      file("photo.jpg", 3, 10 * MB),
      page(2, 4, 9 * MB),
    ];
    // 32 MB: the oldest (12 MB) goes, 20 MB stay.
    expect(evictions(entries, OFFLINE_LIMITS).map((e) => e.url)).toEqual([
      `${SITE}/_astro/big.pdf`,
    ]);
    const over = [...entries, file("more.js", 5, 15 * MB)];
    // 47 MB: the three oldest go (23 MB), 24 MB stay.
    expect(evictions(over, OFFLINE_LIMITS).map((e) => e.url)).toEqual([
      `${SITE}/_astro/big.pdf`,
      `${SITE}/blog/1`,
      `${SITE}/_astro/photo.jpg`,
    ]);
  });

  it("counts a page removed for the page bound once, then the bytes of what remains", () => {
    const entries = [page(1, 1, 20 * MB), page(2, 2, 20 * MB), page(3, 3, 1)];
    expect(evictions(entries, { pages: 2, bytes: 30 * MB }).map((e) => e.url)).toEqual([
      `${SITE}/blog/1`,
    ]);
  });

  it("removes even the newest when it alone is over the bytes", () => {
    expect(evictions([file("huge.pdf", 1, 31 * MB)], OFFLINE_LIMITS)).toHaveLength(1);
  });

  it("removes what was saved on purpose only after everything kept in passing", () => {
    const saved = { ...page(1, 1), saved: true };
    const entries = [saved, page(2, 2), page(3, 3)];
    expect(evictions(entries, { pages: 2, bytes: 30 * MB }).map((e) => e.url)).toEqual([
      `${SITE}/blog/2`,
    ]);
    const savedPdf = { ...file("guide.pdf", 1, 20 * MB), saved: true };
    const big = [savedPdf, file("photo.jpg", 5, 8 * MB), page(4, 6, 8 * MB)];
    // 36 MB: the newer photo goes before the older saved PDF; 28 MB stay.
    expect(evictions(big, OFFLINE_LIMITS).map((e) => e.url)).toEqual([`${SITE}/_astro/photo.jpg`]);
    const all = [{ ...page(5, 1, 31 * MB), saved: true }];
    expect(evictions(all, OFFLINE_LIMITS)).toHaveLength(1);
  });
});

describe("toFreeSpace (the browser refused a write for lack of space)", () => {
  it("frees a quarter of what is kept, the unsaved oldest first", () => {
    const entries = [
      { ...page(1, 1, 4 * MB), saved: true },
      page(2, 2, 2 * MB),
      file("a.jpg", 3, 2 * MB),
      page(3, 4, 4 * MB),
    ];
    // 12 MB kept: 3 MB to free: the two oldest unsaved (4 MB).
    expect(toFreeSpace(entries).map((e) => e.url)).toEqual([
      `${SITE}/blog/2`,
      `${SITE}/_astro/a.jpg`,
    ]);
  });

  it("frees at least what the write needs, and something even when little is kept", () => {
    const entries = [page(1, 1, 1 * MB), page(2, 2, 1 * MB), page(3, 3, 1 * MB)];
    expect(toFreeSpace(entries, 2 * MB)).toHaveLength(2);
    expect(toFreeSpace([page(1, 1, 0)])).toHaveLength(1);
    expect(toFreeSpace([])).toEqual([]);
  });

  it("never removes what the reader saved, even when that leaves too little", () => {
    const saved = (n: number, at: number, bytes: number) => ({
      ...page(n, at, bytes),
      saved: true,
    });
    const entries = [saved(1, 1, 4 * MB), page(2, 5, 1 * MB), saved(3, 2, 4 * MB)];
    expect(toFreeSpace(entries, 6 * MB).map((e) => e.url)).toEqual([`${SITE}/blog/2`]);
    expect(toFreeSpace([saved(1, 1, 4 * MB)], 1)).toEqual([]);
  });
});

describe("unrecorded", () => {
  it("finds what a cache holds that the ledger does not know, by cache and address", () => {
    const entries = [page(1), file("a.css", 1, 10)];
    const cached = [
      { kind: "pages" as const, url: `${SITE}/blog/1` },
      { kind: "files" as const, url: `${SITE}/_astro/a.css` },
      { kind: "files" as const, url: `${SITE}/blog/1` },
      { kind: "pages" as const, url: `${SITE}/blog/9` },
    ];
    expect(unrecorded(cached, entries)).toEqual([
      { kind: "files", url: `${SITE}/blog/1` },
      { kind: "pages", url: `${SITE}/blog/9` },
    ]);
  });
});

describe("keepable", () => {
  it("keeps only a whole answer of the site: a 200 of type basic, never a redirect", () => {
    const answer = (status: number, type: string, redirected: boolean) =>
      keepable({ status, type, redirected, headers: new Headers() });
    expect(answer(200, "basic", false)).toBe(true);
    expect(answer(0, "opaqueredirect", false)).toBe(false);
    expect(answer(0, "opaque", false)).toBe(false);
    expect(answer(200, "cors", false)).toBe(false);
    expect(answer(200, "basic", true)).toBe(false);
    expect(answer(404, "basic", false)).toBe(false);
    expect(answer(206, "basic", false)).toBe(false);
  });
});

describe("fileKey", () => {
  it("keeps a file under its address without query or hash: one entry however often it is busted", () => {
    expect(fileKey(`${SITE}/pagefind/pagefind-entry.json?ts=1732700000000`)).toBe(
      `${SITE}/pagefind/pagefind-entry.json`,
    );
    expect(fileKey(`${SITE}/_astro/a.B1c2.js#x`)).toBe(`${SITE}/_astro/a.B1c2.js`);
  });
});

describe("record and touch", () => {
  it("replaces an entry of the same address, keeping that it was saved and its title", () => {
    const first = record([], { ...page(1, 1), saved: true, title: "One" });
    const again = record(first, page(1, 5, 42));
    expect(again).toEqual([{ ...page(1, 5, 42), saved: true, title: "One" }]);
  });

  it("moves a used entry's time, and leaves the ledger as it is for one not kept", () => {
    const entries = [page(1, 1), page(2, 2)];
    expect(touch(entries, `${SITE}/blog/1`, 9).map((e) => e.at)).toEqual([9, 2]);
    expect(touch(entries, `${SITE}/blog/9`, 9)).toEqual(entries);
  });
});

describe("keptPages (the offline page's list)", () => {
  it("lists the kept pages, the newest first, with their titles, without files or itself", () => {
    const entries: KeptEntry[] = [
      { ...page(1, 1), title: "First post" },
      { ...page(2, 3), title: "  ", saved: true },
      { url: `${SITE}${OFFLINE_PAGE}`, kind: "pages", bytes: 1, at: 9, title: "You're offline" },
      file("a.css", 5, 1),
    ];
    expect(keptPages(entries, OFFLINE_PAGE)).toEqual([
      { url: `${SITE}/blog/2`, title: "/blog/2", saved: true, at: 3 },
      { url: `${SITE}/blog/1`, title: "First post", saved: false, at: 1 },
    ]);
  });

  it("is empty when nothing is kept", () => {
    expect(keptPages([], OFFLINE_PAGE)).toEqual([]);
  });
});

describe("pageTitle", () => {
  it("reads a page's title without the site's suffix, its entities decoded", () => {
    const html = "<head><title>Tom &amp; Jerry&#39;s &quot;Jollof&quot; | Amara</title></head>";
    expect(pageTitle(html, " | Amara")).toBe(`Tom & Jerry's "Jollof"`);
    expect(pageTitle("<title>Amara Okafor</title>", " | Amara")).toBe("Amara Okafor");
    expect(pageTitle("<p>no title</p>")).toBeUndefined();
  });
});

describe("filesToKeep", () => {
  it("keeps the site's own files once each, without hashes, data: or other origins", () => {
    const keep = (url: string) => !url.includes("/account");
    expect(
      filesToKeep(
        [
          "/_astro/a.css",
          `${SITE}/_astro/a.css`,
          `${SITE}/images/x.jpg#frag`,
          "data:image/png;base64,AAAA",
          "https://firestore.googleapis.com/v1/x",
          `${SITE}/account`,
          "http://[bad",
        ],
        SITE,
        keep,
      ),
    ).toEqual([`${SITE}/_astro/a.css`, `${SITE}/images/x.jpg`]);
  });
});

describe("megabytes", () => {
  it("says a byte count in MB with one decimal", () => {
    expect(megabytes(0)).toBe("0.0");
    expect(megabytes(1.25 * MB)).toBe("1.3");
  });
});

describe("liveToRefresh (kept pages that show testimonials, refreshed when online)", () => {
  const hour = 60 * 60_000;
  const now = 10 * hour;
  it("picks the pages that show testimonials and are older than the limit, but the one just fetched", () => {
    const entries: KeptEntry[] = [
      { ...page(1, now - 2 * hour), live: true },
      { ...page(2, now - 2 * hour), live: true },
      { ...page(3, now - 10 * 60_000), live: true },
      page(4, now - 5 * hour),
      { ...file("a.css", now - 5 * hour, 10), live: true },
    ];
    expect(liveToRefresh(entries, now, hour, `${SITE}/blog/2`).map((e) => e.url)).toEqual([
      `${SITE}/blog/1`,
    ]);
  });

  it("knows such a page by the mark every published testimonial carries", () => {
    // The wall's cards, Expertise's quotes and the home page's featured ones.
    for (const path of [
      "src/features/testimonials/components/TestimonialWall.astro",
      "src/features/testimonials/components/TestimonialPreview.astro",
      "src/components/expertise/OfferQuote.astro",
    ]) {
      expect(readFileSync(path, "utf8"), path).toContain(
        `${OFFLINE_LIVE_MARKER.replace(/=$/, "")}={`,
      );
    }
  });
});
