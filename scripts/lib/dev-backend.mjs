// Imported first by the commands that serve or manage `npm run dev`'s own backend (scripts/dev.mjs,
// scripts/emulators.mjs, scripts/make-admin.mjs): they use the "dev" ports of
// src/lib/local-addresses.ts unless the environment already chose (the dev smoke tests run
// `npm run dev` on the tests' ports). ES modules run in import order, so every module imported
// after this one sees the choice.
process.env.SITE_LOCAL_BACKEND ??= "dev";
