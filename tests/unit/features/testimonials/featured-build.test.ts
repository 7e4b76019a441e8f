import { describe, expect, it, vi } from "vitest";
import {
  documentsUrl,
  featuredForBuild,
  featuredStamp,
  offerPicksForBuild,
  restStrings,
} from "@/features/testimonials/build/featured-build";
import { wallForBuild } from "@/features/testimonials/build/wall-build";
import { firebaseSettings } from "@/firebase/settings";

const local = firebaseSettings({});
const real = firebaseSettings({
  PUBLIC_FIREBASE_PROJECT_ID: "amara-site",
  PUBLIC_FIREBASE_API_KEY: "key",
});
const LOCAL_DOCS = "http://127.0.0.1:8180/v1/projects/demo-amara/databases/(default)/documents";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const strings = (fields: Record<string, string>) => ({
  fields: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, { stringValue: v }])),
});

/** A REST Firestore holding `docs` (path -> string fields); others answer 404. */
function firestore(docs: Record<string, Record<string, string>>) {
  return vi.fn(async (url: string | URL | Request) => {
    const path = String(url).slice(LOCAL_DOCS.length + 1);
    const doc = docs[decodeURIComponent(path)];
    return doc ? json(strings(doc)) : json({ error: { code: 404 } }, 404);
  }) as unknown as typeof fetch & ReturnType<typeof vi.fn>;
}

describe("Expertise's featured testimonials at build time", () => {
  it("reads the emulator locally and Google's REST API for a real project", () => {
    expect(documentsUrl(local)).toBe(LOCAL_DOCS);
    expect(documentsUrl(real)).toBe(
      "https://firestore.googleapis.com/v1/projects/amara-site/databases/(default)/documents",
    );
  });

  it("keeps only the string fields of a REST document", () => {
    expect(
      restStrings({
        fields: { name: { stringValue: "Ada" }, approvedAt: { timestampValue: "x" } },
      }),
    ).toEqual({ name: "Ada" });
    expect(restStrings(null)).toEqual({});
    // Lists of strings (areas) as arrays, anything else in them dropped.
    expect(
      restStrings({
        fields: {
          areas: { arrayValue: { values: [{ stringValue: "software" }, { integerValue: "3" }] } },
          none: { arrayValue: {} },
        },
      }),
    ).toEqual({ areas: ["software"], none: [] });
  });

  it("returns the featured public copies in slot order with their ids, skipping empty slots and missing copies", async () => {
    const fetchImpl = firestore({
      "featured/3": { testimonial: "t1" },
      "featured/1": { testimonial: "t2" },
      "featured/2": { testimonial: "gone" },
      "publicTestimonials/t1": { name: "Ada", role: "Chef", message: "Great." },
      "publicTestimonials/t2": {
        name: "Bola",
        role: "Owner",
        company: "Lagos Eats",
        message: "Superb.",
        imageUrl: "https://img.example/b.jpg",
      },
    });
    const warn = vi.fn();
    expect(await featuredForBuild(local, { fetchImpl, warn })).toEqual([
      // Each with its id, which the page checks against the published ones when shown.
      {
        id: "t2",
        name: "Bola",
        role: "Owner",
        company: "Lagos Eats",
        message: "Superb.",
        imageUrl: "https://img.example/b.jpg",
      },
      { id: "t1", name: "Ada", role: "Chef", message: "Great." },
    ]);
    expect(warn).not.toHaveBeenCalled();
    // No credentials: plain GETs.
    const init = fetchImpl.mock.calls[0]![1] as RequestInit;
    expect(init.headers).toEqual({});
  });

  it("none featured: an empty list, no warning", async () => {
    const warn = vi.fn();
    expect(await featuredForBuild(local, { fetchImpl: firestore({}), warn })).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });

  it("unreachable, refused or too slow: [] and a warning, never a throw", async () => {
    const offline = (async () => {
      throw new TypeError("fetch failed");
    }) as unknown as typeof fetch;
    const refused = (async () => json({ error: "PERMISSION_DENIED" }, 403)) as typeof fetch;
    const slow = ((_url: unknown, init?: RequestInit) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener("abort", () => reject(init.signal!.reason)),
      )) as typeof fetch;
    for (const fetchImpl of [offline, refused, slow]) {
      const warn = vi.fn();
      expect(await featuredForBuild(local, { fetchImpl, warn, timeoutMs: 50 })).toEqual([]);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]![0]).toMatch(/Expertise shows the sample ones/);
    }
  });
});

describe("a build for the real project that cannot read Firestore", () => {
  const offline = (async () => {
    throw new TypeError("fetch failed");
  }) as unknown as typeof fetch;
  const refused = (async () => json({ error: "PERMISSION_DENIED" }, 403)) as typeof fetch;

  it("fails, naming what it could not read, instead of baking in the sample ones", async () => {
    for (const fetchImpl of [offline, refused]) {
      const warn = vi.fn();
      const read = featuredForBuild(real, { fetchImpl, warn });
      await expect(read).rejects.toThrow(
        `[featured] Could not read the featured testimonials from Firestore (${documentsUrl(real)}): `,
      );
      await expect(read).rejects.toThrow(
        'The build for the real project "amara-site" stops here rather than show the sample ones in their place.',
      );
      expect(warn).not.toHaveBeenCalled();
    }
  });

  it("the offers' and the wall's reads fail it too", async () => {
    const warn = vi.fn();
    await expect(
      offerPicksForBuild(real, ["software"], [], { fetchImpl: offline, warn }),
    ).rejects.toThrow(/the offers' testimonials .*"amara-site" stops here/);
    await expect(wallForBuild(real, null, { fetchImpl: offline, warn })).rejects.toThrow(
      /the published testimonials .*"amara-site" stops here/,
    );
    expect(warn).not.toHaveBeenCalled();
  });
});

describe("Expertise's offers: their testimonials at build time", () => {
  it("the offers' testimonials unreadable: no picks and a warning, never a throw", async () => {
    const offline = (async () => {
      throw new TypeError("fetch failed");
    }) as unknown as typeof fetch;
    const warn = vi.fn();
    expect(await offerPicksForBuild(local, ["software"], [], { fetchImpl: offline, warn })).toEqual(
      {},
    );
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toBe(
      `[featured] Could not read the offers' testimonials from Firestore (${documentsUrl(local)}): fetch failed. The offers show none.`,
    );
  });
});

describe("Expertise's featured testimonials: a deploy's credentials and the stamp", () => {
  it("a real project's build sends App Check's token, exchanged once for the debug token; the emulator never gets one", async () => {
    const seen: { url: string; headers: HeadersInit | undefined }[] = [];
    const fetchImpl = (async (url: unknown, init?: RequestInit) => {
      seen.push({ url: String(url), headers: init?.headers });
      if (String(url).includes(":exchangeDebugToken"))
        return json({ token: "app-check-token", ttl: "3600s" });
      if (String(url).endsWith(":runQuery")) return json([]);
      return json({ error: { code: 404 } }, 404);
    }) as typeof fetch;
    const warn = vi.fn();
    const withApp = firebaseSettings({
      PUBLIC_FIREBASE_PROJECT_ID: "amara-site",
      PUBLIC_FIREBASE_API_KEY: "key",
      PUBLIC_FIREBASE_APP_ID: "1:42:web:abc",
    });
    const options = { fetchImpl, warn, debugToken: "debug-1" };
    await featuredForBuild(withApp, options);
    await offerPicksForBuild(withApp, ["software"], [], options);
    await wallForBuild(withApp, null, options);
    const exchanges = seen.filter(({ url }) => url.includes(":exchangeDebugToken"));
    expect(exchanges.map(({ url }) => url)).toEqual([
      "https://content-firebaseappcheck.googleapis.com/v1/projects/amara-site/apps/1%3A42%3Aweb%3Aabc:exchangeDebugToken?key=key",
    ]);
    const reads = seen.filter(({ url }) => url.startsWith("https://firestore.googleapis.com/"));
    expect(reads.length).toBeGreaterThan(5);
    for (const { headers } of reads)
      expect(headers).toMatchObject({ "X-Firebase-AppCheck": "app-check-token" });
    for (const { headers } of reads) expect(JSON.stringify(headers)).not.toContain("debug-1");
    seen.length = 0;
    await featuredForBuild(local, options);
    expect(seen.length).toBeGreaterThan(0);
    for (const { url, headers } of seen) {
      expect(url).not.toContain("exchangeDebugToken");
      expect(headers).toEqual({});
    }
    expect(warn).not.toHaveBeenCalled();
  });

  it("without a debug token a real project is read as a visitor does: no credentials at all", async () => {
    const seen: (HeadersInit | undefined)[] = [];
    const fetchImpl = (async (_url: unknown, init?: RequestInit) => {
      seen.push(init?.headers);
      return json({ error: { code: 404 } }, 404);
    }) as typeof fetch;
    await featuredForBuild(real, { fetchImpl, debugToken: null });
    expect(seen.length).toBe(3);
    for (const headers of seen) expect(headers).toEqual({});
  });

  it("a refused debug token fails a real project's build, saying what to do", async () => {
    const fetchImpl = (async () => json({ error: { code: 403 } }, 403)) as unknown as typeof fetch;
    const withApp = firebaseSettings({
      PUBLIC_FIREBASE_PROJECT_ID: "amara-site",
      PUBLIC_FIREBASE_API_KEY: "key",
      PUBLIC_FIREBASE_APP_ID: "1:42:web:abc",
    });
    await expect(featuredForBuild(withApp, { fetchImpl, debugToken: "unknown" })).rejects.toThrow(
      /App Check refused the debug token \(HTTP 403\): register it in the Firebase console/,
    );
  });

  it("stamps what Expertise shows, so a change of featured ones changes the stamp", () => {
    const one = [{ name: "Ada", role: "Chef", message: "Great." }];
    expect(featuredStamp(one)).toMatch(/^[0-9a-f]{16}$/);
    expect(featuredStamp(one)).toBe(featuredStamp([{ ...one[0] }]));
    expect(featuredStamp(one)).not.toBe(featuredStamp([]));
    expect(featuredStamp(one)).not.toBe(featuredStamp([{ ...one[0], message: "Great!" }]));
  });
});
