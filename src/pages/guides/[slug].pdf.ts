import type { APIRoute, GetStaticPaths } from "astro";
import { getCollection } from "astro:content";
import { guidePdf, type GuideEntry } from "@/features/guides/build/catalogue";

/**
 * /guides/<slug>.pdf: the printable edition of each coding guide, rendered at build time from the
 * same Markdown as the web page /guides/<slug>. The bytes depend only on the guide, so rebuilding
 * an unchanged guide gives an identical file. The render is shared with the pages that show the
 * file's size (src/features/guides/build/catalogue.ts), so each PDF is made once per build.
 */
export const getStaticPaths = (async () => {
  const guides = await getCollection("guides");
  return guides.map((entry) => ({ params: { slug: entry.id }, props: { entry } }));
}) satisfies GetStaticPaths;

interface Props {
  entry: GuideEntry;
}

export const GET: APIRoute<Props> = async ({ props }) => {
  const bytes = await guidePdf(props.entry);
  return new Response(bytes, { headers: { "Content-Type": "application/pdf" } });
};
