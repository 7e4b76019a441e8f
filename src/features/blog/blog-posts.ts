/** Blog posts from the content collection: the published ones, newest first, and what they show. */
import { getCollection, type CollectionEntry } from "astro:content";
import { site } from "@/site/site";
import { byNewest, isPublished, readTimeOf } from "@/features/blog/blog";
import { formatPostDate } from "@/shared/format";

export type Post = CollectionEntry<"blog">;

/** Posts to show: all in `npm run dev`, drafts left out of a production build. Newest first. */
export async function getPosts(): Promise<Post[]> {
  const posts = await getCollection("blog", (post) => isPublished(post, import.meta.env.PROD));
  const ids = new Set<number>();
  for (const post of posts) {
    if (ids.has(post.data.id))
      throw new Error(`Two blog posts have id ${post.data.id}: ids must be unique`);
    ids.add(post.data.id);
  }
  return posts.sort(byNewest);
}

/** The author shown on a post: its own `author`, or the site owner. */
export function postAuthor(post: Post): string {
  return post.data.author ?? site.owner.name;
}

/** "N min read": the author's own, or computed from the words. */
export function postReadTime(post: Post): string {
  return post.data.readTime ?? readTimeOf(post.body ?? "");
}

/** "January 14, 2025". */
export function postDate(post: Post): string {
  return formatPostDate(post.data.date);
}
