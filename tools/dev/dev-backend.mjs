// Imported first by the commands that serve or manage `npm run dev`'s own backend (tools/dev/dev.mjs,
// tools/dev/emulators.mjs, tools/ops/make-admin.mjs): they use the "dev" ports of
// src/site/local-addresses.ts unless the environment already chose (the dev smoke tests run
// `npm run dev` on the tests' ports). ES modules run in import order, so every module imported
// after this one sees the choice.
process.env.SITE_LOCAL_BACKEND ??= "dev";
