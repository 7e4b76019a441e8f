// The WhatsApp switch (src/site/site.ts siteFeatures.whatsApp) on the Contact page's section
// (WhatsAppContact.astro), rendered by Astro's container API: on, "Message on WhatsApp" with wa.me
// links to her number; off, nothing at all.
import { experimental_AstroContainer as AstroContainer } from "astro/container";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import WhatsAppContact from "@/features/contact/components/WhatsAppContact.astro";
import { whatsAppMessages } from "@/features/contact/messages";
import { site, siteFeatures } from "@/site/site";

const render = () => container.renderToString(WhatsAppContact);

let container: AstroContainer;
beforeAll(async () => {
  container = await AstroContainer.create();
});
afterEach(() => {
  siteFeatures.whatsApp = true;
});

describe("the WhatsApp switch", () => {
  it("on: the section and its wa.me links; off: neither", async () => {
    const on = await render();
    expect(on).toContain(whatsAppMessages.title);
    expect(on).toContain(`https://wa.me/${site.owner.whatsApp.replace(/\D/g, "")}`);
    siteFeatures.whatsApp = false;
    const off = await render();
    expect(off.trim()).toBe("");
  });
});
