/**
 * The guides' progress as /guides starts it: the work (its own entry, course-entry.ts, so that no
 * module is shared with a guide page's script: see progress-start.ts) is fetched when this device
 * holds any progress, or someone may be signed in here. The storage keys come from the list's HTML
 * (`data-key`, `data-hint`).
 */
export function startCourseProgress(work: string): void {
  const list = document.querySelector<HTMLElement>("[data-guide-list]");
  if (!list) return;
  const { key = "", hint = "" } = list.dataset;
  try {
    if (localStorage.getItem(hint) === "1" || (localStorage.getItem(key) ?? "{}") !== "{}")
      void import(/* @vite-ignore */ work).catch(() => {});
  } catch {
    // No storage: nothing kept to show.
  }
}
