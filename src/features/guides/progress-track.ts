/**
 * Records a guide reader's progress on this device as she goes (progress-marks.ts): the chapter
 * she reached (its heading passed the reading line, as the table of contents marks it), the
 * chapter she read through (the step to the next one, or to the guide's end), and her ticks in
 * the "Your progress" card. Part of the bundle progress-entry.ts; started by the page's script
 * when progress is shown or used (progress-start.ts).
 */
import { PROGRESS_EVENT, PROGRESS_KEY } from "@/features/guides/constants";
import {
  markChapter,
  reachChapter,
  readProgress,
  writeProgress,
  type CourseProgress,
} from "./progress-marks";
import { currentSection, readingLineMargin } from "@/features/reading";

/** Changes the stored progress and says so (the view shows it; the account's copy follows). */
function save(change: (stored: CourseProgress) => CourseProgress): void {
  writeProgress(localStorage, PROGRESS_KEY, change(readProgress(localStorage, PROGRESS_KEY)));
  dispatchEvent(new Event(PROGRESS_EVENT));
}

/** Starts recording on a guide page (its card `[data-guide-progress]`); nothing elsewhere. */
export function startProgressTracking(now: () => number = Date.now): void {
  const card = document.querySelector<HTMLElement>("[data-guide-progress]");
  if (!card) return;
  const guide = card.dataset.guide!;
  const boxes = [...card.querySelectorAll<HTMLInputElement>("input[data-chapter]")];
  const ids = boxes.map((box) => box.dataset.chapter!);

  // Ticks made before this came (the boxes come unticked; only the view, after this, ticks them).
  const before = readProgress(localStorage, PROGRESS_KEY)[guide];
  for (const box of boxes) {
    if (box.checked && before?.chapters[box.dataset.chapter!]?.done !== true)
      save((stored) => markChapter(stored, guide, box.dataset.chapter!, true, now()));
  }
  card.addEventListener("change", (event) => {
    const box = event.target as HTMLInputElement;
    if (box.dataset.chapter)
      save((stored) => markChapter(stored, guide, box.dataset.chapter!, box.checked, now()));
  });

  // The chapters' headings and the guide's end (the card, after it) against the reading line.
  const watched = [...ids.map((id) => document.getElementById(id)), card];
  const passed = watched.map(() => false);
  let at: number | undefined;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries)
        passed[watched.indexOf(entry.target as HTMLElement)] = entry.isIntersecting;
      const reached = currentSection(passed);
      // The first report is where the page is, not a step: nothing read through yet.
      const from = at ?? reached;
      if (reached === at) return;
      at = reached;
      if (reached >= 0) save((stored) => reachChapter(stored, guide, ids, from, reached, now()));
    },
    { rootMargin: readingLineMargin() },
  );
  for (const element of watched) if (element) observer.observe(element);
}
