// The areas `npm test` is made of, and its command line (tools/test/test.mjs). CI's jobs each run
// some of them (.github/workflows/ci.yml); `npm test` with no area runs them all, in one order.

/** Each area and what it runs. */
export const AREAS = Object.freeze({
  static: "astro check, ESLint, Prettier, actionlint; Vitest unit and components",
  rules: "Vitest rules: firestore.rules on an emulator of its own",
  backend: "the local backend (emulators); Vitest backend against it",
  build: "the lived-in site seeded; build; HTML check; CSP check",
  pages: "on the build in dist/: the budget and the smoke check",
  timings: "on the build in dist/: the hovered-link check and Lighthouse (timings printed, kept)",
  browser: "on the build in dist/: the browser tests (Playwright)",
  dev: "`npm run dev` as a newcomer starts it, in Chromium",
  flood: "the flood benchmark: a year of testimonials and then some",
});

/**
 * Reads `--area a,b` (or `--area a --area b`; `--area=a`) and, after a `--`, the arguments for
 * Playwright. Every area when none is named. Throws on an area that does not exist.
 * @param {readonly string[]} argv
 * @returns {{ areas: Set<string>, playwrightArgs: string[] }}
 */
export function parseArgs(argv) {
  const split = argv.indexOf("--");
  const own = split < 0 ? argv : argv.slice(0, split);
  const playwrightArgs = split < 0 ? [] : argv.slice(split + 1);
  const named = [];
  for (let i = 0; i < own.length; i++) {
    const arg = own[i];
    if (arg === "--area") named.push(...(own[++i] ?? "").split(","));
    else if (arg.startsWith("--area=")) named.push(...arg.slice("--area=".length).split(","));
    else throw new Error(`Unknown argument "${arg}". Use --area ${Object.keys(AREAS).join(",")}`);
  }
  const unknown = named.filter((area) => !(area in AREAS));
  if (unknown.length || (own.length && !named.length))
    throw new Error(
      `Unknown area "${unknown.join(", ")}". The areas:\n${Object.entries(AREAS)
        .map(([name, what]) => `  ${name.padEnd(8)} ${what}`)
        .join("\n")}`,
    );
  return { areas: new Set(named.length ? named : Object.keys(AREAS)), playwrightArgs };
}

/** Whether Playwright runs one shard of the suite (its floor is the whole suite's). */
export const sharded = (playwrightArgs) => playwrightArgs.some((arg) => arg.startsWith("--shard"));
