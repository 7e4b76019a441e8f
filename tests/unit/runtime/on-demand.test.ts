// Code fetched only by the visitors who need it (src/runtime/on-demand.ts): each bundle runs once per
// page, and a failed download is tried again. Here the bundles are data: URLs Node can import;
// the browser specs (cursor, speculation) run the real ones in Chromium.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { runOnDemand } from "@/runtime/on-demand";

const counter = globalThis as typeof globalThis & { __runs?: number };
const bundle = (body: string) => `data:text/javascript,${encodeURIComponent(body)}`;

describe("runOnDemand", () => {
  it("runs a bundle once, however often it is asked for", async () => {
    counter.__runs = 0;
    const url = bundle("globalThis.__runs += 1;");
    await Promise.all([runOnDemand(url), runOnDemand(url)]);
    await runOnDemand(url);
    expect(counter.__runs).toBe(1);
  });

  it("rejects when the bundle cannot be fetched, and fetches it again when asked again", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "on-demand-")), "bundle.mjs");
    const url = pathToFileURL(file).href;
    await expect(runOnDemand(url)).rejects.toThrow();
    // The connection is back: the same address is fetched again, not the failure remembered.
    writeFileSync(file, "globalThis.__runs = 41;");
    await runOnDemand(url);
    expect(counter.__runs).toBe(41);
  });
});
