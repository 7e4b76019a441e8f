// A rollback to a version from before the worker (tools/ops/hosting-versions.mjs): that version's
// files released anew with the kill switch as /sw.js, against a stand-in of the Hosting API.
import { gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import {
  FILES_PER_CALL,
  hostedFile,
  hostingClient,
  hostingVersionMessages,
  killSwitchBatches,
  listVersionFiles,
  needsKillSwitch,
  releaseWithKillSwitch,
  versionPolicy,
} from "../../../../tools/ops/hosting-versions.mjs";
import { fakeHosting, type FakeHosting } from "../../../support/node/fake-hosting";

const KILL = "self.addEventListener('activate',()=>self.registration.unregister())";
let hosting: FakeHosting | null = null;
afterEach(async () => {
  await hosting?.stop();
  hosting = null;
});

const client = (api: string) =>
  hostingClient({ api, standIn: true, authorize: () => Promise.reject(new Error("not asked")) });

describe("which rollback needs the kill switch", () => {
  it("a version without /sw.js does; one with it does not", () => {
    expect(needsKillSwitch([{ path: "/index.html", hash: "a" }])).toBe(true);
    expect(needsKillSwitch([])).toBe(true);
    expect(
      needsKillSwitch([
        { path: "/index.html", hash: "a" },
        { path: "/sw.js", hash: "b" },
      ]),
    ).toBe(false);
  });

  it("the new version's files are the old one's with /sw.js set, 1000 a call", () => {
    const files = Array.from({ length: 1500 }, (_, i) => ({ path: `/p${i}.html`, hash: `h${i}` }));
    const batches = killSwitchBatches(files, "k");
    expect(batches.map((b) => Object.keys(b).length)).toEqual([FILES_PER_CALL, 501]);
    expect(batches[1]?.["/sw.js"]).toBe("k");
    expect(killSwitchBatches([{ path: "/sw.js", hash: "old" }], "k")).toEqual([{ "/sw.js": "k" }]);
  });
});

describe("a release of a version's files with the kill switch", () => {
  const old = {
    files: { "/index.html": "aaa", "/about/index.html": "bbb" },
    config: { cleanUrls: true },
    status: "FINALIZED" as const,
  };

  it("lists the version's files page by page", async () => {
    const many = Object.fromEntries(Array.from({ length: 2100 }, (_, i) => [`/f${i}`, `h${i}`]));
    hosting = await fakeHosting("s", { v1: { files: many, status: "FINALIZED" } }, []);
    const files = await listVersionFiles(client(hosting.api), "s", "v1");
    expect(files).toHaveLength(2100);
    expect(hosting.asked.filter((a) => a.includes("/files"))).toHaveLength(3);
  });

  it("makes a version of the files, its config and the kill switch, uploads only that, finalizes and releases it", async () => {
    hosting = await fakeHosting("s", { v1: old }, [
      { version: "v1", message: "old", type: "DEPLOY", time: "2026-01-01T00:00:00Z" },
    ]);
    const c = client(hosting.api);
    const files = await listVersionFiles(c, "s", "v1");
    const made = await releaseWithKillSwitch(c, {
      site: "s",
      version: "v1",
      files,
      killSwitch: KILL,
      message: "rollback to v1 with the offline kill switch",
    });
    const version = hosting.versions.get(made)!;
    const { hash } = hostedFile(KILL);
    expect(version).toEqual({
      files: { ...old.files, "/sw.js": hash },
      config: old.config,
      status: "FINALIZED",
    });
    expect(gunzipSync(hosting.held.get(hash)!).toString()).toBe(KILL);
    expect(hosting.releases[0]).toMatchObject({
      version: made,
      message: "rollback to v1 with the offline kill switch",
    });
    expect(hosting.asked.filter((a) => a.startsWith("POST /upload/"))).toEqual([
      `POST /upload/sites/s/versions/${made}/files/${hash}`,
    ]);
  });
});

describe("a release with the kill switch: what it refuses", () => {
  const old = {
    files: { "/index.html": "aaa", "/about/index.html": "bbb" },
    status: "FINALIZED" as const,
  };

  it("releases nothing when the host lacks one of the old files, or the version lists none", async () => {
    hosting = await fakeHosting("s", { v1: old }, []);
    hosting.held.delete("bbb");
    const c = client(hosting.api);
    const files = await listVersionFiles(c, "s", "v1");
    const what = { site: "s", version: "v1", files, killSwitch: KILL, message: "m" };
    await expect(releaseWithKillSwitch(c, what)).rejects.toThrow(
      hostingVersionMessages.missing("v1", 1),
    );
    await expect(releaseWithKillSwitch(c, { ...what, files: [] })).rejects.toThrow(
      hostingVersionMessages.noFiles("v1"),
    );
    expect(hosting.releases).toEqual([]);
  });

  it("sends nothing to an upload address that is not Google's", async () => {
    const calls: string[] = [];
    const fetch = (async (url: string) => {
      calls.push(url);
      const answer = url.endsWith(":populateFiles")
        ? {
            uploadRequiredHashes: [hostedFile(KILL).hash],
            uploadUrl: "https://elsewhere.example/up",
          }
        : { name: "sites/s/versions/v2" };
      return new Response(JSON.stringify(answer));
    }) as typeof globalThis.fetch;
    const c = hostingClient({
      api: "https://firebasehosting.googleapis.com/v1beta1",
      standIn: false,
      authorize: () => Promise.resolve({ Authorization: "Bearer t" }),
      fetch,
    });
    await expect(
      releaseWithKillSwitch(c, {
        site: "s",
        version: "v1",
        files: [{ path: "/index.html", hash: "a" }],
        killSwitch: KILL,
        message: "m",
      }),
    ).rejects.toThrow(hostingVersionMessages.foreignUpload("https://elsewhere.example/up"));
    expect(calls.some((u) => u.startsWith("https://elsewhere"))).toBe(false);
  });
});

describe("the policy a version's pages are served with", () => {
  it("is the Content-Security-Policy of its config's ** rule (the smoke check after a rollback expects it), or null", async () => {
    const headers = [
      { glob: "/sw.js", headers: { "Cache-Control": "no-cache" } },
      {
        glob: "**",
        headers: { "X-Frame-Options": "DENY", "Content-Security-Policy": "default-src 'self'" },
      },
    ];
    hosting = await fakeHosting(
      "s",
      {
        v1: { files: {}, config: { headers }, status: "FINALIZED" },
        v2: { files: {}, status: "FINALIZED" },
      },
      [],
    );
    const c = client(hosting.api);
    expect(await versionPolicy(c, "s", "v1")).toBe("default-src 'self'");
    expect(await versionPolicy(c, "s", "v2")).toBeNull();
    await expect(versionPolicy(c, "s", "v9")).rejects.toMatchObject({
      status: 404,
      message: expect.stringMatching(/^The Hosting API refused version v9: 404 /),
    });
  });
});
