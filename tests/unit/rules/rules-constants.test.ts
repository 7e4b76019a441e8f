// firestore.rules cannot import src/site/constants.ts, so it repeats the numbers. This ties every
// number (of two digits or more) and the email pattern in the rules' code to its constant: a
// constant changed without the rules, or a new literal in the rules, fails here.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { areas } from "@/features/testimonials/areas";
import { storedPhoto } from "@/features/testimonials/photo";
import { LOCAL_CLOUD_NAME } from "@/site/local-addresses";
import { rulesPhoto, rulesPhotoProblems } from "../../../tools/ops/rules-photo.mjs";
import { EMAIL_PATTERN } from "@/site/constants";
import { PROFILE_LIMITS } from "@/features/account/constants";
import { MAX_CHAPTERS } from "@/features/guides/constants";
import { guideSlugs } from "../../../tools/lib/content-files.ts";
import {
  PUBLIC_LIST_LIMIT,
  TESTIMONIAL_LIMITS,
  MAX_AREAS,
  PHOTO_FOLDER,
  SOURCE_URL_PATTERN,
  TESTIMONIAL_SOURCES,
  WALL_PAGE_SIZE,
} from "@/features/testimonials/constants";

/** The rules without their comments (numbers in prose are not rules). */
const code = readFileSync("firestore.rules", "utf8")
  .split("\n")
  .map((line) => line.replace(/\/\/.*$/, ""))
  .join("\n");

/** Every `text(data.<field>, <min>, <max>)` of the rules, by field. */
const textBounds = [...code.matchAll(/text\(data\.(\w+), (\d+), (\d+)\)/g)].map((m) => ({
  field: m[1]!,
  max: Number(m[3]),
  at: m[0],
}));
/** Every `data.<field>.size() <= <n>`, and the photo address's (`url.size()` in storedPhoto). */
const sizeBounds = [...code.matchAll(/(?:data\.(\w+)|url)\.size\(\) <= (\d+)/g)].map((m) => ({
  field: m[1] ?? "imageUrl",
  max: Number(m[2]),
  at: m[0],
}));

const LIMITS: Record<string, number> = { ...PROFILE_LIMITS, ...TESTIMONIAL_LIMITS };

describe("firestore.rules repeat the constants (src/site/constants.ts)", () => {
  it("every text field's longest length is its constant", () => {
    expect(textBounds.length).toBeGreaterThan(0);
    for (const { field, max, at } of [...textBounds, ...sizeBounds]) {
      expect(LIMITS[field], `${at}: no constant for "${field}"`).toBeDefined();
      expect(max, at).toBe(LIMITS[field]);
    }
    // Each limited testimonial and profile field is bounded in the rules.
    const bounded = new Set([...textBounds, ...sizeBounds].map((b) => b.field));
    for (const field of Object.keys(LIMITS)) expect(bounded, field).toContain(field);
  });

  it("a public list is limited to PUBLIC_LIST_LIMIT, which the wall's page fits in", () => {
    const limits = [...code.matchAll(/request\.query\.limit <= (\d+)/g)].map((m) => Number(m[1]));
    expect(limits.length).toBeGreaterThan(0);
    for (const limit of limits) expect(limit).toBe(PUBLIC_LIST_LIMIT);
    expect(WALL_PAGE_SIZE).toBeLessThanOrEqual(PUBLIC_LIST_LIMIT);
  });

  it("the email shape is EMAIL_PATTERN, anchored", () => {
    const patterns = [...code.matchAll(/data\.email\.matches\('([^']+)'\)/g)].map((m) =>
      // A rules string writes each backslash twice.
      m[1]!.replaceAll("\\\\", "\\"),
    );
    expect(patterns.length).toBeGreaterThan(0);
    for (const pattern of patterns) expect(pattern).toBe(`^${EMAIL_PATTERN}$`);
  });

  it("the link to praise from elsewhere is SOURCE_URL_PATTERN", () => {
    const patterns = [
      // The raw file: the pattern's "https?://" would read as a comment.
      ...readFileSync("firestore.rules", "utf8").matchAll(/data\.sourceUrl\.matches\('([^']+)'\)/g),
    ].map((m) => m[1]!.replaceAll("\\\\", "\\"));
    expect(patterns).toEqual([SOURCE_URL_PATTERN]);
  });

  it("the areas and the sources are those of src/features/testimonials/areas.ts and TESTIMONIAL_SOURCES", () => {
    const list = (name: string) =>
      [
        ...(
          new RegExp(`function ${name}\\(\\) \\{\\s*return \\[([^\\]]*)\\]`).exec(code)?.[1] ?? ""
        ).matchAll(/'([^']+)'/g),
      ].map((m) => m[1]);
    expect(list("AREA_IDS")).toEqual(areas.map((area) => area.id));
    expect(list("SOURCES")).toEqual(Object.keys(TESTIMONIAL_SOURCES));
    expect(code).toContain(`value.size() <= ${MAX_AREAS}`);
  });

  it("a reader's progress is of the guides of src/content/guides/, at most MAX_CHAPTERS chapters each", () => {
    const slugs = [
      ...(/function GUIDE_SLUGS\(\) \{\s*return \[([^\]]*)\]/.exec(code)?.[1] ?? "").matchAll(
        /'([^']+)'/g,
      ),
    ].map((m) => m[1]);
    expect(slugs).toEqual(guideSlugs());
    // Each guide is checked, by name.
    for (const slug of guideSlugs())
      expect(code).toContain(`validGuideProgress(guides, '${slug}')`);
    const bounds = [...code.matchAll(/\.chapters\.size\(\) <= (\d+)/g)].map((m) => Number(m[1]));
    expect(bounds).toEqual([MAX_CHAPTERS]);
  });

  it("no other number of two digits or more stands in the rules' code", () => {
    const known = [...textBounds, ...sizeBounds].map((b) => b.at);
    let rest = code;
    for (const at of known) rest = rest.replaceAll(at, "");
    rest = rest.replace(/request\.query\.limit <= \d+/g, "");
    rest = rest.replace(/\.chapters\.size\(\) <= \d+/g, "");
    // The guides' slugs (one may hold digits), written from their folder (tools/ops/rules-guides.mjs).
    rest = rest
      .replace(/function GUIDE_SLUGS\(\) \{[^}]*\}/, "")
      .replace(/validGuideProgress\(guides, '[^']*'\)/g, "");
    const strays = [...rest.matchAll(/^.*\b\d{2,}\b.*$/gm)].map((m) => m[0].trim());
    expect(strays, "numbers in firestore.rules without a constant").toEqual([]);
  });
});

describe("firestore.rules accept the photos the site stores (storedPhoto)", () => {
  it("a stored photo is the same shape for the rules and the site (storedPhoto), of the local cloud", () => {
    const raw = readFileSync("firestore.rules", "utf8");
    // The raw file: the pattern's "https://" would read as a comment. Its parts are strings and
    // the two functions PHOTO_CLOUD() and PHOTO_FOLDER(), joined by +.
    const [, expression] =
      /function storedPhoto\(url\) \{[\s\S]*?url\.matches\(([\s\S]*?)\);\n/.exec(raw) ?? [];
    expect(expression).toBeDefined();
    const { cloud, folder } = rulesPhoto(raw);
    expect([cloud, folder]).toEqual([LOCAL_CLOUD_NAME, PHOTO_FOLDER]);
    const tokens = [
      ...expression!.matchAll(/'([^']*)'|(PHOTO_CLOUD\(\))|(PHOTO_FOLDER\(\))|(\S)/g),
    ];
    const parts = tokens.flatMap(([token, literal, cloudCall, folderCall]) => {
      if (cloudCall) return [cloud!];
      if (folderCall) return [folder!];
      // A rules string writes each backslash twice.
      if (literal !== undefined) return [literal.replaceAll("\\\\", "\\")];
      expect(token, "only strings and the two functions, joined by +").toBe("+");
      return [];
    });
    const rules = new RegExp(parts.join(""));
    const local = `https://res.cloudinary.com/${LOCAL_CLOUD_NAME}/image/upload`;
    for (const url of [
      `${local}/v1764000000/visitors/abc.jpg`,
      `${local}/v1/visitors/a.webp`,
      `${local}/v1/visitors/a.svg`,
      `${local}/v1/visitors/a.jpg?x=1`,
      `${local}/visitors/abc.jpg`,
      `${local}/samples/avatar.jpeg`,
      `${local}/v1/samples/avatar.jpeg`,
      `${local}/v1/visitors/more/a.jpg`,
      `${local}/w_4000/e_upscale/x.png`,
      `${local}/w_4000/v1/visitors/x.png`,
      `${local}/v1/w_4000/visitors/x.png`,
      "https://res.cloudinary.com/amara/image/upload/v1/visitors/a.jpg",
      `https://res.cloudinary.com/${LOCAL_CLOUD_NAME}x/image/upload/v1/visitors/a.jpg`,
      `https://res.cloudinary.com/${LOCAL_CLOUD_NAME}/image/fetch/https://t.example/a.jpg`,
      `https://res.cloudinary.com.evil.example/${LOCAL_CLOUD_NAME}/image/upload/v1/visitors/a.jpg`,
      `http://res.cloudinary.com/${LOCAL_CLOUD_NAME}/image/upload/v1/visitors/a.jpg`,
      "https://tracker.example/a.jpg",
    ]) {
      expect(rules.test(url), url).toBe(storedPhoto(url, LOCAL_CLOUD_NAME) !== null);
    }
    expect(rules.test(`${local}/v1764000000/visitors/abc.jpg`)).toBe(true);
  });

  it("the committed rules name the local cloud and the preset's folder (a deploy writes the real cloud and puts it back)", () => {
    expect(rulesPhotoProblems(readFileSync("firestore.rules", "utf8"), LOCAL_CLOUD_NAME)).toEqual(
      [],
    );
  });
});
