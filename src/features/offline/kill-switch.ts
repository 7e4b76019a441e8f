/**
 * The kill switch: the service worker a build puts at /sw.js instead of the offline-reading one
 * (src/features/offline/worker.ts) when offline reading is turned off (siteFeatures.offlineReading
 * in src/site/site.ts, or `npm run offline -- --off`: src/features/offline/switch.ts), and that
 * `npm run rollback` adds to a release from before the worker.
 * A reader's browser finds it as it looks for a new worker (after a navigation, at least daily): it
 * takes over at once, removes every cache of the site, unregisters itself and reloads the pages the
 * old worker controlled, which then load from the network, with no worker. It has no fetch handler:
 * nothing passes through it. A page that registers it anew (a build with offline reading off does
 * not) has no page to reload: it clears and unregisters, and no reload loop can start.
 * docs/decisions.md, "Offline reading"; docs/operating.md.
 */
interface Reloadable {
  url: string;
  navigate(url: string): Promise<unknown>;
}
interface KillSwitchScope {
  skipWaiting(): Promise<void>;
  registration: { unregister(): Promise<boolean> };
  clients: { matchAll(options: { type: "window" }): Promise<Reloadable[]> };
  addEventListener(
    type: "install" | "activate",
    listener: (event: Event & { waitUntil(promise: Promise<unknown>): void }) => void,
  ): void;
}
declare const self: KillSwitchScope;
// A module, so that `self` above is this file's own declaration.
export {};

self.addEventListener("install", () => void self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(retire()));

async function retire(): Promise<void> {
  await Promise.all((await caches.keys()).map((name) => caches.delete(name)));
  // The pages this worker controls: those the old one did (activating, it took them over), never
  // those of a fresh registration (it claims none).
  const pages = await self.clients.matchAll({ type: "window" });
  await self.registration.unregister();
  // Not awaited: a navigation may wait for this activation to end.
  for (const page of pages) void page.navigate(page.url).catch(() => undefined);
}
