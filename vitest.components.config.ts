// Vitest project "components": .astro components rendered with Astro's container API, so Vite
// runs with Astro's own plugins (getViteConfig). `vitest run --project components` runs it alone.
import { getViteConfig } from "astro/config";

export default getViteConfig({
  test: {
    name: "components",
    include: ["tests/components/**/*.test.ts"],
    environment: "node",
    // As the unit tests: none judges time, so a slow machine must not fail one (vitest.config.ts).
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
