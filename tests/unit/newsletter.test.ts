import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NEWSLETTER_DELAY_MS } from "@/lib/constants";
import { looksLikeEmail } from "@/lib/email";
import { subscribe } from "@/lib/newsletter";

describe("newsletter subscribe (simulated)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("resolves after the 1000 ms delay, not before", async () => {
    let done = false;
    const pending = subscribe("ada@example.com").then(() => (done = true));
    await vi.advanceTimersByTimeAsync(NEWSLETTER_DELAY_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(done).toBe(true);
  });

  it("rejects an address that is not an email", async () => {
    const pending = subscribe("not an email");
    const check = expect(pending).rejects.toThrow(/Not an email/);
    await vi.advanceTimersByTimeAsync(NEWSLETTER_DELAY_MS);
    await check;
  });

  it("checks the shape of an email loosely", () => {
    expect(looksLikeEmail(" ada@example.com ")).toBe(true);
    expect(looksLikeEmail("ada@example")).toBe(false);
    expect(looksLikeEmail("ada example@x.com")).toBe(false);
  });
});
