// When what is wanted in front of the visitor may start (src/runtime/shown.ts), on stand-in windows:
// the unit tests run without a DOM. The browser specs that open /about and /contact check the
// same in Chromium (the counters count, the contact form sends).
import { describe, expect, it } from "vitest";
import { whenFirstScreenPainted, whenShown } from "@/runtime/shown";

type Img = { complete: boolean; naturalWidth: number; decode: () => Promise<void> };

/** A window whose load, frames and timers run when the test says, and whose images it decodes. */
function fakeWindow(readyState: DocumentReadyState, images: Img[]) {
  const events = new EventTarget();
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const win = {
    document: { readyState, images },
    addEventListener: (type: string, fn: () => void, options?: AddEventListenerOptions) =>
      events.addEventListener(type, fn, options),
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
    setTimeout: (fn: () => void) => timers.push(fn),
  };
  return {
    win: win as unknown as Window,
    load: () => events.dispatchEvent(new Event("load")),
    frames,
    timers,
  };
}

/** Lets the promise chains run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Whether whenFirstScreenPainted resolves on a loaded page once its frame and task have run. */
async function paintsOnLoadedPage(images: Img[]): Promise<boolean> {
  const { win, frames, timers } = fakeWindow("complete", images);
  let done = false;
  void whenFirstScreenPainted(win).then(() => (done = true));
  await settle();
  frames[0]!();
  timers[0]!();
  await settle();
  return done;
}

/** An image that decodes when the test says. */
function pendingImage(complete = true, naturalWidth = 800) {
  let decoded!: () => void;
  const img: Img = {
    complete,
    naturalWidth,
    decode: () => new Promise<void>((resolve) => (decoded = resolve)),
  };
  return { img, decoded: () => decoded() };
}

describe("whenFirstScreenPainted", () => {
  it("waits for the load event, the images' decoding, a frame and the task after it", async () => {
    const portrait = pendingImage();
    const { win, load, frames, timers } = fakeWindow("interactive", [portrait.img]);
    let done = false;
    void whenFirstScreenPainted(win).then(() => (done = true));
    await settle();
    expect(frames).toHaveLength(0);
    load();
    await settle();
    expect(frames).toHaveLength(0); // the portrait is not decoded yet
    portrait.decoded();
    await settle();
    expect(frames).toHaveLength(1);
    frames[0]!();
    await settle();
    expect(done).toBe(false); // painted in that frame: the islands come in the task after it
    timers[0]!();
    await settle();
    expect(done).toBe(true);
  });

  it("starts from the frame when the page has already loaded", async () => {
    expect(await paintsOnLoadedPage([])).toBe(true);
  });

  it("never decodes an image that is not there (lazy, or failed): decoding would fetch it", async () => {
    let asked = 0;
    const decode = () => ((asked += 1), Promise.resolve());
    const lazy = { complete: false, naturalWidth: 0, decode };
    const broken = { complete: true, naturalWidth: 0, decode };
    expect(await paintsOnLoadedPage([lazy, broken])).toBe(true);
    expect(asked).toBe(0);
  });

  it("goes on when an image cannot be decoded", async () => {
    const bad = { complete: true, naturalWidth: 10, decode: () => Promise.reject(new Error("x")) };
    expect(await paintsOnLoadedPage([bad])).toBe(true);
  });
});

describe("whenShown", () => {
  it("resolves at once in a shown page, and on activation in a prerendered one", async () => {
    await expect(whenShown({ prerendering: false } as unknown as Document)).resolves.toBe(
      undefined,
    );
    const doc = Object.assign(new EventTarget(), { prerendering: true });
    let shown = false;
    void whenShown(doc as unknown as Document).then(() => (shown = true));
    await settle();
    expect(shown).toBe(false);
    doc.dispatchEvent(new Event("prerenderingchange"));
    await settle();
    expect(shown).toBe(true);
  });
});
