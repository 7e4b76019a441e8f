// The docs' commands are real: every `npm run <script>` the README, docs/ and .env.example name
// is a script of package.json, every flag given to it after `--` is one its source reads, every
// workflow file named exists, every PUBLIC_* setting named is in .env.example, and every file
// path named in backticks exists. A renamed script or flag fails here, not on the owner's day.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";

const DOCS = ["README.md", ".env.example", ...readdirSync("docs").map((f) => `docs/${f}`)].filter(
  (f) => /\.(md|example)$/.test(f),
);
const text = (file: string) => readFileSync(file, "utf8");
const pkg = JSON.parse(text("package.json")) as { scripts: Record<string, string> };

/** Every `npm run` call in the docs: [file, script, flags]. */
function npmRuns(): [string, string, string[]][] {
  const calls: [string, string, string[]][] = [];
  for (const file of DOCS) {
    for (const line of text(file).split("\n")) {
      for (const match of line.matchAll(/npm run ([\w:-]*[\w-])(?![\w:*-])((?: -- [^`|#\n]*)?)/g)) {
        const flags = [...(match[2] ?? "").matchAll(/(?:^|\s)--([a-z][\w-]*)/g)].map((m) => m[1]!);
        calls.push([file, match[1]!, flags]);
      }
    }
  }
  return calls;
}

/** The source of a script and of the local modules it imports (one level), as one text. */
function sourceOf(script: string): string {
  const command = pkg.scripts[script] ?? "";
  const file = /node (\S+\.m?[jt]s)/.exec(command)?.[1];
  if (!file) return command;
  const main = text(file);
  const imported = [...main.matchAll(/from "(\.\/lib\/[^"]+)"/g)]
    .map((m) => join(dirname(file), m[1]!))
    .filter((path) => existsSync(path));
  return [command, main, ...imported.map(text)].join("\n");
}

describe("the docs' commands", () => {
  const calls = npmRuns();

  it("name scripts that exist", () => {
    expect(calls.length).toBeGreaterThan(30);
    // Flags are read: the deploy's dry run is in the README.
    expect(calls).toContainEqual(["README.md", "deploy", ["dry-run"]]);
    const missing = calls.filter(([, script]) => !(script in pkg.scripts));
    expect(missing.map(([file, script]) => `${file}: npm run ${script}`)).toEqual([]);
  });

  it("give each script only flags its source reads", () => {
    const unknown = calls.flatMap(([file, script, flags]) => {
      const source = sourceOf(script);
      return flags
        .filter(
          (flag) =>
            !new RegExp(
              `["'\`](--)?${flag}["'\`]|\\b${flag.replace(/-/g, "[-_]?")}:|--${flag}\\b`,
            ).test(source),
        )
        .map((flag) => `${file}: npm run ${script} -- --${flag}`);
    });
    expect(unknown).toEqual([]);
  });

  it("name workflows, settings and files that exist", () => {
    const settings = text(".env.example");
    const problems: string[] = [];
    for (const file of DOCS) {
      const body = text(file);
      for (const [, workflow] of body.matchAll(/\.github\/workflows\/([\w.-]+\.ya?ml)/g))
        if (!existsSync(`.github/workflows/${workflow}`)) problems.push(`${file}: ${workflow}`);
      for (const [name] of body.matchAll(/(?<!constants\.)\bPUBLIC_[A-Z_]+[A-Z]\b/g))
        if (!settings.includes(name)) problems.push(`${file}: ${name}`);
      for (const [, path] of body.matchAll(/`((?:src|scripts|tests|docs|\.github)\/[\w./-]+)`/g))
        if (!/[<*]/.test(path!) && !existsSync(path!.replace(/[.,:]$/, "")))
          problems.push(`${file}: ${path}`);
    }
    expect(problems).toEqual([]);
  });
});
