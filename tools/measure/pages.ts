// Every route of the site (SPEC §2), for the budget check, the screenshots and the accessibility
// scan. Plain TypeScript: Node 24 runs it as it is, and so do the tests.
import { GUIDE_SLUGS } from "../../src/features/guides/constants.ts";

export { GUIDE_SLUGS };
export interface SitePage {
  name: string;
  path: string;
}

export const PAGES: readonly SitePage[] = [
  { name: "home", path: "/" },
  { name: "about", path: "/about" },
  { name: "expertise", path: "/expertise" },
  { name: "testimonials", path: "/testimonials" },
  // One wall filtered by area (src/features/testimonials/areas.ts): the others are built from the same page.
  { name: "testimonials-area", path: "/testimonials/culinary" },
  { name: "blog", path: "/blog" },
  { name: "blog-category", path: "/blog/category/technology" },
  { name: "search", path: "/search" },
  ...Array.from({ length: 8 }, (_, i) => ({ name: `post-${i + 1}`, path: `/blog/${i + 1}` })),
  { name: "guides", path: "/guides" },
  ...GUIDE_SLUGS.map((slug) => ({ name: `guide-${slug}`, path: `/guides/${slug}` })),
  { name: "contact", path: "/contact" },
  { name: "account", path: "/account" },
  { name: "admin-testimonials", path: "/admin/testimonials" },
  // Shown by the service worker, offline, for a page that was not kept (noindex).
  { name: "offline", path: "/offline" },
  { name: "404", path: "/404" },
  { name: "post-not-found", path: "/blog/999" },
];
