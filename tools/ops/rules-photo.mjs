// The photo address firestore.rules accept names the site's Cloudinary cloud and the upload
// preset's folder (storedPhoto there, PHOTO_CLOUD() and PHOTO_FOLDER()). The committed file names
// the local cloud (LOCAL_CLOUD_NAME: the emulators, the Cloudinary stand-in, every test); a deploy
// writes the real one (PUBLIC_CLOUDINARY_CLOUD_NAME) for the rules it deploys and the local one back
// after (tools/ops/write-rules.mjs, tools/ops/deploy-steps.mjs). Plain functions, unit-tested.
import { PHOTO_FOLDER } from "../../src/features/testimonials/constants.ts";
import { LOCAL_CLOUD_NAME } from "../../src/site/local-addresses.ts";

export const RULES_FILE = "firestore.rules";

/**
 * A Cloudinary cloud name as the rules may hold it: lowercase letters, digits, - and _ (so it can
 * stand in the rules' pattern as it is).
 */
export const CLOUD_NAME = /^[a-z0-9_-]{1,128}$/;

/** `function <name>() { return '<value>'; }` in the rules: [whole, before, value, after]. */
const constant = (/** @type {string} */ name) =>
  new RegExp(`(function ${name}\\(\\) \\{\\s*return ')([^'\\n]*)(';\\s*\\})`);
const CLOUD = constant("PHOTO_CLOUD");
const FOLDER = constant("PHOTO_FOLDER");

/** Every line this module prints or throws. */
export const rulesPhotoMessages = {
  badCloud: (/** @type {string} */ cloud) =>
    `"${cloud}" is no Cloudinary cloud name (lowercase letters, digits, - and _): check PUBLIC_CLOUDINARY_CLOUD_NAME.`,
  noFunction: (/** @type {string} */ name) =>
    `${RULES_FILE} has no \`function ${name}() { return '...'; }\` to write the photo address into.`,
  cloudDiffers: (/** @type {string} */ found, /** @type {string} */ wanted) =>
    `${RULES_FILE} accepts photos of the cloud "${found}", not "${wanted}".`,
  folderDiffers: (/** @type {string} */ found) =>
    `${RULES_FILE} accepts photos in the folder "${found}", not "${PHOTO_FOLDER}" (PHOTO_FOLDER, src/features/testimonials/constants.ts).`,
  fix: `Run \`node tools/ops/write-rules.mjs --local\` to write the local cloud back (the committed ${RULES_FILE} names ${LOCAL_CLOUD_NAME}).`,
  written: (/** @type {string} */ cloud) =>
    `${RULES_FILE}: photos of the cloud "${cloud}", folder "${PHOTO_FOLDER}".`,
  ok: (/** @type {string} */ cloud) =>
    `${RULES_FILE} ok: photos of the cloud "${cloud}", folder "${PHOTO_FOLDER}".`,
};

/**
 * The cloud and the folder the rules' photo address names, or null for one they do not define.
 * @param {string} rules
 */
export function rulesPhoto(rules) {
  return { cloud: CLOUD.exec(rules)?.[2] ?? null, folder: FOLDER.exec(rules)?.[2] ?? null };
}

/**
 * The rules with `cloud` (and PHOTO_FOLDER) written into the photo address; throws on a cloud
 * name that is none, or rules without the two functions.
 * @param {string} rules
 * @param {string} cloud
 */
export function rulesWithPhoto(rules, cloud) {
  const m = rulesPhotoMessages;
  if (!CLOUD_NAME.test(cloud)) throw new Error(m.badCloud(cloud));
  if (!CLOUD.test(rules)) throw new Error(m.noFunction("PHOTO_CLOUD"));
  if (!FOLDER.test(rules)) throw new Error(m.noFunction("PHOTO_FOLDER"));
  return rules
    .replace(CLOUD, (_, before, _old, after) => `${before}${cloud}${after}`)
    .replace(FOLDER, (_, before, _old, after) => `${before}${PHOTO_FOLDER}${after}`);
}

/**
 * Why the rules do not accept exactly the photos of `cloud` in PHOTO_FOLDER (empty: they do).
 * @param {string} rules
 * @param {string} cloud
 */
export function rulesPhotoProblems(rules, cloud) {
  const m = rulesPhotoMessages;
  const found = rulesPhoto(rules);
  const problems = [];
  if (found.cloud === null) problems.push(m.noFunction("PHOTO_CLOUD"));
  else if (found.cloud !== cloud) problems.push(m.cloudDiffers(found.cloud, cloud));
  if (found.folder === null) problems.push(m.noFunction("PHOTO_FOLDER"));
  else if (found.folder !== PHOTO_FOLDER) problems.push(m.folderDiffers(found.folder));
  return problems;
}

/**
 * The cloud the rules must name for these settings: PUBLIC_CLOUDINARY_CLOUD_NAME (a deploy's),
 * else the local one.
 * @param {Record<string, string | undefined>} settings
 */
export function photoCloud(settings) {
  return settings.PUBLIC_CLOUDINARY_CLOUD_NAME?.trim() || LOCAL_CLOUD_NAME;
}
