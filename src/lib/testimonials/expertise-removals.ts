/**
 * Expertise's featured testimonials are baked into the page when the site is built: one the
 * owner unpublishes or erases afterwards would stay there until the next build. So, as the list
 * comes near the screen, the page reads the public copies of its baked cards and takes off any
 * that is gone: a removal is at once here too. Only the public copies are read (what the wall
 * reads), with Firestore Lite, loaded only then and only when the page has such cards.
 */
import { whenShown } from "@/lib/shown";

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

async function check(list: HTMLElement, cards: HTMLElement[]): Promise<void> {
  try {
    const [{ publishedAmong }, { liteDb }] = await Promise.all([
      import("@/lib/firebase/public-testimonials"),
      import("@/lib/firebase/lite"),
    ]);
    const ids = cards.map((card) => card.dataset.testimonialDoc ?? "");
    const gone = new Set(removedCards(ids, await publishedAmong(liteDb(), ids)));
    for (const card of cards) if (gone.has(card.dataset.testimonialDoc ?? "")) card.remove();
    list.dataset.removalsChecked = String(gone.size);
  } catch (error) {
    console.error("Could not check Expertise's testimonials against the published ones:", error);
    list.dataset.removalsChecked = "failed";
  }
}
