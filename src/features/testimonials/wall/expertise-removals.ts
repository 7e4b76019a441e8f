/**
 * Expertise's testimonials from Firestore are baked into the page when the site is built: one the
 * owner unpublishes or erases afterwards would stay there until the next build. So, as a list
 * comes near the screen, the page reads the public copies of its baked cards and takes off any
 * that is gone: a removal is at once here too. Only the public copies are read (what the wall
 * reads), only then, and only when the page has such cards: with one plain REST request per card
 * (a few hundred bytes of code), or, when App Check is on (which REST requests without its token
 * cannot pass), with Firestore Lite and its App Check token.
 */
import { documentsUrl } from "@/firebase/rest";
import { firebaseSettings, type FirebaseSettings } from "@/firebase/settings";
import { whenShown } from "@/runtime/shown";

/** The baked cards whose testimonial is no longer published. */
export function removedCards(baked: readonly string[], published: ReadonlySet<string>): string[] {
  return baked.filter((id) => !published.has(id));
}

/** How far below the screen the check starts, so it is done before the cards are seen. */
const AHEAD = "400px 0px";

/**
 * Checks the cards of `list` (items with `data-testimonial-doc`) once the list is near the screen:
 * those whose public copy is gone are removed. The list then says so (`data-removals-checked`,
 * the number removed); when Firestore cannot be read, the cards stay (`data-removals-checked`
 * "failed") and the failure is logged.
 */
export function checkRemovals(list: HTMLElement | null): void {
  if (!list) return;
  const cards = [...list.querySelectorAll<HTMLElement>("[data-testimonial-doc]")];
  if (cards.length === 0) {
    list.dataset.removalsChecked = "0"; // nothing baked from Firestore: nothing to check
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void check(list, cards);
    },
    { rootMargin: AHEAD },
  );
  void whenShown().then(() => observer.observe(list));
}

/**
 * Which of `ids` are published, by Firestore's REST API (one GET of each public copy, its name
 * only): 200 is published, 404 is gone, anything else throws.
 */
export async function publishedByRest(
  settings: FirebaseSettings,
  ids: readonly string[],
  fetchImpl: typeof fetch = fetch,
): Promise<Set<string>> {
  const base = documentsUrl(settings);
  const key = encodeURIComponent(settings.options.apiKey);
  const found = await Promise.all(
    ids.map(async (id) => {
      const url = `${base}/publicTestimonials/${encodeURIComponent(id)}?mask.fieldPaths=name&key=${key}`;
      const response = await fetchImpl(url);
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
      return id;
    }),
  );
  return new Set(found.filter((id): id is string => id !== null));
}

/** The published ones among `ids`, the lightest way the project allows. */
async function published(ids: readonly string[]): Promise<Set<string>> {
  const settings = firebaseSettings(import.meta.env);
  if (!settings.appCheckSiteKey) return publishedByRest(settings, ids);
  const [{ publishedAmong }, { liteDb }] = await Promise.all([
    import("@/features/testimonials/store/public-testimonials"),
    import("@/firebase/lite"),
  ]);
  return publishedAmong(liteDb(), ids);
}

async function check(list: HTMLElement, cards: HTMLElement[]): Promise<void> {
  try {
    const ids = cards.map((card) => card.dataset.testimonialDoc ?? "");
    const gone = new Set(removedCards(ids, await published(ids)));
    for (const card of cards) if (gone.has(card.dataset.testimonialDoc ?? "")) card.remove();
    list.dataset.removalsChecked = String(gone.size);
  } catch (error) {
    console.error("Could not check Expertise's testimonials against the published ones:", error);
    list.dataset.removalsChecked = "failed";
  }
}
