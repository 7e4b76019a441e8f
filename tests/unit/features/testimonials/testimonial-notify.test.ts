import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { site } from "@/site/site";
import { testimonialMessages } from "@/features/testimonials/messages";
import {
  notifyOwner,
  testimonialNotification,
  type TestimonialNotification,
} from "@/features/testimonials/submit";
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

describe("notifyOwner (the form endpoint's one client)", () => {
  const body = testimonialNotification(submission, site.url);

  it("POSTs the notification as JSON, kept alive past the page; HTTP 200 is sent", async () => {
    const fetchImpl = vi.fn(async () => new Response('{"ok":true}', { status: 200 }));
    expect(await notifyOwner("https://forms.example/f/t", body, fetchImpl)).toEqual({
      status: "sent",
    });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("https://forms.example/f/t");
    expect(init.method).toBe("POST");
    expect((init.headers as Record<string, string>)["Content-Type"]).toBe("application/json");
    expect(init.keepalive).toBe(true);
    expect(JSON.parse(String(init.body))).toEqual(body);
  });

  it("reads the answer's error field on a refusal; a server error or the network is to retry", async () => {
    const disabled = async () => new Response('{"error":"Form is disabled"}', { status: 403 });
    expect(await notifyOwner("https://f.example/f/t", body, disabled)).toEqual({
      status: "refused",
      reason: "Form is disabled",
    });
    const bare = async () => new Response("<html>no</html>", { status: 400 });
    expect(await notifyOwner("https://f.example/f/t", body, bare)).toEqual({
      status: "refused",
      reason: testimonialMessages.notifyRefused,
    });
    const busy = async () => new Response("<html>busy</html>", { status: 503 });
    expect(await notifyOwner("https://f.example/f/t", body, busy)).toEqual({
      status: "retry",
      network: false,
    });
    const offline = async () => {
      throw new TypeError("Failed to fetch");
    };
    expect(await notifyOwner("https://f.example/f/t", body, offline)).toEqual({
      status: "retry",
      network: true,
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
    expect(await notifyOwner(`${endpoint.url}/f/testimonial`, body)).toEqual({ status: "sent" });
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
    expect(result).toEqual({ status: "refused", reason: "role is required" });
  });

  it("answers 404 for a form it does not have", async () => {
    const body = testimonialNotification(submission, site.url);
    expect(await notifyOwner(`${endpoint.url}/f/nope`, body)).toEqual({
      status: "refused",
      reason: "Form not found",
    });
  });
});
