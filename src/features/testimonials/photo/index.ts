/**
 * Testimonial photos (SPEC §5, §8, §9): which files and addresses are accepted and how a stored one
 * reaches an `src` (photo.ts), where they are uploaded and shown from (photo-host.ts), the upload
 * itself (photo-upload.ts), and the default avatar when one does not load (avatar-fallback.ts).
 * Used by the form, the panel and the wall; the islands import these files directly, so each
 * bundle holds only its own.
 */
export {
  MAX_IMAGE_URL_LENGTH,
  parseImageUrl,
  photoHostName,
  photoSrc,
  safeImageSrc,
  storedPhoto,
  validateImageFile,
  type PhotoHost,
} from "./photo";
export { imageUploadUrl, isSitePhoto, photoHost } from "./photo-host";
export {
  UPLOAD_TIMEOUT_MS,
  cloudinaryUploadUrl,
  uploadCloud,
  uploadErrorMessage,
  uploadImage,
  urlUploadErrorMessage,
} from "./photo-upload";
export { watchAvatars } from "./avatar-fallback";
