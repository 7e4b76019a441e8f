// The site's switches (src/site/site.ts siteFeatures) on the components that carry each feature,
// rendered by Astro's container API, judged by the build's own check (src/build/switch-check.ts):
// on, the check finds the feature's marks in the real markup (its patterns are the components');
// off, the components render none of them.
import { experimental_AstroContainer as AstroContainer } from "astro/container";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import Footer from "@/components/layout/Footer.astro";
import WhatsAppContact from "@/features/contact/components/WhatsAppContact.astro";
import SaveOffline from "@/features/offline/components/SaveOffline.astro";
import { switchedOffTraces } from "@/build/switch-check";
import { siteFeatures, type SiteFeatures } from "@/site/site";

const ALL_OFF: SiteFeatures = {
  newsletter: false,
  whatsApp: false,
  offlineReading: false,
  dataSaver: false,
};
const TEMPLATE = { ...siteFeatures };

let container: AstroContainer;
beforeAll(async () => {
  container = await AstroContainer.create();
});
afterEach(() => {
  Object.assign(siteFeatures, TEMPLATE);
});

/** The three components as pages of a built site. */
async function renderedSite() {
  return [
    { path: "index.html", text: await container.renderToString(Footer) },
    { path: "contact/index.html", text: await container.renderToString(WhatsAppContact) },
    {
      path: "blog/1/index.html",
      text: await container.renderToString(SaveOffline, { props: { kind: "post" } }),
    },
  ];
}

describe("each switch, on and off, in the components' markup", () => {
  it("on: the build's check finds each feature's marks (were it off)", async () => {
    const found = switchedOffTraces(await renderedSite(), ALL_OFF);
    for (const name of ["newsletter", "whatsApp", "offlineReading", "dataSaver"])
      expect(
        found.some((line) => line.startsWith(`${name} is off`)),
        name,
      ).toBe(true);
  });

  it("off: no mark of any of them", async () => {
    Object.assign(siteFeatures, ALL_OFF);
    expect(switchedOffTraces(await renderedSite(), ALL_OFF)).toEqual([]);
  });
});
