import type { APIRoute, GetStaticPaths } from "astro";
import { site } from "@/site/site";
import { getGuides, type Guide } from "@/features/guides/build/catalogue";
import { renderCard } from "@/build/social-card";

/** /og/guides/<slug>.png: each coding guide's social card (its og:image). */
export const getStaticPaths = (async () =>
  (await getGuides()).map((guide) => ({
    params: { slug: guide.id },
    props: { guide },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ guide: Guide }> = async ({ props: { guide } }) => {
  const png = await renderCard({
    eyebrow: "Free coding guide",
    title: guide.data.title,
    footer: site.owner.name,
    host: new URL(site.url).host,
  });
  return new Response(new Uint8Array(png), { headers: { "Content-Type": "image/png" } });
};
