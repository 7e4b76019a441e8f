/**
 * The guides' progress as a guide page starts it: a few lines in the guide's own script (inlined
 * in the page, src/layouts/GuideLayout.astro), importing no module another page's script imports
 * (that module would be a chunk of its own, a request more), so every guide stays within its
 * JavaScript budget. The storage keys come from the card's HTML (`data-key`, `data-hint`:
 * PROGRESS_KEY and SIGNED_IN_HINT_KEY, written by components/GuideProgress.astro). The work
 * (progress-track.ts: recording the chapters reached and ticked; progress-view.ts: showing them;
 * the account's copy, progress-sync.ts, when someone may be signed in) is one bundle of its own,
 * progress-entry.ts, fetched only when progress is shown or used:
 * - at once when this device holds progress for the guide, or someone may be signed in here (her
 *   account may hold some: src/shared/signed-in-hint.ts);
 * - otherwise at the reader's first touch, click, key or wheel: reading starts there.
 * Without JavaScript the card stays hidden and the guide reads as it always did. /guides starts
 * its own (course-start.ts).
 */
export function startGuideProgress(work: string): void {
  const card = document.querySelector<HTMLElement>("[data-guide-progress]");
  if (!card) return;
  // A tick made before the work has come is recorded when it does (progress-track.ts).
  card.hidden = false;
  // Once per page: the browser runs a module once, however often it is asked for.
  const load = () => void import(/* @vite-ignore */ work).catch(() => {});
  const { key = "", hint = "", guide } = card.dataset;
  let shown = false;
  try {
    shown =
      localStorage.getItem(hint) === "1" || !!localStorage.getItem(key)?.includes(`"${guide}"`);
  } catch {
    // No storage: nothing kept to show.
  }
  if (shown) load();
  // A touch is a pointerdown too, a touch scroll included.
  else
    for (const type of ["pointerdown", "keydown", "wheel"])
      addEventListener(type, load, { once: true, passive: true });
}
