// The build's check that a switched-off feature is gone (src/build/switch-check.ts), on built files
// written as the site writes them. tests/components/switch-traces.test.ts ties its patterns to the
// components' real markup.
import { describe, expect, it } from "vitest";
import { switchedOffTraces, type BuiltFile } from "@/build/switch-check";
import type { SiteFeatures } from "@/site/site";

const allOn: SiteFeatures = {
  newsletter: true,
  whatsApp: true,
  offlineReading: true,
  dataSaver: true,
};
const allOff: SiteFeatures = {
  newsletter: false,
  whatsApp: false,
  offlineReading: false,
  dataSaver: false,
};

const site: BuiltFile[] = [
  { path: "index.html", text: '<footer><form data-newsletter class="x"></form></footer>' },
  {
    path: "contact/index.html",
    text: '<ul data-whatsapp-links><li><a href="https://wa.me/2340000000000?text=Hi">Hi</a></li></ul>',
  },
  {
    path: "blog/1/index.html",
    text: '<button type="button" hidden data-save-offline>Save</button>',
  },
  {
    path: "about/index.html",
    text: '<script>(function(w){w.navigator.connection?.saveData})(window)</script><img loading="lazy" data-saver-image src="a.avif"><div data-saver-switch>',
  },
  { path: "offline/index.html", text: "<h1>You are offline</h1>" },
  { path: "_astro/newsletter-entry-AbC123.js", text: "export{}" },
  { path: "_astro/save-offline-entry-AbC123.js", text: "export{}" },
  { path: "_astro/page.js", text: "addEventListener(`load`,()=>void e.register(`/sw.js`))" },
  { path: "_astro/hero.avif" },
];

describe("switchedOffTraces: what a switched-off feature left in the built site", () => {
  it("finds nothing when every switch is on", () => {
    expect(switchedOffTraces(site, allOn)).toEqual([]);
  });

  it("names each trace of each switch that is off, by file", () => {
    const found = switchedOffTraces(site, allOff);
    expect(found.filter((line) => line.startsWith("newsletter "))).toHaveLength(2);
    expect(found.filter((line) => line.startsWith("whatsApp "))).toHaveLength(2);
    expect(found.filter((line) => line.startsWith("offlineReading "))).toHaveLength(4);
    expect(found.filter((line) => line.startsWith("dataSaver "))).toHaveLength(3);
    expect(found).toContain(
      "offlineReading is off, but dist/offline/index.html has the file itself",
    );
  });

  it("checks only the switches that are off", () => {
    const found = switchedOffTraces(site, { ...allOn, dataSaver: false });
    expect(found.length).toBe(3);
    expect(found.every((line) => line.startsWith("dataSaver is off"))).toBe(true);
  });

  it("leaves a share link on WhatsApp (no number), a number in text and lookalike attributes alone", () => {
    const share: BuiltFile[] = [
      {
        path: "blog/2/index.html",
        text: '<a href="https://wa.me/?text=Read%20this">WhatsApp</a><p data-newsletter-ish="">https://wa.me/2340000000000</p>',
      },
    ];
    expect(switchedOffTraces(share, allOff)).toEqual([]);
  });
});
