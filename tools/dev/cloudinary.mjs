// The local Cloudinary stand-in on its own: `node tools/dev/cloudinary.mjs [--port N] [--dir D]`.
// `npm run dev` and the browser tests start it for you.
import { startCloudinary } from "./cloudinary-stand-in.mjs";
import { LOCAL_CLOUDINARY_PORT } from "../../src/site/local-addresses.ts";

const option = (name) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const port = option("--port") ? Number(option("--port")) : LOCAL_CLOUDINARY_PORT;
const dir = option("--dir");
const cloudinary = await startCloudinary({ port, ...(dir ? { dir } : {}) });
console.log(
  `Cloudinary stand-in at ${cloudinary.url}/v1_1/<cloud>/image/upload (unsigned upload, preset "visitors")`,
);
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => cloudinary.close().then(() => process.exit(0)));
}
