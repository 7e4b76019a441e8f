// The local addresses live in src/site/local-addresses.ts; firebase.json (read by firebase-tools'
// emulators) must say the same, and nothing else may name them.
import { readdirSync, readFileSync } from "node:fs";
import { extname, join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import {
  LOCAL_AUTH_EMULATOR_PORT,
  LOCAL_BACKEND,
  LOCAL_CLOUDINARY_PORT,
  LOCAL_FIRESTORE_EMULATOR_PORT,
  LOCAL_FORM_ENDPOINT_PORT,
  LOCAL_HOSTING_PORT,
  LOCAL_PROJECT_ID,
  isDemoProject,
} from "@/site/local-addresses";
import { DEFAULT_PROJECT_ID } from "../../../../tools/dev/emulators/start.mjs";

const firebaseJson = JSON.parse(readFileSync("firebase.json", "utf8")) as {
  emulators: Record<string, { host?: string; port?: number }>;
};

describe("the local backend's addresses, one source (src/site/local-addresses.ts)", () => {
  it("firebase.json's emulator ports are npm run dev's (the Firebase CLI run by hand)", () => {
    // npm run dev's: 9099 and 8080 (the test below checks them against the module).
    expect(firebaseJson.emulators["auth"]).toEqual({
      host: "127.0.0.1",
      port: 9099,
    });
    expect(firebaseJson.emulators["firestore"]).toEqual({
      host: "127.0.0.1",
      port: 8080,
    });
    expect(firebaseJson.emulators["hosting"]).toEqual({
      host: "127.0.0.1",
      port: LOCAL_HOSTING_PORT,
    });
  });

  it("the emulators' launcher uses the module's project id", () => {
    expect(DEFAULT_PROJECT_ID).toBe(LOCAL_PROJECT_ID);
    expect(LOCAL_PROJECT_ID).toMatch(/^demo-/);
  });

  it("the tests use ports of their own, none of them npm run dev's, so both run side by side", async () => {
    expect(LOCAL_BACKEND).toBe("test");
    const test = [
      LOCAL_FORM_ENDPOINT_PORT,
      LOCAL_CLOUDINARY_PORT,
      LOCAL_AUTH_EMULATOR_PORT,
      LOCAL_FIRESTORE_EMULATOR_PORT,
    ];
    vi.stubEnv("SITE_LOCAL_BACKEND", "dev");
    vi.resetModules();
    const dev = await import("@/site/local-addresses");
    vi.unstubAllEnvs();
    expect(dev.LOCAL_BACKEND).toBe("dev");
    expect([
      dev.LOCAL_FORM_ENDPOINT_PORT,
      dev.LOCAL_CLOUDINARY_PORT,
      dev.LOCAL_AUTH_EMULATOR_PORT,
      dev.LOCAL_FIRESTORE_EMULATOR_PORT,
    ]).toEqual([8787, 8788, 9099, 8080]);
    expect(test).toEqual([8797, 8798, 9199, 8180]);
    expect(new Set([...test, LOCAL_HOSTING_PORT, 8787, 8788, 9099, 8080]).size).toBe(9);
  });
});

describe('isDemoProject: the one owner of "a demo-* project is the emulators\'"', () => {
  it("is true for a demo-* id, the local one among them", () => {
    expect(isDemoProject(LOCAL_PROJECT_ID)).toBe(true);
    expect(isDemoProject("demo-amara")).toBe(true);
    expect(isDemoProject("demo-")).toBe(true);
  });

  it("is false for any other id, one that merely contains demo- too", () => {
    expect(isDemoProject("amara-site")).toBe(false);
    expect(isDemoProject("my-demo-x")).toBe(false);
    expect(isDemoProject("demo")).toBe(false);
    expect(isDemoProject("Demo-amara")).toBe(false);
    expect(isDemoProject("")).toBe(false);
  });

  it("is the only place in src/ or tools/ that tests an id for the demo- prefix", () => {
    const OWNER = join("src", "site", "local-addresses.ts");
    const CODE = new Set([".ts", ".tsx", ".mjs", ".js", ".astro"]);
    const PREFIX_TEST = /startsWith\(\s*["'`]demo-|\/\^demo-/;
    const files = ["src", "tools"].flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: "utf8" })
        .map((name) => join(dir, name))
        .filter((file) => CODE.has(extname(file))),
    );
    expect(files).toContain(OWNER);
    const found = files.filter(
      (file) => file !== OWNER && PREFIX_TEST.test(readFileSync(file, "utf8")),
    );
    expect(found).toEqual([]);
    expect(readFileSync(OWNER, "utf8")).toMatch(PREFIX_TEST);
  });
});
