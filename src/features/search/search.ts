/**
 * The search page's browser code, loaded by the page's small script only when the visitor starts a
 * search (types, submits, or opens /search?q=...); it then fetches Pagefind's own script
 * (dist/pagefind/pagefind.js, built with the site) and its WebAssembly. Results are built as DOM
 * nodes, never as HTML. With the service worker in control it has the search's files kept, and
 * offline it shows only the pages kept on the device (offline.ts).
 */
import { DATA_SAVER_ATTRIBUTE } from "@/site/constants";
import { SEARCH_OFFLINE_SCAN } from "@/features/search/constants";
import { searchMessages } from "@/features/search/messages";
import { keepSearchFiles, keptOnly, pageIsKept } from "@/features/search/offline";

interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
}
interface Pagefind {
  init?: () => Promise<void>;
  debouncedSearch: (
    query: string,
    options?: object,
    ms?: number,
  ) => Promise<{ results: { data: () => Promise<PagefindResultData> }[] } | null>;
}

/** Results shown at most; enough for a personal blog, and each costs one small fetch. */
const MAX_RESULTS = 10;
const PAGEFIND_URL = "/pagefind/pagefind.js";

/** A Pagefind URL ("/blog/3/") as the host serves it ("/blog/3"). */
export function cleanUrl(url: string): string {
  return url.replace(/(?<=.)\/$/, "").replace(/\/(?=[?#])/, "");
}

/**
 * Pagefind's excerpt is escaped text with <mark> around the matches: turn it into text nodes and
 * <mark> elements (no HTML is ever inserted).
 */
export function excerptParts(excerpt: string): { text: string; mark: boolean }[] {
  const decode = (s: string) =>
    s
      .replace(/<[^>]*>/g, "")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&#0?39;/g, "'")
      .replace(/&amp;/g, "&");
  return excerpt
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter(Boolean)
    .map((part) => ({ text: decode(part), mark: part.startsWith("<mark>") }));
}

/** Loads Pagefind once, on first use (`npm run dev` has no index: the promise rejects). */
function pagefindLoader(): () => Promise<Pagefind> {
  let pagefind: Promise<Pagefind> | undefined;
  return () =>
    (pagefind ??= (
      import.meta.env.DEV
        ? Promise.reject(new Error("`npm run dev` serves no search index"))
        : (import(/* @vite-ignore */ PAGEFIND_URL) as Promise<Pagefind>)
    ).then(async (module) => {
      await module.init?.();
      return module;
    }));
}

/** The status line for `n` results of the query `q` (at most MAX_RESULTS are shown). */
export function resultsText(n: number, q: string): string {
  return n === 0
    ? `No results for “${q}”.`
    : `${n} result${n === 1 ? "" : "s"} for “${q}”${n > MAX_RESULTS ? `, the first ${MAX_RESULTS} shown` : ""}.`;
}

/** One result as a list item: its kind, its title as a link, and the excerpt with its marks. */
function resultItem(result: PagefindResultData): HTMLLIElement {
  const item = document.createElement("li");
  item.className = "card p-5";
  const kind = document.createElement("p");
  kind.className = "text-paprika text-xs font-semibold tracking-widest uppercase";
  kind.textContent = result.meta["kind"] ?? "Page";
  const heading = document.createElement("h2");
  heading.className = "mt-1 text-xl font-semibold";
  const link = document.createElement("a");
  link.href = cleanUrl(result.url);
  link.className = "hover:text-paprika";
  link.textContent = result.meta["title"] ?? link.pathname;
  heading.append(link);
  const excerpt = document.createElement("p");
  excerpt.className = "text-muted mt-2 leading-relaxed";
  for (const part of excerptParts(result.excerpt)) {
    if (part.mark) {
      const mark = document.createElement("mark");
      mark.textContent = part.text;
      excerpt.append(mark);
    } else excerpt.append(part.text);
  }
  item.append(kind, heading, excerpt);
  return item;
}

export function mountSearch(root: HTMLElement): void {
  const form = root.querySelector("form");
  const input = root.querySelector<HTMLInputElement>('input[name="q"]');
  const status = root.querySelector<HTMLElement>("[data-search-status]");
  const list = root.querySelector<HTMLOListElement>("[data-search-results]");
  if (!form || !input || !status || !list) return;

  const load = pagefindLoader();
  // Online, with the worker in control (and no data saver), the search's files are kept once.
  let keeping = false;
  const keepForOffline = () => {
    // Data saver on: <html>'s attribute (not the effects' dataSaverOn, whose import would split
    // the effects into a chunk every page then fetches).
    const saving = document.documentElement.hasAttribute(DATA_SAVER_ATTRIBUTE);
    if (keeping || saving || !navigator.onLine || !navigator.serviceWorker?.controller) return;
    keeping = true;
    void keepSearchFiles();
  };

  let latest = 0;
  async function run(query: string): Promise<void> {
    const ticket = ++latest;
    const q = query.trim();
    if (!q) {
      list!.replaceChildren();
      status!.textContent = "";
      return;
    }
    root.dataset["state"] = "searching";
    let found;
    try {
      found = await (await load()).debouncedSearch(q, {}, 250);
    } catch {
      // `npm run dev` has no index (the build makes it: src/build/search-index.ts).
      status!.textContent = import.meta.env.DEV
        ? "Search needs the index that the build makes: run `npm run build`, then `npm run preview`."
        : navigator.onLine
          ? searchMessages.unavailable
          : searchMessages.offlineUnavailable;
      root.dataset["state"] = "error";
      return;
    }
    // null: a newer keystroke superseded this search.
    if (found === null || ticket !== latest) return;
    keepForOffline();
    const offline = !navigator.onLine;
    let data: PagefindResultData[];
    let n = found.results.length;
    if (offline) {
      // Only the pages kept on the device can be opened: the others are left out, and counted out.
      const read = await Promise.all(
        found.results.slice(0, SEARCH_OFFLINE_SCAN).map((r) => r.data().catch(() => null)),
      );
      const kept = await keptOnly(
        read.map((result) => result && { ...result, url: cleanUrl(result.url) }),
        pageIsKept,
      );
      n = kept.length;
      data = kept.slice(0, MAX_RESULTS);
    } else {
      data = await Promise.all(found.results.slice(0, MAX_RESULTS).map((r) => r.data()));
    }
    if (ticket !== latest) return;
    list!.replaceChildren(...data.map(resultItem));
    status!.textContent = offline
      ? `${resultsText(n, q)} ${searchMessages.offlineNote}`
      : resultsText(n, q);
    root.dataset["state"] = "done";
  }

  input.addEventListener("input", () => void run(input.value));
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const url = new URL(location.href);
    url.searchParams.set("q", input.value.trim());
    history.replaceState(null, "", url);
    void run(input.value);
  });
  // The search that made this code load: what is typed, or else the address's ?q=.
  const initial = new URLSearchParams(location.search).get("q");
  if (!input.value && initial) input.value = initial;
  if (input.value) void run(input.value);
}
