// The rooms of src/ (tools/lint/rooms.mjs, docs/architecture.md "Rooms"): imports go downwards
// (site < shared, firebase < runtime < feature, ui < page), and a feature meets another only by
// its front doors. The rule's functions, and the project's ESLint configuration run on snippets
// as if each were a file at the path given.
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";
import { refusal, roomOf } from "../../../../tools/lint/rooms.mjs";

describe("roomOf", () => {
  it("names each room of src/, and no room outside it", () => {
    expect(roomOf("src/site/site.ts")).toEqual({ room: "site" });
    expect(roomOf("src/shared/react/Field.tsx")).toEqual({ room: "shared" });
    expect(roomOf("src/firebase/core.ts")).toEqual({ room: "firebase" });
    expect(roomOf("src/runtime/island-load.ts")).toEqual({ room: "runtime" });
    expect(roomOf("src/components/ui/PageHero.astro")).toEqual({ room: "ui" });
    expect(roomOf("src/components/home/HomeHero.astro")).toEqual({ room: "page" });
    expect(roomOf("src/pages/index.astro")).toEqual({ room: "page" });
    expect(roomOf("src/build/csp.ts")).toEqual({ room: "page" });
    expect(roomOf("tools/dev/dev.mjs")).toBeUndefined();
  });

  it("says which files of a feature are its front doors", () => {
    expect(roomOf("src/features/account")).toMatchObject({ feature: "account", front: true });
    expect(roomOf("src/features/account/index.ts")).toMatchObject({ front: true });
    expect(roomOf("src/features/blog/components/PostCard.astro")).toMatchObject({ front: true });
    expect(roomOf("src/features/account/auth-store.ts")).toMatchObject({ front: false });
  });
});

describe("refusal", () => {
  it("lets a room import the rooms below it", () => {
    expect(refusal("src/shared/email.ts", "src/site/constants.ts")).toBeUndefined();
    expect(refusal("src/runtime/shown.ts", "src/shared/form-status")).toBeUndefined();
    expect(refusal("src/features/blog/blog.ts", "src/runtime/on-demand")).toBeUndefined();
    expect(
      refusal("src/features/blog/x.astro", "src/components/ui/PageHero.astro"),
    ).toBeUndefined();
    expect(refusal("src/pages/index.astro", "src/features/testimonials/wall/wall")).toBeUndefined();
  });

  it("refuses an import upwards", () => {
    expect(refusal("src/site/config.ts", "src/features/testimonials/photo/photo")).toMatch(
      /src\/site \(site\) may not import src\/features\/testimonials \(feature\)/,
    );
    expect(refusal("src/shared/email.ts", "src/runtime/shown")).toMatch(/may not import/);
    expect(refusal("src/features/blog/x.ts", "src/components/home/HomeHero.astro")).toMatch(
      /may not import src\/components \(page\)/,
    );
  });

  it("lets features and the UI kit meet a feature by its front doors only", () => {
    expect(refusal("src/features/blog/x.astro", "src/features/effects")).toBeUndefined();
    expect(refusal("src/components/ui/PageHero.astro", "src/features/effects")).toBeUndefined();
    expect(
      refusal("src/features/guides/x.astro", "src/features/reading/components/TocList.astro"),
    ).toBeUndefined();
    expect(refusal("src/features/blog/x.astro", "src/features/effects/data-saver")).toMatch(
      /only by its front doors: "@\/features\/effects"/,
    );
    expect(refusal("src/components/ui/X.astro", "src/features/effects/motion")).toMatch(
      /front doors/,
    );
    expect(refusal("src/features/account/a.ts", "src/features/account/b.ts")).toBeUndefined();
  });
});

describe("the lint", () => {
  let eslint: ESLint;
  beforeAll(() => {
    eslint = new ESLint({ cwd: process.cwd() });
  });
  const roomsProblems = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath });
    return result!.messages.filter((m) => m.ruleId === "rooms/imports").map((m) => m.line);
  };

  it("flags imports by @/ and relative paths, re-exports and import()", async () => {
    const code = [
      'import { photoHost } from "@/features/testimonials/photo/photo-host";',
      'import { cloudinaryUploadUrl } from "../features/testimonials/photo/photo-upload";',
      'export { isAdmin } from "@/features/account/auth-store";',
      'export const later = () => import("@/features/offline/register");',
      'import { LOCAL_PROJECT_ID } from "./local-addresses";',
      "export const used = [photoHost, cloudinaryUploadUrl, LOCAL_PROJECT_ID];",
    ].join("\n");
    expect(await roomsProblems("src/site/fake.ts", code)).toEqual([1, 2, 3, 4]);
  });

  it("flags a feature's import of another's inner file, in an .astro file too", async () => {
    const code = [
      "---",
      'import { dataSaverImage } from "@/features/effects/data-saver";',
      'import { heroItemStyle } from "@/features/effects";',
      "const used = [dataSaverImage, heroItemStyle];",
      "---",
      "<p>{used.length}</p>",
    ].join("\n");
    expect(await roomsProblems("src/features/blog/components/Fake.astro", code)).toEqual([2]);
  });
});
