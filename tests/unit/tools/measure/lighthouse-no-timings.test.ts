// The Lighthouse gate's run without timings (`--no-timings`, npm test with more than one area):
// what it asks Lighthouse for, as Lighthouse resolves it, and its judgement.
import { initializeConfig } from "lighthouse/core/config/config.js";
import { describe, expect, it } from "vitest";
import {
  BLOCKING_AUDITS,
  JUDGED_CATEGORIES,
  formatTable,
  judge,
  lighthouseConfig,
  runSettings,
  skippedAudits,
  summarize,
} from "../../../../tools/measure/lighthouse-gate.mjs";
import { lhr } from "./lighthouse-result.ts";

/** A result of that run: no performance category. */
function blockingLhr(options: Parameters<typeof lhr>[0] = {}) {
  const { scores = { accessibility: 1, "best-practices": 1, seo: 1 }, ...rest } = options;
  return lhr({ scores, ...rest });
}

describe("Lighthouse gate: what a run without timings asks Lighthouse for", () => {
  /** Lighthouse's own resolution of the gate's config for a page with `settings`. */
  const resolved = async (settings: ReturnType<typeof runSettings>, notFound = false) =>
    (
      await initializeConfig("navigation", lighthouseConfig(notFound), {
        ...settings,
        skipAudits: skippedAudits(false, notFound),
        disableFullPageScreenshot: true,
      })
    ).resolvedConfig;
  const auditIds = (config: Awaited<ReturnType<typeof resolved>>, category: string) =>
    (config.categories?.[category]?.auditRefs ?? []).map((ref) => ref.id).sort();

  it("asks for the judged categories and audits only", () => {
    expect(JUDGED_CATEGORIES.map(([id]) => id)).toEqual(["accessibility", "best-practices", "seo"]);
    expect(runSettings({ timings: true })).toEqual({
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    expect(runSettings({ timings: false })).toEqual({
      onlyCategories: ["accessibility", "best-practices", "seo"],
      onlyAudits: [...BLOCKING_AUDITS],
    });
  });

  it("Lighthouse keeps every audit of the judged categories and the blocking ones, and no performance category", async () => {
    for (const notFound of [false, true]) {
      const full = await resolved(runSettings({ timings: true }), notFound);
      const blocking = await resolved(runSettings({ timings: false }), notFound);
      expect(Object.keys(blocking.categories ?? {})).toEqual([
        "accessibility",
        "best-practices",
        "seo",
      ]);
      for (const [id] of JUDGED_CATEGORIES) {
        expect(auditIds(blocking, id).length).toBeGreaterThan(0);
        expect(auditIds(blocking, id)).toEqual(auditIds(full, id));
      }
      const kept = new Set(blocking.audits?.map((audit) => audit.implementation.meta.id));
      for (const id of BLOCKING_AUDITS) expect(kept).toContain(id);
      // The not-found page's console audit still ignores that 404 alone.
      const consoleAudit = blocking.audits?.find(
        (audit) => audit.implementation.meta.id === "errors-in-console",
      );
      expect(consoleAudit?.options).toEqual(
        full.audits?.find((audit) => audit.implementation.meta.id === "errors-in-console")?.options,
      );
      // The same load: simulated throttling and its quiet windows, as with the timings.
      expect(blocking.settings.throttlingMethod).toBe("simulate");
      for (const wait of [
        "pauseAfterLoadMs",
        "networkQuietThresholdMs",
        "cpuQuietThresholdMs",
      ] as const)
        expect(blocking.settings[wait]).toBe(full.settings[wait]);
      // What the timings alone read is not gathered.
      const artifacts = new Set(blocking.artifacts?.map((artifact) => artifact.id));
      expect(artifacts.has("JsUsage")).toBe(false);
      expect(artifacts).toContain("Accessibility");
      expect(artifacts).toContain("Trace");
    }
  });
});

describe("Lighthouse gate: judgement of a page without timings", () => {
  it("passes a page with no performance score, and reports no timing", () => {
    const result = blockingLhr({ lcp: 4100, tbt: 900 });
    const summary = summarize(result);
    expect(judge("/guides/css", summary, result, { timings: false })).toEqual({
      failures: [],
      timings: [],
    });
    // The run with the timings judges that performance score missing.
    expect(judge("/guides/css", summary, result).failures).toEqual([
      "/guides/css: performance has no score",
    ]);
  });

  it("still fails an image without alt, a layout shift, a lazy LCP image and a page not measured", () => {
    const result = blockingLhr({
      scores: { accessibility: 0.9, "best-practices": 1, seo: 1 },
      cls: 0.25,
      audits: {
        "image-alt": { score: 0 },
        "lcp-discovery-insight": {
          score: 0,
          details: {
            type: "list",
            items: [
              {
                type: "checklist",
                items: {
                  eagerlyLoaded: { label: "lazy load not applied", value: false },
                  requestDiscoverable: { label: "discoverable", value: true },
                },
              },
            ],
          },
        },
      },
      refs: { accessibility: [{ id: "image-alt", weight: 10 }] },
    });
    expect(judge("/blog/adebayo-ngozi", summarize(result), result, { timings: false })).toEqual({
      failures: [
        "/blog/adebayo-ngozi: accessibility 90 < 100 (image-alt)",
        "/blog/adebayo-ngozi: the LCP image's request discovery: lazy load not applied",
        "/blog/adebayo-ngozi: CLS 0.250 > 0.1",
      ],
      timings: [],
    });
    const unmeasured = blockingLhr();
    delete (unmeasured.audits as Record<string, unknown>)["largest-contentful-paint"];
    expect(judge("/danjuma", summarize(unmeasured), unmeasured, { timings: false })).toEqual({
      failures: ["/danjuma: LCP was not measured"],
      timings: [],
    });
    const unscored = blockingLhr({ scores: { accessibility: 1, seo: 1 } });
    expect(judge("/x", summarize(unscored), unscored, { timings: false }).failures).toEqual([
      "/x: best-practices has no score",
    ]);
  });

  it("prints the judged columns only", () => {
    const lines = formatTable(
      [
        { path: "/", noindex: false, notFound: false, summary: summarize(blockingLhr()) },
        {
          path: "/404",
          noindex: true,
          notFound: true,
          summary: summarize(blockingLhr({ cls: 0.0042 })),
        },
      ],
      { timings: false },
    ).split("\n");
    expect(lines).toEqual([
      "page        a11y   bp  seo    CLS",
      "----------  ----  ---  ---  -----",
      "/            100  100  100  0.000",
      "/404 * 404   100  100  100  0.004",
    ]);
  });
});
