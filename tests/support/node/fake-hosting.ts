// A stand-in for the Firebase Hosting REST API (v1beta1) on this machine, for `npm run rollback`'s
// tests: the calls tools/ops/rollback-steps.mjs and tools/ops/hosting-versions.mjs make, answered
// as Google documents them, over a site's versions (files as path -> hash, config, status), its live
// channel's releases (newest first) and the content it holds (hash -> gzipped bytes).
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeVersion {
  files: Record<string, string>;
  config?: unknown;
  status: "CREATED" | "FINALIZED";
}

export interface FakeHosting {
  api: string;
  /** Every request, as "METHOD /path?query". */
  asked: string[];
  versions: Map<string, FakeVersion>;
  /** Version ids of the live channel's releases, newest first. */
  releases: { version: string; message: string; type: string; time: string }[];
  held: Map<string, Buffer>;
  stop(): Promise<void>;
}

type State = Omit<FakeHosting, "api" | "stop"> & { port: number; made: number };
interface Call {
  method: string;
  path: string;
  url: URL;
  body: Buffer;
  json: () => Record<string, unknown>;
}
type Route = (state: State, site: string, call: Call, match: RegExpMatchArray) => [number, unknown];

const name = (site: string, id: string) => `sites/${site}/versions/${id}`;

/** The calls the stand-in answers: method, path pattern (after /v1beta1/sites/<site>), answer. */
const ROUTES: [string, RegExp, Route][] = [
  [
    "GET",
    /^\/channels\/live\/releases$/,
    (state, site) => [
      200,
      {
        releases: state.releases.map((r) => ({
          releaseTime: r.time,
          type: r.type,
          message: r.message,
          version: { name: name(site, r.version) },
        })),
      },
    ],
  ],
  [
    "GET",
    /^\/versions\/([^/]+)\/files$/,
    (state, _site, { url }, match) => {
      const version = state.versions.get(match[1]!);
      if (!version) return [404, { error: "no such version" }];
      const all = Object.entries(version.files).map(([path, hash]) => ({
        path,
        hash,
        status: "ACTIVE",
      }));
      const size = Number(url.searchParams.get("pageSize") ?? 1000);
      const from = Number(url.searchParams.get("pageToken") ?? 0);
      const next = from + size < all.length ? String(from + size) : undefined;
      return [200, { files: all.slice(from, from + size), nextPageToken: next }];
    },
  ],
  [
    "GET",
    /^\/versions\/([^/:]+)$/,
    (state, site, _call, match) => {
      const version = state.versions.get(match[1]!);
      return version
        ? [200, { name: name(site, match[1]!), config: version.config }]
        : [404, { error: "no such version" }];
    },
  ],
  [
    "POST",
    /^\/versions$/,
    (state, site, { json }) => {
      const id = `v${state.made++}`;
      state.versions.set(id, { files: {}, config: json().config, status: "CREATED" });
      return [200, { name: name(site, id), status: "CREATED" }];
    },
  ],
  [
    "POST",
    /^\/versions\/([^/:]+):populateFiles$/,
    (state, site, { json }, match) => {
      const files = json().files as Record<string, string>;
      Object.assign(state.versions.get(match[1]!)!.files, files);
      return [
        200,
        {
          uploadRequiredHashes: [...new Set(Object.values(files))].filter(
            (h) => !state.held.has(h),
          ),
          uploadUrl: `http://127.0.0.1:${state.port}/upload/${name(site, match[1]!)}/files`,
        },
      ];
    },
  ],
  [
    "PATCH",
    /^\/versions\/([^/:]+)$/,
    (state, _site, _call, match) => {
      const version = state.versions.get(match[1]!)!;
      if (Object.values(version.files).some((h) => !state.held.has(h)))
        return [400, { error: "files not uploaded" }];
      version.status = "FINALIZED";
      return [200, { status: "FINALIZED" }];
    },
  ],
  [
    "POST",
    /^\/channels\/live\/releases$/,
    (state, site, { url, json }) => {
      const id = (url.searchParams.get("versionName") ?? "").split("/").pop()!;
      if (state.versions.get(id)?.status !== "FINALIZED")
        return [400, { error: "version not finalized" }];
      const message = String(json().message ?? "");
      state.releases.unshift({
        version: id,
        message,
        type: "DEPLOY",
        time: new Date().toISOString(),
      });
      return [200, { name: `sites/${site}/channels/live/releases/r${state.made}` }];
    },
  ],
];

/** The answer to one call: an upload, or one of ROUTES. */
function answer(state: State, site: string, call: Call): [number, unknown] {
  const upload = call.path.match(/^\/upload\/.*\/files\/([0-9a-f]+)$/);
  if (call.method === "POST" && upload) {
    state.held.set(upload[1]!, call.body);
    return [200, {}];
  }
  const base = `/v1beta1/sites/${site}`;
  if (call.path.startsWith(base))
    for (const [method, pattern, route] of ROUTES) {
      const match = call.path.slice(base.length).match(pattern);
      if (method === call.method && match) return route(state, site, call, match);
    }
  return [404, { error: `not a call the stand-in knows: ${call.method} ${call.path}` }];
}

/** Starts the stand-in for `site`, with these versions and releases. */
export async function fakeHosting(
  site: string,
  versions: Record<string, FakeVersion>,
  releases: FakeHosting["releases"],
): Promise<FakeHosting> {
  const state: State = {
    asked: [],
    versions: new Map(Object.entries(versions)),
    releases,
    held: new Map(),
    port: 0,
    made: 100,
  };
  // Every file of the versions given is held already.
  for (const version of state.versions.values())
    for (const hash of Object.values(version.files)) state.held.set(hash, Buffer.from(""));
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://localhost");
      state.asked.push(`${req.method} ${url.pathname}${url.search}`);
      const body = Buffer.concat(chunks);
      const json = () => JSON.parse(body.toString() || "{}") as Record<string, unknown>;
      const call = { method: req.method ?? "GET", path: url.pathname, url, body, json };
      const [status, reply] = answer(state, site, call);
      res.statusCode = status;
      res.setHeader("Content-Type", "application/json");
      res.end(JSON.stringify(reply));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  state.port = (server.address() as AddressInfo).port;
  return {
    api: `http://127.0.0.1:${state.port}/v1beta1`,
    asked: state.asked,
    versions: state.versions,
    releases: state.releases,
    held: state.held,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
