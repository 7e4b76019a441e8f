interface ImportMetaEnv {
  /** Formspree-compatible form URL for the contact form (see .env.example). */
  readonly PUBLIC_CONTACT_ENDPOINT?: string;
  /** The newsletter's sign-up: Buttondown's embed-subscribe URL (src/site/config.ts). */
  readonly PUBLIC_NEWSLETTER_ENDPOINT?: string;
  /** Formspree-compatible form URL that tells the owner of each new testimonial (.env.example). */
  readonly PUBLIC_TESTIMONIAL_ENDPOINT?: string;
  /** Cloudinary cloud name for profile-photo uploads (see .env.example). */
  readonly PUBLIC_CLOUDINARY_CLOUD_NAME?: string;
  readonly PUBLIC_FIREBASE_API_KEY?: string;
  readonly PUBLIC_FIREBASE_AUTH_DOMAIN?: string;
  readonly PUBLIC_FIREBASE_PROJECT_ID?: string;
  readonly PUBLIC_FIREBASE_APP_ID?: string;
  readonly PUBLIC_FIREBASE_AUTH_EMULATOR_HOST?: string;
  readonly PUBLIC_FIRESTORE_EMULATOR_HOST?: string;
  readonly PUBLIC_APP_CHECK_SITE_KEY?: string;
  /** "off": offline reading turned off, the kill switch at /sw.js (src/features/offline/constants.ts, OFFLINE_SWITCH). */
  readonly PUBLIC_OFFLINE_READING?: string;
}
