/**
 * The wall's first page, read when the site is built, so `/testimonials` and each area's wall
 * arrive with their published testimonials in the HTML: nothing moves when the page's own read
 * comes (src/features/testimonials/wall/wall.ts only reconciles), and the wall reads without JavaScript.
 * The same order as the live wall: the featured ones first (about the area, on an area's wall),
 * then the newest approval first, one page (WALL_PAGE_SIZE). Read as Expertise's featured ones
 * are (src/features/testimonials/build/featured-build.ts): the REST API, the emulator in development and tests, the real
 * project in a deploy; a wall taken down since stays in the HTML until the next build, and the page
 * takes it off at once for a reader with JavaScript.
 */
import { FEATURED_BUILD_TIMEOUT_MS, WALL_PAGE_SIZE } from "@/features/testimonials/constants";
import {
  buildReadHeaders,
  documentsUrl,
  loadFeaturedAtBuild,
  newestPublished,
  readOrWarn,
  type BakedTestimonial,
  type BuildReadOptions,
  type BuildReadOrWarnOptions,
} from "@/features/testimonials/build/featured-build";
import type { FirebaseSettings } from "@/firebase/settings";

/** What the build bakes into a wall. */
export interface BakedWall {
  /** In wall order: the featured ones, then the newest of the first page not featured. */
  items: BakedTestimonial[];
  /** Whether the first page was full: the wall then offers "Show more". */
  more: boolean;
}

/** The featured ones (of `area`) first, then the page's others: no testimonial twice. */
export function wallOrder(
  featured: readonly BakedTestimonial[],
  page: readonly BakedTestimonial[],
  area: string | null,
): BakedTestimonial[] {
  const lead = featured.filter((t) => !area || (t.areas ?? []).some((id) => id === area));
  const ids = new Set(lead.map((t) => t.id));
  return [...lead, ...page.filter((t) => !ids.has(t.id))];
}

/** The wall of `area` (null: every area) as it stands in Firestore. Throws when it cannot be read. */
async function wallAtBuild(
  settings: FirebaseSettings,
  area: string | null,
  { fetchImpl = fetch, timeoutMs = FEATURED_BUILD_TIMEOUT_MS, debugToken }: BuildReadOptions = {},
): Promise<BakedWall> {
  const options = { fetchImpl, timeoutMs, debugToken };
  const headers = await buildReadHeaders(settings, { fetchImpl, debugToken });
  const [featured, page] = await Promise.all([
    loadFeaturedAtBuild(settings, options),
    newestPublished(
      documentsUrl(settings),
      area,
      WALL_PAGE_SIZE,
      fetchImpl,
      AbortSignal.timeout(timeoutMs),
      headers,
    ),
  ]);
  return { items: wallOrder(featured, page, area), more: page.length === WALL_PAGE_SIZE };
}

/** wallAtBuild, or an empty wall with a warning when Firestore cannot be read (the samples show). */
export async function wallForBuild(
  settings: FirebaseSettings,
  area: string | null,
  { warn, ...options }: BuildReadOrWarnOptions = {},
): Promise<BakedWall> {
  return readOrWarn(
    settings,
    () => wallAtBuild(settings, area, options),
    { items: [], more: false },
    {
      what: "the published testimonials",
      instead: "The wall shows the sample ones until the page reads them.",
      warn,
    },
  );
}
