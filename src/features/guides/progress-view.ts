/**
 * Shows the reader's progress (progress.ts) from what this device holds, and again after every
 * change (the page's own, another tab's, her account's): on a guide, the ticks of its card, "3 of
 * 10 chapters done" and "Continue: Chapter 4" in its hero; on /guides, each guide's line and the
 * count across every guide. Fetched only where there is progress to show (progress-start.ts,
 * course-start.ts), by its entry (progress-view-entry.ts).
 */
import { PROGRESS_EVENT, PROGRESS_KEY } from "@/features/guides/constants";
import { progressMessages as t } from "@/features/guides/messages";
import { readProgress } from "./progress-marks";
import { summarise, type Chapter, type GuideSummary } from "./progress";

/** A guide's line: "3 of 10 chapters done" (or all done), and the link to where she left off. */
function showLine(root: ParentNode, summary: GuideSummary, href: string): void {
  const count = root.querySelector<HTMLElement>("[data-progress-count]");
  if (count)
    count.textContent =
      summary.done === summary.total
        ? t.allDone(summary.total)
        : t.count(summary.done, summary.total);
  const go = root.querySelector<HTMLAnchorElement>("a[data-progress-continue]");
  if (!go) return;
  go.hidden = !summary.started || !summary.next;
  if (summary.next) {
    go.textContent = t.continue(summary.next.label);
    go.href = `${href}#${summary.next.id}`;
  }
}

/**
 * A guide page: its card's ticks and count, and "Continue" in its hero. The hero's link is set
 * from what is known when the page opens (and again while it is at its top): set later, as the
 * reader goes, it could wrap to a line more and move the chapter she reads.
 */
function showGuide(card: HTMLElement, hero: boolean): void {
  const guide = readProgress(localStorage, PROGRESS_KEY)[card.dataset.guide!];
  const boxes = [...card.querySelectorAll<HTMLInputElement>("input[data-chapter]")];
  for (const box of boxes) box.checked = guide?.chapters[box.dataset.chapter!]?.done === true;
  const chapters = boxes.map((box) => ({ id: box.dataset.chapter!, label: box.dataset.label! }));
  const summary = summarise(guide, chapters);
  showLine(card, summary, "");
  const row = document.querySelector<HTMLElement>("[data-progress-hero]");
  if (row && hero) showLine(row, summary, "");
}

/** /guides: each guide's line, and the count across every guide. */
function showCourse(list: HTMLElement, chapters: Record<string, Chapter[]>): void {
  const stored = readProgress(localStorage, PROGRESS_KEY);
  let done = 0;
  let total = 0;
  const lines = list.querySelectorAll<HTMLElement>("[data-guide-line]");
  for (const line of lines) {
    const slug = line.dataset.guide!;
    const summary = summarise(stored[slug], chapters[slug] ?? []);
    done += summary.done;
    total += summary.total;
    line.hidden = !summary.started;
    showLine(line, summary, `/guides/${slug}`);
  }
  const course = document.querySelector<HTMLElement>("[data-course-progress]");
  if (course) {
    course.hidden = done === 0 && !Object.keys(stored).length;
    course.querySelector("[data-progress-count]")!.textContent = t.course(
      done,
      total,
      lines.length,
    );
  }
}

/** Shows the progress now and after every change. */
export function startProgressView(): void {
  const card = document.querySelector<HTMLElement>("[data-guide-progress]");
  const list = document.querySelector<HTMLElement>("[data-guide-list]");
  const json = document.getElementById("guide-chapters")?.textContent;
  const chapters = json ? (JSON.parse(json) as Record<string, Chapter[]>) : {};
  let first = true;
  const show = () => {
    if (card) showGuide(card, first || scrollY === 0);
    if (list) showCourse(list, chapters);
    first = false;
  };
  show();
  addEventListener(PROGRESS_EVENT, show);
  // Another tab of this browser changed it.
  addEventListener("storage", (event) => {
    if (event.key === PROGRESS_KEY) show();
  });
}
