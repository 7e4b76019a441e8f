/**
 * The site's Content-Security-Policy, built from the hashes of the inline scripts of the built
 * pages and the origins the site talks to. Used by tools/ops/write-csp.mjs (writes the production policy
 * into firebase.json, or checks it) and tools/serve/preview.mjs (adds the local backend when
 * serving dist/ on loopback for the tests). Framework-free; runs in Node only. Astro's own
 * `security.csp` does not cover this site (docs/decisions.md, "The CSP hashes: our own, not
 * Astro's `security.csp`").
 */
import { createHash } from "node:crypto";
import {
  LOCAL_AUTH_EMULATOR_PORT,
  LOCAL_CLOUDINARY,
  LOCAL_FIRESTORE_EMULATOR_PORT,
  LOCAL_FORM_ENDPOINT,
} from "../site/local-addresses.ts";

/** Directive name -> source list, in the order they are written. */
export type Directives = Map<string, string[]>;

/** Where the production site connects to. */
export const FIREBASE_AUTH = [
  "https://identitytoolkit.googleapis.com",
  "https://securetoken.googleapis.com",
];
export const FIRESTORE = "https://firestore.googleapis.com";
/** Cloudinary's upload API host (uploadSource names the cloud's upload path on it). */
export const CLOUDINARY_UPLOAD = "https://api.cloudinary.com";
export const CLOUDINARY_DELIVERY = "https://res.cloudinary.com";
/** The form service's origin, allowed whole only while no form endpoint is configured. */
export const DEFAULT_FORM_ENDPOINT = "https://formspree.io";
/** The newsletter service's origin, allowed whole only while no newsletter endpoint is configured. */
export const DEFAULT_NEWSLETTER_ENDPOINT = "https://buttondown.com";
/**
 * App Check with the reCAPTCHA Enterprise provider (only when PUBLIC_APP_CHECK_SITE_KEY is set).
 * Without App Check the policy has no script host: script hosts fail Lighthouse's csp-xss audit,
 * and the 'strict-dynamic' it asks for would block Astro's module scripts (docs/decisions.md,
 * "App Check's script hosts and the Content-Security-Policy").
 */
export const APP_CHECK = {
  connect: ["https://content-firebaseappcheck.googleapis.com"],
  script: ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"],
  frame: ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"],
};

/** The CSP source expression of a script's text: 'sha256-<base64>'. */
export function scriptHash(code: string): string {
  return `'sha256-${createHash("sha256").update(code, "utf8").digest("base64")}'`;
}

/** Script types the browser runs (everything else, e.g. application/ld+json, is data). */
const EXECUTABLE =
  /^(|module|importmap|speculationrules|(text|application)\/(x-)?(java|ecma)script)$/i;

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(
    `(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?`,
    "i",
  ).exec(attributes);
  return match ? (match[1] ?? match[2] ?? match[3] ?? "") : undefined;
}

/** The text of every inline script of a page that the browser would execute (no src, JS type). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = "", code = ""] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi,
  )) {
    if (attribute(attributes, "src") !== undefined) continue;
    if (!EXECUTABLE.test((attribute(attributes, "type") ?? "").trim())) continue;
    scripts.push(code);
  }
  return scripts;
}

/**
 * What a CSP cannot allow and the build must not contain: inline event handler attributes
 * (onclick="...") and javascript: URLs in tags. Returns them as found.
 */
export function inlineHandlers(html: string): string[] {
  const found: string[] = [];
  for (const [tag] of html.matchAll(/<[a-z][^\s>]*(?:\s[^>]*)?>/gi)) {
    const handler = /\son[a-z]+\s*=/i.exec(tag);
    if (handler || /=\s*["']?\s*javascript:/i.test(tag)) found.push(tag);
  }
  return found;
}

export interface PolicyOptions {
  /** 'sha256-...' sources of the inline scripts (scriptHash). */
  scriptHashes: string[];
  /** The contact form's endpoint URL (PUBLIC_CONTACT_ENDPOINT); default Formspree. */
  contactEndpoint?: string | undefined;
  /**
   * The newsletter's sign-up URL (PUBLIC_NEWSLETTER_ENDPOINT); default Buttondown. Ignored when
   * `newsletter` is false.
   */
  newsletterEndpoint?: string | undefined;
  /** Is the newsletter on (src/site/site.ts siteFeatures)? Off, the policy names no newsletter. */
  newsletter?: boolean | undefined;
  /**
   * Is offline reading on (src/features/offline/switch.ts)? Off, no page registers a worker and
   * the policy allows none.
   */
  offlineReading?: boolean | undefined;
  /** Where new testimonials are sent for the owner (PUBLIC_TESTIMONIAL_ENDPOINT); default Formspree. */
  testimonialEndpoint?: string | undefined;
  /** App Check configured (PUBLIC_APP_CHECK_SITE_KEY set)? */
  appCheck?: boolean | undefined;
  /** The Cloudinary cloud visitors' photos are kept in (PUBLIC_CLOUDINARY_CLOUD_NAME). */
  cloudName?: string | undefined;
}

/**
 * Where visitors' photos are shown from: the site's own cloud at Cloudinary's delivery host (a
 * path source: no other cloud's images), or the host alone when no cloud is named yet.
 */
export function photoSource(cloudName: string | undefined): string {
  return cloudName
    ? `${CLOUDINARY_DELIVERY}/${encodeURIComponent(cloudName)}/`
    : CLOUDINARY_DELIVERY;
}

/**
 * A source expression that matches `url` exactly: its origin and path, without query or fragment
 * (CSP matching ignores the query, and a source cannot hold one), `;` and `,` percent-encoded (the
 * policy's separators; matching decodes both sides). A path without a trailing slash matches that
 * path only, so /f/abc allows neither /f/abd nor /f/abc/x. After a redirect the browser checks the
 * origin alone, so a service's own redirect (on its host) stays allowed.
 */
export function exactSource(url: string): string {
  const { origin, pathname } = new URL(url);
  return `${origin}${pathname.replace(/;/g, "%3B").replace(/,/g, "%2C")}`;
}

/**
 * Where the page may upload visitors' photos: the site's own cloud's image upload path at
 * Cloudinary's API host (what src/features/testimonials/photo/photo-upload.ts cloudinaryUploadUrl
 * builds), or the host alone when no cloud is named yet.
 */
export function uploadSource(cloudName: string | undefined): string {
  return cloudName
    ? `${CLOUDINARY_UPLOAD}/v1_1/${encodeURIComponent(cloudName)}/image/upload`
    : CLOUDINARY_UPLOAD;
}

/**
 * Where the page may send a form endpoint's posts (connect-src): exactly the configured form URL
 * (exactSource), or the form service's origin when none is configured.
 */
export function formConnectSource(endpoint: string | undefined): string {
  return endpoint ? exactSource(endpoint) : DEFAULT_FORM_ENDPOINT;
}

/**
 * The newsletter's sources: connect-src the configured sign-up URL exactly (exactSource), or the
 * service's origin while none is configured; form-action that URL's origin (the plain form post,
 * and the service's own pages it redirects to); none when the newsletter is off.
 */
export function newsletterSources(
  endpoint: string | undefined,
  on = true,
): { connect: string[]; form: string[] } {
  if (!on) return { connect: [], form: [] };
  return endpoint
    ? { connect: [exactSource(endpoint)], form: [new URL(endpoint).origin] }
    : { connect: [DEFAULT_NEWSLETTER_ENDPOINT], form: [DEFAULT_NEWSLETTER_ENDPOINT] };
}

/** The production policy's directives. */
export function productionDirectives({
  scriptHashes,
  contactEndpoint,
  newsletterEndpoint,
  newsletter: newsletterOn = true,
  offlineReading = true,
  testimonialEndpoint,
  appCheck = false,
  cloudName,
}: PolicyOptions): Directives {
  // A plain form post (without JavaScript) goes to the contact endpoint's origin.
  const form = contactEndpoint ? new URL(contactEndpoint).origin : DEFAULT_FORM_ENDPOINT;
  const newsletter = newsletterSources(newsletterEndpoint, newsletterOn);
  const unique = (list: string[]) => [...new Set(list)];
  return new Map([
    ["default-src", ["'self'"]],
    [
      "script-src",
      unique([
        "'self'",
        // Pagefind's search (/search) compiles its WebAssembly; this allows WebAssembly only,
        // never eval() of script text.
        "'wasm-unsafe-eval'",
        ...[...scriptHashes].sort(),
        ...(appCheck ? APP_CHECK.script : []),
      ]),
    ],
    // Inline styles stay allowed: React style attributes and Astro's island style. The XSS
    // protection is about scripts.
    ["style-src", ["'self'", "'unsafe-inline'"]],
    // Images are the site's own, data: URIs (Pagefind's styles) and visitors' photos, which are
    // all kept on Cloudinary (a pasted address is uploaded there first): no page asks another
    // host for an image, so none learns who reads it.
    ["img-src", ["'self'", "data:", photoSource(cloudName)]],
    ["font-src", ["'self'"]],
    [
      "connect-src",
      unique([
        "'self'",
        ...FIREBASE_AUTH,
        FIRESTORE,
        // The configured endpoints' own paths, not their hosts: no other Cloudinary cloud and no
        // other form of the form service (the testimonial notice is a fetch only, never a form post).
        uploadSource(cloudName),
        formConnectSource(contactEndpoint),
        formConnectSource(testimonialEndpoint),
        ...newsletter.connect,
        ...(appCheck ? APP_CHECK.connect : []),
      ]),
    ],
    ["form-action", unique(["'self'", form, ...newsletter.form])],
    // The service worker (/sw.js, offline reading): the site's own script only; none when off.
    ["worker-src", [offlineReading ? "'self'" : "'none'"]],
    ["frame-src", appCheck ? APP_CHECK.frame : ["'none'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ]);
}

/** "a b; c d" from directives. */
export function serializePolicy(directives: Directives): string {
  return [...directives].map(([name, sources]) => [name, ...sources].join(" ")).join("; ");
}

/** Directives from "a b; c d" (names lower-cased; the first of a repeated directive wins). */
export function parsePolicy(policy: string): Directives {
  const directives: Directives = new Map();
  for (const part of policy.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/**
 * How a served policy differs from the expected one, a line per directive ("script-src: missing
 * 'sha256-…'; extra 'unsafe-inline'"); empty when they allow the same. Order does not matter.
 */
export function policyDifferences(served: string, expected: string): string[] {
  const have = parsePolicy(served);
  const want = parsePolicy(expected);
  const lines: string[] = [];
  for (const name of new Set([...want.keys(), ...have.keys()])) {
    const got = have.get(name);
    const wanted = want.get(name);
    if (!got) {
      lines.push(`${name}: missing (expected ${wanted?.join(" ")})`);
      continue;
    }
    if (!wanted) {
      lines.push(`${name}: not expected (served ${got.join(" ")})`);
      continue;
    }
    const missing = wanted.filter((source) => !got.includes(source));
    const extra = got.filter((source) => !wanted.includes(source));
    const parts = [
      missing.length ? `missing ${missing.join(" ")}` : "",
      extra.length ? `extra ${extra.join(" ")}` : "",
    ].filter(Boolean);
    if (parts.length) lines.push(`${name}: ${parts.join("; ")}`);
  }
  return lines;
}

/** The production policy string. */
export function productionPolicy(options: PolicyOptions): string {
  return serializePolicy(productionDirectives(options));
}

/**
 * What the local server adds for the local backend (src/site/local-addresses.ts): the Auth and
 * Firestore emulators, the form endpoint stand-in and the Cloudinary stand-in (uploads and the
 * images it serves). Never part of the production policy.
 */
export const LOCAL_ADDITIONS: Record<string, string[]> = {
  "connect-src": [
    `http://127.0.0.1:${LOCAL_AUTH_EMULATOR_PORT}`,
    `http://127.0.0.1:${LOCAL_FIRESTORE_EMULATOR_PORT}`,
    LOCAL_FORM_ENDPOINT,
    LOCAL_CLOUDINARY,
  ],
  "img-src": [LOCAL_CLOUDINARY],
  "form-action": [LOCAL_FORM_ENDPOINT],
};

/** A policy with sources added to some directives (a directive missing is created). */
export function withSources(policy: string, additions: Record<string, string[]>): string {
  const directives = parsePolicy(policy);
  for (const [name, sources] of Object.entries(additions)) {
    const current = directives.get(name) ?? [];
    directives.set(name, [...new Set([...current.filter((s) => s !== "'none'"), ...sources])]);
  }
  return serializePolicy(directives);
}

/** The production policy plus the local backend, for serving dist/ on loopback. */
export function withLocalBackend(policy: string): string {
  return withSources(policy, LOCAL_ADDITIONS);
}

/** An http(s) or ws(s) address on this machine: localhost, 127.x.x.x or [::1]. */
export const LOOPBACK = /^(https?|wss?):\/\/(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:|\/|$)/i;

/**
 * Problems of a production policy for pages whose inline scripts have `scriptHashes`: a hash
 * missing, unsafe script sources, a protective directive missing, a loopback origin.
 */
export function policyProblems(policy: string, scriptHashes: string[]): string[] {
  const directives = parsePolicy(policy);
  const problems: string[] = [];
  const scriptSrc = directives.get("script-src");
  if (!scriptSrc) problems.push("no script-src");
  for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'"]) {
    if (scriptSrc?.includes(unsafe)) problems.push(`script-src allows ${unsafe}`);
  }
  if (scriptSrc?.some((s) => s === "*" || /^(https?|data|blob):$/i.test(s))) {
    problems.push("script-src allows a whole scheme or any host");
  }
  const missing = [...new Set(scriptHashes)].filter((h) => !scriptSrc?.includes(h));
  if (missing.length) problems.push(`script-src lacks ${missing.length} inline script hash(es)`);
  const required: [string, string][] = [
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  for (const [name, value] of required) {
    const sources = directives.get(name);
    if (sources?.length !== 1 || sources[0] !== value) problems.push(`${name} is not ${value}`);
  }
  for (const [name, sources] of directives) {
    for (const source of sources) {
      if (LOOPBACK.test(source)) problems.push(`${name} has the loopback origin ${source}`);
    }
  }
  return problems;
}
