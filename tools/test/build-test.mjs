// `npm run build:test`: the build the browser tests, the budget and Lighthouse expect, made as
// `npm test` makes it: against the local emulators seeded with the lived-in site
// (tools/dev/lived-in.mjs), whose published testimonials the build bakes into the wall and
// Expertise. It uses the emulators that run (starting them when none do, and stopping them after).
import { spawnSync } from "node:child_process";
import { ensureLocalBackend } from "../dev/local-backend.mjs";

const stop = await ensureLocalBackend({ livedIn: true });
let status = 1;
try {
  status = spawnSync("astro", ["build"], { stdio: "inherit" }).status ?? 1;
} finally {
  await stop();
}
process.exit(status);
