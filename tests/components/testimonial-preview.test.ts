// Expertise's three testimonials (TestimonialPreview.astro), rendered by Astro's container API as
// the build renders them: the featured ones first (read over the Firestore REST API, answered
// here as the emulator would), filled up with the sample ones; the samples alone when Firestore
// cannot be read. tests/backend/featured-build.test.ts reads the real emulator.
import { experimental_AstroContainer as AstroContainer } from "astro/container";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import TestimonialPreview from "@/components/expertise/TestimonialPreview.astro";
import { testimonials } from "@/data/sample-testimonials";

let container: AstroContainer;
beforeAll(async () => {
  container = await AstroContainer.create();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const strings = (fields: Record<string, string>) => ({
  fields: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, { stringValue: v }])),
});

/** Firestore's REST answers for `docs` (path -> string fields), 404 for the rest. */
function restFirestore(docs: Record<string, Record<string, string>>) {
  return async (url: string | URL | Request) => {
    const path = /\/documents\/(.+)$/.exec(String(url))?.[1] ?? "";
    const doc = docs[decodeURIComponent(path)];
    return new Response(JSON.stringify(doc ? strings(doc) : { error: { code: 404 } }), {
      status: doc ? 200 : 404,
      headers: { "Content-Type": "application/json" },
    });
  };
}

const names = (html: string) =>
  [...html.matchAll(/data-field="name"[^>]*>([^<]*)</g)].map((match) => match[1]!.trim());

describe("Expertise's three testimonials", () => {
  it("lead with the featured one, then the first sample ones", async () => {
    vi.stubGlobal(
      "fetch",
      restFirestore({
        "featured/1": { testimonial: "t9" },
        "publicTestimonials/t9": {
          name: "Zainab Bello",
          role: "Founder",
          company: "Jollof & Co",
          message: "She rebuilt our kitchen workflow.",
        },
      }),
    );
    const html = await container.renderToString(TestimonialPreview);
    expect(names(html)).toEqual(["Zainab Bello", testimonials[0]!.name, testimonials[1]!.name]);
    expect(html).toContain("Founder, Jollof &amp; Co");
  });

  it("are the first three sample ones, with a warning, when Firestore cannot be read", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("fetch failed");
    });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const html = await container.renderToString(TestimonialPreview);
    expect(names(html)).toEqual(testimonials.slice(0, 3).map((t) => t.name));
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/Expertise shows the sample ones/));
  });
});
