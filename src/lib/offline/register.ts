/**
 * Registers the service worker (src/sw/service-worker.ts) from every page of the build, after the
 * page has loaded. A page the worker did not control when it loaded (the first visit) tells it,
 * once it does, what it loaded, so that page too is readable offline. `npm run dev` registers
 * none and removes one a build left on the same address. Run by BaseLayout's script.
 */
import { OFFLINE_MESSAGES, SERVICE_WORKER_URL } from "@/lib/constants";

export function registerOfflineReading(): void {
  const sw = navigator.serviceWorker;
  if (!sw) return;
  if (!import.meta.env.PROD) {
    void sw.getRegistrations().then((all) => all.forEach((r) => void r.unregister()));
    return;
  }
  if (!sw.controller) {
    sw.addEventListener(
      "controllerchange",
      () =>
        sw.controller?.postMessage({
          type: OFFLINE_MESSAGES.keep,
          page: location.href,
          files: performance.getEntriesByType("resource").map((entry) => entry.name),
        }),
      { once: true },
    );
  }
  const register = () => void sw.register(SERVICE_WORKER_URL).catch(() => undefined);
  if (document.readyState === "complete") register();
  else addEventListener("load", register, { once: true });
}
