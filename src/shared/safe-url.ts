/**
 * The last check before a URL from outside (a paste, an upload answer, the database) reaches an
 * `src` or an `href`: pure, framework-free. Photos (src/features/testimonials/photo/photo.ts) and the links to
 * praise received elsewhere (the wall, the panel) go through it, each with its own length limit.
 */

/**
 * The normalised form of an absolute http(s) URL, or null. Refused: anything but a string, other
 * schemes (javascript:, data:, blob:, file:, ftp:, ...), relative or scheme-relative paths,
 * `http:host` without the two slashes, URLs carrying credentials, and URLs longer than
 * `maxLength` (as given or normalised).
 */
export function safeHttpUrl(text: string | null | undefined, maxLength: number): string | null {
  if (typeof text !== "string") return null;
  const trimmed = text.trim();
  if (trimmed === "" || trimmed.length > maxLength) return null;
  if (!/^https?:\/\//i.test(trimmed)) return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.hostname === "" || url.username !== "" || url.password !== "") return null;
  // The normalised href (lower-case scheme and host, spaces percent-encoded) is what the browser
  // loads and what firestore.rules checks, so it is what we hand on.
  return url.href.length > maxLength ? null : url.href;
}
