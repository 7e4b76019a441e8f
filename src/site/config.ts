/**
 * Settings read from the environment (`PUBLIC_*` in `.env`, see `.env.example`). With none set,
 * everything points at the local backend that `npm run dev` and the tests start on loopback.
 */
import { cloudinaryUploadUrl } from "@/features/testimonials/photo-upload";
import { LOCAL_CLOUDINARY, LOCAL_CLOUD_NAME, LOCAL_FORM_ENDPOINT } from "@/site/local-addresses";
import { PHOTO_ORIGIN, type PhotoHost } from "@/features/testimonials/photo";

/** Where the contact form POSTs: a Formspree form URL, e.g. https://formspree.io/f/abcdwxyz. */
export const contactEndpoint: string =
  import.meta.env.PUBLIC_CONTACT_ENDPOINT || `${LOCAL_FORM_ENDPOINT}/f/contact`;

/**
 * Where a stored testimonial is sent so the owner hears of it (SPEC §7 call 2): a Formspree form
 * URL whose emails go to the owner, e.g. https://formspree.io/f/wxyzabcd.
 */
export const testimonialEndpoint: string =
  import.meta.env.PUBLIC_TESTIMONIAL_ENDPOINT || `${LOCAL_FORM_ENDPOINT}/f/testimonial`;

/**
 * Where profile photos are uploaded (Cloudinary unsigned upload, preset 'visitors'): the cloud
 * named by PUBLIC_CLOUDINARY_CLOUD_NAME, or the local stand-in.
 */
export const imageUploadUrl: string = import.meta.env.PUBLIC_CLOUDINARY_CLOUD_NAME
  ? cloudinaryUploadUrl(import.meta.env.PUBLIC_CLOUDINARY_CLOUD_NAME)
  : cloudinaryUploadUrl(LOCAL_CLOUD_NAME, LOCAL_CLOUDINARY);

/**
 * Where visitors' photos are shown from: the same cloud, at Cloudinary's delivery host, or at the
 * local stand-in, which serves the addresses Cloudinary's answers name (photoSrc).
 */
export const photoHost: PhotoHost = import.meta.env.PUBLIC_CLOUDINARY_CLOUD_NAME
  ? { cloud: import.meta.env.PUBLIC_CLOUDINARY_CLOUD_NAME, origin: PHOTO_ORIGIN }
  : { cloud: LOCAL_CLOUD_NAME, origin: LOCAL_CLOUDINARY };
