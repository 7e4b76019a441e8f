// Serves the built site like the production host: `node tools/dev/serve.mjs [--port N]`.
import { startPreview } from "../serve/preview.mjs";

const i = process.argv.indexOf("--port");
const port = i > 0 ? Number(process.argv[i + 1]) : 4322;
const server = await startPreview({ port });
console.log(`Serving dist/ at ${server.url}`);
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.stop().then(() => process.exit(0)));
}
