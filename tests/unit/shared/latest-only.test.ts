// Request generations (src/shared/latest-only.ts): only the newest request's answer counts.
import { describe, expect, it } from "vitest";
import { latestOnly } from "@/shared/latest-only";

describe("latestOnly", () => {
  it("a newer request makes an older one stale", () => {
    const requests = latestOnly();
    const first = requests.begin();
    expect(first.current()).toBe(true);
    const second = requests.begin();
    expect(first.current()).toBe(false);
    expect(second.current()).toBe(true);
  });

  it("drop() makes every request on its way stale, and none pending", () => {
    const requests = latestOnly();
    const request = requests.begin();
    expect(requests.pending).toBe(true);
    requests.drop();
    expect(request.current()).toBe(false);
    expect(requests.pending).toBe(false);
  });

  it("pending until the newest request finishes; an older one finishing changes nothing", () => {
    const requests = latestOnly();
    expect(requests.pending).toBe(false);
    const old = requests.begin();
    const newest = requests.begin();
    old.finish();
    expect(requests.pending).toBe(true);
    newest.finish();
    expect(requests.pending).toBe(false);
    expect(newest.current()).toBe(true);
  });

  it("a late answer in the order they arrive: only the newest request's is applied", async () => {
    const requests = latestOnly();
    let shown = "";
    const answer = (value: string, after: number) => {
      const request = requests.begin();
      return new Promise<void>((resolve) =>
        setTimeout(() => {
          if (request.current()) shown = value;
          request.finish();
          resolve();
        }, after),
      );
    };
    // The older request answers last.
    await Promise.all([answer("old", 30), answer("new", 5)]);
    expect(shown).toBe("new");
    expect(requests.pending).toBe(false);
  });
});
