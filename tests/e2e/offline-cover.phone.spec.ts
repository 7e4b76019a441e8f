// The photo a page showed on a 3x phone is the one kept for offline reading (issue 52): after a
// first visit, the file the page displayed (its <img>'s currentSrc, the width the phone chose from
// srcset) is in the worker's cache, and offline the page shows that same file, whole. Runs in the
// phone project (390 x 844 at 3x, tools/measure/phone.mjs). Service workers are allowed here
// (blocked in the other specs).
import { expect, test, type Page } from "./fixtures";
import { controlled, kept, settled } from "../support/browser/offline";

test.use({ serviceWorkers: "allow" });

/** A post's cover (the page's first image) and the About page's portrait. */
const PAGES = [
  { path: "/blog/2", photo: "main picture img" },
  { path: "/about", photo: "main picture img" },
];

/**
 * The photo's file as shown, once it has loaded: its address, the width its srcset gives it (the
 * file's own width in image pixels) and the width it is shown at (CSS pixels).
 */
async function shown(page: Page, selector: string) {
  const photo = page.locator(selector).first();
  await expect(photo).toHaveJSProperty("complete", true);
  return photo.evaluate((img: HTMLImageElement) => {
    const candidates = [...(img.parentElement?.querySelectorAll("source, img") ?? [img])]
      .flatMap((element) => (element.getAttribute("srcset") ?? "").split(","))
      .map((candidate) => candidate.trim().split(/\s+/));
    const [, width] =
      candidates.find(([url]) => new URL(url!, location.href).href === img.currentSrc) ?? [];
    return {
      src: img.currentSrc,
      file: parseInt(width ?? "0"),
      box: img.clientWidth,
      whole: img.naturalWidth > 0,
    };
  });
}

for (const { path, photo } of PAGES) {
  test(`${path}: the photo a 3x phone showed is kept, and shown offline`, async ({
    page,
    context,
  }) => {
    await page.goto(path);
    await controlled(page);
    await kept(page, path);
    const online = await shown(page, photo);
    // The phone's own choice: a file at least twice as wide as the photo's box (3 image pixels to
    // one CSS pixel, or the widest file), not the 1x width a page laid out without the phone's
    // density would ask for.
    expect(online.whole).toBe(true);
    expect(online.file, `${online.src} for a ${online.box} px wide box`).toBeGreaterThan(
      online.box * 2,
    );
    // What the page loaded before the worker took over is kept after the page.
    await settled(page, path);
    expect(
      await page.evaluate(async (src) => Boolean(await caches.match(src)), online.src),
      `${online.src} kept`,
    ).toBe(true);

    await context.setOffline(true);
    await page.goto(path);
    const offline = await shown(page, photo);
    expect(offline).toEqual(online);
  });
}
