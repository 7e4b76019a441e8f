/**
 * Browser-test helpers for a page's code that does not arrive (src/runtime/island-load.ts): where an
 * island's or a page's scripts are, and a connection that drops their downloads until it is back.
 */
import type { Page } from "@playwright/test";

/** `path`'s HTML, and its address (to resolve the addresses it names). */
async function pageHtml(page: Page, path: string): Promise<{ html: string; base: string }> {
  const response = await page.request.get(path);
  return { html: await response.text(), base: response.url() };
}

/** The island's code as `path`'s HTML names it: its component's chunk and its renderer's. */
export async function islandCode(
  page: Page,
  path: string,
  component: string,
): Promise<{ component: string; renderer: string }> {
  const { html, base } = await pageHtml(page, path);
  const island = html.match(
    new RegExp(`<astro-island[^>]*component-url="([^"]*/${component}\\.[^"]*)"[^>]*>`),
  );
  const renderer = island?.[0].match(/renderer-url="([^"]*)"/);
  if (!island || !renderer) throw new Error(`No island of ${component} on ${path}`);
  return { component: new URL(island[1]!, base).href, renderer: new URL(renderer[1]!, base).href };
}

/** The module script of `path` whose file name starts with `name` (an Astro page script). */
export async function pageScript(page: Page, path: string, name: string): Promise<string> {
  const { html, base } = await pageHtml(page, path);
  const script = html.match(new RegExp(`<script type="module" src="([^"]*/${name}[^"]*)"`));
  if (!script) throw new Error(`No script ${name} on ${path}`);
  return new URL(script[1]!, base).href;
}

/** The chunks a chunk names, in order: its static imports first, then what it imports later. */
export async function chunkImports(page: Page, chunk: string): Promise<string[]> {
  const code = await (await page.request.get(chunk)).text();
  const imported = [...code.matchAll(/(?:from|import)\s*\(?\s*["'`](\.\/[^"'`]+)["'`]/g)];
  return imported.map((match) => new URL(match[1]!, chunk).href);
}

/** The first chunk a chunk imports: the first download its own code waits for. */
export async function firstImport(page: Page, chunk: string): Promise<string> {
  const [first] = await chunkImports(page, chunk);
  if (!first) throw new Error(`${chunk} imports nothing`);
  return first;
}

/**
 * Drops every download of `url` (whatever its query: Astro's runtime retries a failed import
 * with `?astro-retry=<time>`), as a lost connection would, until `reconnect()`; `asked` lists
 * every request for it, dropped or not.
 */
export async function dropDownloads(page: Page, url: string) {
  const path = new URL(url).pathname;
  let connected = false;
  const asked: string[] = [];
  await page.route(
    (address) => address.pathname === path,
    (route) => {
      asked.push(route.request().url());
      return connected ? route.continue() : route.abort("internetdisconnected");
    },
  );
  return {
    asked,
    reconnect: () => {
      connected = true;
    },
  };
}
