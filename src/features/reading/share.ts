/**
 * The share links at the end of a post or guide: plain links to each network's own share page,
 * with the page's canonical address and title. No network's script is loaded, nothing is counted:
 * a link is followed only when the reader chooses it.
 */
import { whatsAppLink } from "@/shared/whatsapp";

export const SHARE_NETWORKS = ["whatsapp", "x", "linkedin", "facebook"] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

/** What is shared: the page's canonical address and its title. */
export interface SharedPage {
  url: string;
  title: string;
}

/** A query value: UTF-8, every reserved character escaped (a title's "&" or "#" stays text). */
const encode = (text: string) => encodeURIComponent(text.toWellFormed());

const BUILDERS: Record<ShareNetwork, (page: SharedPage) => string> = {
  // WhatsApp takes one message: the title, then the address (which it turns into a preview).
  whatsapp: ({ url, title }) => whatsAppLink(`${title} ${url}`),
  x: ({ url, title }) => `https://x.com/intent/post?url=${encode(url)}&text=${encode(title)}`,
  // LinkedIn and Facebook read the title from the page's own Open Graph tags.
  linkedin: ({ url }) => `https://www.linkedin.com/sharing/share-offsite/?url=${encode(url)}`,
  facebook: ({ url }) => `https://www.facebook.com/sharer/sharer.php?u=${encode(url)}`,
};

/** The address that shares `page` on `network`. */
export function shareUrl(network: ShareNetwork, page: SharedPage): string {
  return BUILDERS[network](page);
}

/** Every network's share address for `page`, in the order the share block shows them. */
export function shareLinks(page: SharedPage): { network: ShareNetwork; href: string }[] {
  return SHARE_NETWORKS.map((network) => ({ network, href: shareUrl(network, page) }));
}
