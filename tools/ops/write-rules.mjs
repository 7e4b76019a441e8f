// What firestore.rules take from elsewhere, written into them: the site's Cloudinary cloud, the
// only cloud a stored photo may name (tools/ops/rules-photo.mjs), and the guides of
// src/content/guides/ (tools/ops/rules-guides.mjs). `npm run deploy` runs it before
// `firebase deploy` (with the real settings, tools/lib/site-settings.mjs:
// PUBLIC_CLOUDINARY_CLOUD_NAME of .env.production) and with `--local` after it, so the committed
// file keeps the local cloud the emulators and the tests use.
//
//   node tools/ops/write-rules.mjs           the settings' cloud (the local one outside a deploy)
//   node tools/ops/write-rules.mjs --local   the local cloud (LOCAL_CLOUD_NAME), whatever the settings
//   node tools/ops/write-rules.mjs --check   changes nothing: fails when the rules name another
//                                            cloud than that, another folder than PHOTO_FOLDER, or
//                                            other guides than src/content/guides/ holds
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
import { guideSlugs } from "../lib/content-files.ts";
import { rulesGuidesMessages, rulesGuidesProblems, rulesWithGuides } from "./rules-guides.mjs";

const { values } = parseArgs({
  options: {
    check: { type: "boolean", default: false },
    local: { type: "boolean", default: false },
  },
});
const cloud = values.local ? LOCAL_CLOUD_NAME : photoCloud(siteSettings());
const rules = readFileSync(RULES_FILE, "utf8");

try {
  const slugs = guideSlugs();
  if (values.check) {
    const photo = rulesPhotoProblems(rules, cloud);
    const guides = rulesGuidesProblems(rules, slugs);
    for (const problem of [...photo, ...guides]) console.error(problem);
    if (photo.length) console.error(m.fix);
    if (guides.length) console.error(rulesGuidesMessages.fix);
    if (photo.length || guides.length) process.exit(1);
    console.log(m.ok(cloud));
    console.log(rulesGuidesMessages.ok(slugs));
    process.exit(0);
  }
  const written = rulesWithGuides(rulesWithPhoto(rules, cloud), slugs, RULES_FILE);
  if (written !== rules) writeFileSync(RULES_FILE, written);
  console.log(m.written(cloud));
  console.log(rulesGuidesMessages.written(slugs));
} catch (problem) {
  console.error(problem instanceof Error ? problem.message : String(problem));
  process.exit(1);
}
