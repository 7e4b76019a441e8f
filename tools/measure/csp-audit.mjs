// Lighthouse's "CSP is effective against XSS" audit on every page of the built site
// (`npm run csp:audit`, after `npm run build`). Serves dist/ like the production host
// (tools/serve/preview.mjs, with firebase.json's Content-Security-Policy), runs Lighthouse with
// only that audit on each page, one at a time, prints one line per page and exits 1 when the
// audit fails on any page: a score below 1, a High-severity finding or a syntax error.
// `npm run csp:audit -- /about /blog/1` audits those pages only.
import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, ensureChromium } from "./chromium.ts";
import { startPreview } from "../serve/preview.mjs";

const DIST = "dist";

/** "/about" for dist/about/index.html, "/404" for dist/404.html (served with status 200 there). */
function pagePaths(dir = DIST) {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return pagePaths(path);
      if (!entry.name.endsWith(".html")) return [];
      const route = relative(DIST, path).split(sep).join("/");
      return [`/${route.replace(/(^|\/)index\.html$/, "").replace(/\.html$/, "")}`];
    })
    .sort();
}

const started = Date.now();
const server = await startPreview();
const chrome = await chromeLauncher.launch({
  chromePath: await ensureChromium(),
  chromeFlags: ["--headless", ...CHROMIUM_ARGS],
  logLevel: "silent",
});

let failed = 0;
try {
  const only = process.argv.slice(2);
  for (const path of only.length ? only : pagePaths()) {
    const { lhr } = await lighthouse(`${server.url}${path}`, {
      port: chrome.port,
      onlyAudits: ["csp-xss"],
      // The audit reads the policy the page is served with: no throttling, no waiting for idle.
      throttlingMethod: "provided",
      pauseAfterFcpMs: 1,
      pauseAfterLoadMs: 1,
      networkQuietThresholdMs: 1,
      cpuQuietThresholdMs: 1,
      disableStorageReset: true,
      disableFullPageScreenshot: true,
      logLevel: process.env.LH_LOG ?? "error",
      output: "json",
    });
    const audit = lhr.audits["csp-xss"];
    // The audit is "informative": Lighthouse reports score 1 even with a High-severity finding, so
    // the findings themselves decide (docs/decisions.md, "App Check's script hosts and the
    // Content-Security-Policy").
    const items = audit?.details?.items ?? [];
    const high = items.filter((item) => item.severity === "High" || item.subItems);
    const ok = audit?.score === 1 && !high.length && !lhr.runtimeError;
    if (!ok) failed++;
    console.log(`${ok ? "ok  " : "FAIL"}  ${path.padEnd(32)} score ${audit?.score ?? "-"}`);
    if (!ok) {
      if (lhr.runtimeError) console.log(`        ${lhr.runtimeError.message}`);
      for (const item of high) {
        const text =
          typeof item.description === "string" ? item.description : item.description?.value;
        console.log(`        ${item.severity ?? ""} ${item.directive ?? ""}: ${text ?? ""}`);
      }
    }
  }
} finally {
  chrome.kill();
  await server.stop();
}

const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(
  failed
    ? `CSP audit: ${failed} page(s) fail Lighthouse's csp-xss audit (${seconds} s).`
    : `CSP audit: every page passes Lighthouse's csp-xss audit (${seconds} s).`,
);
process.exit(failed ? 1 : 0);
