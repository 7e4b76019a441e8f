// A slower machine on this one: `CPU_SLOWDOWN=4` makes every page the browser tests and the
// budget open run at a quarter of this machine's CPU speed (DevTools' Emulation.setCPUThrottlingRate),
// so a check that reads a state before it is final fails here, not on a slower CI runner.
// docs/testing.md, "A slower machine".

/** The slowdown asked for by `CPU_SLOWDOWN` (1, none, when it is unset). */
export function cpuSlowdown(env = process.env) {
  const raw = env.CPU_SLOWDOWN;
  if (raw === undefined || raw === "") return 1;
  const rate = Number(raw);
  if (!Number.isFinite(rate) || rate < 1 || rate > 20) {
    throw new Error(`CPU_SLOWDOWN must be a number from 1 to 20, not "${raw}"`);
  }
  return rate;
}

/**
 * Slows a Playwright page's CPU by `cpuSlowdown()` (nothing at 1). Call it before the page
 * navigates: the rate holds for the page's whole life, across navigations.
 * @param {import("@playwright/test").Page} page
 */
export async function slowDown(page, rate = cpuSlowdown()) {
  if (rate === 1) return;
  const session = await page.context().newCDPSession(page);
  await session.send("Emulation.setCPUThrottlingRate", { rate });
}
