interface ImportMetaEnv {
  /** Formspree-compatible form URL for the contact form (see .env.example). */
  readonly PUBLIC_CONTACT_ENDPOINT?: string;
}
