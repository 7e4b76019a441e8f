/**
 * The testimonials' constants of SPEC §9 (and ours). The site's shared ones are in
 * src/site/constants.ts.
 */
/** Largest accepted profile photo: 5 MB. */
export const MAX_IMAGE_SIZE_BYTES = 5_242_880;
export const ALLOWED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/gif"] as const;
/** Cloudinary unsigned upload preset. */
export const UPLOAD_PRESET = "visitors";
/**
 * The folder the upload preset puts every photo in (its "Folder" setting): a stored photo is
 * `v<version>/<PHOTO_FOLDER>/<public id>.<format>` of the site's cloud and nothing else
 * (src/features/testimonials/photo/photo.ts storedPhoto; firestore.rules PHOTO_FOLDER, written by
 * tools/ops/write-rules.mjs; the Cloudinary stand-in stores uploads there too).
 */
export const PHOTO_FOLDER = "visitors";
/** Longest accepted testimonial fields (ours; SPEC shows none). firestore.rules enforce the same. */
export const TESTIMONIAL_LIMITS = {
  name: 100,
  role: 100,
  company: 100,
  email: 254,
  message: 2000,
  imageUrl: 2048,
  /** The phrase of the message the wall sets in bold (an admin's choice). */
  highlight: 200,
  /** The link to praise received elsewhere (a LinkedIn recommendation, a Google review). */
  sourceUrl: 2048,
} as const;
/**
 * When the wall reads again after a read that could not reach the server
 * (src/features/testimonials/wall/retry.ts): `first` ms after the first failure, twice as long
 * after each next one, never longer than `most`; at once when the browser says it is back online.
 */
export const WALL_RETRY_MS = { first: 2_000, most: 15_000 } as const;
/** A testimonial belongs to at most this many areas (src/features/testimonials/areas.ts); firestore.rules agree. */
export const MAX_AREAS = 4;
/**
 * Where praise the owner adds by hand came from, and how the wall names it ("via LinkedIn").
 * firestore.rules accept the same keys (tests/unit/rules/rules-constants.test.ts).
 */
export const TESTIMONIAL_SOURCES = {
  linkedin: "LinkedIn",
  email: "email",
  whatsapp: "WhatsApp",
  google: "Google",
  other: "another site",
} as const;
export type TestimonialSource = keyof typeof TESTIMONIAL_SOURCES;
/**
 * The link to praise from elsewhere: an http(s) address with a host, no spaces. firestore.rules
 * check the same shape (sourceUrl); tests/unit/rules/rules-constants.test.ts ties them.
 */
export const SOURCE_URL_PATTERN = "^https?://[^\\s/?#]+([/?#][^\\s]*)?$";
/**
 * Importing testimonials (the panel's Import, src/features/testimonials/import/import-rows.ts). Firestore's
 * rules may read at most 20 documents for one batched write (exists, get, getAfter); the admin
 * check takes two, each imported record one (is its public copy there after the write?), and each
 * public copy up to three (the record before and after it). So a batch holds records worth at
 * most IMPORT_RULE_READS, and never more than Firestore's 500 writes. The emulator refuses a batch
 * of 19 records; a few batches go at once.
 */
export const IMPORT_RULE_READS = 18;
export const IMPORT_READS_PER_RECORD = 1;
export const IMPORT_READS_PER_COPY = 3;
export const IMPORT_MAX_BATCH_WRITES = 500;
export const IMPORT_PARALLEL_BATCHES = 4;
/** Ids asked of Firestore at once when looking for the ones already there (its `in` takes 30). */
export const IMPORT_ID_QUERY_SIZE = 30;
/** An imported record's id: what the export and Firestore's own ids are made of. */
export const IMPORT_ID_PATTERN = "^[A-Za-z0-9_-]{1,128}$";
/**
 * Testimonials per request (ours; a flood never loads everything at once). The moderation panel
 * reads a page of at most 25, the wall a first page of 12 and then 12 more per "Show more".
 * firestore.rules refuse public reads of more than 25 at once.
 */
export const MODERATION_PAGE_SIZE = 25;
export const WALL_PAGE_SIZE = 12;
/** The most public testimonials one request may list (firestore.rules); the wall's page fits in it. */
export const PUBLIC_LIST_LIMIT = 25;
/** The moderation panel's path (the owner's notification links to it on the real site). */
export const ADMIN_TESTIMONIALS_PATH = "/admin/testimonials";
/**
 * The featured testimonials' slots (featured/{slot} in Firestore): they lead the wall and fill
 * Expertise's three. Fixed names, so firestore.rules can hold them to three.
 */
export const FEATURED_SLOTS = ["1", "2", "3"] as const;
/** How long the build waits for Firestore to say which are featured, before using the samples. */
export const FEATURED_BUILD_TIMEOUT_MS = 5000;
/** /testimonials#share opens the testimonial form at once: the link the owner sends clients. */
export const SHARE_HASH = "share";
export const SHARE_PATH = `/testimonials#${SHARE_HASH}`;
export const DEFAULT_AVATAR = "/images/default-avatar.jpg";
/** A testimonial card's avatar, in CSS pixels (photos are asked for at twice that). */
export const AVATAR_SIZE = 56;
export const TESTIMONIAL_COUNT = 4;
export const EXPERTISE_TESTIMONIAL_COUNT = 3;
