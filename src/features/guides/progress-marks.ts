/**
 * What a guide page records of its reader's progress, as it happens: the few functions the page's
 * own script runs (src/features/guides/progress-start.ts), kept small because every guide loads
 * them. The rest (merging, summaries, "Continue") is in progress.ts, loaded only where progress
 * is shown.
 *
 * The progress of each guide is, per chapter (its `<h2>`'s id), whether it is done and when that
 * was decided, and the chapter reached last. Every change carries its time, so two copies (this
 * device's and the account's) merge chapter by chapter, the newest decision winning
 * (progress.ts, mergeCourse): no answer that arrives late can undo a newer one.
 */

/** One chapter: done or not, and when that was decided (ms since 1970, the deciding device's clock). */
export interface ChapterMark {
  done: boolean;
  at: number;
}

export interface GuideProgress {
  /** By chapter id (the `<h2>`'s id). */
  chapters: Record<string, ChapterMark>;
  /** The chapter reached last (its heading passed the reading line), and when. */
  last?: { chapter: string; at: number };
}

/** By guide slug. */
export type CourseProgress = Record<string, GuideProgress>;

/** The stored progress, or none when there is none or it cannot be read (never throws). */
export function readProgress(storage: Pick<Storage, "getItem">, key: string): CourseProgress {
  try {
    const value: unknown = JSON.parse(storage.getItem(key) ?? "{}");
    return value && typeof value === "object" && !Array.isArray(value)
      ? (value as CourseProgress)
      : {};
  } catch {
    return {};
  }
}

/** Stores the progress; false when the browser refuses (storage full, or blocked). */
export function writeProgress(
  storage: Pick<Storage, "setItem">,
  key: string,
  progress: CourseProgress,
): boolean {
  try {
    storage.setItem(key, JSON.stringify(progress));
    return true;
  } catch {
    return false;
  }
}

function guideOf(progress: CourseProgress, guide: string): GuideProgress {
  const found = progress[guide];
  return { chapters: { ...found?.chapters }, ...(found?.last && { last: found.last }) };
}

/** The reader marks `chapter` of `guide` done or not done, at `now`. */
export function markChapter(
  progress: CourseProgress,
  guide: string,
  chapter: string,
  done: boolean,
  now: number,
): CourseProgress {
  const next = guideOf(progress, guide);
  next.chapters[chapter] = { done, at: now };
  return { ...progress, [guide]: next };
}

/**
 * The reader reached chapter `to` of `chapters` (an index; `chapters.length` is the guide's end),
 * coming from `from` (-1 above the first). It becomes the chapter reached last; a step of one
 * chapter forward means she read the one before through, which is done unless she has decided
 * about it herself. A jump (a contents link, a reload further down) marks nothing.
 */
export function reachChapter(
  progress: CourseProgress,
  guide: string,
  chapters: readonly string[],
  from: number,
  to: number,
  now: number,
): CourseProgress {
  const next = guideOf(progress, guide);
  const reached = chapters[to];
  if (reached) next.last = { chapter: reached, at: now };
  const read = chapters[from];
  if (to === from + 1 && read && !next.chapters[read])
    next.chapters[read] = { done: true, at: now };
  return { ...progress, [guide]: next };
}
