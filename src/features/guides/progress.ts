/**
 * A reader's progress through the guides as the pages show it, and the merge of two copies
 * of it (this device's and her account's). The records and the few functions a guide page runs
 * as the reader goes are in progress-marks.ts.
 *
 * Merging is chapter by chapter: the newer decision wins (a tie: done), and the chapter reached
 * last is the newer of the two. So merging is order-free and repeatable (merge(a, b) equals
 * merge(b, a), merging again changes nothing), which is what lets a late answer from the account
 * be merged into whatever the device holds by then without undoing anything newer.
 */
import { MAX_CHAPTERS } from "@/features/guides/constants";
import type { ChapterMark, CourseProgress, GuideProgress } from "@/features/guides/progress-marks";

const isMark = (value: unknown): value is ChapterMark =>
  !!value &&
  typeof (value as ChapterMark).done === "boolean" &&
  Number.isFinite((value as ChapterMark).at);

/** The newer of two decisions about a chapter (a tie: done). */
function newerMark(a: ChapterMark | undefined, b: ChapterMark | undefined) {
  if (!a || !b) return a ?? b;
  if (a.at !== b.at) return a.at > b.at ? a : b;
  return a.done ? a : b;
}

function newerLast(a: GuideProgress["last"], b: GuideProgress["last"]) {
  if (!a || !b) return a ?? b;
  if (a.at !== b.at) return a.at > b.at ? a : b;
  return a.chapter >= b.chapter ? a : b;
}

/** One guide's two copies as one. */
export function mergeGuide(a: GuideProgress | undefined, b: GuideProgress | undefined) {
  const chapters: Record<string, ChapterMark> = {};
  for (const id of new Set([
    ...Object.keys(a?.chapters ?? {}),
    ...Object.keys(b?.chapters ?? {}),
  ])) {
    const mark = newerMark(a?.chapters[id], b?.chapters[id]);
    if (mark) chapters[id] = { done: mark.done, at: mark.at };
  }
  const last = newerLast(a?.last, b?.last);
  return { chapters, ...(last && { last: { chapter: last.chapter, at: last.at } }) };
}

/** Two copies of the progress as one (see the top of this file). */
export function mergeCourse(a: CourseProgress, b: CourseProgress): CourseProgress {
  const merged: CourseProgress = {};
  for (const guide of new Set([...Object.keys(a), ...Object.keys(b)]))
    merged[guide] = mergeGuide(a[guide], b[guide]);
  return merged;
}

/**
 * What may be kept of a copy read from elsewhere (the account, or storage another version of the
 * site wrote): the site's guides (`guides`, their slugs, as the page lists them), well-formed
 * marks, at most MAX_CHAPTERS a guide. The rest is dropped, never trusted.
 */
export function cleanCourse(value: unknown, guides: readonly string[]): CourseProgress {
  const clean: CourseProgress = {};
  if (!value || typeof value !== "object") return clean;
  for (const guide of guides) {
    const found = (value as Record<string, unknown>)[guide] as Partial<GuideProgress> | undefined;
    if (!found || typeof found !== "object") continue;
    const entries = Object.entries(found.chapters ?? {}).filter(([, mark]) => isMark(mark));
    const chapters = Object.fromEntries(
      entries.slice(0, MAX_CHAPTERS).map(([id, m]) => [id, { done: m.done, at: m.at }]),
    );
    const last = found.last;
    const lastOk = !!last && typeof last.chapter === "string" && Number.isFinite(last.at);
    clean[guide] = { chapters, ...(lastOk && { last: { chapter: last.chapter, at: last.at } }) };
  }
  return clean;
}

/**
 * The site's guides, as the page lists them at build (`data-guides`: their slugs, space-separated,
 * from the content collection). Throws on a page without the list.
 */
export function pageGuides(page: ParentNode): string[] {
  const list = page.querySelector<HTMLElement>("[data-guides]")?.dataset["guides"]?.trim();
  if (!list) throw new Error("This page lists no guides (data-guides).");
  return list.split(/\s+/);
}

/** The same progress, whatever the order of its keys. */
export function sameCourse(a: CourseProgress, b: CourseProgress): boolean {
  const norm = (c: CourseProgress) =>
    JSON.stringify(
      Object.keys(c)
        .sort()
        .map((g) => [
          g,
          Object.keys(c[g]!.chapters)
            .sort()
            .map((id) => [id, c[g]!.chapters[id]]),
          c[g]!.last ?? null,
        ]),
    );
  return norm(a) === norm(b);
}

/** A guide's chapters as the pages name them: the `<h2>`'s id, and its label for "Continue". */
export interface Chapter {
  id: string;
  label: string;
}

export interface GuideSummary {
  done: number;
  total: number;
  /** Where to go on: the chapter reached last, or the first not done after it; none when all done. */
  next: Chapter | undefined;
  /** Whether the reader has started the guide at all (anything marked or reached). */
  started: boolean;
}

/** One guide's progress as shown: chapters done out of its chapters, and where to go on. */
export function summarise(progress: GuideProgress | undefined, chapters: readonly Chapter[]) {
  const done = (c: Chapter) => progress?.chapters[c.id]?.done === true;
  const count = chapters.filter(done).length;
  const started = !!progress && (!!progress.last || Object.keys(progress.chapters).length > 0);
  const at = Math.max(
    0,
    chapters.findIndex((c) => c.id === progress?.last?.chapter),
  );
  // From the chapter reached last on, the first not done; then any not done from the start.
  const next = [...chapters.slice(at), ...chapters.slice(0, at)].find((c) => !done(c));
  return { done: count, total: chapters.length, next, started } satisfies GuideSummary;
}

/**
 * A chapter's label for "Continue: ...": "Chapter 4" for "Chapter 4: The Box Model", else the
 * heading as it is ("Cheat sheet").
 */
export function chapterLabel(heading: string): string {
  const match = /^(Chapter \d+)\s*:/.exec(heading.trim());
  return match ? match[1]! : heading.trim();
}
