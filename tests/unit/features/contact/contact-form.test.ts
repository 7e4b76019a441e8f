import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { HONEYPOT_FIELD, isBotSubmission } from "@/shared/honeypot";
import {
  contactReducer,
  initialContactState,
  readContactMessage,
  type ContactState,
} from "@/features/contact/contact-form";
import { contactDeliverer, kept } from "@/features/outbox";
import { outboxReasons } from "@/features/outbox/messages";
import { contactMessages } from "@/features/contact/messages";
import {
  startFormEndpoint,
  validateSubmission,
} from "../../../../tools/dev/form-endpoint-stand-in.mjs";
import { formData } from "../../../support/node/form-data";

const message = {
  name: "Ngozi Eze",
  email: "ngozi@example.com",
  subject: "Catering",
  message: "Can you cater a wedding in Enugu?",
};

const item = (body: Record<string, string>) => ({
  ...kept("contact"),
  kind: "contact" as const,
  body,
});

describe("contactReducer", () => {
  it("idle -> submitting clears earlier banners", () => {
    const failed: ContactState = { status: "error", banner: contactMessages.failed };
    expect(contactReducer(failed, { type: "submit" })).toEqual({
      status: "submitting",
      banner: null,
    });
    expect(contactReducer(initialContactState, { type: "submit" }).status).toBe("submitting");
  });

  it("ignores a second submit while one is in flight", () => {
    const busy = contactReducer(initialContactState, { type: "submit" });
    expect(contactReducer(busy, { type: "submit" })).toBe(busy);
  });

  it("success shows the thank-you banner, which expires back to idle", () => {
    const done = contactReducer({ status: "submitting", banner: null }, { type: "succeeded" });
    expect(done).toEqual({ status: "submitted", banner: contactMessages.success });
    expect(contactReducer(done, { type: "bannerExpired" })).toEqual(initialContactState);
  });

  it("failure shows the error banner, which does not expire", () => {
    const failed = contactReducer({ status: "submitting", banner: null }, { type: "failed" });
    expect(failed).toEqual({ status: "error", banner: contactMessages.failed });
    expect(contactReducer(failed, { type: "bannerExpired" })).toBe(failed);
  });
});

describe("kept for later (src/features/outbox/)", () => {
  it("a message kept on the device leaves the form idle, with no banner (the outbox's notice says so)", () => {
    const kept = contactReducer({ status: "submitting", banner: null }, { type: "kept" });
    expect(kept).toEqual(initialContactState);
  });
});

describe("honeypot and fields", () => {
  it("treats a filled honeypot as a bot, an empty one as a person", () => {
    expect(HONEYPOT_FIELD).toBe("_gotcha");
    expect(isBotSubmission(formData({ ...message, _gotcha: "http://spam.example" }))).toBe(true);
    expect(isBotSubmission(formData({ ...message, _gotcha: "  " }))).toBe(false);
    expect(isBotSubmission(formData(message))).toBe(false);
  });

  it("reads exactly the four fields, trimmed, and never the honeypot", () => {
    const read = readContactMessage(formData({ ...message, name: "  Ngozi Eze ", _gotcha: "x" }));
    expect(read).toEqual(message);
  });
});

describe("contactDeliverer (the form's first try and the outbox's every later one)", () => {
  const send = (body: Record<string, string>, fetchImpl: typeof fetch) =>
    contactDeliverer("https://forms.example/f/x", fetchImpl)(item(body), async () => {});

  it("POSTs the four fields as JSON and reports an ok answer", async () => {
    const fetchImpl = vi.fn(async () => new Response('{"ok":true}', { status: 200 }));
    const adebayo = { ...message, name: "Adébáyọ̀ Ògúnlẹ́sì", subject: "Ɗanjuma's wedding" };
    expect(await send(adebayo, fetchImpl)).toEqual({ status: "sent" });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("https://forms.example/f/x");
    expect(init.method).toBe("POST");
    expect((init.headers as Record<string, string>)["Content-Type"]).toBe("application/json");
    expect(JSON.parse(String(init.body))).toEqual(adebayo);
  });

  it("tells a refusal (with the endpoint's reason), a server error and the network apart", async () => {
    const refused = async () =>
      Response.json(
        { error: "Validation errors", errors: [{ field: "email", message: "should be an email" }] },
        { status: 422 },
      );
    expect(await send(message, refused)).toEqual({
      status: "refused",
      reason: "email should be an email",
    });
    const bare = async () => new Response("no", { status: 400 });
    expect(await send(message, bare)).toEqual({
      status: "refused",
      reason: outboxReasons.noReason,
    });
    const down = async () => new Response("", { status: 503 });
    expect(await send(message, down)).toEqual({ status: "retry", network: false });
    const offline = async () => {
      throw new TypeError("Failed to fetch");
    };
    expect(await send(message, offline)).toEqual({ status: "retry", network: true });
  });

  it("leaves any other kind of item alone, to be tried again", async () => {
    const fetchImpl = vi.fn<typeof fetch>();
    const signUp = {
      ...kept("newsletter"),
      kind: "newsletter" as const,
      email: "ngozi@example.com",
    };
    expect(
      await contactDeliverer("https://forms.example/f/x", fetchImpl)(signUp, async () => {}),
    ).toEqual({
      status: "retry",
      network: false,
    });
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});

describe("the form-endpoint stand-in (Formspree contract)", () => {
  let endpoint: { url: string; messages: unknown[]; close: () => Promise<void> };
  beforeAll(async () => {
    endpoint = await startFormEndpoint({ port: 0, log: () => {} });
  });
  afterAll(() => endpoint.close());

  it("accepts a complete message with 200 {ok:true} and keeps it", async () => {
    const deliver = contactDeliverer(`${endpoint.url}/f/contact`);
    expect(await deliver(item(message), async () => {})).toEqual({ status: "sent" });
    expect(endpoint.messages).toContainEqual(expect.objectContaining(message));
  });

  it("answers 422 with errors[] for missing or bad fields", async () => {
    const response = await fetch(`${endpoint.url}/f/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "A", email: "not-an-email" }),
    });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { errors: { field: string; code: string }[] };
    expect(body.errors.map((e) => e.field).sort()).toEqual(["email", "message", "subject"]);
    expect(validateSubmission(message)).toEqual([]);
  });

  it("drops a honeypot submission silently", async () => {
    const before = endpoint.messages.length;
    const response = await fetch(`${endpoint.url}/f/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...message, _gotcha: "bot" }),
    });
    expect(response.status).toBe(200);
    expect(endpoint.messages.length).toBe(before);
  });

  it("allows the browser's cross-origin JSON request (CORS preflight)", async () => {
    const response = await fetch(`${endpoint.url}/f/contact`, { method: "OPTIONS" });
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-allow-headers")).toMatch(/Content-Type/);
  });
});
