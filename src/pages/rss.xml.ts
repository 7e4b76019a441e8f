import rss from "@astrojs/rss";
import type { APIRoute } from "astro";
import { getPosts, postAuthor } from "@/features/blog/blog-posts";
import { site } from "@/site/site";
import { BLOG_FEED_SIZE } from "@/features/blog/constants";
import { postHref } from "@/features/blog/blog";

/** /rss.xml: the newest posts (drafts never), linked from every page's head and the footer. */
export const GET: APIRoute = async (context) => {
  const posts = (await getPosts()).slice(0, BLOG_FEED_SIZE);
  return rss({
    title: `${site.owner.name}: Blog`,
    description: "Recipes, engineering lessons, business notes and community stories.",
    site: context.site ?? site.url,
    items: posts.map((post) => ({
      title: post.data.title,
      description: post.data.excerpt,
      pubDate: post.data.date,
      link: postHref(post),
      categories: [post.data.category, ...post.data.tags],
      author: `${site.owner.email} (${postAuthor(post)})`,
    })),
    customData: "<language>en</language>",
    // Links as the host serves them: /blog/8, not /blog/8/.
    trailingSlash: false,
  });
};
