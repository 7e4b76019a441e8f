// The wall as the build renders it (TestimonialWall.astro, Astro's container API): the published
// first page the build read (src/features/testimonials/build/wall-build.ts) as cards with their ids, and no sample card;
// a wall with none published (a new site, or an area nobody has praised yet) shows the samples
// (of its area) in a build for a local project, and in a build for her real project an honest
// empty wall: an invitation, her request link, the form, no invented client. "Show more" is built
// shown when the first page was full.
import { getContainerRenderer } from "@astrojs/react/container-renderer";
import { experimental_AstroContainer as AstroContainer } from "astro/container";
import { loadRenderers } from "astro:container";
import { beforeAll, describe, expect, it } from "vitest";
import TestimonialWall from "@/features/testimonials/components/TestimonialWall.astro";
import { areas } from "@/features/testimonials/areas";
import { testimonials } from "@/features/testimonials/sample-testimonials";
import type { BakedWall } from "@/features/testimonials/build/wall-build";
import { testimonialMessages } from "@/features/testimonials/messages";
import { shareLink } from "@/features/testimonials/submit";
import { LOCAL_PROJECT_ID } from "@/site/local-addresses";
import { siteUrl } from "@/site/site";

let container: AstroContainer;
beforeAll(async () => {
  // The wall's form island hydrates with the project's own `client:opener`
  // (src/build/client-directives.ts): the container is told its name (the script itself
  // plays no part in rendering to a string).
  const directives = ["idle", "load", "media", "only", "visible", "opener"];
  container = await AstroContainer.create({
    renderers: await loadRenderers([getContainerRenderer()]),
    manifest: { clientDirectives: new Map(directives.map((name) => [name, "()=>{}"])) } as never,
  });
});

const REAL_PROJECT = "amara-okafor-site";
const render = (
  baked: BakedWall,
  area?: (typeof areas)[number],
  projectId: string = LOCAL_PROJECT_ID,
) => container.renderToString(TestimonialWall, { props: { baked, area, projectId } });
/** The empty wall's block, with its `hidden` or not. */
const emptyOf = (html: string) => /<div[^>]*data-wall-empty[\s\S]*?<\/div>/.exec(html)![0];
/** The wall's own list: the cards, not the template's empty one. */
const wallOf = (html: string) => /<ul[^>]*data-testimonial-wall[\s\S]*?<\/ul>/.exec(html)![0];
const names = (html: string) =>
  [...wallOf(html).matchAll(/data-field="name"[^>]*>([^<]*)</g)].map((m) => m[1]!.trim());
const moreButton = (html: string) => /<button[^>]*data-wall-more[^>]*>/.exec(html)![0];

const published = (id: string, name: string) => ({
  id,
  name,
  role: "Client",
  message: `Words of ${name}.`,
});

describe("the wall as built", () => {
  it("shows the published first page, each card with its id, and no sample card", async () => {
    const html = await render({
      items: [published("f1", "Adébáyọ̀ Ògúnlésì"), published("n1", "Ɗanjuma Bello")],
      more: true,
    });
    expect(names(html)).toEqual(["Adébáyọ̀ Ògúnlésì", "Ɗanjuma Bello"]);
    expect(wallOf(html)).toContain('data-testimonial-doc="f1"');
    expect(wallOf(html)).not.toContain("data-sample");
    expect(moreButton(html)).not.toMatch(/\shidden/);
    expect(wallOf(html)).toMatch(/data-featured-stamp="[0-9a-f]{16}"/);
  });

  it("with none published, the sample cards; no 'Show more'", async () => {
    const html = await render({ items: [], more: false });
    expect(names(html)).toEqual(testimonials.map((t) => t.name));
    expect(wallOf(html)).toContain("data-sample");
    expect(moreButton(html)).toMatch(/\shidden/);
  });

  it("an area with none published shows its own samples only", async () => {
    const community = areas.find((a) => a.id === "community")!;
    const html = await render({ items: [], more: false }, community);
    const inArea = testimonials.filter((t) => t.areas?.includes("community"));
    expect(names(html)).toEqual(inArea.map((t) => t.name));
  });

  it("a local build's wall with samples keeps its invitation hidden", async () => {
    const html = await render({ items: [], more: false });
    expect(emptyOf(html)).toMatch(/<div[^>]*\shidden/);
  });
});

describe("the wall as built for her real project", () => {
  it("with none published: no sample card, the invitation shown, her request link, the form", async () => {
    const html = await render({ items: [], more: false }, undefined, REAL_PROJECT);
    expect(names(html)).toEqual([]);
    expect(wallOf(html)).not.toContain("data-sample");
    for (const sample of testimonials) expect(html).not.toContain(sample.name);
    const empty = emptyOf(html);
    expect(empty).not.toMatch(/<div[^>]*\shidden/);
    expect(empty).toContain(`<h2`);
    expect(empty).toContain(testimonialMessages.emptyWall.title);
    expect(empty).toContain(testimonialMessages.emptyWall.text);
    const link = shareLink(siteUrl);
    expect(empty).toContain(`href="${link}"`);
    expect(empty).toContain(`>${link}</a>`);
    // The form's island and its opener stay below the invitation.
    expect(html).toContain('id="share"');
    expect(html).toContain(testimonialMessages.share);
    expect(moreButton(html)).toMatch(/\shidden/);
  });

  it("an area's empty wall names the area's state and links to the area's form", async () => {
    const community = areas.find((a) => a.id === "community")!;
    const html = await render({ items: [], more: false }, community, REAL_PROJECT);
    expect(names(html)).toEqual([]);
    expect(emptyOf(html)).toContain(testimonialMessages.emptyArea);
    expect(emptyOf(html)).toContain(`href="${shareLink(siteUrl, "community")}"`);
  });

  it("with published ones: their cards, the invitation hidden", async () => {
    const html = await render(
      { items: [published("f1", "Adébáyọ̀ Ògúnlésì")], more: false },
      undefined,
      REAL_PROJECT,
    );
    expect(names(html)).toEqual(["Adébáyọ̀ Ògúnlésì"]);
    expect(emptyOf(html)).toMatch(/<div[^>]*\shidden/);
  });
});
