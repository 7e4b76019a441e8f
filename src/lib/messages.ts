/**
 * Every user-facing message of SPEC §8 (and the fixed texts of SPEC §2 states), verbatim, in one
 * module. Components and tests import them from here; never retype them.
 */
export const messages = {
  contact: {
    failed: "Failed to send message. Please try again.",
    success: "Thanks for your message! I'll get back to you soon.",
    send: "Send Message",
    sending: "Sending...",
  },
  testimonial: {
    submitFailed: "Submission failed. Please try again.",
    uploadFailed: "Image upload failed. Please try another image.",
    wrongType: "Only JPG, PNG or GIF images are allowed",
    tooLarge: "Image size must be less than 5MB",
    invalidUrl: "Please enter a valid image URL",
    previewFailed: "Failed to load image. Please check the URL.",
    uploaded: "Image uploaded successfully!",
    uploading: (percent: number) => `Uploading: ${percent}%`,
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
    /** The honeypot's label, read only by bots (the field is hidden from people). */
    honeypot: "Leave this field empty",
    /** The wall's next page. */
    showMore: "Show more",
    /** Before where praise the owner received elsewhere came from: "via LinkedIn". */
    via: "via",
    /** The wall's filters: everything, or one area (src/data/areas.ts). */
    allAreas: "All",
    filterLabel: "Show testimonials about",
    /** A filtered wall with no card. */
    emptyArea: "No testimonials in this area yet",
    /** The form's optional choice of areas. */
    areasLegend: "What did we work on together?",
    /** Subject of the owner's email about a new testimonial (SPEC §7 call 2, `_subject`). */
    notifySubject: "New testimonial awaiting review",
  },
  admin: {
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
    /** The link that asks a client for a testimonial (/testimonials#share). */
    share: {
      /** The link's area: the form opens with it chosen. */
      areaLabel: "Ask about",
      anyArea: "Any of my work",
      title: "Ask for a testimonial",
      text: "Send this link to a client: it opens the testimonial form at once.",
      label: "Link to the testimonial form",
      copy: "Copy link",
      copied: "Link copied",
      manual: "Copying is not available here: the link is selected, press Ctrl+C (⌘C on a Mac).",
    },
  },
  blog: {
    notFoundTitle: "Post Not Found",
    notFoundText: "The requested blog post doesn't exist or may have been removed.",
    back: "Back to Blog",
    /** The accessible name of a code block's scroll area, e.g. "Code example, TypeScript". */
    codeBlock: (language: string | null) =>
      language ? `Code example, ${language}` : "Code example",
  },
  notFound: {
    title: "404 - Page Not Found",
    text: "The page you're looking for doesn't exist or has been moved.",
    home: "Return to Home",
  },
  account: {
    userDocumentNotFound: "User document not found",
    unauthorized: "Unauthorized",
    /** SPEC §8: Firestore did not answer within OFFLINE_TIMEOUT_MS. */
    offline:
      "We couldn't reach the backend, so you're working offline for now. We'll reconnect when the connection is back.",
    checking: "Checking your sign-in...",
    needsScript:
      "Signing in needs JavaScript: turn it on in your browser to sign in or create an account.",
    /** SPEC §8: what a read reports when Firestore did not answer within OFFLINE_TIMEOUT_MS. */
    offlineRead: "Failed to get document because the client is offline.",
  },
  /** Texts of the account screens (/account and the sign-in of /admin/testimonials). */
  accountForms: {
    working: "Please wait...",
    signInTitle: "Sign in",
    signIn: "Sign in",
    forgot: "Forgot password?",
    resetSent: (email: string) =>
      `If an account exists for ${email}, a link to reset the password is on its way.`,
    signUpTitle: "Create an account",
    signUp: "Create account",
    signedInAs: (email: string) => `Signed in as ${email}`,
    verified: "Your email address is verified.",
    unverified: "Your email address is not verified yet. Check your inbox for the link we sent.",
    resend: "Resend verification email",
    resent: "A new verification link is on its way.",
    checkVerified: "I've clicked the link",
    nowVerified: "Thank you, your email address is verified.",
    stillUnverified: "We couldn't confirm it yet. Click the link in the email, then try again.",
    changeEmailTitle: "Change email",
    changeEmail: "Change email",
    emailChanged: (email: string) =>
      `Your email is now ${email}. We sent a verification link to it.`,
    emailConfirmSent: (email: string) =>
      `We sent a confirmation link to ${email}. Your email changes when you click it.`,
    changePasswordTitle: "Change password",
    changePassword: "Change password",
    passwordChanged: "Your password has been changed.",
    signOut: "Sign out",
    adminLink: "Open the moderation panel",
  },
  /** The sentences the account screens show for each failure (see src/lib/auth-errors.ts). */
  accountErrors: {
    wrongCredentials: "That email and password don't match an account. Check them and try again.",
    emailInUse:
      "An account with this email already exists. Sign in instead, or reset your password.",
    weakPassword: "Choose a password of at least 6 characters.",
    invalidEmail: "Enter a valid email address.",
    tooManyRequests: "Too many attempts. Wait a few minutes and try again.",
    network: "We couldn't reach the server. Check your connection and try again.",
    recentLogin: "For your security, enter your current password again and retry.",
    permissionDenied: "You don't have permission to do that.",
    userDocumentNotFound: "Your account's profile could not be found. Please sign in again.",
    unauthorized: "Only an admin can do that.",
    unknown: "Something went wrong. Please try again.",
  },
  newsletter: {
    subscribe: "Subscribe",
    sending: "Subscribing...",
    thanks: "Thanks for subscribing! The next letter will find you soon.",
    failed: "Subscription failed",
    /** Shown instead of the form when JavaScript is off. */
    needsScript: "Subscribing needs JavaScript: turn it on in your browser to sign up.",
  },
  /**
   * A part of a page whose code could not be downloaded (a dropped connection): shown where it
   * would be, with Try again (src/lib/island-load.ts, src/components/ui/LoadNotice.astro).
   */
  load: {
    /** The testimonial form, after 'Share Your Experience'. */
    testimonialForm: "The form could not load. Check your connection, then try again.",
    /** The contact form: without its code it still sends, but leaves the page to do so. */
    contactForm: "Part of this form could not load. Check your connection, then try again.",
    /** /account and /admin/testimonials, signed out: the sign-in and sign-up forms' script. */
    signIn: "Signing in could not load. Check your connection, then try again.",
    /** /account, signed in: the account's details. */
    account: "Your account could not load. Check your connection, then try again.",
    /** /admin/testimonials, signed in: the moderation panel. */
    admin: "The moderation panel could not load. Check your connection, then try again.",
    retry: "Try again",
  },
  /** The header's colour scheme toggle: a toggle button, pressed while the dark theme shows. */
  theme: {
    toggle: "Dark theme",
  },
  /**
   * The footer's data-saver switch (src/lib/data-saver.ts): its name, what it does, and its state,
   * which says when the browser asked for it (Save-Data) rather than the reader.
   */
  dataSaver: {
    label: "Data saver",
    hint: "Uses less data: no web fonts, nothing loaded ahead, no animated counters, smaller images.",
    on: "On",
    off: "Off",
    browserOn: "On (your browser asked)",
    browserOff: "Off (your browser asks for it; you turned it off)",
  },
} as const;
