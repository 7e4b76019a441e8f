/**
 * Search's constants (ours). The site's shared ones are in src/site/constants.ts.
 */
/**
 * The list of Pagefind's files a search uses, written by the build beside the index
 * (src/build/search-index.ts): what the search page fetches for the worker to keep
 * (src/features/search/offline.ts).
 */
export const SEARCH_OFFLINE_FILES = "/pagefind/offline-files.json";
/** Results an offline search looks through (each one's fragment is read from the device). */
export const SEARCH_OFFLINE_SCAN = 50;
