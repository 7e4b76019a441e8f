/**
 * Code blocks: wrapping source lines to a width in characters, marking continuation lines.
 */
import { toWinAnsi } from "./encoding.ts";

export interface CodeLine {
  text: string;
  /** A continuation of the previous source line (wrapped because it was too long). */
  continued: boolean;
}

/**
 * Wraps source lines to at most maxChars columns. A long line breaks after the last space (or
 * punctuation) in its second half when there is one, else at the column; continuation lines keep
 * the original indentation plus two spaces.
 */
export function wrapCodeLines(lines: readonly string[], maxChars: number): CodeLine[] {
  const out: CodeLine[] = [];
  for (const raw of lines) {
    let rest = toWinAnsi(raw).replace(/\s+$/, "");
    const indent = " ".repeat(
      Math.min(rest.length - rest.trimStart().length, Math.floor(maxChars / 3)) + 2,
    );
    let continued = false;
    while (rest.length > maxChars) {
      let cut = maxChars;
      for (let k = maxChars; k > maxChars / 2; k -= 1) {
        if (rest[k - 1] === " " || ",;([{".includes(rest[k - 1] ?? "")) {
          cut = k;
          break;
        }
      }
      out.push({ text: rest.slice(0, cut).replace(/\s+$/, ""), continued });
      rest = indent + rest.slice(cut).replace(/^\s+/, "");
      continued = true;
    }
    out.push({ text: rest, continued });
  }
  return out;
}
