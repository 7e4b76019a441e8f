import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NEWSLETTER_DELAY_MS, NEWSLETTER_READY } from "@/features/newsletter/constants";
import { looksLikeEmail } from "@/shared/email";
import { holdSignUps, subscribe } from "@/features/newsletter/newsletter";
import { runOnDemand } from "@/runtime/on-demand";

vi.mock("@/runtime/on-demand", () => ({ runOnDemand: vi.fn() }));

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

/** A footer form on stand-in elements (the unit tests run without a DOM), and its status line. */
class FakeForm extends EventTarget {
  attributes = new Set<string>();
  dataset = { notLoaded: "not loaded" };
  nextElementSibling = { textContent: "" };
  submitted = 0;
  hasAttribute(name: string) {
    return this.attributes.has(name);
  }
  setAttribute(name: string) {
    this.attributes.add(name);
  }
  removeAttribute(name: string) {
    this.attributes.delete(name);
  }
  querySelectorAll() {
    return [];
  }
  requestSubmit() {
    this.submitted++;
  }
  submit() {
    const event = new Event("submit", { cancelable: true });
    Object.defineProperty(event, "target", { value: this });
    this.dispatchEvent(event);
    return event;
  }
}

describe("holdSignUps: a submit before the sign-up's code has come", () => {
  const form = new FakeForm();
  const load = vi.mocked(runOnDemand);
  holdSignUps("/newsletter.js", { querySelectorAll: () => [form] } as unknown as ParentNode);
  const settle = () => new Promise((resolve) => setTimeout(resolve));

  it("is held and fetches the code; a failure says so on the status line", async () => {
    load.mockRejectedValueOnce(new Error("offline"));
    expect(form.submit().defaultPrevented).toBe(true);
    expect(load).toHaveBeenCalledWith("/newsletter.js");
    await settle();
    expect(form.nextElementSibling.textContent).toBe("not loaded");
    expect(form.submitted).toBe(0);
  });

  it("is made again when the code comes and marks the form ready; later ones are the code's", async () => {
    // The code (src/features/newsletter/newsletter-entry.ts) marks the form ready as it runs.
    load.mockImplementation(() => Promise.resolve(form.setAttribute(NEWSLETTER_READY)));
    expect(form.submit().defaultPrevented).toBe(true);
    await settle();
    expect(form.submitted).toBe(1);
    expect(form.submit().defaultPrevented).toBe(false);
    expect(form.submitted).toBe(1);
  });
});
