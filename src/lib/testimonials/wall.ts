/**
 * Puts the published testimonials from Firestore on the public wall, before the four sample
 * cards (SPEC §2, §3): the featured ones first, then the others, the newest approval first, a
 * page at a time (the first page once the page is idle, the next ones on "Show more"). Each card is a copy of the server-rendered <template> of TestimonialCard, filled
 * with textContent (user text is never parsed as HTML) and a photo from the site's photo host.
 */
import { photoHost } from "@/lib/config";
import { appendToWall } from "@/lib/testimonials/records";
import type { Testimonial } from "@/data/sample-testimonials";
import type { WallCursor, WallItem } from "@/lib/firebase/public-testimonials";

function fillCard(template: HTMLTemplateElement, t: Testimonial): DocumentFragment {
  const card = template.content.cloneNode(true) as DocumentFragment;
  const field = (name: string) => card.querySelector<HTMLElement>(`[data-field="${name}"]`)!;
  field("comment").textContent = `\u201c${t.comment}\u201d`;
  field("name").textContent = t.name;
  field("role").textContent = t.role;
  (field("image") as HTMLImageElement).src = t.image;
  card.firstElementChild?.setAttribute("data-testimonial-id", String(t.id));
  return card;
}

export interface WallElements {
  wall: HTMLElement;
  template: HTMLTemplateElement;
  /** "Show more": shown while there is a next page. */
  more: HTMLButtonElement;
}

/** Loads the first page, and wires "Show more" to load the next ones. */
export async function loadWall({ wall, template, more }: WallElements): Promise<void> {
  const [{ loadFeaturedItems, loadPublishedPage }, { liteDb }] = await Promise.all([
    import("@/lib/firebase/public-testimonials"),
    import("@/lib/firebase/lite"),
  ]);
  const db = liteDb();
  let next: WallCursor | null = null;
  let added = 0;
  let pages = 0;
  /** The sample cards stay last: new cards go before the first. */
  const samples = wall.querySelector("[data-sample]");
  /** Featured ones are shown first, and skipped when their page comes. */
  const featured = new Set<string>();

  function show(items: readonly WallItem[]) {
    // The ids already on the wall (the sample cards and earlier cards) are read from it.
    const onWall = [...wall.querySelectorAll<HTMLElement>("[data-testimonial-id]")].map((li) => ({
      id: Number(li.dataset.testimonialId),
    }));
    const cards = appendToWall(onWall, items, photoHost).slice(onWall.length) as Testimonial[];
    for (const t of cards) wall.insertBefore(fillCard(template, t), samples);
    added += cards.length;
  }

  async function loadPage(after: WallCursor | null): Promise<boolean> {
    let page;
    try {
      page = await loadPublishedPage(db, after);
    } catch (error) {
      // What is on the wall stays; the page is as useful as without a backend.
      console.error("Could not load approved testimonials:", error);
      return false;
    }
    show(page.items.filter((item) => !featured.has(item.id)));
    pages += 1;
    wall.dataset.loaded = String(added);
    wall.dataset.pages = String(pages);
    next = page.next;
    more.hidden = !next;
    return true;
  }

  more.addEventListener("click", () => {
    if (!next || more.disabled) return;
    more.disabled = true;
    more.setAttribute("aria-busy", "true");
    // Focus goes to the first new card's text, so a keyboard user reads on where they were.
    const first = wall.children.length;
    void loadPage(next).finally(() => {
      more.disabled = false;
      more.removeAttribute("aria-busy");
      const card = wall.children[first] as HTMLElement | undefined;
      if (card) {
        card.tabIndex = -1;
        card.focus();
      }
    });
  });

  try {
    const items = await loadFeaturedItems(db);
    for (const item of items) featured.add(item.id);
    show(items);
  } catch (error) {
    // Without them the wall still shows every published one, newest first.
    console.error("Could not load featured testimonials:", error);
  }
  await loadPage(null);
}
