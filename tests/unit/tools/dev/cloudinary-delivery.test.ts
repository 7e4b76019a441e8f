// The Cloudinary stand-in's remote uploads (a URL as the file, which Cloudinary fetches) and its
// delivery transformations (the sizes and formats the site asks for). Its upload contract is in
// image-upload.test.ts.
import { createServer } from "node:http";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCloudinary } from "../../../../tools/dev/cloudinary-stand-in.mjs";
import { parseTransformation } from "../../../../tools/dev/cloudinary-delivery.mjs";
import { DELIVERY_ORIGIN } from "../../../../tools/dev/cloudinary-upload.mjs";

/** A 1x1 PNG. */
const PNG = Uint8Array.from(
  Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==",
    "base64",
  ),
);

let cloudinary: Awaited<ReturnType<typeof startCloudinary>>;
let endpoint: string;
beforeAll(async () => {
  cloudinary = await startCloudinary({ port: 0, log: () => {} });
  endpoint = `${cloudinary.url}/v1_1/demo/image/upload`;
});
afterAll(() => cloudinary.close());

/** Where the stand-in serves an address Cloudinary's answer names (as the site's photoHost does). */
const local = (url: unknown) => String(url).replace(DELIVERY_ORIGIN, cloudinary.url);

/** An unsigned upload of `file` (a Blob, or a URL or data URI as text). */
function form(file: Blob | string, name = "me.png") {
  const data = new FormData();
  if (typeof file === "string") data.set("file", file);
  else data.set("file", file, name);
  data.set("upload_preset", "visitors");
  return data;
}

async function post(body: FormData) {
  const response = await fetch(endpoint, { method: "POST", body });
  return { response, body: (await response.json()) as Record<string, unknown> };
}

async function refused(body: FormData, message: string) {
  const answer = await post(body);
  expect(answer.response.status).toBe(400);
  expect(answer.body).toEqual({ error: { message } });
}

/** A page of images elsewhere, for uploads from a remote URL. */
async function imageServer() {
  const server = createServer((req, res) => {
    if (req.url === "/me.png") {
      res.writeHead(200, { "Content-Type": "image/png" });
      res.end(PNG);
    } else if (req.url === "/page.html") {
      res.writeHead(200, { "Content-Type": "text/html" });
      res.end("<p>not an image</p>");
    } else {
      res.writeHead(404, { "Content-Type": "text/plain" });
      res.end("no");
    }
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

/** `file` as a remote http(s) address: Cloudinary fetches it, and keeps the image. */
describe("uploads from a remote URL", () => {
  it("fetches an image from a remote URL and keeps it, as Cloudinary does", async () => {
    const elsewhere = await imageServer();
    try {
      const { response, body } = await post(form(`${elsewhere.url}/me.png`));
      expect(response.status).toBe(200);
      expect(body).toMatchObject({ format: "png", width: 1, height: 1, original_filename: "me" });
      expect(String(body.secure_url)).toMatch(/^https:\/\/res\.cloudinary\.com\/demo\//);
      const served = await fetch(local(body.secure_url));
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);

      await refused(
        form(`${elsewhere.url}/gone.png`),
        `Error in loading ${elsewhere.url}/gone.png - 404 Not Found`,
      );
      await refused(form(`${elsewhere.url}/page.html`), "Invalid image file");
    } finally {
      elsewhere.close();
    }
    await refused(
      form("http://127.0.0.1:1/me.png"),
      "Error in loading http://127.0.0.1:1/me.png - Connection failed",
    );
  });
});

/** Delivery URLs with the transformations the site asks for. */
describe("delivery transformations", () => {
  it("reads the transformations the site uses, and refuses others", () => {
    expect(parseTransformation("f_auto,q_auto,c_fill,w_112,h_112")).toEqual({
      auto: true,
      quality: true,
      fill: true,
      width: 112,
      height: 112,
    });
    expect(parseTransformation("visitors")).toBeNull();
    expect(parseTransformation("v17")).toBeNull();
    expect(parseTransformation("e_blur:300")).toBe("invalid");
    expect(parseTransformation("w_0")).toBe("invalid");
  });

  it("serves a photo cropped to the size asked, as WebP to a browser that takes it", async () => {
    const { sharpPhoto } = await photoOf(400, 300);
    const { body } = await post(form(new Blob([sharpPhoto]), "big.png"));
    const address = local(body.secure_url).replace(
      "/image/upload/",
      "/image/upload/f_auto,q_auto,c_fill,w_112,h_112/",
    );
    const webp = await fetch(address, { headers: { Accept: "image/avif,image/webp,*/*" } });
    expect(webp.headers.get("content-type")).toBe("image/webp");
    expect(webp.headers.get("vary")).toBe("Accept");
    const bytes = new Uint8Array(await webp.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({
      format: "webp",
      width: 112,
      height: 112,
    });
    expect(bytes.byteLength).toBeLessThan(sharpPhoto.byteLength);

    const png = await fetch(address, { headers: { Accept: "image/png" } });
    expect(png.headers.get("content-type")).toBe("image/png");
    const invalid = await fetch(local(body.secure_url).replace("/upload/", "/upload/e_blur/"));
    expect(invalid.status).toBe(400);
  });
});

/** A PNG photo of width x height (noise, so it does not compress to nothing). */
async function photoOf(width: number, height: number) {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7919) % 251;
  const sharpPhoto = await sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
  return { sharpPhoto: new Uint8Array(sharpPhoto) };
}
