// Every browser test imports `test` and `expect` from here. An automatic fixture watches every
// page of the test's browser context for Content-Security-Policy violations and fails the test
// after it if any occurred, so a script, connection, image or form the policy (firebase.json,
// plus the local additions of tools/serve/preview.mjs) does not allow can never slip through.
import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";
import { cpuSlowdown, slowDown } from "../../tools/measure/cpu-slowdown.mjs";

export { expect };
export type { Locator, Page } from "@playwright/test";

/** One CSP violation seen in a page (from its `securitypolicyviolation` event or its console). */
export interface CspViolation {
  /** The page's URL when it happened. */
  page: string;
  /** The directive that blocked it (e.g. `script-src-elem`), or "console" for a console report. */
  directive: string;
  /** What was blocked: a URL, "inline", "eval", ... (or the console message). */
  blocked: string;
  /** Where it came from, when the browser says. */
  source?: string | undefined;
}

declare global {
  interface Window {
    __reportCspViolation?: (violation: Omit<CspViolation, "page">) => void;
  }
}

/**
 * Starts recording the CSP violations of every page of `context` (present and future) and returns
 * the live list. Chromium reports each violation both as a `securitypolicyviolation` event and as
 * a console error "Refused to ..."; both are recorded, so one missed (e.g. during a navigation)
 * is still caught by the other.
 */
export async function collectCspViolations(context: BrowserContext): Promise<CspViolation[]> {
  const violations: CspViolation[] = [];
  await context.exposeBinding("__reportCspViolation", ({ page }, violation) => {
    violations.push({ page: page.url(), ...(violation as Omit<CspViolation, "page">) });
  });
  await context.addInitScript(() => {
    addEventListener(
      "securitypolicyviolation",
      (event) => {
        window.__reportCspViolation?.({
          directive: event.effectiveDirective || event.violatedDirective,
          blocked: event.blockedURI || "(none)",
          source: event.sourceFile
            ? `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`
            : event.sample || undefined,
        });
      },
      true,
    );
  });
  context.on("console", (message) => {
    const text = message.text();
    if (message.type() === "error" && /Content Security Policy/.test(text)) {
      violations.push({ page: message.page()?.url() ?? "?", directive: "console", blocked: text });
    }
  });
  return violations;
}

/** The violations as readable lines, for a failure message. */
export function describeCspViolations(violations: CspViolation[]): string {
  return violations
    .map((v) => `  ${v.directive}: ${v.blocked}${v.source ? ` (${v.source})` : ""} on ${v.page}`)
    .join("\n");
}

/**
 * Waits until `page`'s layout is final: its web fonts in (their swap moves lines) and, a frame
 * later, every animation that started (a section's reveal slides it 32 px) ended. A check that
 * measures a layout measures this one, whatever the machine's speed.
 */
export async function layoutSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => {})));
  });
}

/** `CPU_SLOWDOWN=4`: every page of every test runs on a CPU that many times slower (docs/testing.md). */
const SLOWDOWN = cpuSlowdown();

export const test = base.extend<{ cspViolations: CspViolation[] }>({
  // Each page is slowed before it navigates: the test's own page here, any other it opens (a second
  // tab, a popup) as it opens.
  context: async ({ context }, use) => {
    if (SLOWDOWN > 1) context.on("page", (page) => void slowDown(page, SLOWDOWN).catch(() => {}));
    await use(context);
  },
  page: async ({ page }, use) => {
    await slowDown(page, SLOWDOWN);
    await use(page);
  },
  cspViolations: [
    async ({ context }, use) => {
      const violations = await collectCspViolations(context);
      await use(violations);
      // Let reports still on their way from open pages arrive.
      await Promise.all(context.pages().map((page) => page.evaluate(() => 0).catch(() => 0)));
      expect(
        violations,
        `Content-Security-Policy violations:\n${describeCspViolations(violations)}`,
      ).toEqual([]);
    },
    { auto: true },
  ],
});
