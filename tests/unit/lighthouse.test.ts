import { describe, expect, it } from "vitest";
import {
  THRESHOLDS,
  failingAudits,
  formatTable,
  isNoindex,
  judge,
  lighthouseConfig,
  skippedAudits,
  summarize,
} from "../../scripts/lib/lighthouse.mjs";

/** A Lighthouse result (lhr) with the parts the gate reads. */
function lhr({
  scores = { performance: 1, accessibility: 1, "best-practices": 1, seo: 1 },
  lcp = 1200,
  fcp = 900,
  cls = 0,
  tbt = 20,
  js = 8500,
  audits = {},
  refs = {},
  runtimeError,
}: {
  scores?: Record<string, number | null>;
  lcp?: number;
  fcp?: number;
  cls?: number;
  tbt?: number;
  js?: number;
  audits?: Record<string, { score: number | null }>;
  refs?: Record<string, { id: string; weight: number }[]>;
  runtimeError?: { code: string; message: string };
} = {}) {
  return {
    categories: Object.fromEntries(
      Object.entries(scores).map(([id, score]) => [id, { score, auditRefs: refs[id] ?? [] }]),
    ),
    audits: {
      "largest-contentful-paint": { numericValue: lcp },
      "first-contentful-paint": { numericValue: fcp },
      "cumulative-layout-shift": { numericValue: cls },
      "total-blocking-time": { numericValue: tbt },
      "resource-summary": {
        details: {
          items: [
            { resourceType: "total", transferSize: 90_000 },
            { resourceType: "script", transferSize: js },
          ],
        },
      },
      ...audits,
    },
    ...(runtimeError ? { runtimeError } : {}),
  };
}

describe("Lighthouse gate: thresholds", () => {
  it("are the issues': performance 95, the other three 100, CLS 0.02, LCP 1.3 s", () => {
    expect(THRESHOLDS).toEqual({
      performance: 95,
      accessibility: 100,
      "best-practices": 100,
      seo: 100,
      cls: 0.02,
      lcp: 1300,
    });
    expect(Object.isFrozen(THRESHOLDS)).toBe(true);
  });
});

describe("Lighthouse gate: noindex pages", () => {
  it("finds a robots noindex meta tag in any attribute order, quoting or case", () => {
    expect(isNoindex('<head><meta name="robots" content="noindex" /></head>')).toBe(true);
    expect(isNoindex("<meta content='noindex, nofollow' name='robots'>")).toBe(true);
    expect(isNoindex("<META NAME=ROBOTS CONTENT=NOINDEX>")).toBe(true);
    expect(isNoindex('<meta name="robots" content="none">')).toBe(true);
  });

  it("ignores other meta tags and robots tags that allow indexing", () => {
    expect(isNoindex('<meta name="description" content="noindex is a word here">')).toBe(false);
    expect(isNoindex('<meta name="robots" content="index, follow">')).toBe(false);
    expect(isNoindex('<meta name="robots" content="nofollow">')).toBe(false);
    expect(isNoindex("<p>noindex</p>")).toBe(false);
  });

  it("skip the crawlable audit besides the unjudged ones; other pages only those", () => {
    expect(skippedAudits(true)).toEqual(["bf-cache", "is-crawlable"]);
    expect(skippedAudits(false)).toEqual(["bf-cache"]);
  });
});

describe("Lighthouse gate: pages the host answers with 404", () => {
  it("skip the status audit besides the unjudged ones (and, noindex too, the crawlable audit)", () => {
    expect(skippedAudits(false, true)).toEqual(["bf-cache", "http-status-code"]);
    expect(skippedAudits(true, true)).toEqual(["bf-cache", "is-crawlable", "http-status-code"]);
  });

  it("the console audit ignores that 404's message and nothing more; other pages keep the default", () => {
    expect(lighthouseConfig(false)).toEqual({ extends: "lighthouse:default" });
    const [audit, ...others] = lighthouseConfig(true).audits ?? [];
    expect(others).toEqual([]);
    expect(audit?.path).toBe("errors-in-console");
    const patterns = audit!.options.ignoredPatterns;
    const ignored = (message: string) => patterns.some((pattern) => message.includes(pattern));
    expect(
      ignored("Failed to load resource: the server responded with a status of 404 (Not Found)"),
    ).toBe(true);
    expect(ignored("Uncaught TypeError: x is not a function")).toBe(false);
    expect(
      ignored("Failed to load resource: the server responded with a status of 500 (Internal)"),
    ).toBe(false);
  });
});

describe("Lighthouse gate: figures of a result", () => {
  it("reads the scores (0-100), LCP, FCP, CLS, TBT and the JavaScript transferred", () => {
    const summary = summarize(
      lhr({
        scores: { performance: 0.974, accessibility: 1, "best-practices": 0.96, seo: 0.9 },
        lcp: 2100.4,
        fcp: 950,
        cls: 0.012,
        tbt: 35,
        js: 12_345,
      }),
    );
    expect(summary).toEqual({
      scores: { performance: 97, accessibility: 100, "best-practices": 96, seo: 90 },
      lcp: 2100.4,
      fcp: 950,
      cls: 0.012,
      tbt: 35,
      jsBytes: 12_345,
      runtimeError: null,
    });
  });

  it("gives null for what Lighthouse did not compute", () => {
    const summary = summarize({ categories: { performance: { score: null } }, audits: {} });
    expect(summary.scores.performance).toBeNull();
    expect(summary.scores.seo).toBeNull();
    expect([summary.lcp, summary.cls, summary.tbt, summary.jsBytes]).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it("names the weighted audits that cost a category points", () => {
    const result = lhr({
      audits: {
        "color-contrast": { score: 0 },
        "image-alt": { score: 1 },
        "meta-viewport": { score: null },
        "unweighted-fail": { score: 0 },
      },
      refs: {
        accessibility: [
          { id: "color-contrast", weight: 7 },
          { id: "image-alt", weight: 10 },
          { id: "meta-viewport", weight: 10 },
          { id: "unweighted-fail", weight: 0 },
        ],
      },
    });
    expect(failingAudits(result, "accessibility")).toEqual(["color-contrast"]);
    expect(failingAudits(result, "seo")).toEqual([]);
  });
});

describe("Lighthouse gate: judgement of a page", () => {
  it("passes a page at the thresholds exactly", () => {
    const result = lhr({
      scores: { performance: 0.95, accessibility: 1, "best-practices": 1, seo: 1 },
      cls: 0.02,
      lcp: 1300,
    });
    expect(judge("/", summarize(result), result)).toEqual([]);
  });

  it("names the page and each metric below its threshold, with the audits to blame", () => {
    const result = lhr({
      scores: { performance: 0.94, accessibility: 0.98, "best-practices": 1, seo: 0.92 },
      cls: 0.021,
      lcp: 1300.6,
      audits: { "color-contrast": { score: 0 }, "link-text": { score: 0 } },
      refs: {
        accessibility: [{ id: "color-contrast", weight: 7 }],
        seo: [{ id: "link-text", weight: 1 }],
      },
    });
    expect(judge("/about", summarize(result), result)).toEqual([
      "/about: performance 94 < 95",
      "/about: accessibility 98 < 100 (color-contrast)",
      "/about: seo 92 < 100 (link-text)",
      "/about: LCP 1301 ms > 1300 ms",
      "/about: CLS 0.021 > 0.02",
    ]);
  });

  it("fails a page Lighthouse could not measure", () => {
    const failed = lhr({
      scores: { performance: null, accessibility: null, "best-practices": null, seo: null },
      runtimeError: { code: "NO_FCP", message: "The page did not paint any content." },
    });
    expect(judge("/blog", summarize(failed))).toEqual([
      "/blog: Lighthouse could not run (The page did not paint any content.)",
    ]);
    const unscored = summarize(lhr({ scores: { performance: 1, accessibility: 1, seo: 1 } }));
    expect(judge("/x", unscored)).toEqual(["/x: best-practices has no score"]);
  });
});

describe("Lighthouse gate: table", () => {
  it("prints one row per page in fixed-width columns, noindex pages marked", () => {
    const table = formatTable([
      { path: "/", noindex: false, summary: summarize(lhr()) },
      {
        path: "/admin/testimonials",
        noindex: true,
        summary: summarize(
          lhr({
            scores: { performance: 0.81, accessibility: 1, "best-practices": 1, seo: 1 },
            lcp: 4012.6,
            cls: 0.0031,
            tbt: 410,
            js: 139_264,
          }),
        ),
      },
    ]);
    const lines = table.split("\n");
    expect(lines).toEqual([
      "page                   perf  a11y   bp  seo  LCP ms    CLS  TBT ms  JS KB",
      "---------------------  ----  ----  ---  ---  ------  -----  ------  -----",
      "/                       100   100  100  100    1200  0.000      20    8.3",
      "/admin/testimonials *    81   100  100  100    4013  0.003     410  136.0",
    ]);
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
  });
});
