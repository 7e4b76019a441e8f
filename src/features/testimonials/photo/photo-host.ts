/**
 * Where visitors' photos go and are shown from, for the cloud the settings name
 * (src/site/config.ts `cloudinaryCloud`), or for the local stand-in when they name none.
 */
import { cloudinaryCloud } from "@/site/config";
import { LOCAL_CLOUDINARY, LOCAL_CLOUD_NAME } from "@/site/local-addresses";
import { PHOTO_ORIGIN, storedPhoto, type PhotoHost } from "./photo";
import { cloudinaryUploadUrl } from "./photo-upload";

/** Where profile photos are uploaded (Cloudinary unsigned upload, preset 'visitors'). */
export const imageUploadUrl: string = cloudinaryCloud
  ? cloudinaryUploadUrl(cloudinaryCloud)
  : cloudinaryUploadUrl(LOCAL_CLOUD_NAME, LOCAL_CLOUDINARY);

/**
 * Where visitors' photos are shown from: the same cloud, at Cloudinary's delivery host, or at the
 * local stand-in, which serves the addresses Cloudinary's answers name (photoSrc).
 */
export const photoHost: PhotoHost = cloudinaryCloud
  ? { cloud: cloudinaryCloud, origin: PHOTO_ORIGIN }
  : { cloud: LOCAL_CLOUD_NAME, origin: LOCAL_CLOUDINARY };

/**
 * Whether `url` is a photo of the site's own cloud exactly as an upload answered it (storedPhoto):
 * the only photo address a record may hold, as firestore.rules check on every write.
 */
export function isSitePhoto(url: string | null | undefined): url is string {
  return storedPhoto(url, photoHost.cloud) !== null;
}
