/**
 * The testimonial form's profile photo rules (SPEC §5, §8, §9), pure and framework-free: which
 * files may be uploaded, which pasted URLs are accepted, and the last check before a URL reaches
 * an `src`.
 */
import {
  ALLOWED_IMAGE_TYPES,
  MAX_IMAGE_SIZE_BYTES,
  PHOTO_FOLDER,
  TESTIMONIAL_LIMITS,
} from "@/features/testimonials/constants";
import { testimonialMessages } from "@/features/testimonials/messages";
import { safeHttpUrl } from "@/shared/safe-url";

/** Longest image URL accepted; firestore.rules allows `imageUrl` up to the same length. */
export const MAX_IMAGE_URL_LENGTH = TESTIMONIAL_LIMITS.imageUrl;

const ALLOWED_TYPES: readonly string[] = ALLOWED_IMAGE_TYPES;

/**
 * Null when the picked file may be uploaded, else the message to show: the type is checked first
 * (JPEG, PNG or GIF), then the size (strictly under MAX_IMAGE_SIZE_BYTES).
 */
export function validateImageFile(file: { type: string; size: number }): string | null {
  if (!ALLOWED_TYPES.includes(file.type.trim().toLowerCase())) {
    return testimonialMessages.wrongType;
  }
  // Written as "not under" so that a NaN size is refused too.
  if (!(file.size < MAX_IMAGE_SIZE_BYTES)) return testimonialMessages.tooLarge;
  return null;
}

export type ParsedImageUrl = { ok: true; url: string } | { ok: false; message: string };

/** Reads a pasted image URL: an absolute http(s) URL passes (normalised), anything else fails. */
export function parseImageUrl(text: string): ParsedImageUrl {
  const url = safeHttpUrl(text, MAX_IMAGE_URL_LENGTH);
  return url === null ? { ok: false, message: testimonialMessages.invalidUrl } : { ok: true, url };
}

/**
 * The URL if it is an absolute http(s) URL by the rules of parseImageUrl (normalised), else null.
 * Call it right before a URL from outside (a paste, an upload answer, the database) reaches `src`.
 */
export function safeImageSrc(url: string | null | undefined): string | null {
  return safeHttpUrl(url, MAX_IMAGE_URL_LENGTH);
}

/**
 * Cloudinary's delivery host: the only host a stored photo may name (firestore.rules check it on
 * every write). A pasted URL is uploaded there first (Cloudinary fetches it), so no visitor's
 * browser ever asks a host a submitter chose.
 */
export const PHOTO_ORIGIN = "https://res.cloudinary.com";

/** Where the site's photos are asked for: its Cloudinary cloud, at Cloudinary or the stand-in. */
export interface PhotoHost {
  /** The cloud's name (PUBLIC_CLOUDINARY_CLOUD_NAME, or the local one). */
  cloud: string;
  /** Cloudinary's delivery origin, or the local stand-in's (src/site/config.ts). */
  origin: string;
}

/**
 * `https://res.cloudinary.com/<cloud>/image/upload/v<version>/<PHOTO_FOLDER>/<id>.<format>`: the
 * `secure_url` an upload with the site's preset answers, exactly. No transformation segment (a
 * stored `w_4000/e_upscale/...` would make every reader download, and the owner pay for, whatever
 * that chain makes), no other folder (Cloudinary's samples, another preset's), a version always.
 */
const STORED_PHOTO = new RegExp(
  `^https://res\\.cloudinary\\.com/([a-z0-9_-]+)/image/upload/(v\\d+/${PHOTO_FOLDER}/[A-Za-z0-9_-]+\\.(?:jpe?g|png|gif|webp))$`,
);

/**
 * The cloud and the path (version, folder, public id, format) of a photo as stored: a delivery
 * URL of `cloud` (the site's own: photoHost.cloud) exactly as its upload API answers it
 * (`secure_url`), or null for anything else: another cloud, a transformation, no version,
 * another folder. firestore.rules accept the same shape, with the site's cloud written in at
 * deploy (storedPhoto there; tools/ops/write-rules.mjs).
 */
export function storedPhoto(
  url: string | null | undefined,
  cloud: string,
): { cloud: string; path: string } | null {
  const match = typeof url === "string" ? STORED_PHOTO.exec(url) : null;
  return match && match[1] === cloud ? { cloud, path: match[2] ?? "" } : null;
}

/**
 * The address to show a stored photo at `size` CSS pixels: the site's own cloud, asked for a
 * square of twice that size (sharp on 2x screens) in the best format the browser takes, at
 * automatic quality (`f_auto,q_auto,c_fill,w_<2size>,h_<2size>`). Null for any other address:
 * another host (records from before photos were re-hosted) or another cloud, which then show as
 * the default avatar.
 */
export function photoSrc(
  url: string | null | undefined,
  size: number,
  host: PhotoHost,
): string | null {
  const stored = storedPhoto(url, host.cloud);
  if (!stored) return null;
  const side = Math.round(size * 2);
  return `${host.origin}/${stored.cloud}/image/upload/f_auto,q_auto,c_fill,w_${side},h_${side}/${stored.path}`;
}

/** The host a photo address names (for the panel: "Photo at <host>, not shown"), or null. */
export function photoHostName(url: string | null | undefined): string | null {
  const safe = safeImageSrc(url);
  return safe ? new URL(safe).host : null;
}
