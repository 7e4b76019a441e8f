/**
 * Every user-facing message of SPEC §8 (and the fixed texts of SPEC §2 states), verbatim, in one
 * module. Components and tests import them from here; never retype them. The admin's texts (the
 * moderation panel) are `adminMessages`, in src/features/testimonials/admin-messages.ts, so that a
 * visitor's pages and the signed-out screens never download them.
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
    /**
     * Testimonials published since the page was built, held until the reader asks for them so
     * that nothing she is reading moves (src/features/testimonials/wall.ts).
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
    /** The form's optional choice of areas. */
    areasLegend: "What did we work on together?",
    /** Subject of the owner's email about a new testimonial (SPEC §7 call 2, `_subject`). */
    notifySubject: "New testimonial awaiting review",
  },
  blog: {
    notFoundTitle: "Post Not Found",
    notFoundText: "The requested blog post doesn't exist or may have been removed.",
    back: "Back to Blog",
    /** The accessible name of a code block's scroll area, e.g. "Code example, TypeScript". */
    codeBlock: (language: string | null) =>
      language ? `Code example, ${language}` : "Code example",
  },
  /** What posts and guides offer around the text: contents, copy buttons, sharing. */
  reading: {
    /** The table of contents: its navigation's name and, on phones, what opens it. */
    contents: "Contents",
    /** A code block's button: the word it shows and its accessible name. */
    copy: "Copy",
    copyCode: "Copy code",
    copied: "Copied",
    /** Copying refused or unavailable: the code is selected instead. */
    copyManual: "The code is selected: copy it with Ctrl+C, ⌘C or your phone's menu.",
    share: {
      title: (kind: "post" | "guide") => `Share this ${kind}`,
      text: "Know someone who would enjoy it? Send it their way.",
      /** The phone's own share sheet (shown only where the browser has one). */
      native: "Share",
      /** Each network's link shows its name; screen readers hear "Share on" before it. */
      on: "Share on",
      networks: { whatsapp: "WhatsApp", x: "X", linkedin: "LinkedIn", facebook: "Facebook" },
      copyLink: "Copy link",
      copied: "Link copied",
      manual: "Copying is not available here: copy the address from your browser's address bar.",
    },
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
  /** The sentences the account screens show for each failure (see src/features/account/auth-errors.ts). */
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
    /** When the sign-up's code (fetched as the reader turns to the form) could not come. */
    notLoaded: "The sign-up could not load. Check your connection, then try again.",
    /** Shown instead of the form when JavaScript is off. */
    needsScript: "Subscribing needs JavaScript: turn it on in your browser to sign up.",
  },
  /**
   * A part of a page whose code could not be downloaded (a dropped connection): shown where it
   * would be, with Try again (src/runtime/island-load.ts, src/runtime/LoadNotice.astro).
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
   * The footer's data-saver switch (src/features/effects/data-saver.ts): its name, what it does, and its state,
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
  /** Offline reading (src/features/offline/worker.ts, src/features/offline/, src/pages/offline.astro). */
  offline: {
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
    /** The testimonial wall, offline: its published testimonials need a connection. */
    wall: "You're offline: the latest testimonials need a connection. Here are the ones this page keeps.",
  },
} as const;
