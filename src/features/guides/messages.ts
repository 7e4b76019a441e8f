/**
 * The coding guides' texts: a reader's progress (src/features/guides/components/GuideProgress.astro,
 * progress-view.ts).
 */
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
  /** /guides, across the six. */
  courseTitle: "Your progress across the six guides",
  course: (done: number, total: number) =>
    `You have done ${done} of the ${total} chapters of the six guides.`,
} as const;
