import { EventEmitter } from "node:events";
import { describe, expect, it } from "vitest";
import {
  KINDS,
  iconAsker,
  kindOf,
  meterWire,
  refetchedAssets,
  tally,
  uncounted,
  type WireRequest,
} from "../../../../tools/measure/wire-bytes.mjs";

const SITE = "https://127.0.0.1:4000";

/** A request as the meter reports it, with the fields a test does not care about filled in. */
const request = (fields: Partial<WireRequest> & Pick<WireRequest, "url">): WireRequest => ({
  kind: "other",
  bytes: 0,
  status: 200,
  cached: false,
  revalidated: false,
  elsewhere: false,
  ...fields,
});

/** A stand-in for a CDP session: the test emits the Network events Chromium would. */
function session() {
  const events = new EventEmitter();
  let id = 0;
  return {
    events,
    /** One request from start to finish; returns its id. */
    load(url: string, type: string, bytes: number, response: Record<string, unknown> = {}) {
      const requestId = String(++id);
      events.emit("Network.requestWillBeSent", { requestId, request: { url }, type });
      events.emit("Network.responseReceived", {
        requestId,
        response: { status: 200, ...response },
      });
      events.emit("Network.loadingFinished", { requestId, encodedDataLength: bytes });
      return requestId;
    },
  };
}

describe("bytes on the wire: what kind a request is", () => {
  it("counts the page, stylesheets, scripts, fonts and images apart, everything else as other", () => {
    expect(kindOf("Document")).toBe("html");
    expect(kindOf("Stylesheet")).toBe("css");
    expect(kindOf("Script")).toBe("js");
    expect(kindOf("Font")).toBe("fonts");
    expect(kindOf("Image")).toBe("images");
    for (const type of ["Fetch", "XHR", "Other", "Media", "Manifest", "Prefetch", undefined])
      expect(kindOf(type)).toBe("other");
    expect(KINDS).toEqual(["html", "css", "js", "fonts", "images", "other"]);
  });
});

describe("bytes on the wire: the meter", () => {
  it("keeps each finished request's encoded length, by kind, and tells the site's origin from others", () => {
    const cdp = session();
    const meter = meterWire(cdp.events, SITE);
    cdp.load(`${SITE}/blog/1`, "Document", 10_000);
    cdp.load(`${SITE}/_astro/a.css`, "Stylesheet", 14_000);
    cdp.load("http://127.0.0.1:8180/v1/documents:runQuery", "Fetch", 900);
    expect(meter.requests()).toEqual([
      request({ url: `${SITE}/blog/1`, kind: "html", bytes: 10_000 }),
      request({ url: `${SITE}/_astro/a.css`, kind: "css", bytes: 14_000 }),
      request({ url: "http://127.0.0.1:8180/v1/documents:runQuery", bytes: 900, elsewhere: true }),
    ]);
  });

  it("marks what the cache served and what the server answered with a 304", () => {
    const cdp = session();
    const meter = meterWire(cdp.events, SITE);
    cdp.load(`${SITE}/_astro/a.js`, "Script", 0, { fromDiskCache: true });
    const fromMemory = cdp.load(`${SITE}/_astro/b.js`, "Script", 0);
    cdp.events.emit("Network.requestServedFromCache", { requestId: fromMemory });
    // The 304's own status comes in the extra info, before or after the rest.
    cdp.events.emit("Network.responseReceivedExtraInfo", { requestId: "3", statusCode: 304 });
    cdp.load(`${SITE}/blog/1`, "Document", 950);
    const requests = meter.requests();
    expect(requests.map((r) => [r.cached, r.revalidated, r.bytes])).toEqual([
      [true, false, 0],
      [true, false, 0],
      [false, true, 950],
    ]);
  });

  it("counts what arrived so far for a request still loading or failed, and a redirect's hop apart", () => {
    const cdp = session();
    const meter = meterWire(cdp.events, SITE);
    const { events } = cdp;
    events.emit("Network.requestWillBeSent", {
      requestId: "a",
      request: { url: `${SITE}/x.jpg` },
      type: "Image",
    });
    events.emit("Network.dataReceived", { requestId: "a", encodedDataLength: 300 });
    events.emit("Network.dataReceived", { requestId: "a", encodedDataLength: 200 });
    events.emit("Network.requestWillBeSent", {
      requestId: "b",
      request: { url: `${SITE}/y.jpg` },
      type: "Image",
    });
    events.emit("Network.dataReceived", { requestId: "b", encodedDataLength: 40 });
    events.emit("Network.loadingFailed", { requestId: "b" });
    events.emit("Network.requestWillBeSent", {
      requestId: "c",
      request: { url: `${SITE}/about/` },
      type: "Document",
    });
    events.emit("Network.requestWillBeSent", {
      requestId: "c",
      request: { url: `${SITE}/about` },
      type: "Document",
      redirectResponse: { status: 301, encodedDataLength: 120 },
    });
    events.emit("Network.loadingFinished", { requestId: "c", encodedDataLength: 9_000 });
    // Anything after a request finished changes nothing, and data: URLs are not requests.
    events.emit("Network.dataReceived", { requestId: "b", encodedDataLength: 999 });
    events.emit("Network.requestWillBeSent", {
      requestId: "d",
      request: { url: "data:image/png;base64,AA" },
      type: "Image",
    });
    expect(
      meter.requests().map((r) => [r.url.replace(SITE, ""), r.kind, r.status, r.bytes]),
    ).toEqual([
      ["/about/", "html", 301, 120],
      ["/x.jpg", "images", 0, 500],
      ["/y.jpg", "images", 0, 40],
      ["/about", "html", 0, 9_000],
    ]);
  });
});

describe("bytes on the wire: sums and checks", () => {
  it("sums the site's bytes by kind and in all, the rest apart, and counts what reached the network", () => {
    const sums = tally([
      request({ url: `${SITE}/`, kind: "html", bytes: 950, revalidated: true }),
      request({ url: `${SITE}/_astro/a.js`, kind: "js", bytes: 0, cached: true }),
      request({ url: `${SITE}/_astro/b.js`, kind: "js", bytes: 3_000 }),
      request({ url: `${SITE}/_astro/f.woff2`, kind: "fonts", bytes: 22_000 }),
      request({ url: `${SITE}/favicon.svg`, bytes: 18, revalidated: true }),
      request({ url: "http://127.0.0.1:8180/v1/x", bytes: 5_000, elsewhere: true }),
    ]);
    expect(sums).toEqual({
      html: 950,
      css: 0,
      js: 3_000,
      fonts: 22_000,
      images: 0,
      other: 18,
      total: 25_968,
      elsewhere: 5_000,
      requests: 4,
      revalidated: 2,
    });
  });

  it("names the requests Playwright saw that the meter did not count", () => {
    const counted = [request({ url: `${SITE}/` }), request({ url: `${SITE}/a.js` })];
    expect(uncounted([`${SITE}/`, `${SITE}/a.js`, `${SITE}/a.js`], counted)).toEqual([]);
    expect(uncounted([`${SITE}/pagefind/worker.js`, "data:,x", `${SITE}/`], counted)).toEqual([
      `${SITE}/pagefind/worker.js`,
    ]);
  });

  it("names the fingerprinted files that reached the network, not the cached ones or the pages", () => {
    expect(
      refetchedAssets([
        request({ url: `${SITE}/_astro/a.js`, cached: true }),
        request({ url: `${SITE}/_astro/b.css`, bytes: 20, revalidated: true }),
        request({ url: `${SITE}/blog/1`, bytes: 950 }),
        request({ url: `${SITE}/images/x.jpg`, bytes: 18 }),
        request({ url: "http://127.0.0.1:8180/_astro/no", elsewhere: true }),
      ]),
    ).toEqual([`${SITE}/_astro/b.css`]);
  });
});

/**
 * A page as iconAsker sees it: its requests as events, its icon's `href`, and the fetches asked of
 * it (each answered with a finished request).
 */
function fakePage(iconHref: string | null) {
  const events = new EventEmitter();
  const fetched: string[] = [];
  const page = {
    on: (name: string, listener: (request: unknown) => void) => events.on(name, listener),
    off: (name: string, listener: (request: unknown) => void) => events.off(name, listener),
    url: () => `${SITE}/blog/1`,
    waitForEvent: (name: string, predicate: (request: { url(): string }) => boolean) =>
      new Promise((resolve) =>
        events.on(name, (request) => predicate(request) && resolve(request)),
      ),
    evaluate: async (_fn: unknown, url?: string) => {
      if (url === undefined) return iconHref;
      fetched.push(url);
      events.emit("requestfinished", { url: () => url });
      return undefined;
    },
  };
  const browserAsks = (url: string) => events.emit("request", { url: () => url });
  return { page, fetched, browserAsks };
}

describe("iconAsker: the favicon counted as a whole browser asks for it", () => {
  it("asks for the page's icon when the browser did not (the headless shell)", async () => {
    const { page, fetched } = fakePage("/favicon.svg");
    const ask = iconAsker(page as never);
    await ask();
    expect(fetched).toEqual([`${SITE}/favicon.svg`]);
  });

  it("asks for nothing more when the browser already has (the whole browser)", async () => {
    const { page, fetched, browserAsks } = fakePage("/favicon.svg");
    const ask = iconAsker(page as never);
    browserAsks(`${SITE}/favicon.svg`);
    await ask();
    expect(fetched).toEqual([]);
  });

  it("asks for nothing on a page without an icon", async () => {
    const { page, fetched } = fakePage(null);
    await iconAsker(page as never)();
    expect(fetched).toEqual([]);
  });
});
