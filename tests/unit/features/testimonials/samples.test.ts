// Where the four invented clients may show (src/features/testimonials/samples.ts): a build or dev
// server for a local (demo-*) project, on a wall with none published and filling up Expertise; a
// build for her real project, never.
import { describe, expect, it } from "vitest";
import { testimonials } from "@/features/testimonials/sample-testimonials";
import { expertiseSamples, showsSamples, wallSamples } from "@/features/testimonials/samples";
import { LOCAL_PROJECT_ID } from "@/site/local-addresses";

const REAL = "amara-okafor-site";

describe("the sample testimonials", () => {
  it("show in a build for a local project (none set, or a demo-* one), never for a real one", () => {
    expect(showsSamples(undefined)).toBe(true);
    expect(showsSamples("")).toBe(true);
    expect(showsSamples(LOCAL_PROJECT_ID)).toBe(true);
    expect(showsSamples("demo-other")).toBe(true);
    expect(showsSamples(REAL)).toBe(false);
  });

  it("a real build with none published: an empty wall and nothing to fill Expertise", () => {
    expect(wallSamples(REAL, null, 0)).toEqual([]);
    expect(wallSamples(REAL, "community", 0)).toEqual([]);
    expect(expertiseSamples(REAL)).toEqual([]);
  });

  it("a local build with none published: the samples (of the wall's area)", () => {
    expect(wallSamples(LOCAL_PROJECT_ID, null, 0)).toEqual(testimonials);
    expect(wallSamples(undefined, "community", 0)).toEqual(
      testimonials.filter((t) => t.areas?.includes("community")),
    );
    expect(expertiseSamples(LOCAL_PROJECT_ID)).toEqual(testimonials);
  });

  it("a wall with published testimonials shows no sample, local or real", () => {
    expect(wallSamples(LOCAL_PROJECT_ID, null, 1)).toEqual([]);
    expect(wallSamples(REAL, null, 3)).toEqual([]);
  });
});
