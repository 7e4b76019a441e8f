// When the wall reads again after a read that could not reach the server
// (src/features/testimonials/wall/retry.ts): a growing wait, cut short when the browser says it is
// back online; a refusal is not retried.
import { afterEach, describe, expect, it, vi } from "vitest";
import { WALL_RETRY_MS } from "@/features/testimonials/constants";
import { retryDelay, unreachable, untilRetry } from "@/features/testimonials/wall/retry";

describe("retryDelay", () => {
  it("doubles from the first wait after each failure, and never waits longer than the most", () => {
    const waits = [1, 2, 3, 4, 5, 6, 50].map((failures) => retryDelay(failures));
    expect(waits.slice(0, 3)).toEqual([
      WALL_RETRY_MS.first,
      WALL_RETRY_MS.first * 2,
      WALL_RETRY_MS.first * 4,
    ]);
    expect(Math.max(...waits)).toBe(WALL_RETRY_MS.most);
    expect(waits.at(-1)).toBe(WALL_RETRY_MS.most);
    expect(waits).toEqual([...waits].sort((a, b) => a - b));
  });
});

describe("unreachable", () => {
  it("is true offline, whatever the error", () => {
    expect(unreachable(new Error("Missing or insufficient permissions."), false)).toBe(true);
  });

  it("online: Firestore's 'unavailable' and a failed fetch are; a refusal is not", () => {
    const firestoreError = (code: string, message: string) =>
      Object.assign(new Error(message), {
        code,
        toString: () => `FirestoreError: [code=${code}]: ${message}`,
      });
    expect(unreachable(firestoreError("unavailable", "Request failed"), true)).toBe(true);
    expect(unreachable(new TypeError("Failed to fetch"), true)).toBe(true);
    expect(unreachable(new Error("NetworkError when attempting to fetch resource."), true)).toBe(
      true,
    );
    expect(
      unreachable(
        firestoreError("permission-denied", "Missing or insufficient permissions."),
        true,
      ),
    ).toBe(false);
    expect(unreachable(undefined, true)).toBe(false);
  });
});

describe("untilRetry", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /** The window's events (Node has none), counting the listeners removed. */
  function fakeWindow() {
    const events = new EventTarget();
    const removeEventListener = vi.fn(events.removeEventListener.bind(events));
    vi.stubGlobal("addEventListener", events.addEventListener.bind(events));
    vi.stubGlobal("removeEventListener", removeEventListener);
    return { events, removeEventListener };
  }

  it("resolves once the wait is over, not before", async () => {
    vi.useFakeTimers();
    fakeWindow();
    let done = false;
    void untilRetry(4_000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(3_999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it("resolves at once when the browser says it is back online, and stops listening", async () => {
    vi.useFakeTimers();
    const { events, removeEventListener: removed } = fakeWindow();
    let done = false;
    void untilRetry(15_000).then(() => (done = true));
    events.dispatchEvent(new Event("online"));
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
    expect(removed).toHaveBeenCalledWith("online", expect.any(Function));
    expect(vi.getTimerCount()).toBe(0);
  });
});
