/**
 * Appends the approved testimonials from Firestore to the public wall, after the four static
 * cards (SPEC §2, §3). Each card is a copy of the server-rendered <template> of TestimonialCard,
 * filled with textContent (user text is never parsed as HTML) and a checked http(s) image URL.
 */
import { appendToWall } from "@/lib/testimonials";
import type { Testimonial } from "@/data/testimonials";

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

export async function loadWall(wall: HTMLElement, template: HTMLTemplateElement): Promise<void> {
  const { loadApprovedTestimonials } = await import("@/lib/firebase/public-testimonials");
  let approved;
  try {
    approved = await loadApprovedTestimonials();
  } catch (error) {
    // The four static testimonials stay; the page is as useful as without a backend.
    console.error("Could not load approved testimonials:", error);
    return;
  }
  // The ids already on the wall (the static cards, rendered on the server) are read from it.
  const onWall = [...wall.querySelectorAll<HTMLElement>("[data-testimonial-id]")].map((li) => ({
    id: Number(li.dataset.testimonialId),
  }));
  const added = appendToWall(onWall, approved).slice(onWall.length) as Testimonial[];
  for (const t of added) wall.append(fillCard(template, t));
  wall.dataset.loaded = String(added.length);
}
