// The wall's live read meeting the cards the build put in its HTML (src/features/testimonials/wall/wall-reconcile.ts)
// and the build's own order of them (src/features/testimonials/build/wall-build.ts wallOrder).
import { describe, expect, it } from "vitest";
import { firstChange, liveOrder, unconfirmed } from "@/features/testimonials/wall";
import { wallOrder } from "@/features/testimonials/build/wall-build";
import type { AreaId } from "@/features/testimonials/areas";

describe("liveOrder and firstChange: the wall following its live first page", () => {
  it("nothing changes when the live page is what was built", () => {
    const target = liveOrder(["f1", "a", "b"], ["f1", "a", "b"]);
    expect(target).toEqual(["f1", "a", "b"]);
    expect(firstChange(["f1", "a", "b"], target)).toBe(-1);
  });
  it("one published since goes where the live page has it: after the featured", () => {
    const target = liveOrder(["f1", "a", "b"], ["f1", "new", "a", "b"]);
    expect(target).toEqual(["f1", "new", "a", "b"]);
    expect(firstChange(["f1", "a", "b"], target)).toBe(1);
  });
  it("cards pushed past the first page by newer ones stay, after the live ones", () => {
    const target = liveOrder(["f1", "a", "b"], ["f1", "n1", "n2", "a"]);
    expect(target).toEqual(["f1", "n1", "n2", "a", "b"]);
  });
  it("a newly featured one leads, and the change starts at the top", () => {
    const target = liveOrder(["f1", "a"], ["f2", "f1", "a"]);
    expect(target).toEqual(["f2", "f1", "a"]);
    expect(firstChange(["f1", "a"], target)).toBe(0);
  });
  it("an empty wall takes the live page as it is", () => {
    expect(liveOrder([], ["x", "y"])).toEqual(["x", "y"]);
    expect(firstChange([], ["x", "y"])).toBe(0);
  });
});

describe("unconfirmed: built cards the live first page does not hold", () => {
  it("lists those taken down or pushed to a later page, in wall order", () => {
    expect(unconfirmed(["f1", "a", "b", "c"], ["f1", "new", "a", "c"])).toEqual(["b"]);
    expect(unconfirmed(["a"], ["a"])).toEqual([]);
  });
});

describe("wallOrder: what the build bakes", () => {
  const t = (id: string, areas?: AreaId[]) => ({
    id,
    name: id,
    role: "",
    message: "",
    ...(areas ? { areas } : {}),
  });
  it("the featured first, then the page without them", () => {
    const order = wallOrder([t("f1"), t("b")], [t("a"), t("b"), t("c")], null);
    expect(order.map((x) => x.id)).toEqual(["f1", "b", "a", "c"]);
  });
  it("an area's wall leads with the featured ones about it only", () => {
    const featured = [t("f1", ["culinary"]), t("f2", ["software"]), t("f3")];
    const order = wallOrder(featured, [t("a", ["culinary"])], "culinary");
    expect(order.map((x) => x.id)).toEqual(["f1", "a"]);
  });
});
