// `npm run dev` reloads firestore.rules into the running emulator on save, and says so: each reload,
// and each compile error with its line, while the rules loaded before stay in force. On an emulator
// of its own (a copy of the rules in a temporary folder), so the other suites' rules never change.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { freePort, startFirestoreEmulator } from "../../tools/dev/emulators/start.mjs";

const PROJECT = "demo-rules-reload";
const original = readFileSync("firestore.rules", "utf8");
const file = join(mkdtempSync(join(tmpdir(), "rules-reload-")), "firestore.rules");
const said: string[] = [];
let host = "";
let stop: () => Promise<void> = async () => {};

/** A stranger's GET of a featured slot over REST: 200 or 404 while the rules let anyone read. */
const strangerReadsSlot = async () =>
  (await fetch(`http://${host}/v1/projects/${PROJECT}/databases/(default)/documents/featured/1`))
    .status;

beforeAll(async () => {
  writeFileSync(file, original);
  const emulator = await startFirestoreEmulator({
    projectId: PROJECT,
    port: await freePort(),
    rulesPath: file,
    watchRules: true,
    // As npm run dev starts it: the emulator's own output quiet, the rules' reloads said.
    rulesLog: (line) => said.push(line),
  });
  host = emulator.host;
  stop = emulator.stop;
});

afterAll(() => stop());

describe("rules saved while the emulator runs", () => {
  it("a save that does not compile is said with its line, and the rules before it stay", async () => {
    expect(await strangerReadsSlot()).toBe(404);
    const broken = original.replace("allow get, list: if true;", "allow get, list: if true +;");
    expect(broken).not.toBe(original);
    const line = broken.split("\n").findIndex((text) => text.includes("if true +;")) + 1;
    writeFileSync(file, broken);
    await vi.waitFor(() => expect(said.join("\n")).toContain("does not compile"), {
      timeout: 15_000,
      interval: 200,
    });
    const message = said.join("\n");
    expect(message).toMatch(new RegExp(`firestore\\.rules: L${line}:\\d+ `));
    expect(message).toContain("the rules loaded before stay");
    // The last rules that compiled still answer: a stranger may still read the slots.
    expect(await strangerReadsSlot()).toBe(404);
  });

  it("the next save that compiles is said as reloaded", async () => {
    said.length = 0;
    writeFileSync(file, original);
    await vi.waitFor(() => expect(said).toContain(`[firestore] reloaded ${file}`), {
      timeout: 15_000,
      interval: 200,
    });
  });
});
