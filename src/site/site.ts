/**
 * The one place for who the site is about and how to reach her.
 * Replace these placeholders (name, addresses, example.com links) with the real ones.
 */
/**
 * Public address of the deployed site: canonical URLs, social cards, and the links the browser's
 * own code writes (the owner's notice of a testimonial, a share link). Those import this string,
 * not `site`, so the whole record below never ships to the browser for one address.
 */
export const siteUrl = "https://amara-okafor.example.com";

/**
 * The site's switches: each feature is on (true) or gone (false). Off means gone, never
 * simulated: no form or control on any page, no code of it shipped, no entry in the
 * Content-Security-Policy, no setting asked for by `npm run deploy`. The build, the CSP writer
 * (tools/ops/write-csp.mjs) and the deploy's checks (tools/ops/deploy-steps.mjs) all read these.
 */
export interface SiteFeatures {
  /**
   * The footer's newsletter sign-up, to Buttondown (PUBLIC_NEWSLETTER_ENDPOINT; docs/operating.md,
   * "The newsletter"). Off: no newsletter form in the footer, no sign-up code, no Buttondown in
   * the CSP, and the deploy asks for no endpoint.
   */
  newsletter: boolean;
  /**
   * The Contact page's "Message on WhatsApp": a wa.me link to a chat with her (site.owner.whatsApp)
   * for each contact reason. Off: no WhatsApp section on the Contact page and no link to her
   * number anywhere (plain links, no script and no CSP entry either way). Sharing a post or a
   * request link on WhatsApp is not contact and stays.
   */
  whatsApp: boolean;
  /**
   * Offline reading: the service worker that keeps the pages a reader opened, "Save for offline"
   * on posts and guides, and the offline page. Off: no worker is registered and the pages have no
   * code for it, no "Save for offline", no /offline page, and the CSP allows no worker. /sw.js is
   * then the kill switch (src/features/offline/kill-switch.ts): a reader whose browser still has
   * the worker from before loses it and what it kept. (`npm run offline -- --off` turns it off on
   * the live site without a commit, the same way: docs/deploying.md.)
   */
  offlineReading: boolean;
  /**
   * The footer's data saver switch (src/features/effects/data-saver.ts): no web fonts, no
   * prefetch, no cursor follower and smaller images below the first screen, for a reader who
   * turns it on or whose browser asks (Save-Data). Off: no switch in the footer, no data saver
   * script in the pages' <head> or bundles, and the browser's Save-Data is not followed.
   */
  dataSaver: boolean;
}

export const siteFeatures: SiteFeatures = {
  newsletter: true,
  whatsApp: true,
  offlineReading: true,
  dataSaver: true,
};

export const site = {
  /** Public address of the deployed site (siteUrl). */
  url: siteUrl,
  owner: {
    name: "Amara Okafor",
    firstName: "Amara",
    location: "Lagos, Nigeria",
    email: "hello@amara-okafor.example.com",
    /** Booking page for calls (Calendly, Cal.com, ...). */
    schedulingUrl: "https://cal.example.com/amara-okafor",
    /**
     * Her WhatsApp number: the Contact page's "Message on WhatsApp" links open a chat with it
     * (src/features/contact/components/WhatsAppContact.astro, https://wa.me/<number>; switched off
     * with siteFeatures.whatsApp). With the country code (Nigeria: +234, then the number without
     * its first 0: "0801 234 5678" is "+234 801 234 5678"); spaces are fine. Until she sets hers
     * it is a placeholder, the country code and zeros, which no phone has: the links are shown all
     * the same, and every build warns about it (src/build/placeholders.ts).
     */
    whatsApp: "+234 000 000 0000",
  },
  title: "Amara Okafor: Chef, Software Engineer, Community Builder",
  description:
    "Multiple award-winning chef and software engineer in Lagos, Nigeria, founder of four ventures across food, software, social impact and tech education.",
  /** The person or studio credited in the footer for building the site. */
  credit: { label: "Built by Hearth & Code Studio", href: "https://studio.example.com" },
} as const;

/** The four main links, in the header and again in the footer. */
export const mainNav = [
  { href: "/about", label: "About" },
  { href: "/expertise", label: "Expertise" },
  { href: "/blog", label: "Blog" },
  { href: "/contact", label: "Contact" },
] as const;

export type SocialNetwork = "linkedin" | "x" | "facebook" | "instagram";

export interface SocialLink {
  network: SocialNetwork;
  /** Visible or accessible name of the profile link. */
  label: string;
  href: string;
}

/** Social profiles, in the footer order (LinkedIn, Twitter/X, Facebook, Instagram). */
export const socialLinks: readonly SocialLink[] = [
  {
    network: "linkedin",
    label: "LinkedIn",
    href: "https://www.linkedin.com/in/amara-okafor-example",
  },
  { network: "x", label: "Twitter/X", href: "https://x.com/amara_okafor_example" },
  { network: "facebook", label: "Facebook", href: "https://www.facebook.com/amara.okafor.example" },
  {
    network: "instagram",
    label: "Instagram",
    href: "https://www.instagram.com/amara.okafor.example",
  },
];
