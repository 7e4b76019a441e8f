// The smoke check (`npm run smoke`, tools/ops/smoke-checks.mjs) fails on a broken deploy: the built
// site is served through a proxy that breaks it as a bad deploy would, and the check must name
// what broke. (That it passes on the site as built is `npm test`'s "smoke" row.)
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { LOCAL_FIRESTORE_EMULATOR_PORT } from "@/site/local-addresses";
import { smokeCheck, workerProblems } from "../../tools/ops/smoke-checks.mjs";

/** How the proxy breaks the site: a function of the path and the upstream response. */
type Breakage = (
  path: string,
  response: Response,
) => {
  status: number;
  csp?: string | null | undefined;
  /** Another body, and headers left out. */
  body?: string;
  drop?: string[];
};

/** Serves `upstream` through `breakage`; resolves with its address and a stop function. */
async function brokenProxy(upstream: string, breakage: Breakage) {
  const server: Server = createServer((req, res) => {
    void (async () => {
      const path = req.url ?? "/";
      const response = await fetch(upstream + path, { redirect: "manual" });
      const body = Buffer.from(await response.arrayBuffer());
      const { status, csp, body: replaced, drop = [] } = breakage(path, response);
      for (const [key, value] of response.headers) {
        // fetch has decompressed the body and knows its length anew.
        if (["content-encoding", "content-length", "transfer-encoding"].includes(key)) continue;
        if (key === "content-security-policy" || drop.includes(key)) continue;
        res.setHeader(key, value);
      }
      const policy = csp === undefined ? response.headers.get("content-security-policy") : csp;
      if (policy) res.setHeader("content-security-policy", policy);
      res.statusCode = status;
      res.end(replaced ?? body);
    })().catch((error: unknown) => {
      res.statusCode = 502;
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test.describe("the smoke check fails on a broken deploy", () => {
  // Each case loads a few pages in a browser of its own.
  test.slow();

  test("a CSP that blocks the pages' inline scripts", async ({ baseURL }) => {
    const proxy = await brokenProxy(baseURL!, (_path, response) => ({
      status: response.status,
      // The build's script hashes left out, as a policy written for another build would.
      csp: response.headers.get("content-security-policy")?.replace(/'sha256-[^']+'\s*/g, ""),
    }));
    try {
      const { problems } = await smokeCheck(proxy.url, { paths: ["/", "/about"] });
      expect(problems).toContainEqual(
        expect.stringMatching(
          /^\/: the Content-Security-Policy served is not the one built: script-src: missing 'sha256-/,
        ),
      );
      expect(problems).toContainEqual(
        expect.stringMatching(/^\/about: CSP violation: script-src(-elem)? blocked inline/),
      );
    } finally {
      await proxy.stop();
    }
  });

  test("a page the host answers with an error", async ({ baseURL }) => {
    const proxy = await brokenProxy(baseURL!, (path, response) => ({
      status: path === "/about" ? 500 : response.status,
    }));
    try {
      const { problems, rows } = await smokeCheck(proxy.url, { paths: ["/", "/about"] });
      // The worker's check meets it too, as the next navigation.
      expect(problems).toEqual([
        "/about: status 500, expected 200",
        workerProblems.navigation("/about", 500),
      ]);
      expect(rows.map((row) => [row.path, row.status, row.problems])).toEqual([
        ["/", 200, 0],
        ["/about", 500, 1],
      ]);
    } finally {
      await proxy.stop();
    }
  });

  test("a wall that cannot reach Firestore", async ({ baseURL }) => {
    // The policy without the Firestore emulator: the wall's read is blocked and logged.
    const proxy = await brokenProxy(baseURL!, (_path, response) => ({
      status: response.status,
      csp: response.headers
        .get("content-security-policy")
        ?.replaceAll(` http://127.0.0.1:${LOCAL_FIRESTORE_EMULATOR_PORT}`, ""),
    }));
    try {
      // Blocked, the read fails, and the wall says so at once.
      const { problems } = await smokeCheck(proxy.url, { paths: ["/testimonials"] });
      expect(problems).toContain(
        "/testimonials: the wall did not read its first page of testimonials from Firestore",
      );
    } finally {
      await proxy.stop();
    }
  });
});

test.describe("the smoke check under App Check's enforcement", () => {
  test.slow();

  test("every page it loads has App Check's debug token before its first script (APP_CHECK_DEBUG_TOKEN)", async ({
    baseURL,
  }) => {
    // A page that says, as its first script runs, what the App Check SDK would find.
    const proxy = await brokenProxy(baseURL!, (path, response) =>
      path === "/about"
        ? {
            status: 200,
            csp: null,
            body: "<!doctype html><title>t</title><script>console.error('debug token: ' + self.FIREBASE_APPCHECK_DEBUG_TOKEN)</script>",
            drop: ["etag", "last-modified"],
          }
        : { status: response.status },
    );
    try {
      const seen = async (debugToken: string | null) =>
        (await smokeCheck(proxy.url, { paths: ["/about"], worker: false, debugToken })).problems;
      expect(await seen("debug-1")).toContain("/about: console error: debug token: debug-1");
      expect(await seen(null)).toContain("/about: console error: debug token: undefined");
    } finally {
      await proxy.stop();
    }
  });
});

test.describe("the smoke check fails on a broken service worker", () => {
  test.slow();

  test("passes on the worker as built: 200 with no-cache, installs, controls the next page, which renders", async ({
    baseURL,
  }) => {
    const lines: string[] = [];
    const { problems } = await smokeCheck(baseURL!, { paths: [], log: (line) => lines.push(line) });
    expect(problems).toEqual([]);
    expect(lines).toEqual(["ok    worker /sw.js"]);
  });

  test("a service worker that breaks navigation, served without no-cache", async ({ baseURL }) => {
    // It installs and takes over, then answers every page with an empty one (as a worker whose
    // page route broke would): the site looks fine on a first visit, blank on the next page.
    const broken = `self.addEventListener("install", () => self.skipWaiting());
      self.addEventListener("activate", (e) => e.waitUntil(self.clients.claim()));
      self.addEventListener("fetch", (e) => {
        if (e.request.mode === "navigate")
          e.respondWith(new Response("<!doctype html><title>x</title>", { headers: { "Content-Type": "text/html" } }));
      });`;
    const proxy = await brokenProxy(baseURL!, (path, response) =>
      path === "/sw.js"
        ? { status: 200, body: broken, drop: ["cache-control", "etag", "last-modified"] }
        : { status: response.status },
    );
    try {
      const { problems } = await smokeCheck(proxy.url, { paths: ["/"] });
      expect(problems).toEqual([
        workerProblems.cacheControl(null),
        workerProblems.notRendered("/about"),
      ]);
    } finally {
      await proxy.stop();
    }
  });

  test("a service worker that fails every navigation", async ({ baseURL }) => {
    const broken = `self.addEventListener("install", () => self.skipWaiting());
      self.addEventListener("activate", (e) => e.waitUntil(self.clients.claim()));
      self.addEventListener("fetch", (e) => {
        if (e.request.mode === "navigate") e.respondWith(Response.error());
      });`;
    const proxy = await brokenProxy(baseURL!, (path, response) =>
      path === "/sw.js" ? { status: 200, body: broken } : { status: response.status },
    );
    try {
      const { problems } = await smokeCheck(proxy.url, { paths: ["/"] });
      expect(problems).toEqual([
        expect.stringMatching(/^\/about: navigation under the service worker failed: .*ERR_FAILED/),
      ]);
    } finally {
      await proxy.stop();
    }
  });
});
