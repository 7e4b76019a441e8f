import type { KeepRequest } from "@/features/offline/protocol";
import { offlineReadingOn } from "@/site/features";

/**
 * Registers the service worker (src/features/offline/worker.ts) from every page of the build, after the
 * page has loaded (a module script runs before the load event). A page the worker did not
 * control when it loaded (the first visit) sends it, once it does, the addresses it loaded, so
 * that page too is readable offline; then, as they finish, the ones that were still on their way
 * when the worker took over (a file the page asked for when idle): those did not pass through the
 * worker either (their `workerStart` is 0). The worker knows the page by the message's source.
 * `npm run dev`, and a build with offline reading off (src/features/offline/switch.ts), register none and remove
 * one found on the same address. Run by
 * BaseLayout's script, on every page: kept to a few hundred bytes.
 */
export function registerOfflineReading(): void {
  const sw = navigator.serviceWorker;
  if (!sw) return;
  // Offline reading turned off (src/site/site.ts, or OFFLINE_SWITCH; both literal in the build):
  // no worker, and one registered before is removed.
  if (
    !import.meta.env.PROD ||
    !offlineReadingOn ||
    import.meta.env.PUBLIC_OFFLINE_READING === "off"
  ) {
    void sw.getRegistrations().then((all) => all.forEach((r) => void r.unregister()));
    return;
  }
  if (!sw.controller) {
    const send = (entries: PerformanceEntryList, page: boolean) => {
      const files = entries
        .filter((e) => !(e as PerformanceResourceTiming).workerStart)
        .map((e) => e.name);
      if (page || files.length) sw.controller?.postMessage({ page, files } satisfies KeepRequest);
    };
    sw.oncontrollerchange = () => {
      send(performance.getEntriesByType("resource"), true);
      new PerformanceObserver((list) => send(list.getEntries(), false)).observe({
        type: "resource",
      });
    };
  }
  addEventListener("load", () => void sw.register("/sw.js").catch(() => undefined));
}
