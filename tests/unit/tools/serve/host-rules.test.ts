import { describe, expect, it } from "vitest";
import { hostRedirect } from "../../../../tools/serve/host-rules.mjs";

// A site with /about (about/index.html), /404 (404.html) and nothing else.
const files = new Set(["/about/index.html", "/404.html", "/index.html"]);
const exists = {
  page: (clean: string) => files.has(`${clean}.html`) || files.has(`${clean}/index.html`),
  file: (path: string) => files.has(path),
};

describe("Firebase Hosting's clean URLs without trailing slashes (hostRedirect)", () => {
  it("serves clean URLs and the root as they are", () => {
    expect(hostRedirect("/", exists)).toBeNull();
    expect(hostRedirect("/about", exists)).toBeNull();
    expect(hostRedirect("/no-such", exists)).toBeNull();
  });

  it("redirects a page's other forms to its clean URL", () => {
    expect(hostRedirect("/about/", exists)).toBe("/about");
    expect(hostRedirect("/about//", exists)).toBe("/about");
    expect(hostRedirect("/about/index.html", exists)).toBe("/about");
    expect(hostRedirect("/index.html", exists)).toBe("/");
    expect(hostRedirect("/404.html", exists)).toBe("/404");
    expect(hostRedirect("/404/", exists)).toBe("/404");
  });

  it("does not redirect what does not exist (the host answers 404)", () => {
    expect(hostRedirect("/no-such/", exists)).toBeNull();
    expect(hostRedirect("/about.html", exists)).toBeNull();
    expect(hostRedirect("/404/index.html", exists)).toBeNull();
  });
});
