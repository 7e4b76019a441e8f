// The site's Cloudinary cloud into firestore.rules (tools/ops/rules-photo.mjs): the only cloud a
// stored photo may name. `npm run deploy` runs it before `firebase deploy` (with the real settings,
// tools/lib/site-settings.mjs: PUBLIC_CLOUDINARY_CLOUD_NAME of .env.production) and with `--local`
// after it, so the committed file keeps the local cloud the emulators and the tests use.
//
//   node tools/ops/write-rules.mjs           the settings' cloud (the local one outside a deploy)
//   node tools/ops/write-rules.mjs --local   the local cloud (LOCAL_CLOUD_NAME), whatever the settings
//   node tools/ops/write-rules.mjs --check   changes nothing: fails when the rules name another
//                                            cloud than that, or another folder than PHOTO_FOLDER
import { readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { siteSettings } from "../lib/site-settings.mjs";
import { LOCAL_CLOUD_NAME } from "../../src/site/local-addresses.ts";
import {
  RULES_FILE,
  photoCloud,
  rulesPhotoMessages as m,
  rulesPhotoProblems,
  rulesWithPhoto,
} from "./rules-photo.mjs";

const { values } = parseArgs({
  options: {
    check: { type: "boolean", default: false },
    local: { type: "boolean", default: false },
  },
});
const cloud = values.local ? LOCAL_CLOUD_NAME : photoCloud(siteSettings());
const rules = readFileSync(RULES_FILE, "utf8");

if (values.check) {
  const problems = rulesPhotoProblems(rules, cloud);
  if (problems.length) {
    for (const problem of problems) console.error(problem);
    console.error(m.fix);
    process.exit(1);
  }
  console.log(m.ok(cloud));
  process.exit(0);
}

try {
  const written = rulesWithPhoto(rules, cloud);
  if (written !== rules) writeFileSync(RULES_FILE, written);
  console.log(m.written(cloud));
} catch (problem) {
  console.error(problem instanceof Error ? problem.message : String(problem));
  process.exit(1);
}
