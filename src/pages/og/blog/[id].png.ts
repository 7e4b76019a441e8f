import type { APIRoute, GetStaticPaths } from "astro";
import { getPosts, postAuthor, type Post } from "@/features/blog/blog-posts";
import { site } from "@/site/site";
import { renderCard } from "@/build/social-card";

/** /og/blog/<id>.png: each post's social card (its og:image). */
export const getStaticPaths = (async () =>
  (await getPosts()).map((post) => ({
    params: { id: String(post.data.id) },
    props: { post },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ post: Post }> = async ({ props: { post } }) => {
  const png = await renderCard({
    eyebrow: post.data.category,
    title: post.data.title,
    footer: postAuthor(post),
    host: new URL(site.url).host,
  });
  return new Response(new Uint8Array(png), { headers: { "Content-Type": "image/png" } });
};
