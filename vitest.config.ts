import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// The projects: `vitest run` runs all, `vitest run --project unit` (or `rules`, ...) one of them.
// "components" renders .astro components with Astro's own Vite config: vitest.components.config.ts.
export default defineConfig({
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  test: {
    // A test file per core at once (Vitest's own default leaves one core out, so a 2-core machine
    // ran one file at a time). The rules and backend files still run one at a time (below).
    maxWorkers: "100%",
    projects: [
      "vitest.components.config.ts",
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts"],
          environment: "node",
          // No unit test judges time: a slow or busy machine (rendering a guide's PDF took over
          // 5 s beside a loaded run) must not fail one. A hang still fails, after a minute.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // firestore.rules against Google's Firestore emulator. The global setup starts one on a
        // free port unless RULES_FIRESTORE_EMULATOR_HOST names a running one, and checks the rules
        // compile. The files share that emulator (and clear it), so they run one at a time.
        extends: true,
        test: {
          name: "rules",
          include: ["tests/rules/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/rules/global-setup.ts"],
          fileParallelism: false,
          testTimeout: 20_000,
          hookTimeout: 90_000,
        },
      },
      {
        // The auth store (src/features/account) against the Auth and Firestore emulators at the app's
        // local addresses; tests/backend/global-setup.ts starts them when they are not running.
        extends: true,
        test: {
          name: "backend",
          include: ["tests/backend/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/backend/global-setup.ts"],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 90_000,
        },
      },
    ],
  },
});
