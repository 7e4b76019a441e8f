/**
 * Text encoding: maps any text to what the PDF's fonts can draw (Latin-1 plus the embedded faces'
 * typographic characters), with readable stand-ins for the rest.
 */
/** Typographic characters outside Latin-1, with their plain-ASCII stand-ins. */
const ASCII_FALLBACK: Record<string, string> = {
  "\u2018": "'",
  "\u2019": "'",
  "\u201a": "'",
  "\u201b": "'",
  "\u2032": "'",
  "\u201c": '"',
  "\u201d": '"',
  "\u201e": '"',
  "\u201f": '"',
  "\u2033": '"',
  "\u2010": "-",
  "\u2011": "-",
  "\u2012": "-",
  "\u2013": "-",
  "\u2014": "--",
  "\u2015": "--",
  "\u2212": "-",
  "\u2026": "...",
  "\u2022": "-",
  "\u2023": "-",
  "\u2043": "-",
  "\u2190": "<-",
  "\u2192": "->",
  "\u2194": "<->",
  "\u21d0": "<=",
  "\u21d2": "=>",
  "\u21d4": "<=>",
  "\u2191": "^",
  "\u2193": "v",
  "\u21b3": "->",
  "\u2264": "<=",
  "\u2265": ">=",
  "\u2260": "!=",
  "\u2248": "~",
  "\u221e": "infinity",
  "\u20a6": "N", // naira: "N5,000" is how it is written in plain text
  "\u20ac": "EUR",
  "\u2122": "(TM)",
  "\u2713": "v",
  "\u2714": "v",
  "\u2717": "x",
  "\u2718": "x",
  "\u2605": "*",
  "\u2606": "*",
  "\u00a0": " ",
};

/**
 * Maps text to what the fonts can draw: Latin-1, plus the characters in `keep` (the embedded faces'
 * typographic quotes and dashes). Anything else gets a stand-in: typographic quotes, dashes, arrows
 * and the naira sign become ASCII, accented letters lose marks they cannot show, invisible
 * characters and emoji are dropped, and anything else becomes "?".
 */
export function toWinAnsi(text: string, keep: ReadonlySet<string> = new Set()): string {
  let out = "";
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (
      ch === "\n" ||
      keep.has(ch) ||
      (code >= 0x20 && code < 0x7f) ||
      (code > 0xa0 && code <= 0xff && code !== 0xad)
    ) {
      out += ch;
    } else if (ch === "\t") {
      out += "    ";
    } else if (ASCII_FALLBACK[ch] !== undefined) {
      out += ASCII_FALLBACK[ch];
    } else if (code >= 0x2500 && code <= 0x257f) {
      // Box drawing (directory trees in code): ─ -> "-", │ -> "|", corners and joins -> "+".
      out += "\u2500\u2501\u2550".includes(ch)
        ? "-"
        : "\u2502\u2503\u2551".includes(ch)
          ? "|"
          : "+";
    } else if (
      code < 0x20 ||
      (code >= 0x7f && code <= 0xa0) ||
      code === 0xad ||
      (code >= 0x300 && code <= 0x36f) ||
      (code >= 0x200b && code <= 0x200f) ||
      code === 0xfeff ||
      (code >= 0xfe00 && code <= 0xfe0f) ||
      (code >= 0x2600 && code <= 0x27bf) ||
      code >= 0x1f000
    ) {
      // Control and invisible characters, lone combining marks, variation selectors, emoji: nothing.
    } else if (code >= 0x2000 && code <= 0x200a) {
      out += " "; // typographic spaces
    } else {
      // Compatibility forms and accents: "ﬁ" -> "fi", "ọ" -> "o" (o + dot below, dot dropped).
      const plain = ch.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
      out += plain && [...plain].every((c) => (c.codePointAt(0) ?? 0) <= 0xff) ? plain : "?";
    }
  }
  return out;
}
