import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures";

// The local server applies firebase.json's hosting headers, as Firebase Hosting does.
const hosting = JSON.parse(readFileSync("firebase.json", "utf8")).hosting as {
  headers: { source: string; headers: { key: string; value: string }[] }[];
};
const securityHeaders = hosting.headers.find((h) => h.source === "**")!.headers;

test("every page is served with the security headers", async ({ request }) => {
  for (const path of ["/", "/blog/2", "/no-such-page"]) {
    const response = await request.get(path);
    for (const { key, value } of securityHeaders) {
      expect(response.headers()[key.toLowerCase()], `${key} on ${path}`).toBe(value);
    }
  }
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
