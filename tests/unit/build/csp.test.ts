import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { cloudinaryUploadUrl } from "@/features/testimonials/photo";
import {
  exactSource,
  formConnectSource,
  policyDifferences,
  inlineHandlers,
  inlineScripts,
  parsePolicy,
  policyProblems,
  productionPolicy,
  scriptHash,
  uploadSource,
  withLocalBackend,
  newsletterSources,
} from "@/build/csp";

const HASH = scriptHash("alert(1)");

describe("scriptHash", () => {
  it("is the quoted sha256 source of the exact script text", () => {
    const digest = createHash("sha256").update("alert(1)").digest("base64");
    expect(HASH).toBe(`'sha256-${digest}'`);
    expect(scriptHash(" alert(1)")).not.toBe(HASH);
  });
});

describe("inlineScripts", () => {
  it("finds executable inline scripts, not external ones or data blocks", () => {
    const html = `<head><script>a()</script><script type="module">b()</script>
      <script type="module" src="/_astro/x.js"></script><script src=/y.js></script>
      <script type="application/ld+json">{"@type":"Person"}</script>
      <script type="text/javascript">c()</script><script TYPE='importmap'>{}</script></head>`;
    expect(inlineScripts(html)).toEqual(["a()", "b()", "c()", "{}"]);
  });

  it("keeps the text byte for byte (what the browser hashes)", () => {
    expect(inlineScripts("<script is:inline>\n  if (x) y();\n</script>")).toEqual([
      "\n  if (x) y();\n",
    ]);
  });
});

describe("inlineHandlers", () => {
  it("finds event handler attributes and javascript: URLs in tags only", () => {
    const html = `<img src="a.jpg" onerror="this.src='b'"><a href="javascript:void 0">x</a>
      <a href="/ok" data-onion="1">ok</a><code>&lt;img onerror="x"&gt;</code>`;
    expect(inlineHandlers(html)).toEqual([
      `<img src="a.jpg" onerror="this.src='b'">`,
      `<a href="javascript:void 0">`,
    ]);
  });
});

describe("productionPolicy", () => {
  const policy = productionPolicy({ scriptHashes: [HASH] });
  const directives = parsePolicy(policy);

  it("allows scripts from the site and the hashed inline scripts only", () => {
    // WebAssembly (Pagefind's search) may compile; script text may never be eval()ed.
    expect(directives.get("script-src")).toEqual(["'self'", "'wasm-unsafe-eval'", HASH]);
    expect(directives.get("script-src")).not.toContain("'unsafe-eval'");
    expect(directives.get("script-src")).not.toContain("'unsafe-inline'");
  });

  it("has the protective directives", () => {
    expect(directives.get("object-src")).toEqual(["'none'"]);
    expect(directives.get("base-uri")).toEqual(["'self'"]);
    expect(directives.get("frame-ancestors")).toEqual(["'none'"]);
    expect(directives.get("default-src")).toEqual(["'self'"]);
  });

  it("connects to Firebase, Cloudinary, the form endpoint and the newsletter service only", () => {
    expect(directives.get("connect-src")).toEqual([
      "'self'",
      "https://identitytoolkit.googleapis.com",
      "https://securetoken.googleapis.com",
      "https://firestore.googleapis.com",
      "https://api.cloudinary.com",
      "https://formspree.io",
      "https://buttondown.com",
    ]);
    expect(directives.get("form-action")).toEqual([
      "'self'",
      "https://formspree.io",
      "https://buttondown.com",
    ]);
    expect(directives.get("img-src")).toEqual(["'self'", "data:", "https://res.cloudinary.com"]);
    const named = parsePolicy(productionPolicy({ scriptHashes: [HASH], cloudName: "amara" }));
    expect(named.get("img-src")).toEqual(["'self'", "data:", "https://res.cloudinary.com/amara/"]);
    expect(directives.get("frame-src")).toEqual(["'none'"]);
    // The service worker of offline reading: the site's own /sw.js only.
    expect(directives.get("worker-src")).toEqual(["'self'"]);
  });

  it("allows no worker with offline reading off", () => {
    const off = parsePolicy(productionPolicy({ scriptHashes: [HASH], offlineReading: false }));
    expect(off.get("worker-src")).toEqual(["'none'"]);
  });

  configuredEndpointTests();
  newsletterEndpointTests();

  it("adds App Check with reCAPTCHA Enterprise only when it is on", () => {
    const on = parsePolicy(productionPolicy({ scriptHashes: [HASH], appCheck: true }));
    expect(on.get("connect-src")).toContain("https://content-firebaseappcheck.googleapis.com");
    expect(on.get("script-src")).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
      HASH,
      "https://www.google.com/recaptcha/",
      "https://www.gstatic.com/recaptcha/",
    ]);
    expect(on.get("frame-src")).toEqual([
      "https://www.google.com/recaptcha/",
      "https://recaptcha.google.com/recaptcha/",
    ]);
    expect(policy).not.toContain("recaptcha");
    expect(policy).not.toContain("appcheck");
  });

  it("is stable: hashes sorted, duplicates dropped", () => {
    const other = scriptHash("b()");
    expect(productionPolicy({ scriptHashes: [HASH, other, HASH] })).toBe(
      productionPolicy({ scriptHashes: [other, HASH] }),
    );
  });

  it("passes its own check", () => {
    expect(policyProblems(policy, [HASH])).toEqual([]);
  });
});

/** The newsletter's endpoint: named exactly to connect, its origin to post; gone when it is off. */
function newsletterEndpointTests() {
  it("names the configured newsletter endpoint exactly to connect, its origin to post; nothing of it when the newsletter is off", () => {
    const endpoint = "https://buttondown.com/api/emails/embed-subscribe/amara";
    const on = parsePolicy(productionPolicy({ scriptHashes: [], newsletterEndpoint: endpoint }));
    expect(on.get("connect-src")).toContain(endpoint);
    expect(on.get("connect-src")).not.toContain("https://buttondown.com");
    expect(on.get("form-action")).toContain("https://buttondown.com");
    const off = productionPolicy({
      scriptHashes: [],
      newsletterEndpoint: endpoint,
      newsletter: false,
    });
    expect(off).not.toContain("buttondown");
    expect(parsePolicy(off).get("form-action")).toEqual(["'self'", "https://formspree.io"]);
    expect(newsletterSources(undefined, false)).toEqual({ connect: [], form: [] });
  });
}

/** The form endpoints set in the environment replace Formspree where the page posts to. */
function configuredEndpointTests() {
  it("uses the configured form endpoints: their paths to connect, the contact form's origin to post", () => {
    const custom = parsePolicy(
      productionPolicy({
        scriptHashes: [],
        contactEndpoint: "https://forms.example.com/f/abc",
        testimonialEndpoint: "https://forms.example.com/f/def",
      }),
    );
    expect(custom.get("form-action")).toEqual([
      "'self'",
      "https://forms.example.com",
      "https://buttondown.com",
    ]);
    expect(custom.get("connect-src")).toEqual(
      expect.arrayContaining([
        "https://forms.example.com/f/abc",
        "https://forms.example.com/f/def",
      ]),
    );
    expect(custom.get("connect-src")).not.toContain("https://forms.example.com");
    expect(custom.get("connect-src")).not.toContain("https://formspree.io");
  });

  it("lets the page reach the configured testimonial endpoint (connect-src only)", () => {
    const custom = parsePolicy(
      productionPolicy({
        scriptHashes: [],
        contactEndpoint: "https://forms.example.com/f/abc",
        testimonialEndpoint: "https://notices.example.net/f/xyz",
      }),
    );
    expect(custom.get("connect-src")).toContain("https://notices.example.net/f/xyz");
    expect(custom.get("connect-src")).toContain("https://forms.example.com/f/abc");
    expect(custom.get("form-action")).toEqual([
      "'self'",
      "https://forms.example.com",
      "https://buttondown.com",
    ]);
    // Unset, it is Formspree's.
    const fallback = parsePolicy(
      productionPolicy({ scriptHashes: [], contactEndpoint: "https://forms.example.com/f/abc" }),
    );
    expect(fallback.get("connect-src")).toContain("https://formspree.io");
  });

  it("connects to the configured forms and the cloud's upload path only, not the services' hosts", () => {
    const live = parsePolicy(
      productionPolicy({
        scriptHashes: [],
        contactEndpoint: "https://formspree.io/f/abcdwxyz",
        testimonialEndpoint: "https://formspree.io/f/efghstuv",
        newsletterEndpoint: "https://buttondown.com/api/emails/embed-subscribe/amara",
        cloudName: "amara",
      }),
    );
    expect(live.get("connect-src")).toEqual([
      "'self'",
      "https://identitytoolkit.googleapis.com",
      "https://securetoken.googleapis.com",
      "https://firestore.googleapis.com",
      "https://api.cloudinary.com/v1_1/amara/image/upload",
      "https://formspree.io/f/abcdwxyz",
      "https://formspree.io/f/efghstuv",
      "https://buttondown.com/api/emails/embed-subscribe/amara",
    ]);
    // The address the page uploads to, exactly (no trailing slash: that path and no other).
    expect(live.get("connect-src")).toContain(cloudinaryUploadUrl("amara"));
  });

  it("names an endpoint's path without its query or fragment, the policy's separators encoded", () => {
    expect(exactSource("https://forms.example.com/f/a;b,c?x=1#top")).toBe(
      "https://forms.example.com/f/a%3Bb%2Cc",
    );
    expect(exactSource("https://FORMS.example.com:443/f/abc")).toBe(
      "https://forms.example.com/f/abc",
    );
    expect(formConnectSource(undefined)).toBe("https://formspree.io");
    expect(uploadSource(undefined)).toBe("https://api.cloudinary.com");
  });
}

describe("withLocalBackend", () => {
  const policy = productionPolicy({ scriptHashes: [HASH] });
  const local = parsePolicy(withLocalBackend(policy));

  it("adds the emulators and stand-ins to connect-src, img-src and form-action", () => {
    expect(local.get("connect-src")).toEqual([
      ...parsePolicy(policy).get("connect-src")!,
      "http://127.0.0.1:9199",
      "http://127.0.0.1:8180",
      "http://127.0.0.1:8797",
      "http://127.0.0.1:8798",
    ]);
    expect(local.get("img-src")).toEqual([
      "'self'",
      "data:",
      "https://res.cloudinary.com",
      "http://127.0.0.1:8798",
    ]);
    expect(local.get("form-action")).toEqual([
      "'self'",
      "https://formspree.io",
      "https://buttondown.com",
      "http://127.0.0.1:8797",
    ]);
  });

  it("changes nothing else", () => {
    for (const name of ["script-src", "object-src", "base-uri", "frame-ancestors", "style-src"]) {
      expect(local.get(name), name).toEqual(parsePolicy(policy).get(name));
    }
  });

  it("is refused by the production check", () => {
    expect(policyProblems(withLocalBackend(policy), [HASH])).toContain(
      "connect-src has the loopback origin http://127.0.0.1:9199",
    );
  });
});

describe("policyProblems", () => {
  it("reports a stale or unsafe policy", () => {
    const problems = policyProblems(
      "script-src 'self' 'unsafe-inline' 'unsafe-eval' https:; object-src *",
      [HASH],
    );
    expect(problems).toEqual([
      "script-src allows 'unsafe-inline'",
      "script-src allows 'unsafe-eval'",
      "script-src allows a whole scheme or any host",
      "script-src lacks 1 inline script hash(es)",
      "object-src is not 'none'",
      "base-uri is not 'self'",
      "frame-ancestors is not 'none'",
    ]);
  });

  it("reports a policy without script-src", () => {
    expect(policyProblems("default-src 'self'", [])).toContain("no script-src");
  });
});

describe("policyDifferences", () => {
  const expected = "default-src 'self'; script-src 'self' 'sha256-a'; object-src 'none'";

  it("finds none between a policy and itself in another order", () => {
    expect(
      policyDifferences(
        "object-src 'none'; script-src 'sha256-a' 'self'; default-src 'self'",
        expected,
      ),
    ).toEqual([]);
  });

  it("names each directive's missing and extra sources, and missing or unexpected directives", () => {
    expect(
      policyDifferences(
        "default-src 'self'; script-src 'self' 'unsafe-inline'; frame-src https://x.example",
        expected,
      ),
    ).toEqual([
      "script-src: missing 'sha256-a'; extra 'unsafe-inline'",
      "object-src: missing (expected 'none')",
      "frame-src: not expected (served https://x.example)",
    ]);
  });
});
