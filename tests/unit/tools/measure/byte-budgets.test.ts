import { describe, expect, it } from "vitest";
import {
  GROUPS,
  IMAGES,
  NO_IMAGES,
  byteCeilings,
  overCeilings,
  overWorkerCeilings,
  SERVICE_WORKER,
} from "../../../../tools/measure/byte-budgets.mjs";
import { PAGES } from "../../../../tools/measure/pages.ts";

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
      fonts: 50 * KB,
      other: 2 * KB,
      html: 17 * KB,
      js: 7 * KB,
    });
  });

  it("gives images per page and device, and a page with none a few KB", () => {
    expect(byteCeilings("/", "phone")?.images).toBe(IMAGES["/"]![0] * KB);
    expect(byteCeilings("/", "desktop")?.images).toBe(IMAGES["/"]![1] * KB);
    expect(byteCeilings("/contact", "phone")?.images).toBe(NO_IMAGES * KB);
    // Only pages the check loads are named (a renamed page would silently lose its ceiling).
    const paths = PAGES.map((page) => page.path);
    for (const path of Object.keys(IMAGES)) expect(paths, path).toContain(path);
  });

  it("lets a repeat visit cost 2 KB, the 404 views (sent whole each time) 8", () => {
    expect(byteCeilings("/blog/1", "phone")?.repeat).toBe(2 * KB);
    expect(byteCeilings("/404", "phone")?.repeat).toBe(8 * KB);
    expect(byteCeilings("/blog/999", "desktop")?.repeat).toBe(8 * KB);
  });

  it("every ceiling is a whole number of KB above zero", () => {
    for (const [, ceilings] of GROUPS)
      for (const kb of Object.values(ceilings)) expect(Number.isInteger(kb) && kb > 0).toBe(true);
    for (const kb of Object.values(IMAGES).flat())
      expect(Number.isInteger(kb) && kb > 0).toBe(true);
  });
});

describe("byte budgets: what is over", () => {
  const ceilings = byteCeilings("/blog/1", "phone")!;
  const firstVisit = {
    html: 10 * KB,
    css: 14 * KB,
    js: 4 * KB,
    fonts: 47 * KB,
    images: 13 * KB,
    other: 400,
  };

  it("nothing when every kind and the repeat visit are at most their ceilings", () => {
    expect(overCeilings(firstVisit, 1 * KB, ceilings)).toEqual([]);
    expect(overCeilings({ ...firstVisit, fonts: 50 * KB }, 2 * KB, ceilings)).toEqual([]);
  });

  it("a font file too many, a second cover, a repeat visit that fetches the page again", () => {
    expect(overCeilings({ ...firstVisit, fonts: 57 * KB }, 1 * KB, ceilings)).toEqual(["fonts"]);
    expect(
      overCeilings({ ...firstVisit, images: 26 * KB, html: 18 * KB }, 11 * KB, ceilings),
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

describe("fonts on the pages that show visitors' words", () => {
  it("the walls and Expertise may fetch the Latin rest and the Nigerian letters' parts; others two files", () => {
    for (const path of ["/testimonials", "/testimonials/culinary", "/expertise"])
      expect(byteCeilings(path, "phone")!.fonts).toBe(70 * 1024);
    for (const path of ["/", "/blog/1", "/guides/css", "/contact"])
      expect(byteCeilings(path, "phone")!.fonts).toBe(50 * 1024);
  });
});
