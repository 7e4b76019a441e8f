// Expertise's build-time read (src/features/testimonials/build/featured-build.ts) against the Firestore emulator at the
// app's local address, with firestore.rules: plain REST GETs without credentials read the
// featured slots and their public copies, as the build of a deploy does from the real project.
import { afterAll, describe, expect, it, vi } from "vitest";
import { featuredForBuild } from "@/features/testimonials/build/featured-build";
import { firebaseSettings } from "@/firebase/settings";
import {
  clearFeatured,
  eraseTestimonials,
  seedTestimonials,
  setFeatured,
} from "../support/node/testimonial-store";

const stamp = Date.now().toString(36);
const ids = [`build-${stamp}-a`, `build-${stamp}-b`];

afterAll(async () => {
  await clearFeatured();
  await eraseTestimonials(ids);
});

describe("the featured testimonials, read by the build from the emulator", () => {
  it("reads the featured public copies in slot order, with no credentials", async () => {
    await seedTestimonials(
      ids.map((id, i) => ({
        id,
        name: `Build ${i} ${stamp}`,
        status: "approved" as const,
        createdAt: new Date(Date.UTC(2024, 0, 1 + i)),
      })),
    );
    await clearFeatured();
    await setFeatured({ "1": ids[1]!, "2": ids[0]! });
    const warn = vi.fn();
    const featured = await featuredForBuild(firebaseSettings({}), { warn });
    expect(warn).not.toHaveBeenCalled();
    expect(featured.map((t) => t.name)).toEqual([`Build 1 ${stamp}`, `Build 0 ${stamp}`]);
    // Only the public copy's fields: no email ever reaches the page.
    expect(JSON.stringify(featured)).not.toContain("@example.com");
  });

  it("none featured: nothing, and no warning", async () => {
    await clearFeatured();
    const warn = vi.fn();
    expect(await featuredForBuild(firebaseSettings({}), { warn })).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });

  it("a project it cannot reach: the samples, with a warning", async () => {
    const warn = vi.fn();
    const nowhere = firebaseSettings({ PUBLIC_FIRESTORE_EMULATOR_HOST: "127.0.0.1:9" });
    expect(await featuredForBuild(nowhere, { warn })).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
