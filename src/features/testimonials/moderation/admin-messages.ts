/**
 * The moderation panel's texts: the testimonials' like messages.ts, kept in a module of their own so
 * that only the admin's screens download them.
 */
/** The moderation panel's texts (the admin's; SPEC §2 "Admin moderation page", §8). */
export const adminMessages = {
  loadFailed: "Failed to load testimonials",
  updateFailed: "Failed to update testimonial",
  unauthorizedTitle: "Unauthorized Access",
  unauthorizedText: "You don't have permission to access this page.",
  empty: "No pending testimonials to review",
  heading: (count: number) => `Pending Testimonials (${count})`,
  loading: "Loading testimonials...",
  pending: "Pending",
  submittedOn: "Submitted on",
  imageAttached: "Image attached",
  /** A pending photo loads only when asked: its host is whatever the visitor named. */
  showPhoto: (host: string) => `Show photo (from ${host})`,
  /**
   * A photo stored before photos were kept on the site's photo host: shown as the default
   * avatar (its host would learn who reads the page) until the admin replaces or removes it.
   */
  photoElsewhere: (host: string) =>
    `Its photo is at ${host}, which the site does not load from: it shows the default avatar until you replace the photo or remove it.`,
  replacePhoto: "Replace photo",
  removePhoto: "Remove photo",
  photoFailed: "Could not change the photo",
  /** Areas and highlight of an item (any status). */
  editsSummary: "Areas and highlight",
  areasLegend: "Areas",
  highlightLabel: "Highlight (words of the testimonial, shown in bold)",
  saveEdits: "Save",
  highlightNotInMessage: "The highlight must be words of the testimonial, exactly as written.",
  editsSaved: (name: string) => `Saved for ${name}.`,
  approve: "Approve",
  reject: "Reject",
  /** The panel's views: what is waiting, what is on the wall, what was turned down. */
  views: { pending: "Pending", approved: "Published", rejected: "Rejected" },
  viewsLabel: "Which testimonials",
  publishedHeading: (count: number) => `Published Testimonials (${count})`,
  rejectedHeading: (count: number) => `Rejected Testimonials (${count})`,
  publishedEmpty: "No published testimonials",
  rejectedEmpty: "No rejected testimonials",
  published: "Published",
  rejected: "Rejected",
  decidedOn: { approved: "Published on", rejected: "Rejected on" },
  shown: (shown: number, total: number) => `Showing ${shown} of ${total}`,
  loadMore: "Load more",
  select: (name: string) => `Select the testimonial from ${name}`,
  selectAll: "Select all shown",
  rejectSelected: (count: number) => `Reject selected (${count})`,
  unpublish: "Unpublish",
  delete: "Delete",
  confirmDelete:
    "Delete this testimonial for good? Its private record and its public copy are erased, and this cannot be undone.",
  confirmDeleteYes: "Delete for good",
  confirmDeleteNo: "Keep it",
  deleteFailed: "Failed to delete testimonial",
  /** Featured testimonials lead the wall and fill Expertise (at most three). */
  feature: "Feature",
  unfeature: "Unfeature",
  featured: "Featured",
  featureFull: "Three testimonials are featured already: unfeature one first.",
  /** The featured slots could not be read: the Feature buttons wait for them. */
  featuredLoadFailed:
    "Could not read which testimonials are featured, so they cannot be featured or unfeatured yet.",
  featuredRetry: "Try again",
  /** A featured one unpublished or erased: Expertise has it until the next build (README). */
  removedFeatured:
    "It is off the wall and the Expertise page now. The Expertise page's built copy, which readers without JavaScript and search engines get, keeps it until the site is rebuilt: at 6:00 (Lagos time) tomorrow morning, or at once if you run CI on GitHub (Actions, CI, Run workflow).",
  /** When a change of featured ones shows (.github/workflows/featured.yml). */
  featuredWhen:
    "Featured testimonials lead the wall at once. Expertise shows them from the next deploy: each morning at 6:00 (Lagos time) the site is rebuilt when they changed.",
  /** The owner's export of every record (CSV or JSON). */
  exportData: {
    title: "Export testimonials",
    text: "Every testimonial in all three states, with emails and consent times, as a file.",
    csv: "Export CSV",
    json: "Export JSON",
    reading: (count: number) => `Reading testimonials... ${count} so far`,
    done: (count: number, file: string) => `Exported ${count} testimonials to ${file}`,
    failed: "The export failed. Please try again.",
  },
  /** "Add a testimonial": praise the owner received elsewhere, published at once. */
  addTestimonial: {
    title: "Add a testimonial",
    text: "Praise you received elsewhere (a LinkedIn recommendation, an email, a WhatsApp message, a Google review): it is published on the wall at once, with where it came from.",
    name: "Their name *",
    role: "Their role or title *",
    company: "Company (optional)",
    message: "What they wrote *",
    photo: "Their photo (optional)",
    source: "Where did it come from? *",
    chooseSource: "Choose...",
    /** The choices of where it came from (TESTIMONIAL_SOURCES' keys; the wall says "via ..."). */
    sources: {
      linkedin: "LinkedIn",
      email: "Email",
      whatsapp: "WhatsApp",
      google: "Google review",
      other: "Another site",
    },
    sourceUrl: "Link to the original (optional)",
    originalDate: "When did they write it? (optional)",
    permission:
      "I have their permission to publish their name, role, photo and words on this site *",
    save: "Publish testimonial",
    saving: "Publishing...",
    uploading: (percent: number) => `Uploading the photo: ${percent}%`,
    saved: (name: string) => `Published: the testimonial from ${name} is on the wall now.`,
    failed: "The testimonial could not be published. Nothing was lost: please try again.",
    problems: {
      name: "Enter the name of the person who wrote it.",
      role: "Enter their role or title.",
      message: "Enter what they wrote.",
      tooLong: (max: number) => `Use at most ${max} characters.`,
      source: "Choose where it came from.",
      sourceUrl: "The link must be a web address starting with http:// or https://.",
      originalDate: "Enter a date that is not in the future.",
      permission: "Confirm that you have their permission to publish it.",
    },
    /** Shown under the form when a save was refused: each field says what to change. */
    fix: "Please correct the fields marked above.",
  },
  /** Importing a file of the export's columns (CSV or JSON). */
  importData: {
    title: "Import testimonials",
    text: "A CSV or JSON file in the export's columns (an export imports again). You see every row and its problems before anything is written; testimonials already here are skipped.",
    file: "CSV or JSON file",
    reading: "Reading the file and looking for testimonials already here...",
    readFailed:
      "The file could not be read, or its testimonials could not be checked. Please try again.",
    notCsvOrJson: "This is not a CSV or JSON file of testimonials.",
    notAList: "This JSON file does not hold a list of testimonials.",
    missingColumns: (columns: string) =>
      `This file has no ${columns} column: is it an export of this panel?`,
    empty: "This file holds no testimonials.",
    previewTitle: (file: string) => `Preview of ${file}`,
    summary: (rows: number, ready: number, duplicates: number, problems: number) =>
      `${rows} rows: ${ready} to import, ${duplicates} already here or twice in the file, ${problems} with problems.`,
    allDuplicates:
      "Every testimonial of this file is here already: importing it would change nothing.",
    featuredNote:
      "Featured marks are not imported: feature testimonials again in the Published view.",
    columns: { row: "Row", name: "Name", status: "Status", problems: "Problems" },
    ready: "Ready",
    duplicateStored: "Already here: skipped",
    duplicateFile: "Twice in this file: skipped",
    permission: (count: number) =>
      `I have the permission of the ${count === 1 ? "person" : `${count} people`} whose praise from elsewhere this file holds to publish it`,
    start: (count: number) => `Import ${count} ${count === 1 ? "testimonial" : "testimonials"}`,
    cancel: "Cancel",
    writing: (done: number, total: number) => `Importing... ${done} of ${total}`,
    done: (written: number, duplicates: number, problems: number) =>
      `Imported ${written}, skipped ${duplicates} duplicates, ${problems} with problems.`,
    failed: (written: number) =>
      `The import stopped after ${written} testimonials: please try again (those already imported are skipped).`,
    problems: {
      missing: (column: string) => `No ${column}`,
      tooLong: (column: string, max: number) => `${column} is over ${max} characters`,
      badId: "The id may hold only letters, digits, - and _",
      badEmail: "The email is not an email address",
      unknownStatus: (value: string) => `Unknown status "${value}"`,
      unknownArea: (value: string) => `Unknown area "${value}"`,
      unknownSource: (value: string) => `Unknown source "${value}"`,
      badDate: (column: string) => `${column} is not a date (such as 2026-01-31)`,
      futureDate: (column: string) => `${column} is in the future`,
      noPermission: "Neither a consent time nor a source: nothing says it may be published",
      consentAndSource:
        "Both a consent time and a source: it was either sent here or received elsewhere",
      consentNotSent:
        "A consent time this site's form did not record (it records one with the email, at the time it was sent): nobody confirmed that consent. Praise received elsewhere needs its source instead",
      withoutSource: "A link or an original date, but no source",
      badLink: "The link is not a web address starting with http:// or https://",
      photoDropped:
        "Its photo is not one uploaded to this site's Cloudinary cloud: it is imported without it",
    },
  },
  /** The link that asks a client for a testimonial (/testimonials#share). */
  share: {
    /** The link's area: the form opens with it chosen. */
    areaLabel: "Ask about",
    anyArea: "Any of my work",
    title: "Ask for a testimonial",
    text: "Send this link to a client: it opens the testimonial form at once.",
    label: "Link to the testimonial form",
    copy: "Copy link",
    /** Opens WhatsApp with the request typed in, for her to choose the client (a wa.me link). */
    whatsApp: "Send on WhatsApp",
    newTab: "(opens in a new tab)",
    /** The request "Send on WhatsApp" types in, in her words, the link at its end. */
    whatsAppText: (link: string) =>
      `Hello! Thank you again for working with me. Would you write a few words about it for my website? It takes two minutes, and this link opens the form: ${link}`,
    copied: "Link copied",
    manual: "Copying is not available here: the link is selected, press Ctrl+C (⌘C on a Mac).",
  },
} as const;
