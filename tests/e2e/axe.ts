import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "./fixtures";

/** The rules every scan runs: WCAG 2.0 and 2.1, A and AA, and axe's best practices. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

/**
 * axe on `page`, reporting violations only (axe's own speed-up: the passing nodes of a guide's
 * code blocks get no selectors), run in the page itself (axe's legacy mode). Its default runs a
 * partial scan in every frame and then opens a blank page to join the parts, to reach cross-origin
 * frames: that blank page and axe injected again into it took half of each scan (a guide 6.9 s
 * against 2.4), and the site's pages hold no frame. Fails if a page ever does, so a frame is never
 * left unscanned.
 */
export async function axeOn(page: Page): Promise<AxeBuilder> {
  await expect(
    page.locator("iframe, frame"),
    "a frame, which axe's legacy mode would not scan",
  ).toHaveCount(0);
  return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ["violations"] });
}
