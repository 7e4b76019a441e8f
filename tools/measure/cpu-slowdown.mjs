// A slower machine on demand: `CPU_SLOWDOWN=4 npm run budget` (and the browser specs, through
// tests/e2e/fixtures.ts) run every page they open with its CPU slowed down that many times
// (DevTools' `Emulation.setCPUThrottlingRate`), as on a slow CI runner or a cheap phone. What
// lands in which frame (a layout, a web font's swap, a hydration) moves with a machine's speed;
// this makes a slow machine's order of events reproducible on a fast one (docs/testing.md,
// "Budgets"). Unset, empty or 1: off.

/** The largest rate accepted: far slower than any runner; beyond it a page load times out. */
const MAX_RATE = 20;

/**
 * The CPU slowdown asked for by `CPU_SLOWDOWN` (1 when unset or empty: none).
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {number}
 */
export function cpuSlowdown(env = process.env) {
  const raw = env.CPU_SLOWDOWN?.trim();
  if (!raw) return 1;
  const rate = Number(raw);
  if (!Number.isFinite(rate) || rate < 1 || rate > MAX_RATE)
    throw new Error(
      `CPU_SLOWDOWN must be a number from 1 (off) to ${MAX_RATE}, e.g. CPU_SLOWDOWN=4; got "${raw}"`,
    );
  return rate;
}

/**
 * Slows down the CPU of `page` by `CPU_SLOWDOWN`'s rate, before it navigates (a no-op at 1).
 * @param {import("@playwright/test").Page} page
 * @param {number} [rate]
 */
export async function slowDown(page, rate = cpuSlowdown()) {
  if (rate === 1) return;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
}
