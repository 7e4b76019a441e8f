/**
 * Expertise's three testimonials, read at build time (the page stays static, with no extra
 * JavaScript): the featured ones from the public Firestore documents over the REST API
 * (featured/{slot}, publicTestimonials/{id}), as a visitor reads them: no key, no credentials.
 * Once App Check is enforced a request without its token is refused, so a build for the real
 * project that has the App Check debug token (APP_CHECK_DEBUG_TOKEN: a CI secret, or
 * `.env.production`) exchanges it once and sends the App Check token with every read
 * (src/firebase/app-check-debug.ts). It grants nothing a visitor lacks.
 * The emulator in development and tests, the real project in a deploy (src/firebase/settings.ts
 * decides, from the same PUBLIC_* settings as the browser). When they cannot be read, a local
 * build (a demo-* project: the emulators) goes on with the sample ones and a warning; a build for
 * the real project fails, naming what it could not read, so no deploy bakes the samples in.
 */
import { createHash } from "node:crypto";
import { FEATURED_SLOTS, FEATURED_BUILD_TIMEOUT_MS } from "@/features/testimonials/constants";
import {
  APP_CHECK_HEADER,
  debugTokenIn,
  exchangeDebugToken,
  type AppCheckToken,
} from "@/firebase/app-check-debug";
import { featuredIds, readSlots } from "@/features/testimonials/featured";
import { documentsUrl } from "@/firebase/rest";
import type { FirebaseSettings } from "@/firebase/settings";
import { isDemoProject } from "@/site/local-addresses";

export { documentsUrl };
import { publicFields, type PublicFields } from "@/features/testimonials/records";

/**
 * A featured testimonial as the build bakes it into Expertise: the wall's fields and its id, which
 * the page uses to check, when shown, that it is still published (src/features/testimonials/wall/expertise-removals.ts).
 */
export type BakedTestimonial = PublicFields & { id: string };

/** How the build reads Firestore: tests pass their own fetch, a short timeout, a debug token. */
export interface BuildReadOptions {
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
  /** App Check's debug token (default: APP_CHECK_DEBUG_TOKEN), or null: none. */
  debugToken?: string | null | undefined;
}

/** The build's one App Check token per debug token (the build reads many walls). */
const exchanged = new Map<string, Promise<AppCheckToken>>();

/**
 * The headers of the build's reads: the App Check token for a real project when there is a debug
 * token, else none (a visitor's read; the emulator never gets a token). A refused exchange throws,
 * naming what to do.
 */
export async function buildReadHeaders(
  settings: FirebaseSettings,
  {
    fetchImpl = fetch,
    debugToken = debugTokenIn(process.env),
  }: Pick<BuildReadOptions, "fetchImpl" | "debugToken"> = {},
): Promise<Record<string, string>> {
  if (settings.emulators?.firestore || !debugToken) return {};
  const key = `${settings.options.projectId}/${settings.options.appId ?? ""}/${debugToken}`;
  let token = exchanged.get(key);
  if (!token) {
    token = exchangeDebugToken(settings.options, debugToken, { fetchImpl });
    exchanged.set(key, token);
    token.catch(() => exchanged.delete(key));
  }
  return { [APP_CHECK_HEADER]: (await token).token };
}

/** BuildReadOptions, and where the warning goes when Firestore cannot be read (console.warn). */
export type BuildReadOrWarnOptions = BuildReadOptions & { warn?: (line: string) => void };

type RestValue = { stringValue?: unknown; arrayValue?: { values?: RestValue[] } };

/**
 * The string fields of a REST document ({fields: {name: {stringValue}}}), and its lists of
 * strings (areas) as arrays; others dropped.
 */
export function restStrings(document: unknown): Record<string, string | string[]> {
  const fields = (document as { fields?: Record<string, RestValue> } | null)?.fields;
  const strings: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(fields ?? {})) {
    if (typeof value?.stringValue === "string") strings[key] = value.stringValue;
    else if (value?.arrayValue) {
      strings[key] = (value.arrayValue.values ?? []).flatMap((v) =>
        typeof v.stringValue === "string" ? [v.stringValue] : [],
      );
    }
  }
  return strings;
}

/** One document, or null when it does not exist (404); any other answer throws. */
async function getDocument(
  url: string,
  fetchImpl: typeof fetch,
  signal: AbortSignal,
  headers: Record<string, string>,
) {
  const response = await fetchImpl(url, { signal, headers });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
  return restStrings(await response.json());
}

/** The featured testimonials' public copies, in slot order. Throws when Firestore does not answer. */
export async function loadFeaturedAtBuild(
  settings: FirebaseSettings,
  { fetchImpl = fetch, timeoutMs = FEATURED_BUILD_TIMEOUT_MS, debugToken }: BuildReadOptions = {},
): Promise<BakedTestimonial[]> {
  const base = documentsUrl(settings);
  const signal = AbortSignal.timeout(timeoutMs);
  const headers = await buildReadHeaders(settings, { fetchImpl, debugToken });
  const slots = await Promise.all(
    FEATURED_SLOTS.map(async (slot) => ({
      id: slot,
      testimonial: (await getDocument(`${base}/featured/${slot}`, fetchImpl, signal, headers))
        ?.testimonial,
    })),
  );
  const ids = featuredIds(readSlots(slots));
  const copies = await Promise.all(
    ids.map((id) =>
      getDocument(
        `${base}/publicTestimonials/${encodeURIComponent(id)}`,
        fetchImpl,
        signal,
        headers,
      ),
    ),
  );
  return copies.flatMap((copy, i) => (copy ? [{ ...publicFields(copy), id: ids[i]! }] : []));
}

/**
 * What `read` gives, or, when Firestore cannot be read: for a local build (a demo-* project),
 * `fallback` with one warning naming what was read (`what`), where, why, and what the page shows
 * instead (`instead`); for a build of the real project, a throw with the same facts, which fails
 * the build (a deploy never bakes in the samples or an empty wall in place of her testimonials).
 */
export async function readOrWarn<T>(
  settings: FirebaseSettings,
  read: () => Promise<T>,
  fallback: T,
  {
    what,
    instead,
    warn = console.warn,
  }: { what: string; instead: string; warn?: ((line: string) => void) | undefined },
): Promise<T> {
  try {
    return await read();
  } catch (error) {
    const problem = `[featured] Could not read ${what} from Firestore (${documentsUrl(settings)}): ${error instanceof Error ? error.message : String(error)}.`;
    const project = settings.options.projectId;
    if (!isDemoProject(project)) {
      throw new Error(
        `${problem} The build for the real project "${project}" stops here rather than show the sample ones in their place.`,
        { cause: error },
      );
    }
    warn(`${problem} ${instead}`);
    return fallback;
  }
}

/**
 * The featured ones for the build, or [] with a warning when Firestore cannot be read (the page
 * then shows the sample ones).
 */
export async function featuredForBuild(
  settings: FirebaseSettings,
  { warn, ...options }: BuildReadOrWarnOptions = {},
): Promise<BakedTestimonial[]> {
  return readOrWarn(settings, () => loadFeaturedAtBuild(settings, options), [], {
    what: "the featured testimonials",
    instead: "Expertise shows the sample ones.",
    warn,
  });
}

/**
 * The newest published testimonials (with `area`, only those about it), at most `count`, by a REST
 * structured query: what the wall's first page and an offer's pick read.
 */
export async function newestPublished(
  base: string,
  area: string | null,
  count: number,
  fetchImpl: typeof fetch,
  signal: AbortSignal,
  headers: Record<string, string>,
): Promise<BakedTestimonial[]> {
  const response = await fetchImpl(`${base}:runQuery`, {
    method: "POST",
    signal,
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: "publicTestimonials" }],
        ...(area
          ? {
              where: {
                fieldFilter: {
                  field: { fieldPath: "areas" },
                  op: "ARRAY_CONTAINS",
                  value: { stringValue: area },
                },
              },
            }
          : {}),
        orderBy: [{ field: { fieldPath: "approvedAt" }, direction: "DESCENDING" }],
        limit: count,
      },
    }),
  });
  if (!response.ok) {
    throw new Error(`HTTP ${response.status} for a query of ${area ? `area ${area}` : "the wall"}`);
  }
  const rows = (await response.json()) as { document?: { name?: string } }[];
  return rows.flatMap(({ document }) => {
    if (!document) return [];
    const id = decodeURIComponent(
      String(document.name ?? "")
        .split("/")
        .pop() ?? "",
    );
    return [{ ...publicFields(restStrings(document)), id }];
  });
}

/**
 * Each Expertise offer's testimonial, by area: a featured one about it (in slot order), else the
 * newest published about it, else none (no offer shows praise from another area).
 */
async function offerPicksAtBuild(
  settings: FirebaseSettings,
  areas: readonly string[],
  featured: readonly BakedTestimonial[],
  { fetchImpl = fetch, timeoutMs = FEATURED_BUILD_TIMEOUT_MS, debugToken }: BuildReadOptions = {},
): Promise<Record<string, BakedTestimonial | null>> {
  const base = documentsUrl(settings);
  const signal = AbortSignal.timeout(timeoutMs);
  const headers = await buildReadHeaders(settings, { fetchImpl, debugToken });
  const picks = await Promise.all(
    areas.map(
      async (area) =>
        featured.find((t) => t.areas?.some((a) => a === area)) ??
        (await newestPublished(base, area, 1, fetchImpl, signal, headers))[0],
    ),
  );
  return Object.fromEntries(areas.map((area, i) => [area, picks[i] ?? null]));
}

/** offerPicksAtBuild, or no picks with a warning when Firestore cannot be read. */
export async function offerPicksForBuild(
  settings: FirebaseSettings,
  areas: readonly string[],
  featured: readonly BakedTestimonial[],
  { warn, ...options }: BuildReadOrWarnOptions = {},
): Promise<Record<string, BakedTestimonial | null>> {
  return readOrWarn(
    settings,
    () => offerPicksAtBuild(settings, areas, featured, options),
    {},
    {
      what: "the offers' testimonials",
      instead: "The offers show none.",
      warn,
    },
  );
}

/**
 * A short fingerprint of what Expertise shows from Firestore (the featured public copies, in
 * order), written into the built page: the daily check (tools/ops/featured-check.mjs) compares the
 * live page's with a fresh build's and deploys when they differ.
 */
export function featuredStamp(featured: unknown): string {
  return createHash("sha256").update(JSON.stringify(featured)).digest("hex").slice(0, 16);
}
