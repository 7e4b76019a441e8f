/**
 * A guide's chapters are laid out only near the screen (src/features/guides/guide-parts.ts), at a guessed
 * height until then. The browser lays a part out as it nears the screen, and the guess's error
 * then moves what follows it: out of view while the reader scrolls slowly, in view when the page
 * scrolls faster than the browser lays parts out (a slow machine, a fling, a smooth scroll to the
 * end). So once the web fonts are in (they change the parts' heights), every part is laid out,
 * one a task with a frame between them, and stays laid out: before the reader can reach it, at its
 * real size. The page's first layout and the web
 * fonts' switch and arrival still lay out what is near the screen only, the work the parts were
 * made for (docs/decisions.md, "Cheap phones: what blocked the main thread").
 *
 * A part laid out and then skipped again, by content-visibility, at its real size (the size the
 * browser remembers), moved nothing either, yet Chromium counted a layout shift of its whole
 * contents each time it was laid out again as it came on screen: 0.3-0.8 a part at x4 and x6.
 */

import { ALL_PARTS_SHOWN } from "./guide-jumps";

/**
 * DATA_SAVER_ATTRIBUTE (src/site/constants.ts, the unit test checks it): spelled out, since any
 * import makes GuideLayout's script a file of its own instead of a few hundred inline bytes.
 */
export const DATA_SAVER = "data-saver";

/**
 * On a guide: lays every part out for good once the web fonts are in (src/features/effects/web-fonts.ts asks
 * for them after the first paint, by `data-fonts`, or before it when the tab has them), or at once
 * with data saver on (they never come, and `document.fonts.ready` has nothing to wait for): one
 * part a task (its style and layout forced at once, so the task is that part's alone: 20-70 ms at
 * x4 on a phone's CPU), with a rendered frame between. Looks every 100 ms until the page has asked
 * for the fonts: a few bytes, where watching the root's attributes took hundreds (a guide's
 * JavaScript budget is 5 KB). A part carries the class that lays the whole guide out on <html>
 * (global.css): one name, a few bytes less.
 */
export function layOutPartsOnceFontsAreIn(
  root: Pick<Element, "hasAttribute"> = document.documentElement,
) {
  const check = () =>
    root.hasAttribute("data-fonts") || root.hasAttribute(DATA_SAVER)
      ? document.fonts.ready.then(async () => {
          for (const part of document.querySelectorAll(".guide-part")) {
            part.classList.add(ALL_PARTS_SHOWN);
            part.getBoundingClientRect();
            await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
          }
        })
      : setTimeout(check, 100);
  check();
}
