import { listInWords, numberWord, numberWordCapital } from "@/shared/format";

/**
 * The coding guides' texts. Counts and course names come from the guides' files
 * (src/content/guides/), so a guide added as a file is counted and named everywhere.
 */
export const guidesMessages = {
  /** The link to /guides from a guide and from /search. */
  allGuides: (count: number) => `All ${numberWord(count)} guides`,
  allFreeGuides: (count: number) => `All ${numberWord(count)} free coding guides`,
  /** /guides: its title, hero and description; `courses` in reading order. */
  pageTitle: (count: number) => `${numberWordCapital(count)} free guides for complete beginners`,
  pageLead: (courses: readonly string[]) =>
    `${listInWords(courses)}, in the order I recommend. Read them here or download the PDFs to study offline.`,
  pageDescription: (courses: readonly string[]) =>
    `${numberWordCapital(courses.length)} free beginner guides to ${listInWords(courses)}: read them online or download the PDFs.`,
  /** The list of PDFs in post 8. */
  downloadsLabel: (count: number) => `The ${numberWord(count)} guides in reading order`,
} as const;

/** A reader's progress (src/features/guides/components/GuideProgress.astro, progress-view.ts). */
export const progressMessages = {
  title: "Your progress",
  /** Before the reader has marked or read anything (and without the page's script, never shown). */
  intro:
    "Tick a chapter once you are done with it; the chapters you read through are ticked for you.",
  kept: "Kept on this device, and in your account when you are signed in, so your other devices agree.",
  chaptersLabel: "Chapters done",
  done: "Done",
  /** "3 of 10 chapters done" */
  count: (done: number, total: number) => `${done} of ${total} chapters done`,
  allDone: (total: number) => `All ${total} chapters done`,
  /** The link to where the reader left off: "Continue: Chapter 4". */
  continue: (label: string) => `Continue: ${label}`,
  /** /guides, across every guide (`guides`: how many). */
  courseTitle: (guides: number) => `Your progress across the ${numberWord(guides)} guides`,
  course: (done: number, total: number, guides: number) =>
    `You have done ${done} of the ${total} chapters of the ${numberWord(guides)} guides.`,
} as const;
