/**
 * The link the owner sends a client to ask for a testimonial: /testimonials#share on the site's
 * real address (src/site/site.ts), which opens the form at once. The panel copies it with the
 * Clipboard API (src/shared/clipboard.ts), and when that is missing or refused, selects it for the
 * owner to copy; "Send on WhatsApp" opens WhatsApp with the request typed in (whatsAppRequest).
 */
import { SHARE_HASH, SHARE_PATH } from "@/features/testimonials/constants";
import { adminMessages } from "@/features/testimonials/moderation/admin-messages";
import { whatsAppLink } from "@/shared/whatsapp";

/**
 * The link, for every area, or for one (src/features/testimonials/areas.ts): /testimonials/<area>#share opens the
 * form with that area already chosen.
 */
export function shareLink(siteUrl: string, area: string | null = null): string {
  const path = area ? `/testimonials/${encodeURIComponent(area)}#${SHARE_HASH}` : SHARE_PATH;
  return new URL(path, siteUrl).href;
}

/**
 * "Send on WhatsApp": a wa.me link without a number (WhatsApp asks her which client to send it
 * to) with her request typed in, the link at its end.
 */
export function whatsAppRequest(link: string): string {
  return whatsAppLink(adminMessages.share.whatsAppText(link));
}
