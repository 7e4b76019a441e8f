import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { UPLOAD_PRESET } from "@/features/testimonials/constants";
import {
  UPLOAD_TIMEOUT_MS,
  cloudinaryUploadUrl,
  uploadCloud,
  uploadErrorMessage,
  uploadImage,
} from "@/features/testimonials/photo";
import { testimonialMessages } from "@/features/testimonials/messages";
import { startCloudinary } from "../../../../tools/dev/cloudinary-stand-in.mjs";
import {
  DELIVERY_ORIGIN,
  MAX_FILE_BYTES,
  imageSize,
  sniffImageFormat,
} from "../../../../tools/dev/cloudinary-upload.mjs";

// --- Tiny images, byte by byte --------------------------------------------------------------

/** A 1x1 PNG. */
const PNG = Uint8Array.from(
  Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==",
    "base64",
  ),
);
/** A 1x1 GIF. */
const GIF = Uint8Array.from(
  Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64"),
);
/** The head of a 5x3 baseline JPEG: SOI, APP0 (JFIF), SOF0, EOI. */
const JPEG = Uint8Array.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01,
  0x00, 0x01, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x03, 0x00, 0x05, 0x03, 0x01, 0x22,
  0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01, 0xff, 0xd9,
]);
const TEXT = new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>");

// --- A fake XMLHttpRequest -----------------------------------------------------------------

type Handler = (() => void) | null;

/** Records what uploadImage does with the request and lets the test play the network. */
class FakeXhr {
  method = "";
  url = "";
  body: FormData | null = null;
  timeout = 0;
  status = 0;
  responseText = "";
  aborted = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: Handler = null;
  onerror: Handler = null;
  onabort: Handler = null;
  ontimeout: Handler = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ lengthComputable, loaded, total } as ProgressEvent);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === "string" ? body : JSON.stringify(body);
    this.onload?.();
  }
}

/** A fake whose uploadImage is started; returns the fake, the promise and the progress seen. */
function start(options: { preset?: string; signal?: AbortSignal; timeoutMs?: number } = {}) {
  const xhr = new FakeXhr();
  const progress: number[] = [];
  const promise = uploadImage(new Blob([PNG], { type: "image/png" }), {
    url: "https://api.cloudinary.com/v1_1/demo/image/upload",
    onProgress: (percent) => progress.push(percent),
    createXhr: () => xhr as unknown as XMLHttpRequest,
    ...options,
  });
  return { xhr, promise, progress };
}

const SECURE_URL = "https://res.cloudinary.com/demo/image/upload/v1712345678/visitors/abc.png";

describe("cloudinaryUploadUrl", () => {
  it("builds Cloudinary's image upload endpoint", () => {
    expect(cloudinaryUploadUrl("demo")).toBe("https://api.cloudinary.com/v1_1/demo/image/upload");
    expect(cloudinaryUploadUrl("my-cloud", "http://127.0.0.1:8788/")).toBe(
      "http://127.0.0.1:8788/v1_1/my-cloud/image/upload",
    );
  });
});

describe("uploadImage", () => {
  requestTests();
  answerTests();
  cancelTests();
});

/** What it sends, and the progress it reports on the way. */
function requestTests() {
  it("POSTs the file and the 'visitors' preset as multipart, and resolves with secure_url", async () => {
    const { xhr, promise } = start();
    expect(xhr.method).toBe("POST");
    expect(xhr.url).toBe("https://api.cloudinary.com/v1_1/demo/image/upload");
    expect(xhr.timeout).toBe(UPLOAD_TIMEOUT_MS);
    expect(xhr.body).toBeInstanceOf(FormData);
    expect(UPLOAD_PRESET).toBe("visitors");
    expect(xhr.body?.get("upload_preset")).toBe("visitors");
    const file = xhr.body?.get("file");
    expect(file).toBeInstanceOf(Blob);
    expect(new Uint8Array(await (file as Blob).arrayBuffer())).toEqual(PNG);
    xhr.respond(200, { public_id: "visitors/abc", secure_url: SECURE_URL });
    await expect(promise).resolves.toBe(SECURE_URL);
  });

  it("uses another preset and timeout when told", async () => {
    const { xhr, promise } = start({ preset: "other", timeoutMs: 0 });
    expect(xhr.body?.get("upload_preset")).toBe("other");
    expect(xhr.timeout).toBe(0);
    xhr.respond(200, { secure_url: SECURE_URL });
    await promise;
  });

  it("reports progress in whole percents, never going back, ending at 100", async () => {
    const { xhr, promise, progress } = start();
    xhr.progress(250, 1000);
    xhr.progress(500, 1000);
    xhr.progress(400, 1000); // late or reordered event: ignored
    xhr.progress(500, 1000); // same percent: not repeated
    xhr.progress(999, 1000); // 99.9: still 99 until every byte is sent
    xhr.progress(5, 0); // no total: ignored
    xhr.progress(900, 1000, false); // not computable: ignored
    xhr.respond(200, { secure_url: SECURE_URL });
    await promise;
    expect(progress).toEqual([0, 25, 50, 99, 100]);
  });

  it("reports 100 at the end when the events never got there, and only once", async () => {
    const silent = start();
    silent.xhr.respond(200, { secure_url: SECURE_URL });
    await silent.promise;
    expect(silent.progress).toEqual([0, 100]);

    const full = start();
    full.xhr.progress(1000, 1000);
    full.xhr.respond(200, { secure_url: SECURE_URL });
    await full.promise;
    expect(full.progress).toEqual([0, 100]);
  });
}

/** How it reads the service's answer, good or bad. */
function answerTests() {
  it("treats an ok answer without an http(s) secure_url as a failure", async () => {
    for (const answer of [
      { public_id: "visitors/abc", url: "http://res.cloudinary.com/x.png" },
      { secure_url: 42 },
      { secure_url: "" },
      { secure_url: "javascript:alert(1)" },
      { secure_url: "/relative.png" },
      "not json",
      "",
      null,
    ]) {
      const { xhr, promise, progress } = start();
      xhr.respond(200, answer);
      await expect(promise).rejects.toThrow(testimonialMessages.uploadFailed);
      expect(progress).not.toContain(100);
    }
  });

  it("treats an ok answer whose secure_url is not the uploaded cloud's photo as uploaded as a failure", async () => {
    for (const secure_url of [
      "https://res.cloudinary.com/someone-else/image/upload/v1712345678/visitors/abc.png",
      "https://res.cloudinary.com/demo/image/upload/w_4000/e_upscale/abc.png",
      "https://res.cloudinary.com/demo/image/upload/e_upscale/v1712345678/visitors/abc.png",
      "https://res.cloudinary.com/demo/image/upload/visitors/abc.png",
      "https://res.cloudinary.com/demo/image/upload/v1712345678/elsewhere/abc.png",
    ]) {
      const { xhr, promise } = start();
      xhr.respond(200, { secure_url });
      await expect(promise, secure_url).rejects.toThrow(testimonialMessages.uploadFailed);
    }
  });

  it("reads the cloud an endpoint uploads to", () => {
    expect(uploadCloud(cloudinaryUploadUrl("demo"))).toBe("demo");
    expect(uploadCloud(cloudinaryUploadUrl("my-cloud", "http://127.0.0.1:8788/"))).toBe("my-cloud");
    expect(uploadCloud("https://example.com/upload")).toBe("");
  });

  it("passes the service's error.message on", async () => {
    const preset = start();
    preset.xhr.respond(400, { error: { message: "Upload preset not found" } });
    await expect(preset.promise).rejects.toThrow("Upload preset not found");

    const size = start();
    size.xhr.respond(400, {
      error: { message: "File size too large. Got 11000000. Maximum is 10485760." },
    });
    await expect(size.promise).rejects.toThrow(
      "File size too large. Got 11000000. Maximum is 10485760.",
    );
  });

  it("falls back to the generic message for a failure without one", async () => {
    for (const [status, answer] of [
      [500, "<html>Internal Server Error</html>"],
      [400, { error: {} }],
      [400, { error: { message: "  " } }],
      [400, { error: "text" }],
      [403, {}],
      [0, ""],
      [302, { secure_url: SECURE_URL }],
    ] as const) {
      const { xhr, promise } = start();
      xhr.respond(status, answer);
      await expect(promise).rejects.toThrow(testimonialMessages.uploadFailed);
    }
  });
}

/** Network errors, aborts and timeouts. */
function cancelTests() {
  it("turns a network error, an abort and a timeout into the generic message", async () => {
    for (const event of ["onerror", "onabort", "ontimeout"] as const) {
      const { xhr, promise } = start();
      xhr.progress(10, 100);
      xhr[event]?.();
      await expect(promise).rejects.toThrow(testimonialMessages.uploadFailed);
    }
  });

  it("cancels the request when the signal aborts", async () => {
    const controller = new AbortController();
    const { xhr, promise } = start({ signal: controller.signal });
    controller.abort();
    await expect(promise).rejects.toThrow(testimonialMessages.uploadFailed);
    expect(xhr.aborted).toBe(true);
    // A late answer changes nothing.
    xhr.respond(200, { secure_url: SECURE_URL });
    await expect(promise).rejects.toThrow(testimonialMessages.uploadFailed);
  });

  it("does not start with an aborted signal, nor fail on a broken request object", async () => {
    const createXhr = vi.fn(() => new FakeXhr() as unknown as XMLHttpRequest);
    await expect(
      uploadImage(new Blob([PNG]), {
        url: "https://api.cloudinary.com/v1_1/demo/image/upload",
        createXhr,
        signal: AbortSignal.abort(),
      }),
    ).rejects.toThrow(testimonialMessages.uploadFailed);
    expect(createXhr).not.toHaveBeenCalled();

    await expect(
      uploadImage(new Blob([PNG]), {
        url: "https://api.cloudinary.com/v1_1/demo/image/upload",
        createXhr: () => {
          throw new Error("no XMLHttpRequest here");
        },
      }),
    ).rejects.toThrow(testimonialMessages.uploadFailed);
  });
}

describe("error texts", () => {
  it("reads the message of a rejection", () => {
    expect(uploadErrorMessage(new Error("Invalid image file"))).toBe("Invalid image file");
    expect(uploadErrorMessage(new Error(""))).toBe(testimonialMessages.uploadFailed);
    expect(uploadErrorMessage("boom")).toBe(testimonialMessages.uploadFailed);
  });
});

// --- The Cloudinary stand-in ----------------------------------------------------------------

describe("image sniffing in the stand-in", () => {
  it("knows JPEG, PNG and GIF by their bytes, and reads their size", () => {
    expect(sniffImageFormat(PNG)).toBe("png");
    expect(sniffImageFormat(GIF)).toBe("gif");
    expect(sniffImageFormat(JPEG)).toBe("jpg");
    expect(sniffImageFormat(TEXT)).toBeNull();
    expect(sniffImageFormat(new Uint8Array())).toBeNull();
    expect(imageSize(PNG, "png")).toEqual({ width: 1, height: 1 });
    expect(imageSize(GIF, "gif")).toEqual({ width: 1, height: 1 });
    expect(imageSize(JPEG, "jpg")).toEqual({ width: 5, height: 3 });
    expect(imageSize(JPEG.subarray(0, 24), "jpg")).toBeNull();
  });
});

interface UploadAnswer {
  public_id: string;
  version: number;
  width?: number;
  height?: number;
  format: string;
  resource_type: string;
  bytes: number;
  created_at: string;
  url: string;
  secure_url: string;
  original_filename: string;
}

/** The stand-in the tests below talk to (started by their describe), and its upload endpoint. */
let cloudinary: Awaited<ReturnType<typeof startCloudinary>>;
let endpoint: string;

/** Where the stand-in serves an address Cloudinary's answer names (as the site's photoHost does). */
const local = (url: unknown) => String(url).replace(DELIVERY_ORIGIN, cloudinary.url);

/** An upload form: the file (a Blob, or a string such as a data URI) and the preset ('visitors'
 * unless given; null leaves it out). */
function form(fields: { file?: Blob | string; name?: string; preset?: string | null }) {
  const data = new FormData();
  if (typeof fields.file === "string") data.set("file", fields.file);
  else if (fields.file) data.set("file", fields.file, fields.name ?? "me.png");
  if (fields.preset !== null) data.set("upload_preset", fields.preset ?? "visitors");
  return data;
}

/** Posts to the stand-in's upload endpoint; returns the response and its JSON. */
async function post(body: FormData | string, headers: Record<string, string> = {}) {
  const response = await fetch(endpoint, { method: "POST", body, headers });
  return { response, body: (await response.json()) as Record<string, unknown> };
}

/** Expects the stand-in to refuse the upload with Cloudinary's 400 answer and this message. */
async function refused(body: FormData | string, message: string) {
  const answer = await post(body);
  expect(answer.response.status).toBe(400);
  expect(answer.response.headers.get("access-control-allow-origin")).toBe("*");
  expect(answer.body).toEqual({ error: { message } });
}

describe("the Cloudinary stand-in (unsigned upload contract)", () => {
  beforeAll(async () => {
    cloudinary = await startCloudinary({ port: 0, log: () => {} });
    endpoint = `${cloudinary.url}/v1_1/demo/image/upload`;
  });
  afterAll(() => cloudinary.close());

  storeTests();
  refusalTests();
  protocolTests();
  clientTests();
});

/** Good uploads: what it stores, answers and serves. */
function storeTests() {
  it("stores a PNG and answers with Cloudinary's fields", async () => {
    const before = Math.floor(Date.now() / 1000);
    const { response, body } = await post(
      form({ file: new Blob([PNG], { type: "image/png" }), name: "ada.png" }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    const answer = body as unknown as UploadAnswer;
    expect(answer.public_id).toMatch(/^visitors\/[a-z0-9]{20}$/);
    expect(answer.version).toBeGreaterThanOrEqual(before);
    expect(answer).toMatchObject({
      width: 1,
      height: 1,
      format: "png",
      resource_type: "image",
      bytes: PNG.byteLength,
      original_filename: "ada",
    });
    expect(answer.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    // Cloudinary's own address; the stand-in serves it at its origin (local()).
    expect(answer.secure_url).toBe(
      `https://res.cloudinary.com/demo/image/upload/v${answer.version}/${answer.public_id}.png`,
    );
    expect(answer.url).toBe(answer.secure_url.replace("https:", "http:"));
    expect(cloudinary.uploads.at(-1)).toMatchObject({
      cloud: "demo",
      public_id: answer.public_id,
      secure_url: answer.secure_url,
    });

    const image = await fetch(local(answer.secure_url));
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(image.headers.get("access-control-allow-origin")).toBe("*");
    expect(image.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);

    const head = await fetch(local(answer.secure_url), { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(PNG.byteLength));
  });

  it("stores JPEGs and GIFs, judging by the bytes and not the declared type", async () => {
    const jpeg = await post(
      form({ file: new Blob([JPEG], { type: "application/octet-stream" }), name: "a.bin" }),
    );
    expect(jpeg.response.status).toBe(200);
    expect(jpeg.body).toMatchObject({ format: "jpg", width: 5, height: 3 });
    const served = await fetch(local(jpeg.body.secure_url));
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(JPEG);

    const gif = await post(form({ file: new Blob([GIF]), name: "a.gif" }));
    expect(gif.response.status).toBe(200);
    expect(gif.body).toMatchObject({ format: "gif", width: 1, height: 1 });
    const servedGif = await fetch(local(gif.body.secure_url));
    expect(servedGif.headers.get("content-type")).toBe("image/gif");
    expect(new Uint8Array(await servedGif.arrayBuffer())).toEqual(GIF);
  });

  it("takes a base64 data URI as the file, as Cloudinary does", async () => {
    const dataUri = `data:image/png;base64,${Buffer.from(PNG).toString("base64")}`;
    const { response, body } = await post(form({ file: dataUri }));
    expect(response.status).toBe(200);
    expect(body).toMatchObject({ format: "png", bytes: PNG.byteLength });
  });
}

/** Bad uploads, refused with Cloudinary's messages. */
function refusalTests() {
  it("refuses a missing upload preset", async () => {
    await refused(
      form({ file: new Blob([PNG]), preset: null }),
      "Upload preset must be specified when using unsigned upload",
    );
    await refused(
      form({ file: new Blob([PNG]), preset: "" }),
      "Upload preset must be specified when using unsigned upload",
    );
  });

  it("refuses an unknown upload preset", async () => {
    await refused(form({ file: new Blob([PNG]), preset: "admins" }), "Upload preset not found");
  });

  it("refuses a missing or empty file", async () => {
    await refused(form({}), "Missing required parameter - file");
    await refused(form({ file: new Blob([]) }), "Empty file");
  });

  it("refuses bytes that are not a JPEG, PNG or GIF, whatever their declared type", async () => {
    await refused(
      form({ file: new Blob([TEXT], { type: "image/png" }), name: "evil.png" }),
      "Invalid image file",
    );
    await refused(form({ file: "ftp://example.com/a.png" }), "Invalid image file");
  });

  it("refuses files over 10 MB", async () => {
    expect(MAX_FILE_BYTES).toBe(10_485_760);
    const big = new Uint8Array(MAX_FILE_BYTES + 1);
    big.set(PNG);
    await refused(
      form({ file: new Blob([big], { type: "image/png" }) }),
      "File size too large. Got 10485761. Maximum is 10485760.",
    );
  });

  it("answers a request that is not a form as one without fields", async () => {
    await refused(
      JSON.stringify({ file: "x", upload_preset: "visitors" }),
      "Upload preset must be specified when using unsigned upload",
    );
  });
}

/** CORS preflight and the answers for unknown paths. */
function protocolTests() {
  it("allows browser uploads from any origin (CORS preflight)", async () => {
    const response = await fetch(endpoint, {
      method: "OPTIONS",
      headers: {
        Origin: "http://localhost:4321",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type",
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-allow-methods")).toMatch(/POST/);
    expect(response.headers.get("access-control-allow-headers")).toMatch(/Content-Type/);
  });

  it("answers 404 for unknown images and paths, 405 for a GET of the upload API", async () => {
    const missing = await fetch(
      `${cloudinary.url}/demo/image/upload/v1/visitors/aaaaaaaaaaaaaaaaaaaa.png`,
    );
    expect(missing.status).toBe(404);
    expect(missing.headers.get("access-control-allow-origin")).toBe("*");
    const stored = cloudinary.uploads.find((upload) => upload.format === "png");
    const wrongFormat = await fetch(local(stored?.secure_url).replace(/\.png$/, ".gif"));
    expect(wrongFormat.status).toBe(404);
    expect((await fetch(`${cloudinary.url}/nothing/here`)).status).toBe(404);
    expect((await fetch(endpoint)).status).toBe(405);
  });
}

/** The site's own upload code against it, and the test hook that lists and clears uploads. */
function clientTests() {
  it("uploads through uploadImage (an XMLHttpRequest played by fetch)", async () => {
    /** Sends with fetch and reports the upload as one progress event when it is through. */
    class FetchXhr extends FakeXhr {
      override send(body: FormData) {
        super.send(body);
        fetch(this.url, { method: this.method, body }).then(
          async (response) => {
            this.progress(1, 1);
            this.respond(response.status, await response.text());
          },
          () => this.onerror?.(),
        );
      }
    }
    const progress: number[] = [];
    const upload = (file: Blob, preset?: string) =>
      uploadImage(file, {
        url: cloudinaryUploadUrl("demo", cloudinary.url),
        onProgress: (percent) => progress.push(percent),
        createXhr: () => new FetchXhr() as unknown as XMLHttpRequest,
        ...(preset ? { preset } : {}),
      });

    const url = await upload(new Blob([GIF], { type: "image/gif" }));
    expect(url).toMatch(
      /^https:\/\/res\.cloudinary\.com\/demo\/image\/upload\/v\d+\/visitors\/\w+\.gif$/,
    );
    expect(new Uint8Array(await (await fetch(local(url))).arrayBuffer())).toEqual(GIF);
    expect(progress).toEqual([0, 100]);

    await expect(upload(new Blob([GIF]), "nope")).rejects.toThrow("Upload preset not found");
    await expect(upload(new Blob([TEXT], { type: "image/gif" }))).rejects.toThrow(
      "Invalid image file",
    );
    await expect(
      uploadImage(new Blob([GIF]), {
        url: "http://127.0.0.1:1/v1_1/demo/image/upload",
        createXhr: () => new FetchXhr() as unknown as XMLHttpRequest,
      }),
    ).rejects.toThrow(testimonialMessages.uploadFailed);
  });

  it("lists and clears its uploads at /__uploads", async () => {
    const listed = (await (await fetch(`${cloudinary.url}/__uploads`)).json()) as {
      uploads: unknown[];
    };
    expect(listed.uploads.length).toBe(cloudinary.uploads.length);
    const secure = local(cloudinary.uploads[0]?.secure_url);
    await fetch(`${cloudinary.url}/__uploads`, { method: "DELETE" });
    expect(cloudinary.uploads).toEqual([]);
    expect((await fetch(secure)).status).toBe(404);
  });
}

describe("the Cloudinary stand-in with a directory", () => {
  it("keeps the files under `dir` and serves them from there", async () => {
    const dir = await mkdtemp(join(tmpdir(), "cloudinary-"));
    const lines: string[] = [];
    const cloudinary = await startCloudinary({ port: 0, dir, log: (line) => lines.push(line) });
    try {
      const data = new FormData();
      data.set("file", new Blob([PNG], { type: "image/png" }), "me.png");
      data.set("upload_preset", "visitors");
      const response = await fetch(`${cloudinary.url}/v1_1/demo/image/upload`, {
        method: "POST",
        body: data,
      });
      const answer = (await response.json()) as UploadAnswer;
      const path = join(dir, "demo", `${answer.public_id}.png`);
      expect(existsSync(path)).toBe(true);
      expect(new Uint8Array(await readFile(path))).toEqual(PNG);
      const served = await fetch(answer.secure_url.replace(DELIVERY_ORIGIN, cloudinary.url));
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(answer.public_id);
    } finally {
      await cloudinary.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
