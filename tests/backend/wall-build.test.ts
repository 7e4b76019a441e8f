// The wall's first page as the build reads it (src/features/testimonials/build/wall-build.ts), from the emulator seeded
// like a site a year old (tools/dev/lived-in.mjs): plain REST requests with no credentials, in the
// live wall's order (the featured ones first, then the newest approval), one page.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { wallForBuild } from "@/features/testimonials/build/wall-build";
import { WALL_PAGE_SIZE } from "@/features/testimonials/constants";
import { firebaseSettings } from "@/firebase/settings";
import {
  LIVED_IN_FEATURED,
  clearFeatured,
  eraseLivedInSite,
  livedInTestimonials,
  seedLivedInSite,
} from "../support/node/testimonial-store";

const all = livedInTestimonials();
const newestFirst = [...all].sort((a, b) => b.approvedAt.getTime() - a.approvedAt.getTime());

beforeAll(async () => {
  await clearFeatured();
  await seedLivedInSite();
});
afterAll(async () => {
  await eraseLivedInSite();
  await clearFeatured();
});

describe("the wall read by the build", () => {
  it("/testimonials: the three featured, then the newest of the first page, and more to come", async () => {
    const warn = vi.fn();
    const wall = await wallForBuild(firebaseSettings({}), null, { warn });
    expect(warn).not.toHaveBeenCalled();
    const page = newestFirst.slice(0, WALL_PAGE_SIZE).map((t) => t.id);
    const expected = [
      ...LIVED_IN_FEATURED,
      ...page.filter((id) => !LIVED_IN_FEATURED.includes(id)),
    ];
    expect(wall.items.map((t) => t.id)).toEqual(expected);
    expect(wall.more).toBe(true);
    // The public copy's fields as the page shows them; never an email.
    const first = all.find((t) => t.id === LIVED_IN_FEATURED[0])!;
    expect(wall.items[0]).toMatchObject({ name: first.fields.name, message: first.fields.message });
    expect(JSON.stringify(wall)).not.toContain("@example.com");
  });

  it("an area's wall: only testimonials about it, its featured ones first", async () => {
    const wall = await wallForBuild(firebaseSettings({}), "community", { warn: vi.fn() });
    const about = (id: string) =>
      (all.find((t) => t.id === id)!.fields.areas as string[]).includes("community");
    expect(wall.items.length).toBeGreaterThan(0);
    expect(wall.items.every((t) => about(t.id))).toBe(true);
    const featured = LIVED_IN_FEATURED.filter(about);
    expect(wall.items.slice(0, featured.length).map((t) => t.id)).toEqual(featured);
  });

  it("a project it cannot reach: an empty wall (the samples show) and a warning", async () => {
    const warn = vi.fn();
    const wall = await wallForBuild(firebaseSettings({}), null, {
      warn,
      fetchImpl: () => Promise.reject(new Error("unreachable")),
    });
    expect(wall).toEqual({ items: [], more: false });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain("unreachable");
  });
});
