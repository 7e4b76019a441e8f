/**
 * Finds what is still a placeholder in a build: links to example addresses and the illustrations
 * that stand in for the owner's photos. The build reports them as warnings (never as errors) so the
 * site can go live before every photo is ready (src/build/placeholder-check.ts; README,
 * "Replacing the placeholders").
 *
 * - A link is a placeholder when its host is one of the names reserved for examples (example.com,
 *   example.net, example.org, anything under them, or the .example domain), or when its address
 *   names an "example" profile, like https://x.com/amara_okafor_example (a path segment that ends
 *   in "-example", "_example" or ".example").
 * - A WhatsApp link is a placeholder when its number is a country code and zeros only
 *   (https://wa.me/2340000000000): site.owner.whatsApp (src/site/site.ts) until she sets hers.
 * - An image is a placeholder while its bytes are the ones tools/assets/make-images.mjs drew: the script
 *   writes the SHA-256 of every illustration it makes to src/data/placeholder-images.json, and a
 *   replaced file no longer matches.
 */
import { createHash } from "node:crypto";

/** Where tools/assets/make-images.mjs lists the illustrations it made, relative to the project root. */
export const PLACEHOLDER_MANIFEST = "src/data/placeholder-images.json";

export interface PlaceholderManifest {
  /** Project-relative path -> SHA-256 (hex) of the illustration the images script wrote there. */
  images: Record<string, string>;
}

const RESERVED_HOST = /(^|\.)example\.(com|net|org)$|(^|\.)example$/i;
/**
 * A path segment (a profile name) that ends in "-example", "_example" or ".example":
 * "/in/amara-okafor-example". A real address like that is rare, and would only cost a warning.
 */
const EXAMPLE_PROFILE = /[^/][._-]example(\/|$)/i;
/** A wa.me chat's number made of a country code (1 to 3 digits) and zeros: no phone has one. */
const ZEROS_NUMBER = /^\/\d{1,3}0{6,}$/;

/** The part of a link that identifies it in a warning: the site for reserved hosts, else the URL. */
export function placeholderKey(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol === "mailto:") {
    const domain = parsed.pathname.split("@")[1] ?? "";
    return RESERVED_HOST.test(domain) ? `mailto:${parsed.pathname}` : undefined;
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return undefined;
  if (RESERVED_HOST.test(parsed.hostname)) return parsed.origin;
  if (parsed.hostname === "wa.me" && ZEROS_NUMBER.test(parsed.pathname))
    return `${parsed.origin}${parsed.pathname}`;
  if (EXAMPLE_PROFILE.test(parsed.pathname)) return `${parsed.origin}${parsed.pathname}`;
  return undefined;
}

export function isPlaceholderUrl(url: string): boolean {
  return placeholderKey(url) !== undefined;
}

/** Attributes that hold an address: links, sources, form targets and meta tags (og:url, ...). */
const URL_ATTRIBUTE = /\s(?:href|src|action|content)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;

/**
 * The placeholder links of one HTML page (distinct, by placeholderKey). Code samples are skipped:
 * an address written inside <pre> or <code> is text to read, not a link.
 */
export function placeholderLinks(html: string): string[] {
  const page = html.replace(/<(pre|code)\b[\s\S]*?<\/\1>/gi, "");
  const found = new Set<string>();
  for (const match of page.matchAll(URL_ATTRIBUTE)) {
    const value = (match[1] ?? match[2] ?? "").replace(/&amp;/g, "&").trim();
    const key = placeholderKey(value);
    if (key) found.add(key);
  }
  return [...found];
}

export function sha256(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/**
 * The listed images that are still the illustrations the images script made, in manifest order.
 * `read` returns a file's bytes, or undefined when there is no such file (a deleted placeholder
 * is not reported).
 */
export function placeholderImages(
  manifest: PlaceholderManifest,
  read: (path: string) => Uint8Array | undefined,
): string[] {
  return Object.entries(manifest.images).flatMap(([path, hash]) => {
    const bytes = read(path);
    return bytes && sha256(bytes) === hash ? [path] : [];
  });
}

/** The build's warnings: one per placeholder link (with its number of pages), one for the images. */
export function placeholderWarnings(
  links: ReadonlyMap<string, number>,
  images: readonly string[],
): string[] {
  const warnings = [...links].map(
    ([key, pages]) => `Placeholder link ${key} on ${pages} ${pages === 1 ? "page" : "pages"}.`,
  );
  if (images.length > 0) {
    warnings.push(
      `${images.length} placeholder ${images.length === 1 ? "image" : "images"} still in place: ${images.join(", ")}.`,
    );
  }
  if (warnings.length > 0) {
    warnings.push(
      'Links live in src/site/site.ts (site URL, email, booking link, WhatsApp number, social profiles, footer credit) and src/data/ventures.ts; how to replace links and images: README.md, "Replacing the placeholders".',
    );
  }
  return warnings;
}
