/**
 * The testimonials' texts of SPEC §8 (and ours), verbatim. The site's shared ones are in
 * src/site/messages.ts. The moderation panel's are adminMessages, in admin-messages.ts, so that a
 * visitor's pages never download them.
 */
/** The wall, the form and its photo, the share link (src/features/testimonials/). */
export const testimonialMessages = {
  submitFailed: "Submission failed. Please try again.",
  uploadFailed: "Image upload failed. Please try another image.",
  wrongType: "Only JPG, PNG or GIF images are allowed",
  tooLarge: "Image size must be less than 5MB",
  invalidUrl: "Please enter a valid image URL",
  previewFailed: "Failed to load image. Please check the URL.",
  uploaded: "Image uploaded successfully!",
  uploading: (percent: number) => `Uploading: ${percent}%`,
  /** A photo picked offline (src/features/outbox/): it goes with the testimonial. */
  photoKept: "Photo saved on this phone: it will be uploaded when you are back online",
  share: "Share Your Experience",
  submit: "Submit Testimonial",
  submitting: "Submitting...",
  cancel: "Cancel",
  successTitle: "Success!",
  successText:
    "Thank you for sharing your experience! Your testimonial will appear on this page once it has been reviewed.",
  close: "Close",
  /** Shown instead of 'Share Your Experience' when JavaScript is off. */
  needsScript:
    "Sharing your experience needs JavaScript: turn it on in your browser to send a testimonial.",
  /** The required consent to publish (stored with its time; firestore.rules require it). */
  consent: "I agree that my name, role, photo and words may be published on this site",
  /** What the email is for, under the consent: it is never published. */
  privacy: "Your email stays private: only the site owner sees it.",
  /** The wall's next page. */
  showMore: "Show more",
  /**
   * Testimonials published since the page was built, held until the reader asks for them so
   * that nothing she is reading moves (src/features/testimonials/wall/wall.ts).
   */
  showNew: (count: number) =>
    count === 1 ? "Show 1 new testimonial" : `Show ${count} new testimonials`,
  /** Before where praise the owner received elsewhere came from: "via LinkedIn". */
  via: "via",
  /** The wall's filters: everything, or one area (src/features/testimonials/areas.ts). */
  allAreas: "All",
  filterLabel: "Show testimonials about",
  /** A filtered wall with no card. */
  emptyArea: "No testimonials in this area yet",
  /**
   * The wall with no card (ours; SPEC is silent): a new site before its first published
   * testimonial, where a build for her project shows no invented ones (samples.ts). Above the
   * form, with the link she sends clients (share-link.ts).
   */
  emptyWall: {
    title: "Be the first to share your story",
    text: "No one has shared their experience here yet. If we have worked, cooked or learned together, I would love to hear how it went: your words appear on this page once I have read them.",
    requestLead: "Know someone I have worked with? Send them this link, which opens the form:",
  },
  /** Expertise with no featured testimonial to show (ours): a build for her project, no samples. */
  expertiseEmpty:
    "The stories of the people I work with will appear here once they have shared them.",
  /** The link under it, to the testimonial form (SHARE_PATH). */
  expertiseShare: "Share your experience",
  /** The form's optional choice of areas. */
  areasLegend: "What did we work on together?",
  /** Subject of the owner's email about a new testimonial (SPEC §7 call 2, `_subject`). */
  notifySubject: "New testimonial awaiting review",
  /** Logged when the form endpoint refuses the owner's notice without saying why. */
  notifyRefused: "the form endpoint refused the notice",
  /**
   * The wall, offline: its published testimonials need a connection (offline reading's own texts
   * are in src/features/offline/messages.ts).
   */
  offline:
    "You're offline: the latest testimonials need a connection. Here are the ones this page keeps.",
} as const;
