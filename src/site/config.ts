/**
 * Settings read from the environment (`PUBLIC_*` in `.env`, see `.env.example`). With none set,
 * everything points at the local backend that `npm run dev` and the tests start on loopback.
 */
import {
  LOCAL_FORM_ENDPOINT,
  contactEndpointOf,
  newsletterEndpointOf,
} from "@/site/local-addresses";

/** Where the contact form POSTs: a Formspree form URL, e.g. https://formspree.io/f/abcdwxyz. */
export const contactEndpoint: string = contactEndpointOf(import.meta.env.PUBLIC_CONTACT_ENDPOINT);

/**
 * Where the footer's newsletter form posts (a plain form post, and the same post by fetch):
 * Buttondown's embed-subscribe URL, e.g. https://buttondown.com/api/emails/embed-subscribe/amara,
 * which answers with double opt-in (docs/operating.md, "The newsletter").
 */
export const newsletterEndpoint: string = newsletterEndpointOf(
  import.meta.env.PUBLIC_NEWSLETTER_ENDPOINT,
);

/**
 * Where a stored testimonial is sent so the owner hears of it (SPEC §7 call 2): a Formspree form
 * URL whose emails go to the owner, e.g. https://formspree.io/f/wxyzabcd.
 */
export const testimonialEndpoint: string =
  import.meta.env.PUBLIC_TESTIMONIAL_ENDPOINT || `${LOCAL_FORM_ENDPOINT}/f/testimonial`;

/**
 * The Cloudinary cloud of visitors' photos (unsigned upload, preset 'visitors'):
 * PUBLIC_CLOUDINARY_CLOUD_NAME, or none, and then the local stand-in
 * (src/features/testimonials/photo/photo-host.ts makes the addresses).
 */
export const cloudinaryCloud: string | undefined =
  import.meta.env.PUBLIC_CLOUDINARY_CLOUD_NAME || undefined;
