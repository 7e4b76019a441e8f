import { describe, expect, it } from "vitest";
import { DATA_SAVER_ATTRIBUTE } from "@/site/constants";
import { EAGERNESS, NOT_PREPARED, speculationRules } from "@/runtime/speculation";

describe("speculation rules (the next page before the tap)", () => {
  it("prerender and prefetch the site's own links, moderately (on hover or press)", () => {
    for (const kind of ["prerender", "prefetch"] as const) {
      const [rule] = speculationRules[kind];
      expect(rule!.eagerness).toBe("moderate");
      expect(rule!.where.and).toEqual([
        { href_matches: "/*" },
        { not: { selector_matches: NOT_PREPARED } },
      ]);
    }
    expect(EAGERNESS).toBe("moderate");
  });

  it("never prepare the account and admin screens, PDFs, queries, downloads or new tabs", () => {
    const selectors = NOT_PREPARED.split(", ");
    for (const selector of [
      "[href^='/account']",
      "[href^='/admin']",
      "[href$='.pdf']",
      "[href*='?']",
      "[download]",
      "[target]",
    ]) {
      expect(selectors).toContain(selector);
    }
  });

  it("prepare nothing while data saver is on (every link is under <html data-saver>)", () => {
    expect(NOT_PREPARED.split(", ")).toContain(`[${DATA_SAVER_ATTRIBUTE}] *`);
  });
});
