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
import { OFFLINE_PAGE, SERVICE_WORKER_URL } from "@/features/offline/constants";
import { startPreview } from "../../tools/serve/preview.mjs";
import { cachedAddresses, controlled } from "../support/browser/offline";

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
    await expect
      .poll(async () => {
        const urls = await cachedAddresses(page);
        return [before, after].filter((revision) => urls.some((url) => url.includes(revision)));
      })
      .toEqual([after]);
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
