/**
 * Copying for a reader: the Clipboard API first, and when the browser has none or refuses, the
 * text selected on the page for the reader to copy by hand. Used by the moderation panel's link to
 * the testimonial form, and by the copy buttons of code blocks and share blocks (posts, guides).
 */

/** Writes `text` to the clipboard; false when the browser has no Clipboard API or refuses. */
export async function copyText(
  text: string,
  clipboard: Pick<Clipboard, "writeText"> | undefined = globalThis.navigator?.clipboard,
): Promise<boolean> {
  if (!clipboard?.writeText) return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
