import { describe, expect, it } from "vitest";
import { withIds } from "@/shared/id-set";

describe("withIds (the panel's selected and busy items)", () => {
  it("adds or removes ids in a copy, leaving the set as it was", () => {
    const set = new Set(["a", "b"]);
    expect([...withIds(set, ["c", "a"], true)]).toEqual(["a", "b", "c"]);
    expect([...withIds(set, ["a", "x"], false)]).toEqual(["b"]);
    expect([...set]).toEqual(["a", "b"]);
  });
});
