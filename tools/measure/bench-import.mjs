// Import benchmark (`npm run bench:import [-- N]`, default 500 rows): runs tests/bench/import.bench.ts
// with vitest.bench.config.ts, which imports N rows of an export three times as the moderation
// panel does, against the Auth and Firestore emulators (started when they are not running), and
// prints how long the preview and the writes took. It judges no time; it fails only if the rows
// did not all land. Not part of `npm test` (docs/testing.md, "Import benchmark").
import { spawn } from "node:child_process";

const rows = process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? process.env.BENCH_IMPORT_ROWS;
if (rows !== undefined && !(Number(rows) > 0)) throw new Error("Give a number of rows above 0");

const vitest = spawn(
  process.execPath,
  ["node_modules/vitest/vitest.mjs", "run", "--config", "vitest.bench.config.ts"],
  { stdio: "inherit", env: { ...process.env, ...(rows ? { BENCH_IMPORT_ROWS: rows } : {}) } },
);
vitest.on("exit", (code, signal) => process.exit(signal ? 1 : (code ?? 1)));
