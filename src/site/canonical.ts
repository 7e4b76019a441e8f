/**
 * The address a page is known by (its canonical link, og:url, the address its share links send):
 * the site's real address (src/site/site.ts, Astro's `site`) and the path in the form the host
 * answers with 200 (firebase.json: trailingSlash false), /blog and never /blog/.
 */
export function canonicalUrl(pathname: string, site: string | URL | undefined): string {
  return new URL(pathname.replace(/\/+$/, "") || "/", site).href;
}
