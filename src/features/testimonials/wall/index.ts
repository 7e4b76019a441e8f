/**
 * The wall (SPEC §2 "Testimonials page"): the published testimonials read a page at a time and
 * reconciled with the cards the build put in the HTML (wall.ts, wall-reconcile.ts), and
 * Expertise's built cards taken off once unpublished (expertise-removals.ts). What the build puts
 * in the HTML is ../build/ (wall-build.ts, featured-build.ts); what the page shows is
 * ../components/TestimonialWall.astro. The pages' scripts import these files directly, so each
 * bundle holds only its own.
 */
export { loadWall } from "./wall";
export { firstChange, liveOrder, unconfirmed } from "./wall-reconcile";
export { checkRemovals, publishedByRest, removedCards } from "./expertise-removals";
