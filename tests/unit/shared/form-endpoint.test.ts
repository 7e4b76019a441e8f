import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { formReason, postOutcome, postToForm } from "@/shared/form-endpoint";
import { startFormEndpoint } from "../../../tools/dev/form-endpoint-stand-in.mjs";

describe("postOutcome and formReason (a Formspree-compatible endpoint's answers)", () => {
  it("2xx is sent; 408, 429 and 5xx are tried again; any other refusal is final", () => {
    expect(postOutcome(200, { ok: true }, "why")).toEqual({ status: "sent" });
    for (const status of [408, 429, 500, 503])
      expect(postOutcome(status, null, "why")).toEqual({ status: "retry", network: false });
    expect(postOutcome(422, null, "why")).toEqual({ status: "refused", reason: "why" });
    expect(postOutcome(404, { error: "Form not found" }, "why")).toEqual({
      status: "refused",
      reason: "Form not found",
    });
  });
  it("names each field's problem, else the error, else nothing", () => {
    const errors = [
      { field: "email", code: "TYPE_EMAIL", message: "should be an email" },
      { field: "subject", code: "REQUIRED_FIELD_MISSING", message: "is required" },
    ];
    expect(formReason({ error: "Validation errors", errors })).toBe(
      "email should be an email, subject is required",
    );
    expect(formReason({ error: "Validation errors", errors: [] })).toBe("Validation errors");
    expect(formReason("nope")).toBeNull();
    expect(formReason(null)).toBeNull();
  });
});

describe("postToForm (every form's one client)", () => {
  const ok = async () => new Response('{"ok":true}', { status: 200 });

  it("POSTs JSON, asks for JSON, and keeps the post alive only when asked", async () => {
    const fetchImpl = vi.fn<typeof fetch>(ok);
    const body = { name: "Ɗanjuma Bello", message: "Ẹ kú iṣẹ́" };
    expect(
      await postToForm("https://forms.example/f/x", body, { fallbackReason: "why", fetchImpl }),
    ).toEqual({ status: "sent" });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe("https://forms.example/f/x");
    expect(init?.method).toBe("POST");
    expect(init?.headers).toEqual({
      "Content-Type": "application/json",
      Accept: "application/json",
    });
    expect(JSON.parse(String(init?.body))).toEqual(body);
    expect(init?.keepalive).toBeUndefined();
    await postToForm("https://forms.example/f/x", body, {
      fallbackReason: "why",
      keepalive: true,
      fetchImpl,
    });
    expect(fetchImpl.mock.calls[1]?.[1]?.keepalive).toBe(true);
  });

  it("a lost answer is to retry, from the network; an answer that is not JSON is still read by its status", async () => {
    const lost = async () => {
      throw new TypeError("Failed to fetch");
    };
    expect(
      await postToForm("https://f.example/f/x", {}, { fallbackReason: "why", fetchImpl: lost }),
    ).toEqual({
      status: "retry",
      network: true,
    });
    const page = async () => new Response("<html>Bad gateway</html>", { status: 502 });
    expect(
      await postToForm("https://f.example/f/x", {}, { fallbackReason: "why", fetchImpl: page }),
    ).toEqual({
      status: "retry",
      network: false,
    });
    const html = async () => new Response("<html>Thanks</html>", { status: 200 });
    expect(
      await postToForm("https://f.example/f/x", {}, { fallbackReason: "why", fetchImpl: html }),
    ).toEqual({
      status: "sent",
    });
  });
});

describe("postToForm against the endpoint's stand-in (tools/dev/form-endpoint-stand-in.mjs)", () => {
  let endpoint: { url: string; messages: Record<string, unknown>[]; close: () => Promise<void> };
  beforeAll(async () => {
    endpoint = await startFormEndpoint({ port: 0, log: () => {} });
  });
  afterAll(() => endpoint.close());

  it("is sent for an accepted post, which the endpoint keeps as written", async () => {
    const message = {
      name: "Adébáyọ̀ Ògúnlẹ́sì",
      email: "adebayo@example.com",
      subject: "Ìgbéyàwó catering",
      message: "Ɗanjuma said you cook for weddings.",
    };
    const sent = await postToForm(`${endpoint.url}/f/contact`, message, { fallbackReason: "why" });
    expect(sent).toEqual({ status: "sent" });
    expect(endpoint.messages.at(-1)).toMatchObject(message);
  });

  it("is refused, with the endpoint's reason, for a bad post or an unknown form", async () => {
    const bad = { name: "Ngozi", email: "not-an-email", subject: "Hi", message: "Hello" };
    expect(await postToForm(`${endpoint.url}/f/contact`, bad, { fallbackReason: "why" })).toEqual({
      status: "refused",
      reason: "email should be an email",
    });
    expect(await postToForm(`${endpoint.url}/f/nope`, bad, { fallbackReason: "why" })).toEqual({
      status: "refused",
      reason: "Form not found",
    });
  });
});
