// Serves the built site (dist/) on a free loopback port the way the production host does
// (Firebase Hosting, see firebase.json), point for point with its emulator (tests/e2e/hosting.spec.ts
// checks): clean URLs with 301 redirects from "/x/", "/x/index.html" and "/x.html"
// (tools/serve/host-rules.mjs), the same compression (the `compression` middleware the emulator
// uses: gzip or brotli above 1 KB), its Content-Types, the headers firebase.json sets, and
// dist/404.html with status 404 for every unknown path. Used by the tests, the budget check and
// the screenshots, so they can run beside `npm run dev` or each other.
// The Content-Security-Policy is firebase.json's plus the local backend (emulators and stand-ins,
// src/build/csp.ts), which the built site talks to when no PUBLIC_* setting names a real one.
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { createSecureServer } from "node:http2";
import { extname } from "node:path";
import compression from "compression";
import mime from "mime-types";
import sirv from "sirv";
import { hostRedirect } from "./host-rules.mjs";
import { localCertificate } from "./local-tls.mjs";
import { withLocalBackend } from "../../src/build/csp.ts";

const DIST = "dist";

/** firebase.json hosting.headers as [regex, headers] pairs (globs: `**` any path, `*` one segment). */
function hostingHeaders() {
  const { hosting } = JSON.parse(readFileSync("firebase.json", "utf8"));
  return (hosting.headers ?? []).map(({ source, headers }) => {
    const pattern = source
      .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
      .replace(/\*\*/g, "\u0000")
      .replace(/\*/g, "[^/]*")
      .replace(/\u0000/g, ".*");
    const local = headers.map(({ key, value }) =>
      key.toLowerCase() === "content-security-policy"
        ? { key, value: withLocalBackend(value) }
        : { key, value },
    );
    return [new RegExp(`^${pattern.startsWith("/") ? "" : "/?"}${pattern}$`), local];
  });
}

/**
 * The server's open connections: `close` ends them gracefully (an HTTP/2 session with a GOAWAY,
 * so nothing in flight is cut; an HTTP/1.1 connection once idle) and resolves once the HTTP/2 ones
 * have closed; `destroy` cuts them all.
 * @param {import("node:http").Server | import("node:http2").Http2SecureServer} server
 */
function connectionsOf(server) {
  /** @type {Set<import("node:net").Socket>} */
  const sockets = new Set();
  /** @type {Set<import("node:http2").ServerHttp2Session>} */
  const sessions = new Set();
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });
  server.on("session", (session) => {
    sessions.add(session);
    session.once("close", () => sessions.delete(session));
  });
  return {
    /** @returns {Promise<void>} */
    close: async () => {
      if ("closeIdleConnections" in server) server.closeIdleConnections();
      await Promise.all([...sessions].map((session) => new Promise((done) => session.close(done))));
    },
    destroy: () => {
      for (const socket of sockets) socket.destroy();
    },
  };
}

/** Answers with a page of HTML. */
function sendHtml(res, /** @type {string} */ html) {
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.end(html);
}

/**
 * Starts the server and resolves with its URL and a stop function. With `http2`, it speaks
 * HTTP/2 over TLS as the host does (and HTTP/1.1 to clients that ask for it), with a self-signed
 * certificate (tools/serve/local-tls.mjs) whose key hash it returns as `spki`: the Lighthouse gate
 * and the budget check measure pages this way, since a page's load over one multiplexed connection
 * differs from one over HTTP/1.1's six, and HTTP/1.1 repeats every header (the policy alone is
 * 1.2 KB) on every response where HTTP/2 compresses them away.
 *
 * `defaultCacheControl` is sent with every response firebase.json gives no Cache-Control (pages,
 * public/, the search index). Without it this server sends none, as the Hosting emulator does; the
 * host itself sends `max-age=3600` then (not written in firebase.json, so not checked here), and a
 * browser revalidates such a file once that hour has run out. The budget check's repeat visit is a
 * reader coming back after that hour: it passes `no-cache`, which makes the browser revalidate
 * them at once, the same requests.
 *
 * `closeConnections()` closes every open connection (HTTP/2 with a GOAWAY, so nothing in flight is
 * cut): the next request opens a new one, with no header state from the last (a reader's next visit).
 *
 * `root` is the folder served (dist/ by default); `deploy(folder)` serves another from the next
 * request on, as a new deploy does (the offline-reading test deploys a changed copy of the build).
 *
 * `extraPages` are pages served beside the site's, by path, with the host's headers (the
 * Lighthouse gate's bare page, the yardstick the site's pages are measured against).
 * @param {{ port?: number, host?: string, http2?: boolean, defaultCacheControl?: string,
 *   root?: string, extraPages?: Record<string, string> }} [options]
 */
export async function startPreview({
  port = 0,
  host = "127.0.0.1",
  http2 = false,
  defaultCacheControl = undefined,
  root = DIST,
  extraPages = {},
} = {}) {
  if (!existsSync(`${root}/index.html`)) {
    throw new Error(`No build in ${root}/: run \`npm run build\` first.`);
  }
  const rules = hostingHeaders();
  /** What one deploy serves: its files, 404 page and which paths exist. */
  const siteIn = (/** @type {string} */ dir) => ({
    notFound: readFileSync(`${dir}/404.html`),
    files: sirv(dir, {
      extensions: ["html"],
      etag: true,
      dotfiles: false,
      // The host's Content-Types (mime-types, as the emulator), e.g. JavaScript's charset.
      // A path without an extension is a page (clean URL).
      setHeaders: (res, path) =>
        res.setHeader("Content-Type", mime.contentType(extname(path) || ".html")),
    }),
    exists: {
      page: (/** @type {string} */ clean) =>
        existsSync(`${dir}${clean}.html`) || existsSync(`${dir}${clean}/index.html`),
      file: (/** @type {string} */ path) => existsSync(`${dir}${path}`),
    },
  });
  let site = siteIn(root);
  const compress = compression();

  /** @type {(req: any, res: any) => void} */
  const handle = (req, res) => compress(req, res, () => serve(req, res));
  const tls = http2 ? localCertificate() : null;
  const server = tls
    ? createSecureServer({ key: tls.key, cert: tls.cert, allowHTTP1: true }, handle)
    : createServer(handle);
  function serve(req, res) {
    const url = new URL(req.url ?? "/", "http://localhost");
    const path = url.pathname;
    if (defaultCacheControl) res.setHeader("Cache-Control", defaultCacheControl);
    for (const [regex, headers] of rules) {
      if (regex.test(path)) for (const { key, value } of headers) res.setHeader(key, value);
    }
    const { notFound, files, exists } = site;
    const target = hostRedirect(path, exists);
    if (target) {
      res.statusCode = 301;
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.setHeader("Location", target + url.search);
      res.end();
      return;
    }
    const notFoundPage = () => {
      res.statusCode = 404;
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.end(notFound);
    };
    if (Object.hasOwn(extraPages, path)) sendHtml(res, extraPages[path]);
    // The host answers its own 404 page's address with 404 too.
    else if (path === "/404") notFoundPage();
    else files(req, res, notFoundPage);
  }
  const connections = connectionsOf(server);
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  return {
    url: `${tls ? "https" : "http"}://${host}:${address.port}`,
    spki: tls?.spki ?? null,
    cert: tls?.cert ?? null,
    closeConnections: connections.close,
    /** Serves `dir` from the next request on (a new deploy). @param {string} dir */
    deploy: (dir) => {
      site = siteIn(dir);
    },
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // Stopping closes open connections too (a browser keeps its HTTP/2 session open).
        connections.destroy();
      }),
  };
}
