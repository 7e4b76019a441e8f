// A new deploy reaches a returning reader on the next page they open: pages come from the network
// first, and the new service worker takes over at once (skipWaiting, clientsClaim). The test serves
// the build (tools/serve/preview.mjs) on a server of its own, then "deploys" a changed copy of it
// on the same address: one post's title changed, and the offline page changed with the worker's
// revision of it, as a build makes them (no Astro build here).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Page } from "./fixtures";
import { precacheList } from "@/build/worker-precache";
import { OFFLINE_LIMITS, OFFLINE_PAGE, SERVICE_WORKER_URL } from "@/features/offline/constants";
import { startPreview } from "../../tools/serve/preview.mjs";
import { cachedAddresses, controlled, rewriteLedger, settled } from "../support/browser/offline";

test.use({ serviceWorkers: "allow" });

const DIST = "dist";
const h1 = (page: Page) => page.getByRole("heading", { level: 1 });

/** `html` with its first <h1>'s text changed by `change`. */
function changeHeading(html: string, change: (text: string) => string): string {
  return html.replace(
    /(<h1\b[^>]*>)([^<]*)(<\/h1>)/,
    (_, open, text, close) => open + change(text) + close,
  );
}

/**
 * Resolves once the new deploy's worker (the one whose precache holds `revision`) is the active one
 * and activated, none other installing or waiting: its activate event (Workbox removing the old
 * deploy's precached files) is done. The browser looks for it after a navigation, and activates it
 * once the old one is idle: 3 to 5.3 s here, close to a fixed poll's 5 s.
 */
async function replaced(page: Page, revision: string): Promise<void> {
  await page.evaluate(async (revision) => {
    const done = async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      if (!registration || registration.installing || registration.waiting) return false;
      if (registration.active?.state !== "activated") return false;
      const names = await caches.keys();
      const lists = await Promise.all(
        names.map(async (name) => (await (await caches.open(name)).keys()).map((r) => r.url)),
      );
      return lists.flat().some((url) => url.includes(revision));
    };
    while (!(await done())) await new Promise((resolve) => setTimeout(resolve, 100));
  }, revision);
}

/** The offline page's revision in a build's precache list. */
const offlineRevision = (dir: string) =>
  precacheList(dir).find((entry) => entry.url === OFFLINE_PAGE)!.revision!;

test("a changed build reaches the reader on the next navigation, and its worker takes over", async ({
  page,
  context,
}) => {
  const next = mkdtempSync(join(tmpdir(), "next-deploy-"));
  cpSync(DIST, next, { recursive: true });
  const post = join(next, "blog", "1", "index.html");
  writeFileSync(
    post,
    changeHeading(readFileSync(post, "utf8"), (text) => `Revised: ${text}`),
  );
  const offline = join(next, OFFLINE_PAGE, "index.html");
  writeFileSync(
    offline,
    changeHeading(readFileSync(offline, "utf8"), () => "Offline, new deploy"),
  );
  const before = offlineRevision(DIST);
  const after = offlineRevision(next);
  expect(after).not.toBe(before);
  const worker = join(next, SERVICE_WORKER_URL);
  const code = readFileSync(worker, "utf8");
  expect(code).toContain(before);
  writeFileSync(worker, code.replace(before, after));

  const server = await startPreview({ root: DIST });
  try {
    await page.goto(`${server.url}/blog/2`);
    await controlled(page);
    await page.goto(`${server.url}/blog/1`);
    const title = (await h1(page).textContent())!.trim();
    expect(title).not.toContain("Revised");

    server.deploy(next);
    // The next page opened is the new deploy's, though the old worker answered it.
    await page.goto(`${server.url}/blog/1`);
    await expect(h1(page)).toHaveText(`Revised: ${title}`);
    // The browser looks for a new worker after a navigation: it installs, takes over at once and
    // replaces the old deploy's offline page with its own.
    await page.goto(`${server.url}/blog/2`);
    await replaced(page, after);
    const urls = await cachedAddresses(page);
    expect(
      [before, after].filter((revision) => urls.some((url) => url.includes(revision))),
    ).toEqual([after]);
    await context.setOffline(true);
    await page.goto(`${server.url}/blog/3`);
    await expect(h1(page)).toHaveText("Offline, new deploy");
    await page.goto(`${server.url}/blog/1`);
    await expect(h1(page)).toHaveText(`Revised: ${title}`);
  } finally {
    await server.stop();
    rmSync(next, { recursive: true, force: true });
  }
});

test("a kept page that shows testimonials is fetched again when the reader is online, so one erased since leaves it", async ({
  page,
  context,
}) => {
  // The next deploy's Expertise no longer shows one of the testimonials (erased, then rebuilt).
  const next = mkdtempSync(join(tmpdir(), "next-deploy-"));
  cpSync(DIST, next, { recursive: true });
  const expertise = join(next, "expertise", "index.html");
  const html = readFileSync(expertise, "utf8");
  const [erased, kept] = [...html.matchAll(/data-testimonial-doc="([^"]+)"/g)].map((m) => m[1]);
  expect(erased && kept).toBeTruthy();
  // Its quote under an offer and its card among the featured ones.
  const shows = (tag: string) =>
    new RegExp(`<${tag}[^>]*data-testimonial-doc="${erased}"[\\s\\S]*?</${tag}>`, "g");
  const rebuilt = html.replace(shows("figure"), "").replace(shows("li"), "");
  expect(rebuilt).not.toContain(`"${erased}"`);
  expect(rebuilt.length).toBeLessThan(html.length);
  writeFileSync(expertise, rebuilt);
  const quote = (id: string) => page.locator(`[data-testimonial-doc="${id}"]`);

  const server = await startPreview({ root: DIST });
  try {
    await page.goto(`${server.url}/expertise`);
    await controlled(page);
    await settled(page, "/expertise");
    // The reader's copy is older than the worker refreshes (OFFLINE_LIMITS.liveRefreshMinutes).
    const age = (OFFLINE_LIMITS.liveRefreshMinutes + 1) * 60_000;
    await rewriteLedger(page, (entries) =>
      entries.map((e) => (new URL(e.url).pathname === "/expertise" ? { ...e, at: e.at - age } : e)),
    );

    server.deploy(next);
    // Online again, the reader opens another page: the worker fetches the old copy again.
    await page.goto(`${server.url}/blog/2`);
    await expect
      .poll(() =>
        page.evaluate(async () => (await (await caches.match("/expertise"))!.text()).length),
      )
      .toBe(readFileSync(expertise, "utf8").length);
    await context.setOffline(true);
    await page.goto(`${server.url}/expertise`);
    const shown =
      readFileSync(expertise, "utf8").split(`data-testimonial-doc="${kept}"`).length - 1;
    expect(shown).toBeGreaterThan(0);
    await expect(quote(kept!)).toHaveCount(shown);
    await expect(quote(erased!)).toHaveCount(0);
  } finally {
    await server.stop();
    rmSync(next, { recursive: true, force: true });
  }
});
