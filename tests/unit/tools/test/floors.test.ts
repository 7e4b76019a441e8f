import { globSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { floorProblem, readFloors } from "../../../../tools/test/floors.mjs";

const floors = readFloors();

describe("test floors (tests/floors.json, checked by npm test)", () => {
  it("a suite that ran fewer tests than its floor, or has none, is a problem", () => {
    expect(floorProblem({ unit: 10 }, "unit", 10)).toBeNull();
    expect(floorProblem({ unit: 10 }, "unit", 11)).toBeNull();
    expect(floorProblem({ unit: 10 }, "unit", 9)).toBe("ran 9, fewer than its floor of 10");
    expect(floorProblem({ unit: 10 }, "unit", 0)).toBe("ran 0, fewer than its floor of 10");
    expect(floorProblem({ unit: 10 }, "e2e", 50)).toBe('no floor for "e2e"');
  });

  it("every Vitest project and both browser suites have a positive floor", () => {
    const configs = ["vitest.config.ts", "vitest.components.config.ts"]
      .map((file) => readFileSync(file, "utf8"))
      .join("\n");
    const projects = [...configs.matchAll(/\bname: "([^"]+)"/g)].map((m) => m[1]!);
    expect(projects.sort()).toEqual(["backend", "components", "rules", "unit"]);
    for (const suite of [...projects, "e2e", "dev"]) expect(floors[suite]).toBeGreaterThan(0);
  });

  it("every project's file pattern matches test files", () => {
    const configs = ["vitest.config.ts", "vitest.components.config.ts"]
      .map((file) => readFileSync(file, "utf8"))
      .join("\n");
    const patterns = [...configs.matchAll(/\binclude: \["([^"]+)"\]/g)].map((m) => m[1]!);
    expect(patterns.length).toBe(4);
    for (const pattern of patterns) expect(globSync(pattern).length, pattern).toBeGreaterThan(0);
  });
});
