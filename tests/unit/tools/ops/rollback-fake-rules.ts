// A stand-in for the Firebase Rules REST API (v1) on this machine, for the rollback's tests: the
// release of the (default) database's Firestore rules (`cloud.firestore`), read and pointed at
// another ruleset as Google documents projects.releases.get and projects.releases.patch.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeRules {
  api: string;
  /** Every request, as "METHOD /path" and, for a PATCH, its body. */
  asked: string[];
  /** The ruleset the release names (null: no release yet). */
  ruleset: string | null;
  stop(): Promise<void>;
}

/** Starts the stand-in for `projectId`, its release naming `ruleset`. */
export async function fakeRules(projectId: string, ruleset: string | null): Promise<FakeRules> {
  const release = `/v1/projects/${projectId}/releases/cloud.firestore`;
  const state = { asked: [] as string[], ruleset };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString();
      state.asked.push(`${req.method} ${req.url}${body ? ` ${body}` : ""}`);
      const answer = (status: number, reply: unknown) => {
        res.statusCode = status;
        res.setHeader("Content-Type", "application/json");
        res.end(JSON.stringify(reply));
      };
      if (req.url !== release) return answer(404, { error: { code: 404 } });
      if (req.method === "GET")
        return state.ruleset
          ? answer(200, { name: release.slice(4), rulesetName: state.ruleset })
          : answer(404, { error: { code: 404, status: "NOT_FOUND" } });
      if (req.method === "PATCH") {
        const patch = JSON.parse(body) as { release?: { name?: string; rulesetName?: string } };
        if (patch.release?.name !== release.slice(4) || !patch.release.rulesetName)
          return answer(400, { error: { code: 400 } });
        state.ruleset = patch.release.rulesetName;
        return answer(200, patch.release);
      }
      return answer(405, { error: { code: 405 } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    api: `http://127.0.0.1:${port}/v1`,
    asked: state.asked,
    get ruleset() {
      return state.ruleset;
    },
    set ruleset(value) {
      state.ruleset = value;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
