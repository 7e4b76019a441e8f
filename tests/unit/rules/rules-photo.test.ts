// The site's Cloudinary cloud written into firestore.rules at deploy (tools/ops/rules-photo.mjs,
// tools/ops/write-rules.mjs): the committed file names the local cloud, a deploy the real one.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PHOTO_FOLDER } from "@/features/testimonials/constants";
import { LOCAL_CLOUD_NAME } from "@/site/local-addresses";
import {
  photoCloud,
  rulesPhoto,
  rulesPhotoMessages as m,
  rulesPhotoProblems,
  rulesWithPhoto,
} from "../../../tools/ops/rules-photo.mjs";

const committed = readFileSync("firestore.rules", "utf8");

describe("the photo cloud in firestore.rules", () => {
  it("the committed rules name the local cloud and the preset's folder", () => {
    expect(rulesPhoto(committed)).toEqual({ cloud: LOCAL_CLOUD_NAME, folder: PHOTO_FOLDER });
    expect(rulesPhotoProblems(committed, LOCAL_CLOUD_NAME)).toEqual([]);
  });

  it("a deploy writes the real cloud and nothing else; the local one written back gives the committed file", () => {
    const real = rulesWithPhoto(committed, "amara-site");
    expect(rulesPhoto(real)).toEqual({ cloud: "amara-site", folder: PHOTO_FOLDER });
    const changed = real.split("\n").filter((line, i) => line !== committed.split("\n")[i]);
    expect(changed).toEqual(["      return 'amara-site';"]);
    expect(rulesPhotoProblems(real, LOCAL_CLOUD_NAME)).toEqual([
      m.cloudDiffers("amara-site", LOCAL_CLOUD_NAME),
    ]);
    expect(rulesWithPhoto(real, LOCAL_CLOUD_NAME)).toBe(committed);
  });

  it("refuses a cloud name that could change the rules' pattern, or rules without the functions", () => {
    for (const bad of ["", "Amara", "a.b", "a/b", "a'b", "a|b", "(.*)"]) {
      expect(() => rulesWithPhoto(committed, bad), bad).toThrow(m.badCloud(bad));
    }
    expect(() => rulesWithPhoto("rules_version = '2';", "amara")).toThrow(
      m.noFunction("PHOTO_CLOUD"),
    );
    expect(rulesPhotoProblems("rules_version = '2';", "amara")).toEqual([
      m.noFunction("PHOTO_CLOUD"),
      m.noFunction("PHOTO_FOLDER"),
    ]);
  });

  it("names the folder when the rules hold another", () => {
    const other = committed.replace(
      /(function PHOTO_FOLDER\(\) \{\s*return ')[^']*'/,
      "$1testimonials'",
    );
    expect(rulesPhotoProblems(other, LOCAL_CLOUD_NAME)).toEqual([m.folderDiffers("testimonials")]);
    expect(rulesPhoto(rulesWithPhoto(other, LOCAL_CLOUD_NAME)).folder).toBe(PHOTO_FOLDER);
  });

  it("the cloud of the settings: PUBLIC_CLOUDINARY_CLOUD_NAME, else the local one", () => {
    expect(photoCloud({ PUBLIC_CLOUDINARY_CLOUD_NAME: " amara-site " })).toBe("amara-site");
    expect(photoCloud({})).toBe(LOCAL_CLOUD_NAME);
  });
});
