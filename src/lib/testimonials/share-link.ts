/**
 * The link the owner sends a client to ask for a testimonial: /testimonials#share on the site's
 * real address (src/data/site.ts), which opens the form at once. The panel copies it with the
 * Clipboard API (src/lib/clipboard.ts), and when that is missing or refused, selects it for the
 * owner to copy.
 */
import { SHARE_PATH } from "@/lib/constants";

export function shareLink(siteUrl: string): string {
  return new URL(SHARE_PATH, siteUrl).href;
}
