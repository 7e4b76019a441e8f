/**
 * The build check: a guide whose text has a character no embedded face holds does not become a
 * PDF that prints something else. The error names the guide, each such character (its code points)
 * and where it first occurs: a field of the front matter or a line and column of the body.
 */
import type { GuidePdfInput, GuidePdfOptions } from "./types.ts";
import { type FontStyle, type Unprintable, clusters } from "./faces.ts";

const CONTEXT: Record<FontStyle, string> = {
  regular: "text",
  bold: "bold text",
  italic: "italic text",
  boldItalic: "bold italic text",
  display: "a heading",
  displayItalic: "an italic heading",
  mono: "code",
  monoBold: "bold code",
  monoItalic: "italic code",
  monoBoldItalic: "bold italic code",
};

/** "U+1ECD U+0300" */
function codePoints(cluster: string): string {
  return Array.from(
    cluster,
    (ch) => `U+${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`,
  ).join(" ");
}

/** Where a cluster first occurs in what the PDF is made from, e.g. "body line 12, column 8". */
export function locate(cluster: string, guide: GuidePdfInput, options: GuidePdfOptions): string {
  const fields: [string, string][] = [
    ["title", guide.title],
    ["course", guide.course],
    ["description", guide.description],
    ["updated", guide.updated],
    ["author", options.author],
  ];
  for (const [name, value] of fields) {
    if (value.normalize("NFC").includes(cluster)) return `the ${name}`;
  }
  for (const [i, raw] of guide.body.split("\n").entries()) {
    const line = raw.normalize("NFC");
    const at = line.indexOf(cluster);
    if (at >= 0) return `body line ${i + 1}, column ${clusters(line.slice(0, at)).length + 1}`;
  }
  return "the text";
}

/** Thrown when a guide has characters no embedded face holds. */
export class UnprintableTextError extends Error {
  readonly unprintable: readonly Unprintable[];

  constructor(guide: GuidePdfInput, options: GuidePdfOptions, unprintable: readonly Unprintable[]) {
    const count = unprintable.length === 1 ? "a character" : `${unprintable.length} characters`;
    super(
      [
        `The PDF of the guide "${guide.title}" cannot print ${count} as written:`,
        ...unprintable.map(
          ({ cluster, styles }) =>
            `  ${codePoints(cluster)} "${cluster}" in ${styles.map((s) => CONTEXT[s]).join(", ")}, ` +
            `at ${locate(cluster, guide, options)}`,
        ),
        "No embedded face holds it: Inter and Fraunces in their Latin, Latin Extended and " +
          "Vietnamese subsets (@fontsource), and Courier in code. Write it another way, or add a " +
          "face that holds it (src/features/guides/build/pdf/faces.ts).",
      ].join("\n"),
    );
    this.name = "UnprintableTextError";
    this.unprintable = unprintable;
  }
}
