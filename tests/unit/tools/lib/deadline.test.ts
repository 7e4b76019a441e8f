// tools/lib/deadline.mjs: a wait that never ends fails, naming what it waited for.
import { afterEach, describe, expect, it, vi } from "vitest";
import { deadline } from "../../../../tools/lib/deadline.mjs";

afterEach(() => {
  vi.useRealTimers();
});

describe("deadline", () => {
  it("resolves with what the promise resolves with, before its end", async () => {
    await expect(deadline(Promise.resolve("Adébáyọ̀"), 1000, "a read")).resolves.toBe("Adébáyọ̀");
  });

  it("rejects with the promise's own error", async () => {
    await expect(deadline(Promise.reject(new Error("gone")), 1000, "a read")).rejects.toThrow(
      "gone",
    );
  });

  it("rejects after its time, naming what it waited for, when the promise never settles", async () => {
    vi.useFakeTimers();
    const waiting = deadline(new Promise(() => {}), 30_000, "/blog/2 (phone): closing its context");
    const outcome = expect(waiting).rejects.toThrow(
      "/blog/2 (phone): closing its context did not end within 30 s",
    );
    await vi.advanceTimersByTimeAsync(29_999);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });

  it("does not fail a promise that settles just before its end", async () => {
    vi.useFakeTimers();
    let resolve: (value: string) => void = () => {};
    const waiting = deadline(new Promise<string>((r) => (resolve = r)), 30_000, "a close");
    await vi.advanceTimersByTimeAsync(29_999);
    resolve("Ɗanjuma");
    await expect(waiting).resolves.toBe("Ɗanjuma");
    expect(vi.getTimerCount()).toBe(0);
  });
});
