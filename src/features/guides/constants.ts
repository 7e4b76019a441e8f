/**
 * The coding guides' constants (and ours). The site's shared ones are in src/site/constants.ts.
 */
/*
 * The guides are the files of src/content/guides/: their slugs come from the content collection
 * (the pages, at build: the `data-guides` list the progress reads, progress-sync.ts) and are
 * written into firestore.rules from that folder (tools/ops/rules-guides.mjs).
 */
/**
 * A reader's progress through the guides (src/features/guides/progress.ts): kept on the device in
 * localStorage under this key, and, for a signed-in reader, in her account at
 * users/{uid}/progress/{PROGRESS_DOC} (src/features/guides/progress-sync.ts).
 */
export const PROGRESS_KEY = "guide-progress";
export const PROGRESS_DOC = "guides";
/** At most this many chapters a guide in the account's copy (firestore.rules; a guide has 9-10). */
export const MAX_CHAPTERS = 40;
/** A change to the progress reaches the account after this quiet time, in one write. */
export const PROGRESS_PUSH_DELAY_MS = 1000;
/** Fired on window after every change a page makes to the stored progress (the view shows it). */
export const PROGRESS_EVENT = "guide-progress";
