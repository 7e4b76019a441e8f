/**
 * The next page before the tap. Every page carries Speculation Rules (BaseLayout.astro): a link
 * to one of the site's pages is prerendered when a visitor hovers it (or presses on it), with a
 * prefetch as the fallback when a prerender is not possible. Browsers without Speculation Rules
 * get a plain `<link rel="prefetch">` on the same signals (prefetch-fallback.ts).
 *
 * Never prepared: the account and moderation screens (they sign in), the guides' PDFs and
 * anything else downloaded, links to other sites or new tabs, and any URL with a query. (Chromium
 * prepares by URL: a link left out here is still prepared if another link has its URL.) Nothing is
 * prepared while data saver is on (data-saver.ts): every link is then under <html data-saver>,
 * which the rules' selector leaves out (Chromium re-evaluates it when the attribute changes, so
 * the footer's switch acts at once).
 */
import { DATA_SAVER_ATTRIBUTE } from "../site/constants";

/** The links that are never prepared ahead: one selector for the rules and for the fallback. */
export const NOT_PREPARED = [
  "[href^='/account']",
  "[href^='/admin']",
  "[href$='.pdf']",
  "[href*='?']",
  "[download]",
  "[target]",
  `[${DATA_SAVER_ATTRIBUTE}] *`,
].join(", ");

/** How eager: "moderate" prepares on hover (200 ms) or on pointer-down, as the issue asks. */
export const EAGERNESS = "moderate";

/** The rules of one kind ("prerender" or "prefetch") for the site's own links. */
function rule() {
  return {
    where: {
      and: [{ href_matches: "/*" }, { not: { selector_matches: NOT_PREPARED } }],
    },
    eagerness: EAGERNESS,
  };
}

/** The page's `<script type="speculationrules">` content. */
export const speculationRules = {
  prerender: [rule()],
  // Where a prerender is refused (too many, low memory, DevTools attached), the prefetch stands.
  prefetch: [rule()],
};

/** Whether a link may be prepared: same origin, an http(s) page, and not excluded. */
export function isPrepared(anchor: HTMLAnchorElement, here: Location = location): boolean {
  if (!anchor.href || anchor.matches(NOT_PREPARED)) return false;
  const url = new URL(anchor.href);
  return (
    url.origin === here.origin &&
    url.search === "" &&
    (url.pathname !== here.pathname || url.search !== here.search)
  );
}
