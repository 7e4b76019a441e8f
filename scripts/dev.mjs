// `npm run dev`: the whole local backend, then the Astro dev server. Ctrl-C stops everything.
import { spawn } from "node:child_process";
import { startFormEndpoint } from "./lib/form-endpoint.mjs";

const stops = [];
const endpoint = await startFormEndpoint();
stops.push(endpoint.close);
console.log(`Form endpoint stand-in: ${endpoint.url}/f/contact`);

const astro = spawn("astro", ["dev", ...process.argv.slice(2)], { stdio: "inherit" });
stops.push(async () => astro.kill("SIGTERM"));

let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const fn of stops.reverse()) await fn().catch(() => {});
  process.exit(code);
}
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stop(0));
astro.on("exit", (code) => stop(code ?? 0));
