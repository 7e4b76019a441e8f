import { describe, expect, it } from "vitest";
import { CURRENT_CACHES, outdatedCaches } from "@/features/offline/cache-version";
import {
  OFFLINE_CACHE_VERSION,
  OFFLINE_CACHES,
  OFFLINE_LEDGER,
} from "@/features/offline/constants";

describe("the caches an activating worker removes", () => {
  it("names carry the version, the ledger's too", () => {
    for (const name of [...Object.values(OFFLINE_CACHES), OFFLINE_LEDGER.cache])
      expect(name).toMatch(new RegExp(`-v${OFFLINE_CACHE_VERSION}$`));
    expect(CURRENT_CACHES).toEqual([
      OFFLINE_CACHES.pages,
      OFFLINE_CACHES.files,
      OFFLINE_LEDGER.cache,
    ]);
  });

  it("removes what the first worker left (unversioned) and other versions, keeps its own", () => {
    const names = [
      "offline-pages",
      "offline-files",
      "offline-meta",
      "offline-pages-v1",
      ...CURRENT_CACHES,
      "something-else",
    ];
    expect(outdatedCaches(names)).toEqual([
      "offline-pages",
      "offline-files",
      "offline-meta",
      "offline-pages-v1",
      "something-else",
    ]);
  });

  it("leaves Workbox's precache, this version's and older ones, to Workbox", () => {
    const names = [
      "workbox-precache-v2-https://example.web.app/",
      "workbox-precache-https://example.web.app/",
    ];
    expect(outdatedCaches(names)).toEqual([]);
  });

  it("removes nothing when only its own are there", () => {
    expect(outdatedCaches(CURRENT_CACHES)).toEqual([]);
    expect(outdatedCaches([])).toEqual([]);
  });
});
