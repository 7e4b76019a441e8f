/**
 * Registers the service worker (src/features/offline/worker.ts) from every page of the build, after the
 * page has loaded (a module script runs before the load event). A page the worker did not
 * control when it loaded (the first visit) sends it, once it does, the addresses it loaded (a
 * plain list: the worker knows the page by the message's source), so that page too is readable
 * offline. `npm run dev` registers none and removes one a build left on the same address. Run by
 * BaseLayout's script, on every page: kept to a few hundred bytes.
 */
export function registerOfflineReading(): void {
  const sw = navigator.serviceWorker;
  if (!sw) return;
  if (!import.meta.env.PROD) {
    void sw.getRegistrations().then((all) => all.forEach((r) => void r.unregister()));
    return;
  }
  if (!sw.controller) {
    sw.oncontrollerchange = () =>
      sw.controller?.postMessage(performance.getEntriesByType("resource").map((e) => e.name));
  }
  addEventListener("load", () => void sw.register("/sw.js").catch(() => undefined));
}
