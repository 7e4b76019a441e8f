/**
 * The owner's panel at /admin/testimonials (SPEC §2 "Admin moderation page", §7 calls 4 and 5): the island
 * AdminTestimonials.tsx (the page hydrates it from that file), its texts (admin-messages.ts) and
 * praise from elsewhere (elsewhere/: the form's checks and the record it makes). Its parts import
 * these files directly, so the island's bundle holds only its own.
 */
export { adminMessages } from "./admin-messages";
export {
  checkElsewhere,
  elsewhereDocument,
  elsewhereFromForm,
  isSource,
  localDay,
  originalDay,
  sourceLink,
  withPhoto,
  type ElsewhereInput,
  type ElsewhereRecord,
} from "./elsewhere/elsewhere";
