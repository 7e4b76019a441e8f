// The local form-endpoint stand-in (with the newsletter's, Buttondown's contract) on its own: `node tools/dev/form-endpoint.mjs [--port N]`.
// `npm run dev` and the browser tests start it for you.
import { startFormEndpoint } from "./form-endpoint-stand-in.mjs";
import { LOCAL_FORM_ENDPOINT_PORT } from "../../src/site/local-addresses.ts";

const i = process.argv.indexOf("--port");
const port = i > 0 ? Number(process.argv[i + 1]) : LOCAL_FORM_ENDPOINT_PORT;
const endpoint = await startFormEndpoint({ port });
console.log(`Form endpoint stand-in (Formspree contract): ${endpoint.forms.join(", ")}`);
console.log(`Newsletter stand-in (Buttondown's embedded form): ${endpoint.newsletter}`);
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => endpoint.close().then(() => process.exit(0)));
}
