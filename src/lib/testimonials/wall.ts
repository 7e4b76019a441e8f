/**
 * Puts the published testimonials from Firestore on the public wall, before the four sample
 * cards (SPEC §2, §3): the featured ones first, then the others, the newest approval first, a
 * page at a time (the first page once the page is idle, the next ones on "Show more"). Each card is a copy of the server-rendered <template> of TestimonialCard, filled
 * with textContent (user text is never parsed as HTML) and a photo from the site's photo host.
 */
import { photoHost } from "@/lib/config";
import { newTabRel } from "@/lib/link-rel";
import { messages } from "@/lib/messages";
import { appendToWall, highlightParts } from "@/lib/testimonials/records";
import type { Testimonial } from "@/data/sample-testimonials";
import type { WallCursor, WallItem } from "@/lib/firebase/public-testimonials";

function fillCard(template: HTMLTemplateElement, t: Testimonial): DocumentFragment {
  const card = template.content.cloneNode(true) as DocumentFragment;
  const field = (name: string) => card.querySelector<HTMLElement>(`[data-field="${name}"]`)!;
  const parts = highlightParts(t.comment, t.highlight);
  const strong = document.createElement("strong");
  strong.className = "text-ink font-semibold";
  strong.textContent = parts?.[1] ?? "";
  if (parts) field("comment").replaceChildren(`\u201c${parts[0]}`, strong, `${parts[2]}\u201d`);
  else field("comment").textContent = `\u201c${t.comment}\u201d`;
  field("name").textContent = t.name;
  field("role").textContent = t.role;
  fillVia(field("via"), t.via);
  (field("image") as HTMLImageElement).src = t.image;
  card.firstElementChild?.setAttribute("data-testimonial-id", String(t.id));
  return card;
}

/** "via LinkedIn" under the role, linked when a safe link was given; nothing for the others. */
function fillVia(via: HTMLElement, source: Testimonial["via"]) {
  via.hidden = !source;
  if (!source) return;
  let name: Node = document.createTextNode(source.name);
  if (source.url) {
    const link = document.createElement("a");
    link.className = "link";
    link.href = source.url;
    link.target = "_blank";
    link.rel = newTabRel("nofollow noreferrer");
    link.textContent = source.name;
    name = link;
  }
  via.replaceChildren(`${messages.testimonial.via} `, name);
}

export interface WallElements {
  wall: HTMLElement;
  template: HTMLTemplateElement;
  /** "Show more": shown while there is a next page. */
  more: HTMLButtonElement;
  /** "No testimonials in this area yet": shown while the wall has no card. */
  empty?: HTMLElement | null;
  /** The area the wall is filtered by (src/data/areas.ts), or none. */
  area?: string | null;
}

/** Loads the first page, and wires "Show more" to load the next ones. */
export async function loadWall({
  wall,
  template,
  more,
  empty = null,
  area = null,
}: WallElements): Promise<void> {
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
      page = await loadPublishedPage(db, after, area);
    } catch (error) {
      // What is on the wall stays; the page is as useful as without a backend.
      console.error("Could not load approved testimonials:", error);
      return false;
    }
    show(page.items.filter((item) => !featured.has(item.id)));
    pages += 1;
    wall.dataset.loaded = String(added);
    wall.dataset.pages = String(pages);
    if (empty) empty.hidden = wall.children.length > 0;
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
    const items = (await loadFeaturedItems(db)).filter(
      (item) => !area || (item.areas ?? []).some((id) => id === area),
    );
    for (const item of items) featured.add(item.id);
    show(items);
  } catch (error) {
    // Without them the wall still shows every published one, newest first.
    console.error("Could not load featured testimonials:", error);
  }
  await loadPage(null);
}
