/**
 * Offline reading's texts (ours: the SPEC has none for them). The site's shared ones are in
 * src/site/messages.ts. The wall's offline notice is the testimonials'
 * (testimonialMessages.offline).
 */
/** Offline reading (src/features/offline/worker.ts, src/features/offline/, src/pages/offline.astro). */
export const offlineMessages = {
  /** "Save for offline" on each post and guide (src/features/offline/components/SaveOffline.astro). */
  save: {
    title: "Read it offline",
    text: (kind: "post" | "guide") =>
      kind === "guide"
        ? "Keep this guide and its PDF on this device, to read without a connection."
        : "Keep this post on this device, with its images, to read without a connection.",
    button: "Save for offline",
    saving: "Saving for offline...",
    done: (kind: "post" | "guide") =>
      kind === "guide"
        ? "Saved: this guide and its PDF can be read offline on this device."
        : "Saved: this post can be read offline on this device.",
    failed: "Not all of it could be saved. Check your connection, then try again.",
    unavailable: "Saving for offline is not available in this browser.",
  },
  /** The offline page: shown, offline, for a page that was not kept. */
  page: {
    title: "You're offline",
    lead: "This page was not kept on this device, so it can't be shown without a connection.",
    keptTitle: "Pages you can read offline",
    keptText:
      "Every page you open while online is kept for a while, with its images and fonts (the last 60 pages, up to 30 MB in all).",
    none: "No page is kept on this device yet.",
    loading: "Looking for the pages kept on this device...",
    unavailable: "Offline reading is not available in this browser.",
    /** /offline opened on a first visit: the worker is not installed yet. */
    starting:
      "Offline reading starts from the next page you open: pages you read from then on are kept on this device.",
    saved: "saved",
    clearTitle: "Free the space",
    clearText: "Remove every page kept for offline reading from this device.",
    clear: "Remove kept pages",
    cleared: "Removed: no page is kept on this device now.",
    size: (megabytes: string) => `${megabytes} MB kept`,
  },
} as const;
