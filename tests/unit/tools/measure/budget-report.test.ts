// tools/measure/budget-report.mjs: the repeat visit with the service worker is judged as the one
// without it (its ceiling), and a kept file it fetched again fails it whatever its bytes; a post's
// whole first visit on a phone, the worker's script counted, is judged against 80 KB.
import { describe, expect, it, vi } from "vitest";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  reportPostVisits,
  rowFontParts,
  workerRepeatFaults,
} from "../../../../tools/measure/budget-report.mjs";
import { POST_FIRST_VISIT, isPost } from "../../../../tools/measure/byte-budgets.mjs";

const ceilings = { repeat: 2048 };
const cover = "https://127.0.0.1:4321/_astro/post-2.BWWxBRhb_1dxTKQ.avif";

describe("workerRepeatFaults", () => {
  it("passes a visit within the ceiling that fetched no kept file", () => {
    expect(workerRepeatFaults({ total: 1126, refetched: [] }, ceilings, "/blog/2 (phone)")).toEqual(
      [],
    );
  });

  it("fails a visit over the ceiling, with its figure and the ceiling", () => {
    expect(workerRepeatFaults({ total: 6554, refetched: [] }, ceilings, "/blog/2 (phone)")).toEqual(
      ["/blog/2 (phone): a repeat visit with the service worker costs 6.4 KB, over 2.0"],
    );
  });

  it("fails a visit that asked the network again for a kept file, naming it, even under the ceiling", () => {
    expect(
      workerRepeatFaults({ total: 1900, refetched: [cover] }, ceilings, "/blog/2 (phone)"),
    ).toEqual([
      "/blog/2 (phone): a repeat visit with the service worker asked the network again for /_astro/post-2.BWWxBRhb_1dxTKQ.avif, which the worker keeps",
    ]);
  });

  it("judges nothing on a desktop, where the visit is not made", () => {
    expect(workerRepeatFaults(null, ceilings, "/blog/2 (desktop)")).toEqual([]);
  });
});

describe("reportPostVisits", () => {
  const KB = 1024;
  const row = (path: string, device: string, kb: number) => ({
    path,
    device,
    firstVisit: { total: kb * KB },
  });

  it("judges each post on a phone with the worker's script, and no other page or device", () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const failures: string[] = [];
    reportPostVisits(
      [
        row("/blog/1", "phone", 70),
        row("/blog/9", "phone", 71),
        row("/blog/9", "desktop", 90),
        row("/blog", "phone", 130),
        row("/blog/999", "phone", 90),
      ],
      { script: 9.9 * KB },
      failures,
    );
    expect(failures).toEqual([
      "/blog/9 (phone): a first visit with the service worker's script is 80.9 KB, over 80.0",
    ]);
    vi.restoreAllMocks();
  });

  it("a post whose letters call for font parts may add them, read from the build", () => {
    const dist = mkdtempSync(join(tmpdir(), "dist-"));
    mkdirSync(join(dist, "_astro"));
    writeFileSync(
      join(dist, "_astro", "site.css"),
      '@font-face{font-family:Inter Variable;src:url(/_astro/inter-first.A1.woff2)format("woff2");unicode-range:U+0-7E}' +
        '@font-face{font-family:Inter Variable;src:url(/_astro/inter-nigerian-latin.B2.woff2)format("woff2");unicode-range:U+E0-E1,U+E9}',
    );
    writeFileSync(join(dist, "_astro", "inter-first.A1.woff2"), Buffer.alloc(14_000));
    writeFileSync(join(dist, "_astro", "inter-nigerian-latin.B2.woff2"), Buffer.alloc(2_700));
    const yoruba = { "Inter Variable": "Àkàrà with Adébáyọ̀" };
    expect(rowFontParts({ letters: { "Inter Variable": "Jollof" } }, dist)).toEqual([]);
    expect(rowFontParts({ letters: yoruba }, dist).map((part) => part.bytes)).toEqual([2_700]);
    rmSync(dist, { recursive: true });
  });

  it("holds a post at most at the lightest peer's lightest post, and no 404 view is a post", () => {
    expect(POST_FIRST_VISIT).toBe(80 * KB);
    expect(POST_FIRST_VISIT).toBeLessThan(81.6 * KB);
    expect(["/blog/1", "/blog/120", "/blog/999", "/blog", "/blog/page/2"].filter(isPost)).toEqual([
      "/blog/1",
      "/blog/120",
    ]);
  });
});
