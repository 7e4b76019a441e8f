// The pages' registration (src/features/offline/register.ts) with offline reading on and off.
import { afterEach, describe, expect, it, vi } from "vitest";
import { registerOfflineReading } from "@/features/offline/register";

function fakeBrowser() {
  const registered: string[] = [];
  const unregistered: number[] = [];
  const loads: (() => void)[] = [];
  vi.stubGlobal("navigator", {
    serviceWorker: {
      controller: {},
      register: (url: string) => {
        registered.push(url);
        return Promise.resolve();
      },
      getRegistrations: () =>
        Promise.resolve([{ unregister: () => Promise.resolve(unregistered.push(1) > 0) }]),
    },
  });
  vi.stubGlobal("addEventListener", (type: string, listener: () => void) => {
    if (type === "load") loads.push(listener);
  });
  return { registered, unregistered, load: () => loads.forEach((listener) => listener()) };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe("the pages' registration of the worker", () => {
  it("registers /sw.js once the page has loaded, in a build", async () => {
    vi.stubEnv("PROD", true);
    const browser = fakeBrowser();
    registerOfflineReading();
    browser.load();
    await Promise.resolve();
    expect(browser.registered).toEqual(["/sw.js"]);
    expect(browser.unregistered).toEqual([]);
  });

  it("with offline reading off registers none and removes the one it finds", async () => {
    vi.stubEnv("PROD", true);
    vi.stubEnv("PUBLIC_OFFLINE_READING", "off");
    const browser = fakeBrowser();
    registerOfflineReading();
    browser.load();
    await vi.waitFor(() => expect(browser.unregistered).toEqual([1]));
    expect(browser.registered).toEqual([]);
  });

  it("with offline reading switched off in the site's configuration registers none either", async () => {
    vi.stubEnv("PROD", true);
    vi.resetModules();
    vi.doMock("@/site/features", () => ({ offlineReadingOn: false }));
    try {
      const { registerOfflineReading: register } = await import("@/features/offline/register");
      const browser = fakeBrowser();
      register();
      browser.load();
      await vi.waitFor(() => expect(browser.unregistered).toEqual([1]));
      expect(browser.registered).toEqual([]);
    } finally {
      vi.doUnmock("@/site/features");
      vi.resetModules();
    }
  });
});
