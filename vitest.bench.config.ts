import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// The benchmarks that run as Vitest files (the import's: `npm run bench:import`,
// tools/measure/bench-import.mjs), apart from vitest.config.ts, so `npm test` never runs them. Like the
// backend tests they need the Auth and Firestore emulators, which the global setup starts when
// they are not running. They print figures and judge no time; a hang still fails, after ten
// minutes.
export default defineConfig({
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  test: {
    name: "bench",
    include: ["tests/bench/**/*.bench.ts"],
    environment: "node",
    globalSetup: ["tests/backend/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 600_000,
    hookTimeout: 90_000,
  },
});
