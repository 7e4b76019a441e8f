// Offline reading can always be recalled (issue 40): a new worker removes what an older one kept
// under names it does not use; the kill switch (`npm run offline -- --off`) reaches a reader with
// open tabs; and a rollback to a release from before the worker, served with the kill switch as
// `npm run rollback` adds it (tools/ops/hosting-versions.mjs), leaves the reader with no worker,
// where the release alone (its /sw.js a 404) would not. Each test serves the build on a server of
// its own (tools/serve/preview.mjs) and "deploys" another folder on the same address.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Page } from "./fixtures";
import { killSwitchCode } from "@/build/worker-precache";
import { OFFLINE_CACHES, SERVICE_WORKER_URL } from "@/features/offline/constants";
import { startPreview } from "../../tools/serve/preview.mjs";
import { controlled, kept } from "../support/browser/offline";

test.use({ serviceWorkers: "allow" });

const DIST = "dist";
const folders: string[] = [];
test.afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the build, as another deploy; `worker` replaces its /sw.js. */
function deployOf(worker: (code: string) => string): string {
  const dir = mkdtempSync(join(tmpdir(), "deploy-"));
  folders.push(dir);
  cpSync(DIST, dir, { recursive: true });
  const file = join(dir, SERVICE_WORKER_URL);
  writeFileSync(file, worker(readFileSync(file, "utf8")));
  return dir;
}

// A page the kill switch reloads may be between documents: asked then, these answer undefined (a
// poll asks again).
const cacheNames = (page: Page) => page.evaluate(() => caches.keys()).catch(() => undefined);
const registrations = (page: Page) =>
  page
    .evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)
    .catch(() => undefined);
/** Marks the page's document: a reload drops the mark. */
const mark = (page: Page) =>
  page.evaluate(() => ((window as Window & { __mark?: boolean }).__mark = true));
/** Whether the page was reloaded since `mark` and no worker controls it. */
const reloadedUncontrolled = (page: Page) =>
  page
    .evaluate(
      () =>
        !(window as Window & { __mark?: boolean }).__mark &&
        navigator.serviceWorker.controller === null,
    )
    .catch(() => undefined);
/** Whether a worker controls the page. */
const isControlled = (page: Page) =>
  page.evaluate(() => navigator.serviceWorker.controller !== null).catch(() => undefined);

test("a new worker removes the caches an older one left under names it does not use", async ({
  page,
}) => {
  const next = deployOf((code) => `${code}\n// the next deploy\n`);
  const server = await startPreview({ root: DIST });
  try {
    await page.goto(`${server.url}/blog/2`);
    await controlled(page);
    await page.goto(`${server.url}/blog/1`);
    await kept(page, "/blog/1");
    // What the first worker kept, before its caches carried a version.
    const old = ["offline-pages", "offline-files", "offline-meta"];
    await page.evaluate(async (names) => {
      for (const name of names) await (await caches.open(name)).put("/blog/9", new Response("old"));
    }, old);
    expect(await cacheNames(page)).toEqual(expect.arrayContaining(old));

    server.deploy(next);
    await page.goto(`${server.url}/blog/3`);
    await expect
      .poll(async () => ((await cacheNames(page)) ?? []).filter((name) => old.includes(name)))
      .toEqual([]);
    // This version's are kept, and what they hold.
    expect(await cacheNames(page)).toContain(OFFLINE_CACHES.pages);
    await kept(page, "/blog/1");
  } finally {
    await server.stop();
  }
});

test("the kill switch reaches a reader with open tabs: they reload uncontrolled, with no cache and no worker", async ({
  page,
  context,
}) => {
  const off = deployOf(() => "");
  writeFileSync(join(off, SERVICE_WORKER_URL), await killSwitchCode(process.cwd()));
  const server = await startPreview({ root: DIST });
  try {
    await page.goto(`${server.url}/blog/2`);
    await controlled(page);
    const other = await context.newPage();
    await other.goto(`${server.url}/blog/1`);
    await controlled(other);
    await kept(other, "/blog/1");
    await mark(page);
    await mark(other);

    server.deploy(off);
    // The browser's own look for a new worker (as after a navigation, or daily), from one tab.
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    for (const tab of [page, other]) await expect.poll(() => reloadedUncontrolled(tab)).toBe(true);
    await expect.poll(() => cacheNames(page)).toEqual([]);
    // These pages are the worker's build and register it again: it clears and unregisters at once,
    // reloading nothing (a build with offline reading off registers none).
    await expect.poll(() => registrations(page)).toBe(0);
    await expect.poll(() => reloadedUncontrolled(other)).toBe(true);
    await expect(other.getByRole("heading", { level: 1 })).toBeVisible();
  } finally {
    await server.stop();
  }
});

test("a rollback to a release from before the worker: alone it leaves the worker; with the kill switch the reader ends with none", async ({
  page,
}) => {
  // A release from before offline reading: pages that register no worker, and no /sw.js.
  const before = mkdtempSync(join(tmpdir(), "before-worker-"));
  folders.push(before);
  const html = (title: string) =>
    `<!doctype html><html lang="en"><title>${title}</title><main><h1>${title}</h1></main></html>`;
  mkdirSync(join(before, "blog", "1"), { recursive: true });
  writeFileSync(join(before, "index.html"), html("Home, before offline reading"));
  writeFileSync(join(before, "blog", "1", "index.html"), html("Post, before offline reading"));
  writeFileSync(join(before, "404.html"), html("Not found"));
  const h1 = page.getByRole("heading", { level: 1 });

  const server = await startPreview({ root: DIST });
  try {
    await page.goto(`${server.url}/blog/2`);
    await controlled(page);
    await page.goto(`${server.url}/blog/1`);
    await kept(page, "/blog/1");

    // `hosting:clone` of that release: /sw.js answers 404, and the browser keeps the worker.
    server.deploy(before);
    await page.goto(`${server.url}/blog/1`);
    await expect(h1).toHaveText("Post, before offline reading");
    const update = await page.evaluate(async () =>
      (await navigator.serviceWorker.getRegistration())!.update().then(
        () => "updated",
        (error: unknown) => String(error),
      ),
    );
    expect(update).toMatch(/404|bad HTTP response/i);
    await page.goto(`${server.url}/blog/1`);
    expect(await isControlled(page)).toBe(true);
    expect((await cacheNames(page))?.length).toBeGreaterThan(0);

    // `npm run rollback`'s release of it: the same files and the kill switch as /sw.js.
    writeFileSync(join(before, SERVICE_WORKER_URL), await killSwitchCode(process.cwd()));
    server.deploy(before);
    await page.goto(`${server.url}/blog/1`);
    await expect.poll(() => isControlled(page)).toBe(false);
    await expect.poll(() => cacheNames(page)).toEqual([]);
    await expect.poll(() => registrations(page)).toBe(0);
    await expect(h1).toHaveText("Post, before offline reading");
    // It stays so: the next page comes from the host, with no worker.
    await page.goto(`${server.url}/blog/1`);
    expect(await registrations(page)).toBe(0);
    expect(await isControlled(page)).toBe(false);
  } finally {
    await server.stop();
  }
});
