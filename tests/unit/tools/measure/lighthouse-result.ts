// A Lighthouse result (lhr) for the gate's unit tests (lighthouse*.test.ts).

/** A Lighthouse result (lhr) with the parts the gate reads. */
export function lhr({
  scores = { performance: 1, accessibility: 1, "best-practices": 1, seo: 1 },
  lcp = 1200,
  fcp = 900,
  cls = 0,
  tbt = 20,
  js = 8500,
  audits = {},
  refs = {},
  runtimeError,
  cpu = 4,
}: {
  scores?: Record<string, number | null>;
  lcp?: number;
  fcp?: number;
  cls?: number;
  tbt?: number;
  js?: number;
  audits?: Record<string, { score: number | null; details?: unknown }>;
  refs?: Record<string, { id: string; weight: number }[]>;
  runtimeError?: { code: string; message: string };
  cpu?: number;
} = {}) {
  return {
    configSettings: { throttling: { cpuSlowdownMultiplier: cpu } },
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
