// The first screen's image is found first (issue 41): on every page whose largest paint is an
// image, that image is in the HTML as the server sends it (before any script ran) eager, with
// `fetchpriority="high"`, so the browser's preload scanner fetches it at once. Measured on a 3x
// phone, where the photos are the largest paint, and at desktop size.
import { expect, test, type Page } from "./fixtures";
import { PHONE } from "../../tools/measure/phone.mjs";

/** The pages with a photo on their first screen, and the others' largest paints are checked too. */
const PAGES = ["/", "/about", "/blog", "/blog/1", "/blog/2", "/testimonials", "/expertise"];
/** The pages whose largest paint on a phone is a photo. */
const PHOTO_FIRST = ["/", "/about", "/blog", "/blog/1", "/blog/2"];

/**
 * The page's largest paint: an image's `src` attribute as written, or null for text. Read once
 * the page's eager images are decoded and a frame has been presented after that: the load event
 * does not wait for a decode, and a busy machine paints an image a frame or more after it.
 */
function largestPaint(page: Page) {
  return page.evaluate(
    () =>
      new Promise<string | null>(async (resolve) => {
        const eager = [...document.images].filter((img) => img.loading !== "lazy");
        await Promise.all(eager.map((img) => img.decode().catch(() => {})));
        await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as PerformanceEntry & { element?: Element | null };
          const el = last?.element;
          resolve(el instanceof HTMLImageElement ? el.getAttribute("src") : null);
        }).observe({ type: "largest-contentful-paint", buffered: true });
      }),
  );
}

/** The largest paint of a page whose largest paint must be a photo, once its entry has come. */
async function photoPaint(page: Page, path: string): Promise<string | null> {
  let src: string | null = null;
  await expect
    .poll(async () => (src = await largestPaint(page)), {
      message: `${path}: the largest paint is a photo`,
    })
    .not.toBeNull();
  return src as string | null;
}

/** The `<img>` tag of the HTML as sent whose `src` is `src`. */
function tagOf(html: string, src: string): string | undefined {
  return [...html.matchAll(/<img\b[^>]*>/g)]
    .map(([tag]) => tag)
    .find((tag) => tag.includes(`src="${src}"`));
}

for (const size of ["phone", "desktop"] as const) {
  test.describe(`at ${size} size`, () => {
    if (size === "phone") test.use(PHONE);

    test("the largest paint's image is eager and first in the HTML as sent", async ({
      page,
      request,
    }) => {
      const found: string[] = [];
      for (const path of PAGES) {
        await page.goto(path);
        await page.waitForLoadState("load");
        // A photo's largest-paint entry comes with the frame that showed it, which a busy machine
        // presents later than two animation frames: where the photo must be the largest paint,
        // its entry is waited for.
        const photoFirst = size === "phone" && PHOTO_FIRST.includes(path);
        const src = photoFirst ? await photoPaint(page, path) : await largestPaint(page);
        if (!src) continue;
        found.push(path);
        const html = await (await request.get(path)).text();
        const tag = tagOf(html, src);
        expect(tag, `${path}: the largest paint's <img> (${src}) is in the HTML`).toBeTruthy();
        expect(tag, `${path}: not lazy`).not.toMatch(/\bloading="lazy"/);
        expect(tag, `${path}: fetched first`).toMatch(/\bfetchpriority="high"/);
      }
      if (size === "phone") expect(found).toEqual(expect.arrayContaining(PHOTO_FIRST));
    });
  });
}
