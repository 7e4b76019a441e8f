/**
 * Where the sample testimonials (sample-testimonials.ts: four invented clients) may show: only in
 * a build or dev server for a local project (a demo-* one: `npm run dev`, the tests, the
 * screenshots), and there only on a wall with none published, or filling up Expertise's three. A
 * build for her project (a real Firebase project, src/firebase/settings.ts) never shows them: its
 * wall with none published is an invitation to share (TestimonialWall.astro), and Expertise shows
 * her featured ones alone (TestimonialPreview.astro). The build's placeholder check asks the same
 * (src/build/placeholder-check.ts), so these imports are relative: Node loads this file as it is.
 */
import { LOCAL_PROJECT_ID, isDemoProject } from "../../site/local-addresses.ts";
import { testimonials, type Testimonial } from "./sample-testimonials.ts";

/**
 * Whether a build or dev server for `projectId` (PUBLIC_FIREBASE_PROJECT_ID; none: the local
 * one) may show the sample testimonials: a local project's only.
 */
export function showsSamples(projectId: string | undefined): boolean {
  return isDemoProject(projectId?.trim() || LOCAL_PROJECT_ID);
}

/**
 * The sample cards of a wall (of `area`, or of every area) that the build found `published`
 * testimonials on: none when it found any, or when it is built for her project; else the
 * samples (about that area).
 */
export function wallSamples(
  projectId: string | undefined,
  area: string | null,
  published: number,
): readonly Testimonial[] {
  if (published > 0 || !showsSamples(projectId)) return [];
  return area ? testimonials.filter((t) => t.areas?.some((id) => id === area)) : testimonials;
}

/** What fills up Expertise's three after the featured ones: the samples, or nothing. */
export function expertiseSamples(projectId: string | undefined): readonly Testimonial[] {
  return showsSamples(projectId) ? testimonials : [];
}
