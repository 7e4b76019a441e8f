import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures";

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

test("every page is served with the security headers", async ({ request }) => {
  for (const path of PAGES) {
    const response = await request.get(path);
    for (const { key, value } of securityHeaders) {
      expect(response.headers()[key.toLowerCase()], `${key} on ${path}`).toBe(value);
    }
  }
});

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
    expect(csp.get("img-src"), path).toEqual(expect.arrayContaining(["'self'", "data:", "https:"]));
    expect(csp.get("connect-src"), path).toEqual(
      expect.arrayContaining([
        "https://identitytoolkit.googleapis.com",
        "https://securetoken.googleapis.com",
        "https://firestore.googleapis.com",
        "https://api.cloudinary.com",
        // The local backend, added by the local server only.
        "http://127.0.0.1:9099",
        "http://127.0.0.1:8080",
        "http://127.0.0.1:8787",
        "http://127.0.0.1:8788",
      ]),
    );
    expect(csp.get("form-action"), path).toEqual(
      expect.arrayContaining(["'self'", "http://127.0.0.1:8787"]),
    );
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
