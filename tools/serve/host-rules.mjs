// Firebase Hosting's URL rules for this site (firebase.json: cleanUrls true, trailingSlash false),
// as its emulator answers them (tests/e2e/hosting.spec.ts compares the two): a page is served at
// its clean URL only; "/x/" redirects there with 301 when the page exists, "/x/index.html" and
// "/x.html" when that file exists; all else is served as it is, or 404 (the 404 page's own clean
// URL, "/404", too). Used by tools/serve/preview.mjs.

/**
 * Where the host redirects `path` (query not included), or null when it serves it as it is (or
 * answers 404). `exists.page("/about")` says whether a page has that clean path; `exists.file(p)`
 * whether the built site has that very file.
 */
export function hostRedirect(path, exists) {
  if (path === "/") return null;
  let clean = path;
  if (clean.endsWith(".html")) {
    // Only a real file loses "index.html" or ".html".
    if (!exists.file(path)) return null;
    clean = clean.endsWith("/index.html")
      ? clean.slice(0, -"index.html".length)
      : clean.slice(0, -".html".length);
  }
  if (clean.length > 1) clean = clean.replace(/\/+$/, "") || "/";
  if (clean === path) return null;
  return clean === "/" || exists.page(clean) ? clean : null;
}
