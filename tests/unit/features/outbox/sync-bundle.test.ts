// The service worker's part of the outbox (src/features/outbox/sync.ts) as the worker's build
// bundles it (bundleWorker, src/build/worker-precache.ts): it posts to the endpoint its build
// defines as __OUTBOX_CONTACT_ENDPOINT__, and a bundle without that define still runs (it leaves
// the posts to the pages) instead of failing on an unknown name.
import { describe, expect, it } from "vitest";
import { bundleWorker } from "@/build/worker-precache";

const entry = "src/features/outbox/sync.ts";
const endpoint = "https://forms.example/f/ad%C3%A9b%C3%A1y%E1%BB%8D";

describe("the outbox's part of the service worker, bundled", () => {
  it("carries the endpoint its build defines, and reads nothing of the build's environment", async () => {
    const code = await bundleWorker(process.cwd(), entry, {
      __OUTBOX_CONTACT_ENDPOINT__: JSON.stringify(endpoint),
    });
    expect(code).toContain(endpoint);
    expect(code).not.toContain("__OUTBOX_CONTACT_ENDPOINT__");
    expect(code).not.toMatch(/process\.env|import\.meta\.env/);
  });
  it("without the define, asks whether the name exists before reading it", async () => {
    const code = await bundleWorker(process.cwd(), entry);
    expect(code).toMatch(/typeof __OUTBOX_CONTACT_ENDPOINT__/);
    expect(code).not.toContain("forms.example");
  });
});
