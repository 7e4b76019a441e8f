// `node tools/ops/deploy-preview-check.mjs`: the first step of each job that holds the preview key
// (ci.yml's preview, preview-cleanup.yml), right after the checkout and before any secret is read.
// PREVIEW (the variable PREVIEW_FIREBASE_PROJECT_ID) must name a Firebase project of its own, and
// not LIVE (PUBLIC_FIREBASE_PROJECT_ID): the preview key holds Firebase Hosting Admin, which can
// release to the live channel of whatever project it holds it on, so a preview deploys only to a
// project that is not the live one (docs/deploying.md, step 5). Otherwise it exits 1, saying what
// to set. Plain JavaScript importing nothing of the site: it runs on any Node.
const SETTING = "PREVIEW_FIREBASE_PROJECT_ID";
const LIVE_SETTING = "PUBLIC_FIREBASE_PROJECT_ID";
const messages = {
  unset: `No preview project: the variable ${SETTING} is not set. Create a Firebase project for previews only (Hosting, Firestore with the rules, a web app), set ${SETTING} to its id and its web app's settings as the variables of the environment preview, and make the preview key there (docs/deploying.md, step 5). To have no previews, set ${SETTING} to none.`,
  live: (id) =>
    `Refusing the preview: ${SETTING} is "${id}", the live project (${LIVE_SETTING}). The preview key would then hold Firebase Hosting Admin on the live site. Set ${SETTING} to a project for previews only, and make the preview key there (docs/deploying.md, step 5).`,
  ok: (id, live) => `Previews go to "${id}", not to the live project "${live}".`,
};

const preview = (process.env.PREVIEW ?? "").trim();
const live = (process.env.LIVE ?? "").trim();
const refusal = !preview ? messages.unset : preview === live ? messages.live(preview) : null;
if (refusal) {
  console.error(refusal);
  if (process.env.GITHUB_ACTIONS === "true")
    console.log(`::error title=Preview project::${refusal}`);
  process.exit(1);
}
console.log(messages.ok(preview, live || "(not set)"));
