/**
 * The `rel` of links that open in a new tab, and a check of built HTML that every such link and
 * every social-profile link carries what it must, once.
 *
 * A second `rel` attribute on one element is an HTML error and browsers keep only the first, so a
 * profile link written as `rel="noopener" rel="me noopener"` loses `me`, which identity
 * verification (Mastodon, IndieAuth) relies on. Components therefore merge into one attribute.
 */

/** The tokens of a `rel` value: lower-case, each once, in their first order. */
export function relTokens(value: string | null | undefined): string[] {
  const tokens = (value ?? "").toLowerCase().split(/\s+/).filter(Boolean);
  return [...new Set(tokens)];
}

/** The one `rel` of a new-tab link: the given tokens (e.g. "me"), each once, plus `noopener`. */
export function newTabRel(extra?: string | null): string {
  return relTokens(`${extra ?? ""} noopener`).join(" ");
}

export interface LinkProblem {
  /** The offending start tag as written. */
  tag: string;
  problem: string;
}

export interface LinkAudit {
  /** Links that open in a new tab. */
  newTab: number;
  /** Links to one of the given profile addresses. */
  profiles: number;
  problems: LinkProblem[];
}

const START_TAG =
  /<a(?=[\s>/])(?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*\s*\/?>/gi;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function decode(value: string): string {
  return value
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
}

/** Every attribute of a start tag, in order, repeats kept (so duplicates can be seen). */
export function attributesOf(tag: string): [name: string, value: string][] {
  const inner = tag.replace(/^<[^\s>/]+/, "").replace(/\/?>$/, "");
  return [...inner.matchAll(ATTRIBUTE)].map((m) => [
    (m[1] ?? "").toLowerCase(),
    decode(m[2] ?? m[3] ?? m[4] ?? ""),
  ]);
}

function normalUrl(href: string): string {
  return href.trim().replace(/\/+$/, "");
}

/**
 * Checks every `<a>` of a page: at most one `rel`; a `target="_blank"` link has `noopener`;
 * a link to one of `profileHrefs` has `me`; no token twice in one `rel`.
 */
export function auditLinks(html: string, profileHrefs: readonly string[]): LinkAudit {
  const profiles = new Set(profileHrefs.map(normalUrl));
  const audit: LinkAudit = { newTab: 0, profiles: 0, problems: [] };
  for (const [tag] of html.matchAll(START_TAG)) {
    const attributes = attributesOf(tag);
    const rels = attributes.filter(([name]) => name === "rel").map(([, value]) => value);
    const first = (name: string) => attributes.find(([n]) => n === name)?.[1];
    const report = (problem: string) => audit.problems.push({ tag, problem });
    if (rels.length > 1) report(`rel written ${rels.length} times (browsers keep the first)`);
    // What a browser sees: the first rel only.
    const written = (rels[0] ?? "").toLowerCase().split(/\s+/).filter(Boolean);
    const tokens = new Set(written);
    if (tokens.size < written.length) report("a rel token written twice");
    if (first("target")?.toLowerCase() === "_blank") {
      audit.newTab += 1;
      if (!tokens.has("noopener") && !tokens.has("noreferrer"))
        report('opens a new tab without rel="noopener"');
    }
    const href = first("href");
    if (href !== undefined && profiles.has(normalUrl(href))) {
      audit.profiles += 1;
      if (!tokens.has("me")) report('a profile link without rel="me"');
    }
  }
  return audit;
}
