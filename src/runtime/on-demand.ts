/**
 * Code that only some visitors need is fetched and run by `runOnDemand(url)`, where `url` is an
 * entry (`*-entry.ts`, beside the feature it serves) imported with Vite's `?worker&url`. There
 * are ten:
 * - run by BaseLayout's script on every page: the cursor follower
 *   (src/features/effects/cursor-entry.ts, for a mouse); the prefetch fallback
 *   (src/runtime/prefetch-fallback-entry.ts, for browsers without Speculation Rules); the
 *   newsletter's sign-up (src/features/newsletter/newsletter-entry.ts, when the reader turns to
 *   the footer's form: src/features/newsletter/newsletter.ts); the outbox's code
 *   (src/features/outbox/outbox-entry.ts, when it holds something or a form is used:
 *   src/features/outbox/pending.ts, keep.ts), whose testimonials' deliverer
 *   (src/features/testimonials/submit/testimonial-send-entry.ts, with Firestore Lite) comes only when a
 *   kept testimonial is to be sent;
 * - run by the script of posts and guides (src/features/reading/components/ReadingAids.astro):
 *   the copy buttons' work (src/features/reading/copy-entry.ts, on the first click of one:
 *   src/features/reading/copy-buttons.ts) and Save for offline's
 *   (src/features/offline/save-offline-entry.ts, on the first press of its button:
 *   src/features/offline/save-button.ts);
 * - the guides' progress: src/features/guides/progress-entry.ts on a guide page
 *   (src/layouts/GuideLayout.astro, progress-start.ts) and course-entry.ts on /guides
 *   (course-start.ts), when progress is shown or used, and progress-sync-entry.ts (the account's
 *   copy, fetched by progress-entry.ts) when someone may be signed in. These three are fetched
 *   by a plain dynamic import marked `@vite-ignore`, not by runOnDemand: a guide's script
 *   imports no module another page's script imports (progress-start.ts).
 *
 * Vite bundles each entry on its own, with what it imports, and gives its fingerprinted address
 * (the bundle runs as well in a page as in a worker: it is plain code). A literal
 * `import("@/features/effects/cursor")` in the page's script would be bundled too, but Vite wraps
 * every such import in its preload helper, a chunk of 0.9 KB gzip that every page would download
 * for the sake of these few (docs/decisions.md, "Code some visitors need, without Vite's
 * preload helper").
 */
const running = new Map<string, Promise<unknown>>();
const failures = new Map<string, number>();

/**
 * Fetches and runs the bundle at `url`, once per page; a failed download is tried again next time,
 * with a query the host ignores: a browser that keeps a failed module fetch for the page's life
 * (Chromium before whatwg/html#10327) would fail the same address again without asking the network.
 */
export function runOnDemand(url: string): Promise<unknown> {
  let run = running.get(url);
  if (!run) {
    const failed = failures.get(url) ?? 0;
    run = import(/* @vite-ignore */ failed ? `${url}?retry=${failed}` : url).catch(
      (error: unknown) => {
        running.delete(url);
        failures.set(url, failed + 1);
        throw error;
      },
    );
    running.set(url, run);
  }
  return run;
}
