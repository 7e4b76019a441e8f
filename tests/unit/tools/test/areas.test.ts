import { describe, expect, it } from "vitest";
import { AREAS, parseArgs, sharded } from "../../../../tools/test/areas.mjs";

describe("npm test's areas", () => {
  it("runs every area when none is named", () => {
    expect([...parseArgs([]).areas]).toEqual(Object.keys(AREAS));
  });

  it("reads areas in each spelling, and passes what follows -- to Playwright", () => {
    const { areas, playwrightArgs } = parseArgs([
      "--area",
      "static,rules",
      "--area=browser",
      "--",
      "--shard=1/3",
    ]);
    expect([...areas]).toEqual(["static", "rules", "browser"]);
    expect(playwrightArgs).toEqual(["--shard=1/3"]);
    expect(sharded(playwrightArgs)).toBe(true);
    expect(sharded(["tests/e2e/blog.spec.ts"])).toBe(false);
  });

  it("refuses an area that does not exist, listing the areas", () => {
    expect(() => parseArgs(["--area", "unti"])).toThrow(/Unknown area "unti".*\n.*static/s);
    expect(() => parseArgs(["--area"])).toThrow(/Unknown area/);
    expect(() => parseArgs(["--shard=1/2"])).toThrow(/Unknown argument "--shard=1\/2"/);
  });
});
