import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { site, socialLinks } from "@/site/site";
import { ventures } from "@/data/ventures";
import { checkPlaceholders } from "@/build/placeholder-check";
import {
  PLACEHOLDER_MANIFEST,
  isPlaceholderUrl,
  placeholderImages,
  placeholderKey,
  placeholderLinks,
  placeholderWarnings,
  sha256,
  type PlaceholderManifest,
} from "@/build/placeholders";

describe("placeholder links", () => {
  it("recognises the hosts reserved for examples, and example profiles", () => {
    expect(placeholderKey("https://amara-okafor.example.com/blog/1")).toBe(
      "https://amara-okafor.example.com",
    );
    expect(placeholderKey("https://example.com")).toBe("https://example.com");
    expect(placeholderKey("http://studio.example.org/x?y=1")).toBe("http://studio.example.org");
    expect(placeholderKey("https://shop.example/menu")).toBe("https://shop.example");
    expect(placeholderKey("mailto:hello@amara-okafor.example.com?subject=Hi")).toBe(
      "mailto:hello@amara-okafor.example.com",
    );
    expect(placeholderKey("https://www.linkedin.com/in/amara-okafor-example")).toBe(
      "https://www.linkedin.com/in/amara-okafor-example",
    );
    expect(isPlaceholderUrl("https://x.com/amara_okafor_example")).toBe(true);
    expect(isPlaceholderUrl("https://www.instagram.com/amara.okafor.example/")).toBe(true);
    // A WhatsApp number of a country code and zeros (site.owner.whatsApp in src/site/site.ts until she sets hers).
    expect(placeholderKey("https://wa.me/2340000000000?text=Hello")).toBe(
      "https://wa.me/2340000000000",
    );
  });

  it("leaves real addresses alone", () => {
    for (const url of [
      "https://www.linkedin.com/in/amara-okafor",
      "https://examples.com",
      "https://example.com.ng/menu",
      "https://myexample.com",
      "https://github.com/example-org/recipes",
      "https://developer.mozilla.org/en-US/docs/Web/HTML/Element/input/example",
      "mailto:hello@amara.ng",
      "/about",
      "#main",
      "not a url",
      "tel:+2348000000000",
      "https://wa.me/2348012345678?text=Hello",
      "https://wa.me/2348000000000",
      "https://wa.me/?text=Hello",
    ]) {
      expect(isPlaceholderUrl(url), url).toBe(false);
    }
  });

  it("recognises every example address in the site's data", () => {
    const urls = [
      site.url,
      `mailto:${site.owner.email}`,
      site.owner.schedulingUrl,
      site.credit.href,
      ...socialLinks.map((l) => l.href),
      ...ventures.map((v) => v.link),
    ];
    for (const url of urls) {
      if (/example/i.test(url)) expect(isPlaceholderUrl(url), url).toBe(true);
    }
  });

  it("finds them in a page's links and meta tags, once each, but not in code samples", () => {
    const html = `<!doctype html><html><head>
      <link rel="canonical" href="https://amara-okafor.example.com/about">
      <meta property="og:url" content="https://amara-okafor.example.com/about">
      <meta name="description" content="A chef in Lagos. See example.com for more.">
      </head><body>
      <a href="https://x.com/amara_okafor_example">X</a>
      <a href='mailto:hello@amara-okafor.example.com'>Email</a>
      <a href="https://cal.example.com/amara?a=1&amp;b=2">Book</a>
      <a href="https://www.linkedin.com/in/amara-okafor">LinkedIn</a>
      <input type="email" placeholder="you@example.com">
      <pre><code><span>&lt;a href="mailto:orders@example.com"&gt;</span></code></pre>
      <p>Write <code>&lt;a href="https://menu.example.com"&gt;</code> in your page.</p>
      </body></html>`;
    expect(placeholderLinks(html).sort()).toEqual([
      "https://amara-okafor.example.com",
      "https://cal.example.com",
      "https://x.com/amara_okafor_example",
      "mailto:hello@amara-okafor.example.com",
    ]);
    expect(placeholderLinks('<a href="https://amara.ng">Home</a>')).toEqual([]);
  });
});

describe("placeholder images", () => {
  const drawn = new TextEncoder().encode("the illustration");
  const manifest: PlaceholderManifest = {
    images: {
      "src/assets/images/hero-bg.jpg": sha256(drawn),
      "src/assets/images/portrait.jpg": sha256(drawn),
      "src/assets/images/about.jpg": sha256(drawn),
    },
  };

  it("reports the files that still have the illustration's bytes, not replaced or missing ones", () => {
    const files: Record<string, Uint8Array> = {
      "src/assets/images/hero-bg.jpg": drawn,
      "src/assets/images/portrait.jpg": new TextEncoder().encode("a real photo"),
    };
    expect(placeholderImages(manifest, (path) => files[path])).toEqual([
      "src/assets/images/hero-bg.jpg",
    ]);
    expect(placeholderImages({ images: {} }, (path) => files[path])).toEqual([]);
  });

  it("has a manifest of the hero (wide and phone), portrait (and default social card), about photo and post images", () => {
    const listed = JSON.parse(readFileSync(PLACEHOLDER_MANIFEST, "utf8")) as PlaceholderManifest;
    expect(Object.keys(listed.images)).toEqual([
      "src/assets/images/hero-bg.jpg",
      "src/assets/images/hero-phone.png",
      "public/images/portrait.jpg",
      "src/assets/images/portrait.jpg",
      "src/assets/images/about.jpg",
      ...Array.from({ length: 8 }, (_, i) => `src/assets/blog/post-${i + 1}.jpg`),
    ]);
    for (const hash of Object.values(listed.images)) expect(hash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("placeholderWarnings", () => {
  it("says which links and images remain and where to read how to replace them", () => {
    const warnings = placeholderWarnings(
      new Map([
        ["https://amara-okafor.example.com", 33],
        ["https://x.com/amara_okafor_example", 1],
      ]),
      ["src/assets/images/hero-bg.jpg", "src/assets/images/portrait.jpg"],
    );
    expect(warnings).toHaveLength(4);
    expect(warnings[0]).toContain("https://amara-okafor.example.com on 33 pages");
    expect(warnings[1]).toBe("Placeholder link https://x.com/amara_okafor_example on 1 page.");
    expect(warnings[2]).toBe(
      "2 placeholder images still in place: src/assets/images/hero-bg.jpg, src/assets/images/portrait.jpg.",
    );
    expect(warnings[3]).toContain("Replacing the placeholders");
  });

  it("says nothing once everything is real", () => {
    expect(placeholderWarnings(new Map(), [])).toEqual([]);
  });
});

describe("checkPlaceholders (the build's check)", () => {
  const root = mkdtempSync(join(tmpdir(), "placeholders-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("reads the built pages and the manifest, counting pages per link", () => {
    const dist = join(root, "dist");
    mkdirSync(join(dist, "about"), { recursive: true });
    mkdirSync(join(root, "src/data"), { recursive: true });
    mkdirSync(join(root, "src/assets/images"), { recursive: true });
    const page = '<a href="https://amara-okafor.example.com/">Home</a>';
    writeFileSync(join(dist, "index.html"), page);
    writeFileSync(join(dist, "about", "index.html"), `${page}<a href="https://amara.ng">x</a>`);
    writeFileSync(join(dist, "robots.txt"), "Sitemap: https://amara-okafor.example.com/s.xml");
    const drawn = Buffer.from("illustration");
    writeFileSync(join(root, "src/assets/images/hero-bg.jpg"), drawn);
    writeFileSync(join(root, "src/assets/images/portrait.jpg"), Buffer.from("real photo"));
    writeFileSync(
      join(root, PLACEHOLDER_MANIFEST),
      JSON.stringify({
        images: {
          "src/assets/images/hero-bg.jpg": sha256(drawn),
          "src/assets/images/portrait.jpg": sha256(drawn),
        },
      }),
    );
    const warnings = checkPlaceholders(dist, root);
    expect(warnings[0]).toContain("https://amara-okafor.example.com on 2 pages");
    expect(warnings[1]).toBe("1 placeholder image still in place: src/assets/images/hero-bg.jpg.");
    expect(warnings).toHaveLength(3);
  });
});
