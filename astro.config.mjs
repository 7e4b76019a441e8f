// @ts-check
import { defineConfig } from "astro/config";
import mdx from "@astrojs/mdx";
import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";
import tailwindcss from "@tailwindcss/vite";
import { site } from "./src/site/site.ts";
import { buildCache } from "./src/build/build-cache.ts";
import { codeBlocks } from "./src/build/code-blocks.ts";
import { placeholderCheck } from "./src/build/placeholder-check.ts";
import { searchIndex } from "./src/build/search-index.ts";
import { serviceWorker } from "./src/build/service-worker.ts";
import { switchCheck } from "./src/build/switch-check.ts";
import { clientDirectives } from "./src/build/client-directives.ts";
import { codeBlockTransformer } from "./src/build/markdown-code.ts";
import {
  recordBuildTarget,
  siteBuildOptions,
  switchedOffEntriesPlugin,
} from "./tools/lib/site-settings.mjs";

// The PUBLIC_* settings: none (the local backend) unless `npm run deploy` or `npm run dev -- --real`
// asks for the owner's real ones; Vite reads no .env file itself (tools/lib/site-settings.mjs).
const settings = siteBuildOptions();

// https://docs.astro.build/en/reference/configuration-reference/
export default defineConfig({
  site: site.url,
  output: "static",
  trailingSlash: "ignore",
  build: {
    // /about -> /about/index.html is served by every static host; keep URLs without ".html".
    format: "directory",
    // Small stylesheets are inlined, the site's one stylesheet is not: inlined, it makes the first
    // paint later and adds its weight to every page's HTML, uncached (docs/decisions.md, "The
    // site's stylesheet is not inlined").
    inlineStylesheets: "auto",
  },
  integrations: [
    // Social cards kept between builds (src/build/card-cache.ts).
    buildCache(),
    // Inline code breaks only between its words (src/build/markdown-code.ts).
    codeBlocks(),
    mdx(),
    react(),
    // client:opener (the testimonial form), client:signed-in (the account screens) and
    // client:shown (the rest): every island loads only in a shown page (Speculation Rules), and a
    // failed download shows a notice with Try again (src/runtime/island-load.ts).
    clientDirectives(),
    sitemap({
      // Pages for no search engine: the 404 page, the account and the moderation pages.
      filter: (page) => !/\/(404|account|offline)\/?$|\/admin(\/|$)/.test(new URL(page).pathname),
      // The host serves clean URLs without a trailing slash (firebase.json): list those.
      serialize: (item) => ({ ...item, url: item.url.replace(/(?<=.)\/$/, "") }),
    }),
    // Warns (without failing) while example.com links or placeholder images remain.
    placeholderCheck(),
    // Indexes the finished pages for search (dist/pagefind/).
    searchIndex(),
    // Offline reading: dist/sw.js, with the offline page kept ahead (src/build/worker-precache.ts).
    serviceWorker(` | ${site.owner.name}`),
    // Fails the build when a feature switched off (src/site/site.ts) left a trace in dist/.
    switchCheck(),
    {
      // What the build talks to, for the commands that test dist/ (they refuse a real project's).
      name: "build-target",
      hooks: {
        "astro:build:done": () =>
          recordBuildTarget(process.cwd(), {
            projectId: settings.projectId,
            real: settings.real,
            localBackend: settings.localBackend,
          }),
      },
    },
  ],
  markdown: {
    // Code blocks keep their lines and scroll sideways (no wrapping), each a named scroll area.
    shikiConfig: {
      theme: "github-dark-high-contrast",
      wrap: false,
      transformers: [codeBlockTransformer],
    },
  },
  vite: {
    // A switch that is off (src/site/site.ts siteFeatures) leaves its bundles unbuilt.
    plugins: [tailwindcss(), switchedOffEntriesPlugin()],
    ...settings.vite,
    // `npm run dev`: Vite finds every package the islands import when it starts, instead of on a
    // page's first visit, when finding a new one reloaded the page (a first click was lost).
    optimizeDeps: { entries: ["src/**/*.{ts,tsx}"] },
    build: {
      // A font stays a file of its own, however small (the Nigerian letters' parts are 2.5 to 4.3
      // KB): inlined, it would weigh on the one stylesheet every page loads, for the pages that
      // show such a name only (docs/decisions.md, "Nigerian names in the web fonts").
      assetsInlineLimit: (file) => (file.endsWith(".woff2") ? false : undefined),
      // The early submits' hold (src/runtime/early-submits.ts) shares a chunk with shown.ts: both
      // are needed by the script every page runs and by the account pages' frame, and a chunk of
      // its own would cost every page one request more for a few hundred bytes.
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [{ name: "shown", test: /src[\\/]runtime[\\/](shown|early-submits)\.ts$/ }],
          },
        },
      },
    },
  },
  // Astro's sharp service, each AVIF and WebP file brought under its byte cap by its quality
  // (src/build/images/service.ts, caps in src/site/image-caps.ts).
  image: { service: { entrypoint: "./src/build/images/service.ts" } },
  devToolbar: { enabled: false },
});
