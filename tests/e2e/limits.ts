import { cpuSlowdown } from "../../tools/measure/cpu-slowdown.mjs";

/**
 * The browser tests' time limits (playwright.config.ts). `CPU_SLOWDOWN=4` runs every page at a
 * quarter of this machine's speed (tests/e2e/fixtures.ts), so a test's whole work takes up to that
 * much longer: its limits (Playwright's defaults, 30 s a test and 5 s an expect) grow by the same
 * factor. They are limits, not verdicts: no check here judges time (docs/testing.md, "A slower
 * machine").
 */
const SLOWDOWN = cpuSlowdown();
export const TEST_TIMEOUT_MS = 30_000 * SLOWDOWN;
export const EXPECT_TIMEOUT_MS = 5_000 * SLOWDOWN;
