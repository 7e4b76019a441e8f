/**
 * Adds the inline-code plugin (src/build/markdown-code.ts) to Astro's Markdown processor, for posts
 * (MDX) and guides (Markdown) alike. The processor is Astro's default (Sätteri); its options are
 * meant to be extended by integrations, which saves depending on its package directly.
 */
import type { AstroIntegration } from "astro";
import { inlineCodePlugin } from "./markdown-code.ts";

export function codeBlocks(): AstroIntegration {
  return {
    name: "code-blocks",
    hooks: {
      "astro:config:setup": ({ config }) => {
        const { processor } = config.markdown;
        const options = processor.options as { hastPlugins?: unknown[] };
        if (processor.name !== "satteri" || !Array.isArray(options.hastPlugins)) {
          throw new Error(
            `code-blocks: expected Astro's Sätteri processor, got "${processor.name}"`,
          );
        }
        options.hastPlugins.push(inlineCodePlugin);
      },
    },
  };
}
