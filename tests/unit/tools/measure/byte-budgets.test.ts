import { describe, expect, it } from "vitest";
import {
  GROUPS,
  IMAGES,
  NO_IMAGES,
  byteCeilings,
  imageCeiling,
  overCeilings,
  overWorkerCeilings,
  SERVICE_WORKER,
} from "../../../../tools/measure/byte-budgets.mjs";
import { LIST_CARDS, PAGES } from "../../../../tools/measure/pages.ts";
import {
  ABOUT_TEASER,
  CARD,
  COVER,
  LEAD_CARD,
  PORTRAIT,
  capBytes,
  fetchedCap,
  fetchedWidth,
} from "@/site/image-caps";

const KB = 1024;

describe("byte budgets: the ceilings of each page's visits", () => {
  it("every page the budget check loads has ceilings, at both sizes", () => {
    for (const { path } of PAGES)
      for (const device of ["phone", "desktop"] as const)
        expect(byteCeilings(path, device), `${path} (${device})`).not.toBeNull();
  });

  it("a page no group names has none (the check fails it)", () => {
    expect(byteCeilings("/shop", "phone")).toBeNull();
  });

  it("each page is in the group its path says, the first that matches", () => {
    const group = (path: string) => byteCeilings(path, "phone")?.group;
    expect(group("/guides")).toBe("guide");
    expect(group("/guides/html")).toBe("guide");
    expect(group("/blog")).toBe("reading page");
    expect(group("/blog/page/2")).toBe("reading page");
    expect(group("/blog/999")).toBe("reading page");
    expect(group("/search")).toBe("reading page");
    expect(group("/404")).toBe("reading page");
    expect(group("/")).toBe("counter page");
    expect(group("/contact")).toBe("island page");
    expect(group("/testimonials")).toBe("testimonials");
    expect(group("/testimonials/culinary")).toBe("testimonials");
    expect(group("/account")).toBe("account and admin");
    expect(group("/admin/testimonials")).toBe("account and admin");
    // Not a prefix match: /guidesx or /blogroll would be no reading page.
    expect(group("/blogroll")).toBeUndefined();
  });

  it("gives every page the same stylesheet, fonts and other ceilings, in bytes", () => {
    expect(byteCeilings("/blog/1", "phone")).toMatchObject({
      css: 16 * KB,
      fonts: 26 * KB,
      other: 2 * KB,
      html: 17 * KB,
      js: 7 * KB,
    });
  });

  it("gives the pages that are not hers to grow their own images, and a page with none a few KB", () => {
    expect(byteCeilings("/expertise", "phone")?.images).toBe(IMAGES["/expertise"]![0] * KB);
    expect(byteCeilings("/testimonials/culinary", "desktop")?.images).toBe(
      IMAGES["/testimonials"]![1] * KB,
    );
    expect(byteCeilings("/contact", "phone")?.images).toBe(NO_IMAGES * KB);
    // Only pages the check loads are named (a renamed page would silently lose its ceiling).
    const paths = PAGES.map((page) => page.path);
    for (const path of Object.keys(IMAGES)) expect(paths, path).toContain(path);
  });

  it("lets every ceiling be at least a whole picture over what was measured", () => {
    // The figures measured with a phone sent pictures at 2x (KB, phone / desktop).
    const measured: [string, number, number][] = [
      ["/", 69.4, 37.8],
      ["/about", 19.7, 10.4],
      ["/blog", 80.0, 43.3],
      ["/blog/category/technology", 11.2, 11.2],
      ["/blog/6", 11.9, 27.6],
    ];
    for (const [path, phone, desktop] of measured) {
      expect(imageCeiling(path, "phone"), path).toBeGreaterThan(phone * KB);
      expect(imageCeiling(path, "desktop"), path).toBeGreaterThan(desktop * KB);
    }
  });

  it("lets a repeat visit cost 2 KB, the 404 views (sent whole each time) 8", () => {
    expect(byteCeilings("/blog/1", "phone")?.repeat).toBe(2 * KB);
    expect(byteCeilings("/404", "phone")?.repeat).toBe(8 * KB);
    expect(byteCeilings("/blog/999", "desktop")?.repeat).toBe(8 * KB);
  });

  it("every ceiling is a whole number of KB above zero, images a positive number of bytes", () => {
    for (const [, ceilings] of GROUPS)
      for (const kb of Object.values(ceilings)) expect(Number.isInteger(kb) && kb > 0).toBe(true);
    for (const kb of Object.values(IMAGES).flat())
      expect(Number.isInteger(kb) && kb > 0).toBe(true);
    for (const { path } of PAGES)
      for (const device of ["phone", "desktop"] as const)
        expect(byteCeilings(path, device)!.images).toBeGreaterThan(0);
  });
});

describe("image ceilings by kind of page, from the caps the build fits each file under", () => {
  const ONE = 1 * KB; // each image's response headers

  it("a post: its cover at the width a phone and a desktop fetch, whatever the post", () => {
    expect(fetchedWidth(COVER, "phone")).toBe(800); // 390 px at 3x, drawn at 2x
    expect(fetchedWidth(COVER, "desktop")).toBe(1280); // 976 px at 1x
    for (const path of ["/blog/1", "/blog/6", "/blog/9", "/blog/120"]) {
      expect(imageCeiling(path, "phone"), path).toBe(capBytes("avif", 800, 450)! + ONE);
      expect(imageCeiling(path, "desktop"), path).toBe(capBytes("avif", 1280, 720)! + ONE);
    }
  });

  it("a list: N cards, the first page's first one leading", () => {
    const card = { phone: fetchedCap(CARD, "phone"), desktop: fetchedCap(CARD, "desktop") };
    expect([fetchedWidth(CARD, "phone"), fetchedWidth(CARD, "desktop")]).toEqual([800, 400]);
    expect(fetchedWidth(LEAD_CARD, "desktop")).toBe(800);
    expect(imageCeiling("/blog", "phone", 8)).toBe(8 * (card.phone + ONE));
    expect(imageCeiling("/blog", "desktop", 8)).toBe(
      fetchedCap(LEAD_CARD, "desktop") + ONE + 7 * (card.desktop + ONE),
    );
    // A later page has no lead; a category of one post is one lead card.
    expect(imageCeiling("/blog/page/2", "desktop", 1)).toBe(card.desktop + ONE);
    expect(imageCeiling("/blog/category/culinary", "desktop", 1)).toBe(
      fetchedCap(LEAD_CARD, "desktop") + ONE,
    );
    // The lists of PAGES are counted from the posts.
    expect(LIST_CARDS.get("/blog")).toBe(8);
    expect(imageCeiling("/blog", "phone")).toBe(8 * (card.phone + ONE));
  });

  it("the About portrait and the home page's About teaser follow their caps too", () => {
    expect(imageCeiling("/about", "phone")).toBe(fetchedCap(PORTRAIT, "phone") + ONE);
    expect(imageCeiling("/", "desktop")).toBe(
      IMAGES["/"]![1] * KB + fetchedCap(ABOUT_TEASER, "desktop") + ONE,
    );
  });
});

describe("byte budgets: what is over", () => {
  const ceilings = byteCeilings("/blog/1", "phone")!;
  const firstVisit = {
    html: 10 * KB,
    css: 14 * KB,
    js: 4 * KB,
    fonts: 23.8 * KB,
    images: 12 * KB,
    other: 400,
  };

  it("nothing when every kind and the repeat visit are at most their ceilings", () => {
    expect(overCeilings(firstVisit, 1 * KB, ceilings)).toEqual([]);
    expect(overCeilings({ ...firstVisit, fonts: 26 * KB }, 2 * KB, ceilings)).toEqual([]);
  });

  it("a font file too many, a second cover, a repeat visit that fetches the page again", () => {
    expect(overCeilings({ ...firstVisit, fonts: 27 * KB }, 1 * KB, ceilings)).toEqual(["fonts"]);
    expect(
      overCeilings({ ...firstVisit, images: 2 * 12 * KB, html: 18 * KB }, 11 * KB, ceilings),
    ).toEqual(["html", "images", "repeat"]);
  });
});

describe("the service worker's ceilings", () => {
  it("hold its script and what it fetches ahead apart from every page", () => {
    expect(overWorkerCeilings({ script: 7.5 * KB, precache: 4.5 * KB })).toEqual([]);
    expect(overWorkerCeilings({ script: SERVICE_WORKER.script + 1, precache: 0 })).toEqual([
      "script",
    ]);
    expect(overWorkerCeilings({ script: 0, precache: SERVICE_WORKER.precache + 1 })).toEqual([
      "precache",
    ]);
  });

  it("budget the offline page as a reading page", () => {
    expect(byteCeilings("/offline", "phone")?.group).toBe("reading page");
  });
});

describe("fonts: the first-screen files, and the parts a page's letters call for", () => {
  it("every page, the walls included, may fetch the two first-screen files and nothing else unasked", () => {
    for (const path of ["/testimonials", "/testimonials/culinary", "/expertise", "/", "/blog/1"])
      expect(byteCeilings(path, "phone")!.fonts).toBe(26 * 1024);
  });

  it("a page whose letters call for parts may fetch them too (tools/measure/font-parts.mjs)", () => {
    const parts = [{ bytes: 11_084 }, { bytes: 4_076 }, { bytes: 2_404 }];
    expect(byteCeilings("/testimonials", "phone", parts)!.fonts).toBe(
      26 * 1024 + 11_084 + 4_076 + 2_404 + 3 * 512,
    );
  });
});
