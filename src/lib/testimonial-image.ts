/**
 * The testimonial form's profile photo rules (SPEC §5, §8, §9), pure and framework-free: which
 * files may be uploaded, which pasted URLs are accepted, and the last check before a URL reaches
 * an `src`.
 */
import { ALLOWED_IMAGE_TYPES, MAX_IMAGE_SIZE_BYTES, TESTIMONIAL_LIMITS } from "@/lib/constants";
import { messages } from "@/lib/messages";

/** Longest image URL accepted; firestore.rules allows `imageUrl` up to the same length. */
export const MAX_IMAGE_URL_LENGTH = TESTIMONIAL_LIMITS.imageUrl;

const ALLOWED_TYPES: readonly string[] = ALLOWED_IMAGE_TYPES;

/**
 * Null when the picked file may be uploaded, else the message to show: the type is checked first
 * (JPEG, PNG or GIF), then the size (strictly under MAX_IMAGE_SIZE_BYTES).
 */
export function validateImageFile(file: { type: string; size: number }): string | null {
  if (!ALLOWED_TYPES.includes(file.type.trim().toLowerCase())) {
    return messages.testimonial.wrongType;
  }
  // Written as "not under" so that a NaN size is refused too.
  if (!(file.size < MAX_IMAGE_SIZE_BYTES)) return messages.testimonial.tooLarge;
  return null;
}

/**
 * The normalised form of an absolute http(s) URL, or null. Refused: other schemes (javascript:,
 * data:, blob:, file:, ftp:, ...), relative or scheme-relative paths, `http:host` without the
 * two slashes, URLs carrying credentials, and URLs longer than MAX_IMAGE_URL_LENGTH.
 */
function httpUrl(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === "" || trimmed.length > MAX_IMAGE_URL_LENGTH) return null;
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
  return url.href.length > MAX_IMAGE_URL_LENGTH ? null : url.href;
}

export type ParsedImageUrl = { ok: true; url: string } | { ok: false; message: string };

/** Reads a pasted image URL: an absolute http(s) URL passes (normalised), anything else fails. */
export function parseImageUrl(text: string): ParsedImageUrl {
  const url = httpUrl(text);
  return url === null ? { ok: false, message: messages.testimonial.invalidUrl } : { ok: true, url };
}

/**
 * The URL if it is an absolute http(s) URL by the rules of parseImageUrl (normalised), else null.
 * Call it right before a URL from outside (a paste, an upload answer, the database) reaches `src`.
 */
export function safeImageSrc(url: string | null | undefined): string | null {
  return typeof url === "string" ? httpUrl(url) : null;
}
