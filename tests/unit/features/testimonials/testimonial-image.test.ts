import { describe, expect, it } from "vitest";
import {
  ALLOWED_IMAGE_TYPES,
  MAX_IMAGE_SIZE_BYTES,
  PHOTO_FOLDER,
} from "@/features/testimonials/constants";
import { testimonialMessages } from "@/features/testimonials/messages";
import {
  urlUploadErrorMessage,
  MAX_IMAGE_URL_LENGTH,
  parseImageUrl,
  photoHostName,
  photoSrc,
  safeImageSrc,
  storedPhoto,
  validateImageFile,
} from "@/features/testimonials/photo";

describe("validateImageFile", () => {
  it("accepts JPEG, PNG and GIF", () => {
    expect(ALLOWED_IMAGE_TYPES).toEqual(["image/jpeg", "image/png", "image/gif"]);
    for (const type of ALLOWED_IMAGE_TYPES) {
      expect(validateImageFile({ type, size: 1024 })).toBeNull();
    }
  });

  it("refuses other types, including an empty one", () => {
    for (const type of ["image/webp", "image/svg+xml", "application/pdf", "image/jpg", ""]) {
      expect(validateImageFile({ type, size: 1024 })).toBe(testimonialMessages.wrongType);
    }
  });

  it("accepts sizes under 5 MB and refuses 5 MB and more", () => {
    expect(MAX_IMAGE_SIZE_BYTES).toBe(5_242_880);
    expect(validateImageFile({ type: "image/png", size: 0 })).toBeNull();
    expect(validateImageFile({ type: "image/png", size: 5_242_879 })).toBeNull();
    expect(validateImageFile({ type: "image/png", size: 5_242_880 })).toBe(
      testimonialMessages.tooLarge,
    );
    expect(validateImageFile({ type: "image/png", size: 5_242_881 })).toBe(
      testimonialMessages.tooLarge,
    );
    expect(validateImageFile({ type: "image/png", size: Number.NaN })).toBe(
      testimonialMessages.tooLarge,
    );
  });

  it("checks the type before the size", () => {
    expect(validateImageFile({ type: "image/webp", size: 10_000_000 })).toBe(
      testimonialMessages.wrongType,
    );
  });
});

describe("parseImageUrl", () => {
  const invalid = { ok: false, message: testimonialMessages.invalidUrl };

  it("accepts absolute https and http URLs", () => {
    expect(parseImageUrl("https://res.cloudinary.com/demo/image/upload/v1/a.jpg")).toEqual({
      ok: true,
      url: "https://res.cloudinary.com/demo/image/upload/v1/a.jpg",
    });
    expect(parseImageUrl("http://127.0.0.1:8788/demo/image/upload/v1/visitors/a.png")).toEqual({
      ok: true,
      url: "http://127.0.0.1:8788/demo/image/upload/v1/visitors/a.png",
    });
  });

  it("trims whitespace and normalises the URL", () => {
    expect(parseImageUrl("  https://example.com/me.png \n")).toEqual({
      ok: true,
      url: "https://example.com/me.png",
    });
    expect(parseImageUrl("HTTPS://Example.COM/a b.png?x=1#y")).toEqual({
      ok: true,
      url: "https://example.com/a%20b.png?x=1#y",
    });
  });

  it("refuses other schemes", () => {
    for (const text of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==",
      "blob:https://example.com/0a1b2c3d",
      "file:///etc/passwd",
      "ftp://x",
      "mailto:a@example.com",
    ]) {
      expect(parseImageUrl(text)).toEqual(invalid);
    }
  });

  it("refuses relative paths, non-URLs and empty input", () => {
    for (const text of [
      "/relative.png",
      "relative.png",
      "//example.com/a.png",
      "not a url",
      "http:example.com/a.png",
      "https://",
      "https://exa mple.com/a.png",
      "",
      "   ",
    ]) {
      expect(parseImageUrl(text)).toEqual(invalid);
    }
  });

  it("refuses URLs with credentials", () => {
    expect(parseImageUrl("https://user:pw@x.com/a.png")).toEqual(invalid);
    expect(parseImageUrl("https://user@x.com/a.png")).toEqual(invalid);
  });

  it("accepts up to 2048 characters and refuses longer URLs", () => {
    const base = "https://example.com/";
    const longest = base + "p".repeat(MAX_IMAGE_URL_LENGTH - base.length);
    expect(MAX_IMAGE_URL_LENGTH).toBe(2048);
    expect(parseImageUrl(longest)).toEqual({ ok: true, url: longest });
    expect(parseImageUrl(`${longest}p`)).toEqual(invalid);
    // Percent-encoding can make the normalised URL longer than the text; that counts too.
    expect(parseImageUrl(`${base}${" ".repeat(700)}x`)).toEqual(invalid);
  });

  it("passes a result that matches the imageUrl pattern of firestore.rules", () => {
    const rule = /^https?:\/\/[^\s/?#]+([/?#][^\s]*)?$/;
    for (const text of ["HTTP://EXAMPLE.com", "https://x.com/a b c.png", " https://x.com?q=1 "]) {
      const parsed = parseImageUrl(text);
      expect(parsed.ok).toBe(true);
      if (parsed.ok) expect(parsed.url).toMatch(rule);
    }
  });
});

describe("safeImageSrc", () => {
  it("lets http(s) URLs through", () => {
    expect(safeImageSrc("https://example.com/a.png")).toBe("https://example.com/a.png");
    expect(safeImageSrc("http://127.0.0.1:8788/x/image/upload/v1/visitors/a.gif")).toBe(
      "http://127.0.0.1:8788/x/image/upload/v1/visitors/a.gif",
    );
  });

  it("turns everything else into null", () => {
    for (const value of [
      null,
      undefined,
      "",
      "javascript:alert(1)",
      "data:image/png;base64,AAAA",
      "blob:https://example.com/0a1b",
      "/relative.png",
      "https://user:pw@x.com/a.png",
      "not a url",
    ]) {
      expect(safeImageSrc(value)).toBeNull();
    }
  });
});

describe("photos on the site's photo host", () => {
  const host = { cloud: "amara", origin: "https://res.cloudinary.com" };
  const stored = "https://res.cloudinary.com/amara/image/upload/v1764000000/visitors/abc123.jpg";

  it("reads a stored photo: the site's cloud, a version, the preset's folder, an id, and nothing else", () => {
    expect(PHOTO_FOLDER).toBe("visitors");
    expect(storedPhoto(stored, "amara")).toEqual({
      cloud: "amara",
      path: "v1764000000/visitors/abc123.jpg",
    });
    expect(
      storedPhoto("https://res.cloudinary.com/amara/image/upload/v1/visitors/A_b-9.webp", "amara"),
    ).not.toBeNull();
    for (const other of [
      "https://tracker.example/me.jpg",
      "http://res.cloudinary.com/amara/image/upload/v1/visitors/a.jpg",
      "https://res.cloudinary.com.evil.example/amara/image/upload/v1/visitors/a.jpg",
      "https://res.cloudinary.com/amara/image/fetch/https://tracker.example/me.jpg",
      "https://res.cloudinary.com/amara/image/upload/v1/visitors/a.svg",
      "https://res.cloudinary.com/amara/image/upload/v1/visitors/a.jpg?x=1",
      "https://user@res.cloudinary.com/amara/image/upload/v1/visitors/a.jpg",
      // A transformation, before or after the version: every reader would download what it makes.
      "https://res.cloudinary.com/amara/image/upload/w_4000/e_upscale/x.png",
      "https://res.cloudinary.com/amara/image/upload/w_4000/e_upscale/v1/visitors/x.png",
      "https://res.cloudinary.com/amara/image/upload/e_upscale/v1764000000/visitors/abc123.jpg",
      "https://res.cloudinary.com/amara/image/upload/v1764000000/w_4000/visitors/abc123.jpg",
      "https://res.cloudinary.com/amara/image/upload/f_auto,q_auto,c_fill,w_112,h_112/v1764000000/visitors/abc123.jpg",
      // No version.
      "https://res.cloudinary.com/amara/image/upload/visitors/abc123.jpg",
      // Another cloud.
      "https://res.cloudinary.com/someone/image/upload/v1764000000/visitors/abc123.jpg",
      "https://res.cloudinary.com/amara2/image/upload/v1764000000/visitors/abc123.jpg",
      // Another folder, none, or one more.
      "https://res.cloudinary.com/amara/image/upload/samples/avatar.jpg",
      "https://res.cloudinary.com/amara/image/upload/v1/samples/avatar.jpg",
      "https://res.cloudinary.com/amara/image/upload/v1/abc123.jpg",
      "https://res.cloudinary.com/amara/image/upload/v1/visitors/more/abc123.jpg",
      "javascript:alert(1)",
      "",
    ]) {
      expect(storedPhoto(other, "amara"), other).toBeNull();
    }
    expect(storedPhoto(null, "amara")).toBeNull();
    expect(storedPhoto(undefined, "amara")).toBeNull();
  });

  it("asks the site's cloud for a square at twice the shown size, in the best format", () => {
    expect(photoSrc(stored, 56, host)).toBe(
      "https://res.cloudinary.com/amara/image/upload/f_auto,q_auto,c_fill,w_112,h_112/v1764000000/visitors/abc123.jpg",
    );
    // Locally, the stand-in's origin serves the same path.
    expect(photoSrc(stored, 64, { cloud: "amara", origin: "http://127.0.0.1:8798" })).toBe(
      "http://127.0.0.1:8798/amara/image/upload/f_auto,q_auto,c_fill,w_128,h_128/v1764000000/visitors/abc123.jpg",
    );
  });

  it("shows nothing from another host or another cloud, nor a stored transformation (the default avatar stands in)", () => {
    expect(photoSrc("https://tracker.example/me.jpg", 56, host)).toBeNull();
    expect(
      photoSrc("https://res.cloudinary.com/amara/image/upload/w_4000/e_upscale/x.png", 56, host),
    ).toBeNull();
    expect(
      photoSrc("https://res.cloudinary.com/someone/image/upload/v1/visitors/a.jpg", 56, host),
    ).toBeNull();
    expect(photoSrc(undefined, 56, host)).toBeNull();
  });

  it("names a photo's host for the panel", () => {
    expect(photoHostName("https://Tracker.Example:8443/me.jpg")).toBe("tracker.example:8443");
    expect(photoHostName("javascript:alert(1)")).toBeNull();
  });

  it("a remote image Cloudinary could not load asks the visitor to check the URL", () => {
    const failed = (message: string) => urlUploadErrorMessage(new Error(message));
    expect(failed("Error in loading https://x.example/a.png - 404 Not Found")).toBe(
      testimonialMessages.previewFailed,
    );
    expect(failed("Invalid image file")).toBe(testimonialMessages.previewFailed);
    expect(failed("Upload preset not found")).toBe("Upload preset not found");
    expect(urlUploadErrorMessage(null)).toBe(testimonialMessages.uploadFailed);
  });
});
