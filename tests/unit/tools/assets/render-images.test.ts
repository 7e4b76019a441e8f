/**
 * `npm run images` (tools/assets/images/render.mjs) draws only over its own drawings: a file that
 * still has the bytes it drew there (the manifest's SHA-256) is redrawn, any other (her photo) is
 * kept, and the run names it. On small drawings in a temporary folder.
 */
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderImages, renderMessages } from "../../../../tools/assets/images/render.mjs";

const MANIFEST = "src/data/placeholder-images.json";
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

const roots: string[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A drawing of one colour, as a job's `make` gives it. */
const square = (fill: string) => () =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><rect width="32" height="32" fill="${fill}"/></svg>`;

/** The jobs: a placeholder of her photo, an untouched placeholder, and a sample's avatar. */
function jobs(fill: string) {
  return [
    {
      out: ["src/assets/images/portrait.jpg"],
      make: square(fill),
      size: [32, 32],
      placeholder: true,
    },
    { out: ["src/assets/blog/post-1.jpg"], make: square(fill), size: [32, 32], placeholder: true },
    { out: ["public/images/testimonials/ngozi-danjuma.jpg"], make: square(fill), size: [32, 32] },
  ];
}

/** A project folder with the jobs drawn once in `fill`. */
async function drawnProject(fill: string): Promise<string> {
  const root = mkdtempSync(join(tmpdir(), "render-images-"));
  roots.push(root);
  mkdirSync(join(root, "src/data"), { recursive: true });
  vi.spyOn(console, "log").mockImplementation(() => {});
  expect(await renderImages(root, jobs(fill), [])).toEqual([]);
  return root;
}

const read = (root: string, rel: string) => readFileSync(join(root, rel));

describe("npm run images over files already there", () => {
  it("redraws an untouched placeholder and keeps a changed file (her photo), saying which and why", async () => {
    const root = await drawnProject("#c2410c");
    const manifest = JSON.parse(read(root, MANIFEST).toString());
    const firstPost = read(root, "src/assets/blog/post-1.jpg");
    expect(manifest.images["src/assets/blog/post-1.jpg"]).toBe(sha256(firstPost));
    expect(manifest.drawn["public/images/testimonials/ngozi-danjuma.jpg"]).toMatch(
      /^[0-9a-f]{64}$/,
    );

    // Her photo of Adébáyọ̀ and Ɗanjuma at the grill, in the portrait's place.
    const photo = await sharp({
      create: { width: 40, height: 50, channels: 3, background: "#3b2f2f" },
    })
      .jpeg()
      .toBuffer();
    writeFileSync(join(root, "src/assets/images/portrait.jpg"), photo);

    const said: string[] = [];
    vi.spyOn(console, "log").mockImplementation((line: string) => void said.push(line));
    // The drawing changed: a new colour.
    const kept = await renderImages(root, jobs("#1d4ed8"), []);

    expect(kept).toEqual(["src/assets/images/portrait.jpg"]);
    expect(read(root, "src/assets/images/portrait.jpg").equals(photo)).toBe(true);
    expect(said).toContain(renderMessages.kept("src/assets/images/portrait.jpg"));
    expect(said.join("\n")).toContain("Delete the file to draw the illustration again");
    // The untouched ones are drawn again, in the new colour.
    const redrawn = read(root, "src/assets/blog/post-1.jpg");
    expect(redrawn.equals(firstPost)).toBe(false);
    expect((await sharp(redrawn).stats()).dominant.b).toBeGreaterThan(150);
    const after = JSON.parse(read(root, MANIFEST).toString());
    expect(after.images["src/assets/blog/post-1.jpg"]).toBe(sha256(redrawn));
    expect(after.drawn["public/images/testimonials/ngozi-danjuma.jpg"]).toBe(
      sha256(read(root, "public/images/testimonials/ngozi-danjuma.jpg")),
    );

    // Run after run her photo stays; deleted, the illustration comes back.
    expect(await renderImages(root, jobs("#1d4ed8"), [])).toEqual([
      "src/assets/images/portrait.jpg",
    ]);
    rmSync(join(root, "src/assets/images/portrait.jpg"));
    expect(await renderImages(root, jobs("#1d4ed8"), [])).toEqual([]);
    expect(read(root, "src/assets/images/portrait.jpg").equals(redrawn)).toBe(true);
  });

  it("keeps a file it has no record of drawing, placeholder or not", async () => {
    const root = mkdtempSync(join(tmpdir(), "render-images-"));
    roots.push(root);
    mkdirSync(join(root, "public/images/testimonials"), { recursive: true });
    const avatar = Buffer.from("Ngozi's own picture");
    writeFileSync(join(root, "public/images/testimonials/ngozi-danjuma.jpg"), avatar);
    vi.spyOn(console, "log").mockImplementation(() => {});
    expect(await renderImages(root, jobs("#c2410c"), [])).toEqual([
      "public/images/testimonials/ngozi-danjuma.jpg",
    ]);
    expect(read(root, "public/images/testimonials/ngozi-danjuma.jpg").equals(avatar)).toBe(true);
    expect(read(root, "src/assets/images/portrait.jpg").subarray(0, 2)).toEqual(
      Buffer.from([0xff, 0xd8]),
    );
  });
});
