// Screenshots of every page at phone and desktop width, in the light and the dark colour scheme,
// into screenshots/ (for looking, not testing): <name>-<device>.png and <name>-<device>-dark.png.
// Usage: npm run build && npm run screenshots   (serves dist/ itself)
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, ensureChromium } from "./chromium.ts";
import { PAGES } from "./pages.ts";
import { startPreview } from "../serve/preview.mjs";

const out = process.argv[2] ?? "screenshots";
mkdirSync(out, { recursive: true });
const server = await startPreview();
const browser = await chromium.launch({
  executablePath: await ensureChromium(),
  args: CHROMIUM_ARGS,
});
try {
  for (const [device, viewport] of [
    ["phone", { width: 390, height: 844 }],
    ["desktop", { width: 1366, height: 900 }],
  ]) {
    for (const colorScheme of /** @type {const} */ (["light", "dark"])) {
      const page = await browser.newPage({ viewport, reducedMotion: "reduce", colorScheme });
      const suffix = colorScheme === "dark" ? "-dark" : "";
      for (const { path, name } of PAGES) {
        await page.goto(server.url + path, { waitUntil: "networkidle" });
        // The web fonts are asked for after the first paint (src/features/effects/web-fonts.ts): shown in them.
        await page.waitForFunction(() => document.documentElement.hasAttribute("data-fonts"));
        await page.evaluate(() => document.fonts.ready);
        // A full-page shot does not scroll: load the lazy images below the fold first.
        await page.evaluate(() =>
          Promise.all(
            [...document.images].map((img) => {
              img.loading = "eager";
              return img.decode().catch(() => {});
            }),
          ),
        );
        const file = `${out}/${name}-${device}${suffix}.png`;
        await page.screenshot({ path: file, fullPage: true });
        console.log(file);
      }
      await page.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
