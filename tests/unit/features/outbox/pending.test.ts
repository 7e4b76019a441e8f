import { afterEach, describe, expect, it, vi } from "vitest";
import { OUTBOX_FLAG } from "@/features/outbox/constants";

const runOnDemand = vi.fn(async (url: string) => void url);
vi.mock("@/runtime/on-demand", () => ({ runOnDemand }));

/** A page's globals as pending.ts reads them: its localStorage, navigator and `online` event. */
function page(stored: Record<string, string>) {
  const listeners: Record<string, () => void> = {};
  vi.stubGlobal("localStorage", { getItem: (key: string) => stored[key] ?? null });
  vi.stubGlobal("addEventListener", (type: string, listener: () => void) => {
    listeners[type] = listener;
  });
  return listeners;
}

describe("outboxOnLoad (every page: one localStorage read)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    runOnDemand.mockClear();
  });
  const urls = { entry: "/_astro/outbox-entry.js", testimonial: "/_astro/t.js" };

  it("fetches nothing when the outbox holds nothing, and says where its code is", async () => {
    const { outboxOnLoad } = await import("@/features/outbox/pending");
    const listeners = page({});
    outboxOnLoad(urls);
    expect(runOnDemand).not.toHaveBeenCalled();
    expect(listeners).toEqual({});
    expect((globalThis as { outboxUrls?: unknown }).outboxUrls).toEqual(urls);
  });

  it("reads the key OUTBOX_FLAG names: flagged, fetches the code now and when back online", async () => {
    const { outboxOnLoad } = await import("@/features/outbox/pending");
    const listeners = page({ [OUTBOX_FLAG]: "1" });
    outboxOnLoad(urls);
    expect(runOnDemand).toHaveBeenCalledWith(urls.entry);
    listeners.online!();
    expect(runOnDemand).toHaveBeenCalledTimes(2);
  });

  it("does nothing when storage is blocked", async () => {
    const { outboxOnLoad } = await import("@/features/outbox/pending");
    vi.stubGlobal("localStorage", {
      getItem: () => {
        throw new Error("SecurityError");
      },
    });
    outboxOnLoad(urls);
    expect(runOnDemand).not.toHaveBeenCalled();
  });
});
