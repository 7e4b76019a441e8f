/**
 * The public wall's published testimonials from Firestore (SPEC §2, §3): the featured ones first,
 * then the others, the newest approval first, a page at a time. The build puts the first page in
 * the HTML (src/features/testimonials/build/wall-build.ts); once the page is idle, its own read of that page reconciles
 * what was built with what is published now (src/features/testimonials/wall/wall-reconcile.ts): a card taken
 * down since leaves at once; one published since joins where the live wall has it, at once where
 * that moves nothing the reader sees, else behind a "Show N new testimonials" button; "Show more"
 * reads the next pages. A wall built for a local project with none published shows the sample
 * cards (samples.ts), and what the read finds goes before them; one built for her project shows
 * its invitation instead, hidden once a card joins. Each new card is a copy of the server-rendered <template> of
 * TestimonialCard, filled with textContent (user text is never parsed as HTML) and a photo from
 * the site's photo host.
 */
import { photoHost } from "@/features/testimonials/photo/photo-host";
import { newTabRel } from "@/shared/link-rel";
import { testimonialMessages } from "@/features/testimonials/messages";
import { appendToWall, highlightParts } from "@/features/testimonials/records";
import { firstChange, liveOrder, unconfirmed } from "@/features/testimonials/wall/wall-reconcile";
import { retryDelay, unreachable, untilRetry } from "@/features/testimonials/wall/retry";
import type { Testimonial } from "@/features/testimonials/sample-testimonials";
import type { WallCursor, WallItem } from "@/features/testimonials/store/public-testimonials";
import type { Firestore } from "firebase/firestore/lite";

function fillCard(template: HTMLTemplateElement, t: Testimonial, doc: string): DocumentFragment {
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
  card.firstElementChild?.setAttribute("data-testimonial-doc", doc);
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
  via.replaceChildren(`${testimonialMessages.via} `, name);
}

export interface WallElements {
  wall: HTMLElement;
  template: HTMLTemplateElement;
  /** "Show more": shown while there is a next page. */
  more: HTMLButtonElement;
  /** "Show N new testimonials": shown while some published since the build wait. */
  fresh?: HTMLButtonElement | null;
  /** "No testimonials in this area yet": shown while the wall has no card. */
  empty?: HTMLElement | null;
  /** The area the wall is filtered by (src/features/testimonials/areas.ts), or none. */
  area?: string | null;
  /** Resolves when the page may start its read (the page passes "when idle"). */
  whenReady?: () => Promise<void>;
  /**
   * "You're offline": shown while the read cannot reach the server (the browser says it is
   * offline, or a read failed on the network although it believes it is online).
   */
  offline?: HTMLElement | null;
}

/** The cards on the wall that stand for a published testimonial: its id, its list item. */
function publishedCards(wall: HTMLElement): Map<string, HTMLElement> {
  const cards = wall.querySelectorAll<HTMLElement>(":scope > [data-testimonial-doc]");
  return new Map([...cards].map((li) => [li.dataset.testimonialDoc!, li]));
}

/** Focus goes to a new card's text, so a keyboard user reads on where the new ones start. */
function focusCard(card: HTMLElement | undefined) {
  if (!card) return;
  card.tabIndex = -1;
  card.focus();
}

type Store = typeof import("@/features/testimonials/store/public-testimonials");

/** One wall on the page: its cards, what waits behind "Show N new", where the next page starts. */
class Wall {
  next: WallCursor | null = null;
  added = 0;
  pages = 0;
  /** The live first page, in order, waiting for "Show N new" (null: nothing waits). */
  held: WallItem[] | null = null;
  /** The sample cards stay last: new cards go before the first. */
  readonly samples: Element | null;

  constructor(readonly el: Required<Omit<WallElements, "whenReady">>) {
    this.samples = el.wall.querySelector("[data-sample]");
  }

  /** New cards for `items`, numbered after those on the wall (SPEC §3), each with its own id. */
  cardsFor(items: readonly WallItem[]): DocumentFragment[] {
    const { wall, template } = this.el;
    const onWall = [...wall.querySelectorAll<HTMLElement>("[data-testimonial-id]")].map((li) => ({
      id: Number(li.dataset.testimonialId),
    }));
    const cards = appendToWall(onWall, items, photoHost).slice(onWall.length) as Testimonial[];
    return cards.map((t, i) => fillCard(template, t, items[i]!.id));
  }

  /** New cards for `items`, added before the sample cards (at the end of the published ones). */
  insert(items: readonly WallItem[]): HTMLElement[] {
    return this.cardsFor(items).map((card) => {
      const li = card.firstElementChild as HTMLElement;
      this.el.wall.insertBefore(card, this.samples);
      this.added += 1;
      return li;
    });
  }

  /**
   * Lays the wall out in the live first page's order: each card moved to its place, a new one
   * made for each testimonial not yet shown. Returns the new cards.
   */
  arrange(live: readonly WallItem[]): HTMLElement[] {
    const cards = publishedCards(this.el.wall);
    const made = new Map<string, HTMLElement>();
    const fresh = live.filter((item) => !cards.has(item.id));
    this.insert(fresh).forEach((li, i) => made.set(fresh[i]!.id, li));
    for (const id of liveOrder(
      [...cards.keys()],
      live.map((item) => item.id),
    )) {
      const li = cards.get(id) ?? made.get(id);
      if (li) this.el.wall.insertBefore(li, this.samples);
    }
    return [...made.values()];
  }

  settle() {
    const { wall, more, empty } = this.el;
    more.hidden = !this.next;
    wall.dataset.loaded = String(this.added);
    wall.dataset.pages = String(this.pages);
    if (empty) empty.hidden = wall.children.length > 0;
  }

  showHeld(count: number) {
    const { fresh } = this.el;
    if (!fresh) return;
    fresh.textContent = testimonialMessages.showNew(count);
    fresh.hidden = count === 0;
  }

  /** "Show N new": the wall takes the live page's order, and focus goes to the first new card. */
  releaseHeld() {
    const live = this.held;
    this.held = null;
    this.showHeld(0);
    if (!live) return;
    const cards = this.arrange(live);
    this.settle();
    focusCard(cards[0]);
  }

  /** "Show more": the next page, less what the wall shows already. */
  async nextPage(db: Firestore, store: Store): Promise<void> {
    let page;
    try {
      page = await store.loadPublishedPage(db, this.next, this.el.area);
    } catch (error) {
      console.error("Could not load approved testimonials:", error);
      return;
    }
    const shown = publishedCards(this.el.wall);
    const fresh = page.items.filter((item) => !shown.has(item.id));
    const cards = this.insert(fresh);
    this.pages += 1;
    this.next = page.next;
    this.settle();
    focusCard(cards[0]);
  }

  /** The first page as published now, in wall order: the featured ones, then the newest. */
  async livePage(db: Firestore, store: Store): Promise<WallItem[]> {
    const { area } = this.el;
    let featured: WallItem[] = [];
    try {
      featured = (await store.loadFeaturedItems(db)).filter(
        (item) => !area || (item.areas ?? []).some((id) => id === area),
      );
    } catch (error) {
      // Without them the wall still shows every published one, newest first.
      console.error("Could not load featured testimonials:", error);
    }
    const page = await store.loadPublishedPage(db, null, area);
    this.next = page.next;
    const featuredIds = new Set(featured.map((item) => item.id));
    return [...featured, ...page.items.filter((item) => !featuredIds.has(item.id))];
  }

  /** Built cards the first page no longer holds: those taken down leave, those moved on stay. */
  async dropRemoved(db: Firestore, store: Store, live: readonly string[]): Promise<void> {
    const doubtful = unconfirmed([...publishedCards(this.el.wall).keys()], live);
    if (!doubtful.length) return;
    try {
      const still = await store.publishedAmong(db, doubtful);
      const cards = publishedCards(this.el.wall);
      for (const id of doubtful) if (!still.has(id)) cards.get(id)?.remove();
    } catch (error) {
      console.error("Could not check the wall's testimonials:", error);
    }
  }

  /**
   * The live first page: laid out at once where the first change is below what the reader sees
   * (or the wall has no published card yet), else held behind "Show N new" while any is new. A
   * change of order alone (featured since the build) then waits for the next build.
   */
  follow(live: readonly WallItem[]) {
    const cards = publishedCards(this.el.wall);
    const current = [...cards.keys()];
    const at = firstChange(
      current,
      liveOrder(
        current,
        live.map((item) => item.id),
      ),
    );
    if (at < 0) return;
    const first = cards.get(current[at] ?? "") ?? this.samples;
    const top = first
      ? first.getBoundingClientRect().top
      : this.el.wall.getBoundingClientRect().bottom;
    if (cards.size === 0 || top >= innerHeight) {
      this.arrange(live);
      return;
    }
    const fresh = live.filter((item) => !cards.has(item.id)).length;
    if (fresh === 0) return;
    this.held = [...live];
    this.showHeld(fresh);
  }
}

/**
 * Wires "Show more" and "Show N new" at once (a press before the read is done waits for it), then
 * reads the first page when `whenReady` resolves and reconciles the wall with it. While the server
 * cannot be reached the wall keeps its cards, says so, and reads again (retry.ts).
 */
export async function loadWall({
  whenReady = () => Promise.resolve(),
  ...elements
}: WallElements): Promise<void> {
  const wall = new Wall({ fresh: null, empty: null, area: null, offline: null, ...elements });
  const { more, fresh } = wall.el;
  let resolveRead!: (ready: { db: Firestore; store: Store } | null) => void;
  const read = new Promise<{ db: Firestore; store: Store } | null>((r) => (resolveRead = r));
  fresh?.addEventListener("click", () => wall.releaseHeld());
  more.addEventListener("click", () => {
    if (more.disabled) return;
    more.disabled = true;
    more.setAttribute("aria-busy", "true");
    void read
      .then((ready) => (ready && wall.next ? wall.nextPage(ready.db, ready.store) : undefined))
      .finally(() => {
        more.disabled = false;
        more.removeAttribute("aria-busy");
      });
  });

  await whenReady();
  const [store, { liteDb }] = await Promise.all([
    import("@/features/testimonials/store/public-testimonials"),
    import("@/firebase/lite"),
  ]);
  const db = liteDb();
  const { offline } = wall.el;
  let live;
  for (let failures = 0; ; failures += 1) {
    if (navigator.onLine) {
      try {
        live = await wall.livePage(db, store);
        break;
      } catch (error) {
        // What is on the wall stays; the page is as useful as without a backend. The wall says
        // that its read ended without a page (data-read-failed), as data-pages says that one came.
        const refused = !unreachable(error, navigator.onLine);
        if (refused || failures === 0)
          console.error("Could not load approved testimonials:", error);
        wall.el.wall.dataset.readFailed = "";
        if (refused) {
          resolveRead(null);
          return;
        }
      }
    }
    if (offline) offline.hidden = false;
    await untilRetry(retryDelay(failures + 1));
  }
  if (offline) offline.hidden = true;
  delete wall.el.wall.dataset.readFailed;
  await wall.dropRemoved(
    db,
    store,
    live.map((item) => item.id),
  );
  wall.follow(live);
  wall.pages = 1;
  wall.settle();
  resolveRead({ db, store });
}
