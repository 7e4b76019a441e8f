// SPEC §8: when Firestore cannot be reached, the client says so after 10 seconds and works
// offline; reads report 'Failed to get document because the client is offline.' Here the Auth
// emulator is real and Firestore points at a "black hole": a port that accepts connections and
// never answers, like a backend behind a dead network.
import { createServer, type Server, type Socket } from "node:net";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { OFFLINE_TIMEOUT_MS } from "@/features/account/constants";
import { accountErrorMessage } from "@/features/account/auth-errors";
import { accountErrorMessages } from "@/features/account/messages";
import { createAuthAccount } from "../support/node/emulators";

let blackHole: Server;
const sockets: Socket[] = [];

beforeAll(async () => {
  blackHole = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => blackHole.listen(0, "127.0.0.1", resolve));
  const { port } = blackHole.address() as { port: number };
  vi.stubEnv("PUBLIC_FIRESTORE_EMULATOR_HOST", `127.0.0.1:${port}`);
});

afterAll(() => {
  for (const socket of sockets) socket.destroy();
  blackHole.close();
});

it(
  "signing in while Firestore is unreachable: after 10 s the store says so, and the read fails as offline",
  async () => {
    const store = await import("@/features/account/auth-store");
    const email = `offline.${Date.now()}@example.com`;
    await createAuthAccount(email, "offline-pass-1");
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const started = Date.now();
    const attempt = store.signIn(email, "offline-pass-1").catch((caught: unknown) => caught);
    await vi.waitFor(() => expect(store.$backendUnreachable.get()).toBe(true), {
      timeout: OFFLINE_TIMEOUT_MS + 5000,
      interval: 200,
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(OFFLINE_TIMEOUT_MS - 500);
    const error = await attempt;
    expect(String((error as Error).message)).toMatch(
      /Failed to get document because the client is offline/,
    );
    expect(accountErrorMessage(error)).toBe(accountErrorMessages.network);
  },
  OFFLINE_TIMEOUT_MS + 20_000,
);
