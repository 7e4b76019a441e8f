/** Blog posts from the content collection, in reading order. */
import { getCollection, type CollectionEntry } from "astro:content";
import { site } from "@/data/site";

export type Post = CollectionEntry<"blog">;

/** All posts, ordered by their numeric id (1 to 8). */
export async function getPosts(): Promise<Post[]> {
  const posts = await getCollection("blog");
  return posts.sort((a, b) => a.data.id - b.data.id);
}

/** The author shown on a post: its own `author`, or the site owner. */
export function postAuthor(post: Post): string {
  return post.data.author ?? site.owner.name;
}
