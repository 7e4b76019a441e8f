/**
 * The profile photo upload (SPEC §4 "Image status messages", §5, §7 call 3, §8): a Cloudinary
 * unsigned upload (https://cloudinary.com/documentation/upload_images#unsigned_upload), sent with
 * XMLHttpRequest because only it reports upload progress.
 */
import { SUCCESS_STATUS } from "@/site/constants";
import { UPLOAD_PRESET } from "@/features/testimonials/constants";
import { testimonialMessages } from "@/features/testimonials/messages";
import { storedPhoto } from "@/features/testimonials/photo/photo";

/** Cloudinary's upload API host. */
const CLOUDINARY_API_BASE = "https://api.cloudinary.com";

/** Time after which a hanging upload is given up (the 5 MB limit fits it on a slow line). */
export const UPLOAD_TIMEOUT_MS = 120_000;

/** The image upload endpoint of a Cloudinary cloud: `<apiBase>/v1_1/<cloud>/image/upload`. */
export function cloudinaryUploadUrl(cloudName: string, apiBase = CLOUDINARY_API_BASE): string {
  return `${apiBase.replace(/\/+$/, "")}/v1_1/${encodeURIComponent(cloudName)}/image/upload`;
}

export interface UploadImageOptions {
  /** The upload endpoint, see cloudinaryUploadUrl. */
  url: string;
  /** The unsigned upload preset; UPLOAD_PRESET ('visitors') when not given. */
  preset?: string;
  /** Called with whole percents 0..100, never decreasing, ending at 100 on success. */
  onProgress?: (percent: number) => void;
  /** Makes the request object; `new XMLHttpRequest()` when not given (tests pass a fake). */
  createXhr?: () => XMLHttpRequest;
  /** Aborting it cancels the upload, which then rejects with the fallback message. */
  signal?: AbortSignal;
  /** Give up after this many milliseconds (0: never); UPLOAD_TIMEOUT_MS when not given. */
  timeoutMs?: number;
}

/** The service's own `error.message`, when the answer is JSON carrying one. */
function serviceError(body: unknown): string | null {
  if (typeof body !== "object" || body === null || !("error" in body)) return null;
  const error: unknown = body.error;
  if (typeof error !== "object" || error === null || !("message" in error)) return null;
  const message: unknown = error.message;
  return typeof message === "string" && message.trim() !== "" ? message.trim() : null;
}

/** The cloud an upload endpoint (cloudinaryUploadUrl) uploads to, or "" when it names none. */
export function uploadCloud(endpoint: string): string {
  const cloud = /\/v1_1\/([^/]+)\/image\/upload$/.exec(endpoint)?.[1];
  try {
    return cloud ? decodeURIComponent(cloud) : "";
  } catch {
    return "";
  }
}

/**
 * The `secure_url` of a successful answer, when it is a delivery URL of the cloud uploaded to, as
 * an upload with the site's preset answers it (storedPhoto: the only photo address the site
 * stores, shows and firestore.rules accept).
 */
function secureUrl(body: unknown, cloud: string): string | null {
  if (typeof body !== "object" || body === null || !("secure_url" in body)) return null;
  const url: unknown = body.secure_url;
  return typeof url === "string" && storedPhoto(url, cloud) ? url : null;
}

/**
 * What an answer of the upload endpoint means: its Cloudinary `secure_url` on success, else the
 * service's `error.message` or the fallback text (a failed status, or no such URL).
 */
function uploadOutcome(
  status: number,
  responseText: string,
  cloud: string,
): { ok: true; url: string } | { ok: false; message: string } {
  let answer: unknown = null;
  try {
    answer = JSON.parse(responseText);
  } catch {
    // Not JSON: no message of the service's to pass on.
  }
  const secure = status === SUCCESS_STATUS ? secureUrl(answer, cloud) : null;
  if (secure === null) {
    return { ok: false, message: serviceError(answer) ?? testimonialMessages.uploadFailed };
  }
  return { ok: true, url: secure };
}

/** Calls `onProgress` with whole percents 0..100, each only once and never decreasing. */
function progressReporter(onProgress: ((percent: number) => void) | undefined) {
  let reported = -1;
  return (percent: number) => {
    const whole = Math.min(100, Math.max(0, Math.floor(percent)));
    if (!onProgress || Number.isNaN(whole) || whole <= reported) return;
    reported = whole;
    onProgress(whole);
  };
}

/**
 * Uploads the file (multipart fields `file` and `upload_preset`) and resolves with the answer's
 * `secure_url`. The file is a picked file, or the http(s) address of an image, which Cloudinary
 * fetches and keeps ("upload from a remote URL"), so that the site never shows a photo from a
 * host a visitor chose. Rejects with an Error whose message is the service's `error.message` when
 * its answer has one, else testimonialMessages.uploadFailed: for a failed status, an answer
 * without a Cloudinary `secure_url`, a network error, an abort or a timeout.
 */
export function uploadImage(file: Blob | string, options: UploadImageOptions): Promise<string> {
  const {
    url,
    preset = UPLOAD_PRESET,
    onProgress,
    createXhr = () => new XMLHttpRequest(),
    signal,
    timeoutMs = UPLOAD_TIMEOUT_MS,
  } = options;

  return new Promise<string>((resolve, reject) => {
    let xhr: XMLHttpRequest | undefined;
    let settled = false;
    const report = progressReporter(onProgress);
    const onAbortSignal = () => {
      xhr?.abort();
      fail(testimonialMessages.uploadFailed);
    };
    const finish = () => {
      settled = true;
      signal?.removeEventListener("abort", onAbortSignal);
    };
    const fail = (message: string) => {
      if (settled) return;
      finish();
      reject(new Error(message));
    };

    if (signal?.aborted) {
      fail(testimonialMessages.uploadFailed);
      return;
    }
    try {
      xhr = createXhr();
      const request = xhr;
      const body = new FormData();
      body.append("file", file);
      body.append("upload_preset", preset);

      request.open("POST", url);
      request.timeout = timeoutMs;
      // Registering an upload listener makes the browser preflight the request (CORS); both
      // Cloudinary and the local stand-in allow it from any origin.
      request.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) report((event.loaded / event.total) * 100);
      };
      request.onload = () => {
        if (settled) return;
        const outcome = uploadOutcome(request.status, request.responseText, uploadCloud(url));
        if (!outcome.ok) {
          fail(outcome.message);
          return;
        }
        report(100);
        finish();
        resolve(outcome.url);
      };
      request.onerror = () => fail(testimonialMessages.uploadFailed);
      request.onabort = () => fail(testimonialMessages.uploadFailed);
      request.ontimeout = () => fail(testimonialMessages.uploadFailed);
      signal?.addEventListener("abort", onAbortSignal, { once: true });

      request.send(body);
      report(0);
    } catch {
      fail(testimonialMessages.uploadFailed);
    }
  });
}

/** The message of an uploadImage rejection (anything else gets the fallback text). */
export function uploadErrorMessage(error: unknown): string {
  return error instanceof Error && error.message.trim() !== ""
    ? error.message
    : testimonialMessages.uploadFailed;
}

/**
 * The message of a failed upload of an image address: Cloudinary could not load an image from it
 * ("Error in loading <url> - 404 Not Found", or what it found is no image), so the visitor is
 * asked to check the address (SPEC's 'Failed to load image. Please check the URL.'); any other
 * failure as uploadErrorMessage.
 */
export function urlUploadErrorMessage(error: unknown): string {
  const message = uploadErrorMessage(error);
  return /^(Error in loading\b|Invalid image file|Resource not found)/i.test(message)
    ? testimonialMessages.previewFailed
    : message;
}
