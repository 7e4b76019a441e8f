// tools/measure/budget-report.mjs: the repeat visit with the service worker is judged as the one
// without it (its ceiling), and a kept file it fetched again fails it whatever its bytes.
import { describe, expect, it } from "vitest";
import { workerRepeatFaults } from "../../../../tools/measure/budget-report.mjs";

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
