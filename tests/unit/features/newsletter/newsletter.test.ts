import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { newsletterMessages } from "@/features/newsletter/messages";
import { holdSignUps } from "@/features/newsletter/newsletter";
import { signUpFields, subscribe } from "@/features/newsletter/subscribe";
import { replayEarlySubmits } from "@/runtime/early-submits";
import { runOnDemand } from "@/runtime/on-demand";
import { startFormEndpoint } from "../../../../tools/dev/form-endpoint-stand-in.mjs";

vi.mock("@/runtime/on-demand", () => ({ runOnDemand: vi.fn() }));

describe("subscribe: the sign-up's post and what its answer means", () => {
  const answering = (status: number) =>
    vi.fn<typeof fetch>().mockResolvedValue(new Response("<p>page</p>", { status }));

  it("posts the form's fields, form-encoded, to the endpoint it is given", async () => {
    const fetchImpl = answering(200);
    await subscribe(
      "https://buttondown.com/api/emails/embed-subscribe/amara",
      " ada@example.com ",
      fetchImpl,
    );
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe("https://buttondown.com/api/emails/embed-subscribe/amara");
    expect(init?.method).toBe("POST");
    expect(String(init?.body)).toBe("email=ada%40example.com&embed=1");
    expect(signUpFields("ada@example.com").get("embed")).toBe("1");
  });

  it("is sent on a 2xx (the redirect to the service's page, followed)", async () => {
    expect(await subscribe("https://x.test/s", "ada@example.com", answering(200))).toEqual({
      status: "sent",
    });
  });

  it("is refused on a 4xx, with 'Subscription failed' as its reason", async () => {
    for (const status of [400, 404, 422]) {
      expect(await subscribe("https://x.test/s", "ada@example.com", answering(status))).toEqual({
        status: "refused",
        reason: newsletterMessages.failed,
      });
    }
    expect(newsletterMessages.failed).toBe("Subscription failed");
  });

  it("is tried again on a server error or too many requests, and kept on a network failure", async () => {
    for (const status of [408, 429, 500, 503]) {
      expect(await subscribe("https://x.test/s", "a@b.co", answering(status))).toEqual({
        status: "retry",
        network: false,
      });
    }
    const down = vi.fn<typeof fetch>().mockRejectedValue(new TypeError("Failed to fetch"));
    expect(await subscribe("https://x.test/s", "a@b.co", down)).toEqual({
      status: "retry",
      network: true,
    });
  });
});

describe("subscribe against the newsletter stand-in (Buttondown's contract)", () => {
  let endpoint: Awaited<ReturnType<typeof startFormEndpoint>>;
  const lines: string[] = [];
  beforeAll(async () => {
    endpoint = await startFormEndpoint({ port: 0, log: (line: string) => lines.push(line) });
  });
  afterAll(() => endpoint.close());
  beforeEach(() => {
    endpoint.subscribers.length = 0;
    lines.length = 0;
  });

  it("signs up once, unconfirmed, and prints what it received", async () => {
    expect(await subscribe(endpoint.newsletter, "chioma@example.com")).toEqual({ status: "sent" });
    expect(await subscribe(endpoint.newsletter, "chioma@example.com")).toEqual({ status: "sent" });
    expect(endpoint.subscribers).toMatchObject([
      { email: "chioma@example.com", status: "unactivated", tags: [], metadata: {} },
    ]);
    expect(lines[0]).toContain("chioma@example.com");
  });

  it("refuses an address that is not an email: 'Subscription failed'", async () => {
    expect(await subscribe(endpoint.newsletter, "not an email")).toEqual({
      status: "refused",
      reason: newsletterMessages.failed,
    });
    expect(endpoint.subscribers).toEqual([]);
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

  it("is made again when the code comes and takes charge; later ones are the code's", async () => {
    // The code (src/features/newsletter/newsletter-entry.ts) takes charge of the form as it runs.
    load.mockImplementation(() => Promise.resolve(replayEarlySubmits(form as unknown as Element)));
    expect(form.submit().defaultPrevented).toBe(true);
    await settle();
    expect(form.submitted).toBe(1);
    expect(form.submit().defaultPrevented).toBe(false);
    expect(form.submitted).toBe(1);
  });
});
