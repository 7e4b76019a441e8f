// The newsletter stand-in (tools/dev/newsletter-stand-in.mjs) against the contract of Buttondown's
// embedded subscribe form, as a browser's plain form post meets it.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFormEndpoint } from "../../../../tools/dev/form-endpoint-stand-in.mjs";
import { readSignUp } from "../../../../tools/dev/newsletter-stand-in.mjs";
import { LOCAL_NEWSLETTER, newsletterEndpointOf } from "@/site/local-addresses";

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

const post = (body: BodyInit, url = endpoint.newsletter) =>
  fetch(url, { method: "POST", body, redirect: "manual" });

describe("the newsletter stand-in (Buttondown's embed-subscribe contract)", () => {
  it("lives where a build without PUBLIC_NEWSLETTER_ENDPOINT posts, on the form endpoint's port", () => {
    expect(new URL(endpoint.newsletter).pathname).toBe(
      new URL(newsletterEndpointOf(undefined)).pathname,
    );
    expect(endpoint.newsletter).toMatch(
      new RegExp(`/api/emails/embed-subscribe/${LOCAL_NEWSLETTER}$`),
    );
  });

  it("answers an accepted form post with 303 to the 'check your inbox' page, keeps it unconfirmed and prints it", async () => {
    const response = await post(
      new URLSearchParams({
        email: "ada@example.com",
        embed: "1",
        tag: "site",
        metadata__from: "footer",
      }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    const location = response.headers.get("location")!;
    const page = await fetch(new URL(location, endpoint.url));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("check your inbox");
    expect(endpoint.subscribers).toMatchObject([
      {
        email: "ada@example.com",
        status: "unactivated",
        tags: ["site"],
        metadata: { from: "footer" },
      },
    ]);
    expect(lines).toEqual([expect.stringContaining('sign-up for "demo-amara": ada@example.com')]);
    const listed = await (await fetch(`${endpoint.url}/__subscribers`)).json();
    expect(listed.subscribers).toHaveLength(1);
  });

  it("takes multipart form data as a browser's FormData sends it", async () => {
    const form = new FormData();
    form.set("email", "bola@example.com");
    expect((await post(form)).status).toBe(303);
    expect(endpoint.subscribers.map((s: { email: string }) => s.email)).toEqual([
      "bola@example.com",
    ]);
  });

  it("answers an address already on the list the same way, and keeps it once", async () => {
    for (const email of ["ada@example.com", "ADA@example.com"]) {
      expect((await post(new URLSearchParams({ email }))).status).toBe(303);
    }
    expect(endpoint.subscribers).toHaveLength(1);
  });

  it("refuses a missing or malformed address with 400 and an error page, keeping nothing", async () => {
    for (const email of ["", "ada-at-example", "<b>x</b>@"]) {
      const response = await post(new URLSearchParams({ email, embed: "1" }));
      expect(response.status).toBe(400);
      expect(response.headers.get("content-type")).toContain("text/html");
      const text = await response.text();
      // What was typed is shown as text, never as markup.
      expect(text).not.toContain("<b>x</b>");
    }
    expect(endpoint.subscribers).toEqual([]);
    expect(lines.every((line) => line.startsWith("[newsletter] refused"))).toBe(true);
  });

  it("answers 404 for a username with no newsletter, and 405 for anything but a POST", async () => {
    const other = endpoint.newsletter.replace(LOCAL_NEWSLETTER, "someone-else");
    expect((await post(new URLSearchParams({ email: "a@b.co" }), other)).status).toBe(404);
    expect((await fetch(endpoint.newsletter)).status).toBe(405);
  });

  it("DELETE /__subscribers empties the list (for tests)", async () => {
    await post(new URLSearchParams({ email: "ada@example.com" }));
    await fetch(`${endpoint.url}/__subscribers`, { method: "DELETE" });
    expect(endpoint.subscribers).toEqual([]);
  });

  it("reads a sign-up's fields as Buttondown does", () => {
    expect(readSignUp(new URLSearchParams("email=+a%40b.co+&tag=x&tag=y&metadata__k=v"))).toEqual({
      subscriber: { email: "a@b.co", tags: ["x", "y"], metadata: { k: "v" } },
    });
    expect(readSignUp(new URLSearchParams(""))).toEqual({ error: "An email address is required." });
  });
});
