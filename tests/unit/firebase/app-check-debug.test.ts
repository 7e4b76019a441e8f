import { describe, expect, it } from "vitest";
import {
  APP_CHECK_DEBUG_TOKEN,
  appCheckDebugMessages,
  debugTokenIn,
  exchangeDebugToken,
  exchangeRequest,
} from "@/firebase/app-check-debug";

const app = { projectId: "amara-site", appId: "1:42:web:abc", apiKey: "AIza-key" };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

describe("App Check's debug token exchange", () => {
  it("asks as the SDK does: POST .../apps/<app>:exchangeDebugToken?key=<API key> with debug_token", async () => {
    const calls: { url: string; init: RequestInit | undefined }[] = [];
    const fetchImpl = (async (url: unknown, init?: RequestInit) => {
      calls.push({ url: String(url), init });
      return json({ token: "attested", ttl: "3600s" });
    }) as typeof fetch;
    const token = await exchangeDebugToken(app, "debug-1", { fetchImpl, now: () => 1_000 });
    expect(token).toEqual({ token: "attested", expiresAt: 1_000 + 3_600_000 });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(
      "https://content-firebaseappcheck.googleapis.com/v1/projects/amara-site/apps/1%3A42%3Aweb%3Aabc:exchangeDebugToken?key=AIza-key",
    );
    expect(calls[0]!.init?.method).toBe("POST");
    expect(JSON.parse(String(calls[0]!.init?.body))).toEqual({ debug_token: "debug-1" });
  });

  it("a refusal or a nonsense answer throws, saying what to do", async () => {
    const answering = (response: () => Response) =>
      (async () => response()) as unknown as typeof fetch;
    await expect(
      exchangeDebugToken(app, "x", { fetchImpl: answering(() => json({}, 403)) }),
    ).rejects.toThrow(appCheckDebugMessages.refused(403));
    await expect(
      exchangeDebugToken(app, "x", { fetchImpl: answering(() => json({ token: "t", ttl: 5 })) }),
    ).rejects.toThrow(/could not be read/);
    await expect(
      exchangeDebugToken(app, "x", { fetchImpl: answering(() => new Response("<html>")) }),
    ).rejects.toThrow(/could not be read/);
  });

  it("needs the web app's id", () => {
    expect(() => exchangeRequest({ projectId: "p", apiKey: "k" }, "x")).toThrow(
      appCheckDebugMessages.noAppId,
    );
  });

  it("reads the token from the environment, trimmed", () => {
    expect(debugTokenIn({ [APP_CHECK_DEBUG_TOKEN]: " abc " })).toBe("abc");
    expect(debugTokenIn({ [APP_CHECK_DEBUG_TOKEN]: " " })).toBeNull();
    expect(debugTokenIn({})).toBeNull();
  });
});
