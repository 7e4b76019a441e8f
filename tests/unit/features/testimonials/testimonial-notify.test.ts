import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { site } from "@/site/site";
import { testimonialMessages } from "@/features/testimonials/messages";
import {
  notifyOwner,
  testimonialNotification,
  type TestimonialNotification,
} from "@/features/testimonials/notify";
import { FORMS, startFormEndpoint } from "../../../../tools/dev/form-endpoint-stand-in.mjs";

const submission = {
  name: "  Chiamaka Obi ",
  email: " chiamaka@example.com ",
  role: "Restaurant owner ",
  message: " The menu workshop doubled our weekend covers. ",
  image: "https://res.cloudinary.com/demo/image/upload/v1/chiamaka.jpg",
  consent: true as const,
};

describe("testimonialNotification (SPEC §7 call 2)", () => {
  it("holds the five fields as stored, the subject and the panel's link on the real site", () => {
    expect(testimonialNotification(submission, site.url)).toEqual({
      name: "Chiamaka Obi",
      email: "chiamaka@example.com",
      role: "Restaurant owner",
      message: "The menu workshop doubled our weekend covers.",
      image: "https://res.cloudinary.com/demo/image/upload/v1/chiamaka.jpg",
      _subject: "New testimonial awaiting review",
      review: `${site.url}/admin/testimonials`,
    });
    expect(testimonialMessages.notifySubject).toBe("New testimonial awaiting review");
  });

  it("sends image null without a photo, or with one that is not http(s)", () => {
    expect(testimonialNotification({ ...submission, image: null }, site.url).image).toBeNull();
    const unsafe = { ...submission, image: "javascript:alert(1)" };
    expect(testimonialNotification(unsafe, site.url).image).toBeNull();
  });
});

describe("notifyOwner", () => {
  const body = testimonialNotification(submission, site.url);

  it("POSTs the notification as JSON; HTTP 200 is success", async () => {
    const fetchImpl = vi.fn(async () => new Response('{"ok":true}', { status: 200 }));
    expect(await notifyOwner("https://forms.example/f/t", body, fetchImpl)).toEqual({ ok: true });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("https://forms.example/f/t");
    expect(init.method).toBe("POST");
    expect((init.headers as Record<string, string>)["Content-Type"]).toBe("application/json");
    expect(init.keepalive).toBe(true);
    expect(JSON.parse(String(init.body))).toEqual(body);
  });

  it("reads the answer's error field on failure, else the status; a network failure too", async () => {
    const disabled = async () => new Response('{"error":"Form is disabled"}', { status: 403 });
    expect(await notifyOwner("https://f.example/f/t", body, disabled)).toEqual({
      ok: false,
      error: "Form is disabled",
    });
    const notJson = async () => new Response("<html>busy</html>", { status: 503 });
    expect(await notifyOwner("https://f.example/f/t", body, notJson)).toEqual({
      ok: false,
      error: "HTTP 503",
    });
    // Any answer other than 200 is a failure, even another 2xx.
    const accepted = async () => new Response("{}", { status: 202 });
    expect((await notifyOwner("https://f.example/f/t", body, accepted)).ok).toBe(false);
    const offline = async () => {
      throw new TypeError("Failed to fetch");
    };
    expect(await notifyOwner("https://f.example/f/t", body, offline)).toEqual({
      ok: false,
      error: "Failed to fetch",
    });
  });
});

describe("the form-endpoint stand-in's testimonial form", () => {
  let endpoint: {
    url: string;
    forms: string[];
    messages: Record<string, unknown>[];
    close: () => Promise<void>;
  };
  beforeAll(async () => {
    endpoint = await startFormEndpoint({ port: 0, log: () => {} });
  });
  afterAll(() => endpoint.close());

  it("has a second form path, /f/testimonial, and says so", () => {
    expect(Object.keys(FORMS)).toEqual(["contact", "testimonial"]);
    expect(endpoint.forms).toEqual([`${endpoint.url}/f/contact`, `${endpoint.url}/f/testimonial`]);
  });

  it("accepts the notification and keeps every field", async () => {
    const body = testimonialNotification(submission, site.url);
    expect(await notifyOwner(`${endpoint.url}/f/testimonial`, body)).toEqual({ ok: true });
    expect(endpoint.messages.at(-1)).toEqual({
      form: "testimonial",
      ...body,
      receivedAt: expect.any(String),
    });
  });

  it("refuses one without a required field, with the error the page logs", async () => {
    const incomplete: Partial<TestimonialNotification> = testimonialNotification(
      submission,
      site.url,
    );
    delete incomplete.role;
    const result = await notifyOwner(
      `${endpoint.url}/f/testimonial`,
      incomplete as TestimonialNotification,
    );
    expect(result).toEqual({ ok: false, error: "Validation errors" });
  });

  it("answers 404 for a form it does not have", async () => {
    const body = testimonialNotification(submission, site.url);
    expect(await notifyOwner(`${endpoint.url}/f/nope`, body)).toEqual({
      ok: false,
      error: "Form not found",
    });
  });
});
