/**
 * Settings read from the environment (`PUBLIC_*` in `.env`, see `.env.example`). With none set,
 * everything points at the local backend that `npm run dev` and the tests start on loopback.
 */
import { LOCAL_FORM_ENDPOINT } from "@/lib/local-backend";

/** Where the contact form POSTs: a Formspree form URL, e.g. https://formspree.io/f/abcdwxyz. */
export const contactEndpoint: string =
  import.meta.env.PUBLIC_CONTACT_ENDPOINT || `${LOCAL_FORM_ENDPOINT}/f/contact`;
