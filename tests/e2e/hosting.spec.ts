import { globSync, readFileSync } from "node:fs";
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";
import {
  LOCAL_AUTH_EMULATOR_PORT,
  LOCAL_CLOUDINARY,
  LOCAL_FIRESTORE_EMULATOR_PORT,
  LOCAL_FORM_ENDPOINT,
  LOCAL_HOSTING,
  LOCAL_HOSTING_PORT,
} from "@/site/local-addresses";

// Two servers answer: the local server the other browser tests use (tools/serve/preview.mjs, at
// the base URL) and Firebase Hosting's own emulator with firebase.json (LOCAL_HOSTING). The policy
// is checked on both, and the local server must answer every URL as the host does.
const SERVERS = { "local server": "", "Hosting emulator": LOCAL_HOSTING } as const;

// The policy itself, written here (not read from firebase.json, which the server applies: removing
// a header there must fail this test).
const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
  { key: "Strict-Transport-Security", value: "max-age=31536000; includeSubDomains" },
];

const PAGES = ["/", "/blog/2", "/testimonials", "/account", "/no-such-page", "/blog/no-such-post"];

for (const [server, origin] of Object.entries(SERVERS)) {
  test(`every page is served with the security headers (${server})`, async ({ request }) => {
    for (const path of PAGES) {
      const response = await request.get(origin + path);
      for (const { key, value } of securityHeaders) {
        expect(response.headers()[key.toLowerCase()], `${key} on ${path}`).toBe(value);
      }
    }
  });
}

/** A policy's directives: name -> sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

test("every page, the 404 page too, is served with a strict Content-Security-Policy", async ({
  request,
}) => {
  for (const path of PAGES) {
    const response = await request.get(path);
    const policy = response.headers()["content-security-policy"];
    expect(policy, `Content-Security-Policy on ${path}`).toBeTruthy();
    const csp = directives(policy!);
    const scriptSrc = csp.get("script-src") ?? [];
    expect(scriptSrc, path).toContain("'self'");
    expect(scriptSrc, path).not.toContain("'unsafe-inline'");
    expect(scriptSrc, path).not.toContain("'unsafe-eval'");
    expect(
      scriptSrc.some((s) => s.startsWith("'sha256-")),
      path,
    ).toBe(true);
    expect(csp.get("object-src"), path).toEqual(["'none'"]);
    expect(csp.get("base-uri"), path).toEqual(["'self'"]);
    expect(csp.get("frame-ancestors"), path).toEqual(["'none'"]);
    expect(csp.get("default-src"), path).toEqual(["'self'"]);
    // Offline reading's service worker is the site's own script.
    expect(csp.get("worker-src"), path).toEqual(["'self'"]);
    // Images from the site and the photo host only (visitors' photos are re-hosted there).
    expect(csp.get("img-src"), path).toEqual(
      expect.arrayContaining(["'self'", "data:", "https://res.cloudinary.com"]),
    );
    expect(csp.get("img-src"), path).not.toContain("https:");
    expect(csp.get("connect-src"), path).toEqual(
      expect.arrayContaining([
        "https://identitytoolkit.googleapis.com",
        "https://securetoken.googleapis.com",
        "https://firestore.googleapis.com",
        "https://api.cloudinary.com",
        // The local backend, added by the local server only.
        `http://127.0.0.1:${LOCAL_AUTH_EMULATOR_PORT}`,
        `http://127.0.0.1:${LOCAL_FIRESTORE_EMULATOR_PORT}`,
        LOCAL_FORM_ENDPOINT,
        LOCAL_CLOUDINARY,
      ]),
    );
    expect(csp.get("form-action"), path).toEqual(
      expect.arrayContaining(["'self'", LOCAL_FORM_ENDPOINT]),
    );
  }
});

test("the Hosting emulator sends firebase.json's policy, with no local backend in it", async ({
  request,
}) => {
  for (const path of PAGES) {
    const policy = (await request.get(LOCAL_HOSTING + path)).headers()["content-security-policy"];
    const csp = directives(policy ?? "");
    expect(csp.get("script-src"), path).not.toContain("'unsafe-inline'");
    expect(csp.get("object-src"), path).toEqual(["'none'"]);
    expect(csp.get("frame-ancestors"), path).toEqual(["'none'"]);
    expect(policy, path).not.toMatch(/127\.0\.0\.1|localhost/);
  }
});

test("the production policy in firebase.json has no local backend in it", () => {
  // This one reads the file itself: what Firebase Hosting will send.
  const hosting = JSON.parse(readFileSync("firebase.json", "utf8")).hosting as {
    headers: { source: string; headers: { key: string; value: string }[] }[];
  };
  const policy = hosting.headers
    .find((h) => h.source === "**")!
    .headers.find((h) => h.key === "Content-Security-Policy")!.value;
  expect(policy).not.toMatch(/127\.0\.0\.1|localhost/);
});

test("fingerprinted assets are cached for a year, pages are not", async ({ page, request }) => {
  const [css] = await Promise.all([
    page.waitForResponse((r) => r.url().includes("/_astro/") && r.url().endsWith(".css")),
    page.goto("/"),
  ]);
  expect(css.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect((await request.get("/")).headers()["cache-control"] ?? "").not.toContain("immutable");
});

test("clean URLs: /about and /about/ both serve the About page", async ({ request }) => {
  for (const path of ["/about", "/about/"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(await response.text()).toContain("<h1");
  }
});

/** Every page of the build at its clean URL ("/", "/about", "/blog/1", ...). */
function builtPages(): string[] {
  return globSync("**/*.html", { cwd: "dist" })
    .map(
      (file) =>
        "/" +
        file
          .replace(/\\/g, "/")
          .replace(/(^|\/)index\.html$/, "")
          .replace(/\.html$/, ""),
    )
    .map((path) => path.replace(/\/$/, "") || "/")
    .sort();
}

/** What a visitor's browser gets for `path`: the status and the headers that change behaviour. */
async function answer(request: APIRequestContext, origin: string, path: string) {
  const response = await request.get(origin + path, {
    maxRedirects: 0,
    headers: { "Accept-Encoding": "gzip, deflate, br" },
  });
  const headers = response.headers();
  // The redirect's target without its origin (each server names its own).
  const location = headers["location"] && new URL(headers["location"], "http://host");
  return {
    status: response.status(),
    location: location ? location.pathname + location.search : undefined,
    contentType: headers["content-type"],
    contentEncoding: headers["content-encoding"],
    cacheControl: headers["cache-control"],
    ...Object.fromEntries(securityHeaders.map(({ key }) => [key, headers[key.toLowerCase()]])),
  };
}

test("the Hosting emulator serves firebase.json on the port the tests use", () => {
  const config = JSON.parse(readFileSync("firebase.json", "utf8"));
  expect(config.emulators.hosting.port).toBe(LOCAL_HOSTING_PORT);
});

test("the local server answers every URL as Firebase Hosting does: status, redirect, type, compression, caching, headers", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const pages = builtPages();
  expect(pages.length).toBeGreaterThan(30);
  const asset = globSync("_astro/*.js", { cwd: "dist" })[0]!;
  const paths = [
    ...pages,
    // The forms a link or a visitor may use instead of the clean URL.
    ...pages.filter((p) => p !== "/").flatMap((p) => [`${p}/`, `${p}/index.html`]),
    "/index.html",
    "/blog/?page=2",
    "/404.html",
    "/blog/1.html",
    "/no-such-page",
    "/no-such-page/",
    "/blog/page/2/",
    `/${asset}`,
    "/rss.xml",
    "/robots.txt",
    "/sitemap-index.xml",
    "/guides/html.pdf",
    "/og/blog/1.png",
  ];
  const differences: string[] = [];
  for (const path of paths) {
    const [local, host] = await Promise.all([
      answer(request, "", path),
      answer(request, LOCAL_HOSTING, path),
    ]);
    for (const key of Object.keys(host) as (keyof typeof host)[]) {
      if (local[key] !== host[key])
        differences.push(`${path} ${key}: local ${local[key]}, host ${host[key]}`);
    }
  }
  expect(differences).toEqual([]);
});

test("every page's canonical URL and og:url are the address the host answers with 200, no redirect", async ({
  request,
}) => {
  for (const path of builtPages()) {
    const page = await request.get(LOCAL_HOSTING + path);
    const html = await page.text();
    // The page served for unknown paths has no address of its own, so no canonical URL.
    if (page.status() === 404) {
      expect(html, path).not.toMatch(/rel="canonical"|property="og:url"/);
      continue;
    }
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    expect(canonical, `canonical of ${path}`).toBeTruthy();
    expect(/<meta property="og:url" content="([^"]+)"/.exec(html)?.[1], path).toBe(canonical);
    const { pathname } = new URL(canonical!);
    const response = await request.get(LOCAL_HOSTING + pathname, { maxRedirects: 0 });
    expect(response.status(), `${canonical} (of ${path})`).toBe(200);
  }
});
