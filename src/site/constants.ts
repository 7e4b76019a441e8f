/**
 * Every business constant of SPEC §9, in one module. Components and tests import them from here.
 */

/** Largest accepted profile photo: 5 MB. */
export const MAX_IMAGE_SIZE_BYTES = 5_242_880;
export const ALLOWED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/gif"] as const;
/** Cloudinary unsigned upload preset. */
export const UPLOAD_PRESET = "visitors";
/**
 * The one shape of an email address the site accepts beyond the browser's own `type="email"`
 * check (which lets "a@b" through): something@domain.tld, no spaces. For an input's `pattern`
 * (the browser anchors it); firestore.rules check the same shape. See src/shared/email.ts.
 */
export const EMAIL_PATTERN = "[^@\\s]+@[^@\\s]+\\.[^@\\s]+";
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
/** A testimonial belongs to at most this many areas (src/features/testimonials/areas.ts); firestore.rules agree. */
export const MAX_AREAS = 4;
/**
 * Where praise the owner adds by hand came from, and how the wall names it ("via LinkedIn").
 * firestore.rules accept the same keys (tests/unit/rules-constants.test.ts).
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
 * check the same shape (sourceUrl); tests/unit/rules-constants.test.ts ties them.
 */
export const SOURCE_URL_PATTERN = "^https?://[^\\s/?#]+([/?#][^\\s]*)?$";

/**
 * Importing testimonials (the panel's Import, src/features/testimonials/import-rows.ts). Firestore's
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
 * Longest profile fields a sign-up may store in users/{uid} (ours). firestore.rules enforce the
 * same (tests/unit/rules-constants.test.ts ties them).
 */
export const PROFILE_LIMITS = {
  displayName: 100,
  firstName: 100,
  lastName: 100,
  phone: 32,
} as const;
/** HTTP status of a successful answer (SPEC §9): the image upload's; SPEC §7 call 2 uses it too. */
export const SUCCESS_STATUS = 200;

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

export const NEWSLETTER_DELAY_MS = 1000;
export const CONTACT_SUCCESS_BANNER_MS = 3000;

export const COUNTER_DURATION_MS = 2000;
export const PEOPLE_IMPACTED = { target: 10_000, durationMs: 3000, suffix: "+" } as const;
export const YEARS_OF_EXPERIENCE = { target: 10, suffix: "+" } as const;
export const ABOUT_SKILL_VALUE = 99;

export const IN_VIEW_THRESHOLD = 0.1;
/** How near the screen a counter is reset to 0, ready to count (src/features/effects/count-up.ts). */
export const COUNT_UP_NEAR = "200px";
/** The media query of a visitor who asked for reduced motion. */
export const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

export const HERO_ANIMATION = { durationS: 1.5, staggerS: 0.2, delayS: 0.3 } as const;
/** Sections fade and slide in once when scrolled into view (ours; SPEC §4 gives no figures). */
export const REVEAL_ANIMATION = { durationMs: 700, distancePx: 32 } as const;
/**
 * Formats of the site's photos and illustrations: a `<source>` in AVIF, about half WebP's size
 * (<Picture formats>), and the `<img>` itself in WebP for older browsers (<Picture fallbackFormat>;
 * a WebP `<source>` too would repeat the `<img>`'s srcset). docs/decisions.md, "Photos in AVIF
 * first, WebP for older browsers".
 */
export const PICTURE_FORMATS: "avif"[] = ["avif"];
export const PICTURE_FALLBACK = "webp";

/** The SPEC's eight posts (ids 1 to 8); authors may add more. */
export const BLOG_POST_COUNT = 8;
/**
 * Posts per page of /blog and of each category page (/blog, /blog/page/2, ...). Eight: the SPEC's
 * blog list is "a grid of eight post cards"; a ninth post starts /blog/page/2.
 */
export const BLOG_PAGE_SIZE = 8;
/** The feed (/rss.xml) holds the newest posts, at most this many. */
export const BLOG_FEED_SIZE = 20;
/** At most this many related posts under a post. */
export const BLOG_RELATED_COUNT = 3;
/**
 * A post gets a table of contents from this many ## sections on (fewer need none); its ###
 * subsections are listed under their section, deeper headings never.
 */
export const TOC_MIN_SECTIONS = 3;
export const TOC_MAX_DEPTH = 3;
/**
 * The reading line, as a fraction of the window's height from its top: the section whose heading
 * last passed above it is the one being read (marked in the table of contents on wide screens).
 */
export const READING_LINE = 0.3;
/** How long a copy button's "Copied" stays before the block is as it was. */
export const COPY_FEEDBACK_MS = 2000;
/** Reading speed behind a computed "N min read". */
export const READING_WORDS_PER_MINUTE = 200;
export const TESTIMONIAL_COUNT = 4;
export const EXPERTISE_TESTIMONIAL_COUNT = 3;
export const FAQ_COUNT = 6;

/** Time after which an unreachable database is reported as offline. */
export const OFFLINE_TIMEOUT_MS = 10_000;

/** The eight blog categories (SPEC §3), in the order of the SPEC's posts 1 to 8. */
export const BLOG_CATEGORIES = [
  "Lifestyle",
  "Technology",
  "Culinary",
  "Business",
  "Future",
  "Social Impact (NGO)",
  "Education",
  "Learning",
] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/**
 * Where the header toggle remembers the visitor's colour scheme ("light" or "dark"; absent: the
 * system setting). Read before the first paint by the inline script of BaseLayout.
 */
export const THEME_STORAGE_KEY = "theme";
/** sessionStorage: this tab has the web fonts, so a page asks for them before its first paint. */
export const FONTS_STORAGE_KEY = "fonts";

/**
 * Data-saver mode (src/features/effects/data-saver.ts). localStorage: the reader's choice from the footer's
 * switch ("on" or "off"; absent: the browser's own setting decides).
 */
export const DATA_SAVER_STORAGE_KEY = "data-saver";
/** On <html> while data saver is on, from <head> on: CSS, the speculation rules and scripts read it. */
export const DATA_SAVER_ATTRIBUTE = "data-saver";
/** On an image that comes at its smallest useful width while data saver is on. */
export const DATA_SAVER_IMAGE = "data-saver-image";
/**
 * On such an image when it is on the first screen: `loading="lazy"` in the HTML (so the preload
 * scanner cannot fetch it before data saver is decided), made eager by the early script.
 */
export const DATA_SAVER_FIRST_SCREEN = "data-first-screen";
/** The footer's data-saver switch (DataSaverSwitch.astro) and its status line. */
export const DATA_SAVER_SWITCH = "[data-saver-switch]";
export const DATA_SAVER_STATUS = "[data-saver-status]";
/** Dispatched on the document when the reader presses the switch (detail: whether it is on). */
export const DATA_SAVER_CHANGE = "data-saver-change";
/** On a counter (count-up.ts) that data saver left as its server HTML: it did not count up. */
export const DATA_SAVER_SKIPPED = "data-saved";

/**
 * Offline reading (src/features/offline/worker.ts, src/features/offline/): what the service worker keeps is
 * bounded to this many pages and this many bytes in all (pages, their files, saved PDFs), the
 * oldest first out; a page waits this long for the network before its kept copy is shown.
 */
export const OFFLINE_LIMITS = {
  pages: 60,
  bytes: 30 * 1024 * 1024,
  networkTimeoutSeconds: 3,
} as const;
/**
 * The service worker's address (built by src/build/service-worker.ts) and scope; the
 * pages' registration (src/features/offline/register.ts) writes it out, to keep its few bytes.
 */
export const SERVICE_WORKER_URL = "/sw.js";
/** The page shown for a page that is not kept, offline; it lists the kept ones. */
export const OFFLINE_PAGE = "/offline";
/** The service worker's caches: pages (HTML) and the files they use (and saved PDFs). */
export const OFFLINE_CACHES = { pages: "offline-pages", files: "offline-files" } as const;
/** Messages between the pages and the service worker (src/features/offline/protocol.ts). */
export const OFFLINE_MESSAGES = {
  save: "offline:save",
  list: "offline:list",
  clear: "offline:clear",
} as const;
