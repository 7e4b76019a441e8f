// Expertise's testimonials, rendered by Astro's container API as the build renders them: the three
// (TestimonialPreview.astro), the featured ones first (read over the Firestore REST API, answered
// here as the emulator would), filled up with the sample ones in a build for a local project, the
// samples alone when Firestore cannot be read; in a build for her real project no sample at all,
// an invitation when none is featured; and each offer's own (OfferQuote.astro in OfferCards), by its area.
// tests/backend/featured-build.test.ts reads the real emulator.
import { getContainerRenderer } from "@astrojs/react/container-renderer";
import { experimental_AstroContainer as AstroContainer } from "astro/container";
import { loadRenderers } from "astro:container";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import OfferQuote from "@/components/expertise/OfferQuote.astro";
import TestimonialPreview from "@/features/testimonials/components/TestimonialPreview.astro";
import { featuredForBuild, offerPicksForBuild } from "@/features/testimonials/build/featured-build";
import { testimonials } from "@/features/testimonials/sample-testimonials";
import { SHARE_PATH } from "@/features/testimonials/constants";
import { testimonialMessages } from "@/features/testimonials/messages";
import { firebaseSettings } from "@/firebase/settings";

const settings = firebaseSettings(import.meta.env);

let container: AstroContainer;
beforeAll(async () => {
  // The offers' stats are React islands (counters), rendered on the server here.
  container = await AstroContainer.create({
    renderers: await loadRenderers([getContainerRenderer()]),
  });
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
    const featured = await featuredForBuild(settings, {
      fetchImpl: restFirestore({
        "featured/1": { testimonial: "t9" },
        "publicTestimonials/t9": {
          name: "Zainab Bello",
          role: "Founder",
          company: "Jollof & Co",
          message: "She rebuilt our kitchen workflow.",
        },
      }) as typeof fetch,
    });
    const html = await container.renderToString(TestimonialPreview, {
      props: { featured, picks: {}, projectId: settings.options.projectId },
    });
    expect(names(html)).toEqual(["Zainab Bello", testimonials[0]!.name, testimonials[1]!.name]);
    expect(html).toContain("Founder, Jollof &amp; Co");
  });

  it("are the first three sample ones, with a warning, when Firestore cannot be read", async () => {
    const warn = vi.fn();
    const featured = await featuredForBuild(settings, {
      fetchImpl: (async () => {
        throw new TypeError("fetch failed");
      }) as typeof fetch,
      warn,
    });
    const html = await container.renderToString(TestimonialPreview, {
      props: { featured, picks: {}, projectId: settings.options.projectId },
    });
    expect(names(html)).toEqual(testimonials.slice(0, 3).map((t) => t.name));
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/Expertise shows the sample ones/));
  });
});

describe("Expertise's testimonials in a build for her real project", () => {
  const featuredOne = {
    id: "t9",
    name: "Zainab Bello",
    role: "Founder",
    message: "She rebuilt our kitchen workflow.",
  };
  const render = (featured: (typeof featuredOne)[]) =>
    container.renderToString(TestimonialPreview, {
      props: { featured, picks: {}, projectId: "amara-okafor-site" },
    });

  it("show the featured ones alone, no sample", async () => {
    const html = await render([featuredOne]);
    expect(names(html)).toEqual(["Zainab Bello"]);
    expect(html).not.toContain("data-expertise-empty");
  });

  it("with none featured: no invented quote, an invitation linking to the form", async () => {
    const html = await render([]);
    expect(names(html)).toEqual([]);
    for (const sample of testimonials) expect(html).not.toContain(sample.name);
    expect(html).toMatch(/<p[^>]*data-expertise-empty[^>]*>/);
    expect(html).toContain(testimonialMessages.expertiseEmpty);
    expect(html).toContain(`href="${SHARE_PATH}"`);
    // The stamp the daily check compares stays on the (empty) list.
    expect(html).toMatch(/data-featured-stamp="[0-9a-f]{16}"/);
  });
});

describe("each Expertise offer's testimonial", () => {
  it("is a featured one of its area, else the newest published in it, else none", async () => {
    const featured = [
      {
        id: "f1",
        name: "Kemi Chef",
        role: "Caterer",
        message: "Fed 300 guests.",
        areas: ["culinary" as const],
      },
    ];
    const asked: string[] = [];
    const fetchImpl = (async (url: string | URL | Request, init?: RequestInit) => {
      expect(String(url)).toMatch(/:runQuery$/);
      const query = JSON.parse(String(init?.body)).structuredQuery;
      const area = query.where.fieldFilter.value.stringValue as string;
      asked.push(area);
      const rows =
        area === "software"
          ? [
              {
                document: {
                  name: "projects/p/databases/(default)/documents/publicTestimonials/s1",
                  fields: {
                    name: { stringValue: "Tunde Dev" },
                    role: { stringValue: "CTO" },
                    message: { stringValue: "Our app never went down." },
                    areas: { arrayValue: { values: [{ stringValue: "software" }] } },
                    source: { stringValue: "linkedin" },
                  },
                },
              },
            ]
          : [{ readTime: "2026-11-25T00:00:00Z" }];
      return new Response(JSON.stringify(rows), { status: 200 });
    }) as typeof fetch;
    const picks = await offerPicksForBuild(
      settings,
      ["software", "culinary", "training"],
      featured,
      {
        fetchImpl,
      },
    );
    // The featured one of its area is taken without a query.
    expect(asked.sort()).toEqual(["software", "training"]);
    expect(picks).toMatchObject({ software: { id: "s1" }, culinary: { id: "f1" }, training: null });
    const card = (area: string) =>
      container.renderToString(OfferQuote, { props: { pick: picks[area] ?? null } });
    expect(await card("software")).toContain("Tunde Dev");
    expect(await card("software")).toContain("via LinkedIn");
    expect(await card("software")).toContain('data-testimonial-doc="s1"');
    expect(await card("culinary")).toContain("Kemi Chef");
    expect(await card("training")).not.toContain("data-offer-quote");
  });
});
