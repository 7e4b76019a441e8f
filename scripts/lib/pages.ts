// Every route of the site (SPEC §2), for the budget check, the screenshots and the accessibility
// scan. Plain TypeScript with no imports: Node 24 runs it as it is, and so do the tests.
export interface SitePage {
  name: string;
  path: string;
}

export const PAGES: readonly SitePage[] = [
  { name: "home", path: "/" },
  { name: "about", path: "/about" },
  { name: "expertise", path: "/expertise" },
  { name: "testimonials", path: "/testimonials" },
  { name: "blog", path: "/blog" },
  ...Array.from({ length: 8 }, (_, i) => ({ name: `post-${i + 1}`, path: `/blog/${i + 1}` })),
  { name: "contact", path: "/contact" },
  { name: "404", path: "/404" },
  { name: "post-not-found", path: "/blog/999" },
];
