/**
 * Search's texts (ours). The site's shared ones are in src/site/messages.ts.
 */
export const searchMessages = {
  /** When the index or the search's code cannot be loaded, online. */
  unavailable:
    "Search is not available right now. Browse the blog by category or the guides instead.",
  /** After the results of a search made offline. */
  offlineNote: "You are offline: these are results from the pages kept on this device.",
  /** Offline, on a device that has not kept search yet. */
  offlineUnavailable:
    "You are offline, and search has not been kept on this device yet: search once while online, and it will work offline too. The pages you kept are listed on the offline page.",
} as const;
