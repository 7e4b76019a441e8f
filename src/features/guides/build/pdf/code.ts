/**
 * Code blocks: wrapping source lines to a width, marking continuation lines.
 */
import { clusters, printable } from "./faces.ts";

export interface CodeLine {
  text: string;
  /** A continuation of the previous source line (wrapped because it was too long). */
  continued: boolean;
}

/** Tab stops every four columns. */
const TAB = 4;

/** A source line as grapheme clusters, its tabs expanded to spaces and its end trimmed. */
function columns(raw: string): string[] {
  const out: string[] = [];
  for (const c of clusters(printable(raw))) {
    if (c === "\t") out.push(...Array<string>(TAB - (out.length % TAB)).fill(" "));
    else out.push(c);
  }
  while (out.length > 0 && /^\s$/.test(out[out.length - 1] ?? "")) out.pop();
  return out;
}

/**
 * Wraps source lines to at most maxWidth, measured by `widthOf` (by default in columns: one a
 * character, a letter and its marks being one character). A long line breaks after the last space
 * (or punctuation) in its second half when there is one, else at the width; continuation lines
 * keep the original indentation (up to a third of the width) plus two spaces.
 */
export function wrapCodeLines(
  lines: readonly string[],
  maxWidth: number,
  widthOf: (text: string) => number = (text) => clusters(text).length,
): CodeLine[] {
  const out: CodeLine[] = [];
  const space = widthOf(" ");
  for (const raw of lines) {
    let rest = columns(raw);
    const text = rest.findIndex((c) => !/^\s$/.test(c));
    const lead = text < 0 ? rest.length : text;
    const indent = Array<string>(Math.min(lead, Math.floor(maxWidth / 3 / space)) + 2).fill(" ");
    let continued = false;
    while (widthOf(rest.join("")) > maxWidth + 1e-6) {
      // How many characters fit.
      let fit = 0;
      let width = 0;
      while (fit < rest.length) {
        width += widthOf(rest[fit] ?? "");
        if (width > maxWidth + 1e-6) break;
        fit += 1;
      }
      if (fit >= rest.length) break; // fits, measured character by character
      let cut = Math.max(1, fit);
      // Never inside the line's own indentation, which would leave the line as it was.
      const indented = rest.findIndex((c) => c !== " ");
      for (let k = fit; k > Math.max(fit / 2, indented); k -= 1) {
        const before = rest[k - 1] ?? "";
        if (before === " " || ",;([{".includes(before)) {
          cut = k;
          break;
        }
      }
      out.push({ text: rest.slice(0, cut).join("").replace(/\s+$/, ""), continued });
      const next = rest.slice(cut);
      while (next[0] === " ") next.shift();
      rest = [...indent, ...next];
      continued = true;
    }
    out.push({ text: rest.join(""), continued });
  }
  return out;
}
