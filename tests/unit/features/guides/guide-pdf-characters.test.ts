/**
 * Her readers' names in the guides' PDFs: Yoruba and Hausa text (Adébáyọ̀, Ɗanjuma, Ngozi, "Ẹ káàbọ̀")
 * in every place a guide's text is printed comes out of the PDF as written, read back by pdf.js;
 * and a character no embedded face holds stops the build, saying which and where.
 */
import { extractText, getDocumentProxy, getMeta } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { renderGuidePdf, UnprintableTextError } from "@/features/guides/build/pdf";
import { copy, fontsAndText, type DrawnText } from "../../../support/node/pdf";

const ADEBAYO = "Ad\u00e9b\u00e1y\u1ecd\u0300"; // Adébáyọ̀: ọ̀ is U+1ECD and a combining grave
const DANJUMA = "\u018aanjuma"; // Ɗanjuma: Ɗ is U+018A, Hausa's hooked D
const WELCOME = "\u1eb8 k\u00e1\u00e0b\u1ecd\u0300"; // Ẹ káàbọ̀: "welcome" in Yoruba
const SADE = "\u1e62ad\u00e9"; // Ṣadé: Ṣ is U+1E62

const GUIDE = {
  course: "Git & GitHub",
  title: `${ADEBAYO} and ${DANJUMA}: a first repository`,
  description: `Ngozi, ${ADEBAYO} and ${DANJUMA} write their first commit together.`,
  updated: "February 10, 2026",
  body: `## ${WELCOME}, ${DANJUMA}

${ADEBAYO} greets the class in Yoruba, **${WELCOME}**, and ${DANJUMA} answers in Hausa, *Sannu da zuwa*. Ngozi types \`git commit -m "${WELCOME}"\` and the course costs \u20a65,000.

### ${DANJUMA}'s list

- Ngozi keeps the notes
- ${ADEBAYO} pays **${SADE}**

\`\`\`js
// ${WELCOME}, ${ADEBAYO} and ${DANJUMA}
const names = ["${ADEBAYO}", "${DANJUMA}", "Ngozi"];
\`\`\`

## What next

Ngozi writes to ${ADEBAYO}: \u201c${WELCOME}!\u201d
`,
};

const OPTIONS = {
  author: `Ngozi ${ADEBAYO}`,
  siteUrl: "https://amara-okafor.example.com",
  webUrl: "https://amara-okafor.example.com/guides/git-github",
};

/** Extracted text breaks lines where the PDF does; compare with runs of whitespace as one space. */
const flat = (s: string | undefined) => (s ?? "").replace(/\s+/g, " ");

describe("a guide in Yoruba and Hausa names", () => {
  let bytes: Uint8Array;
  let pages: string[];
  let drawn: DrawnText[];

  beforeAll(async () => {
    bytes = await renderGuidePdf(GUIDE, OPTIONS);
    pages = (await extractText(copy(bytes))).text.map(flat);
    ({ drawn } = await fontsAndText(bytes));
  });

  it("prints the names as written on the title page, in the contents and in the footers", () => {
    expect(pages[0]).toContain(GUIDE.title);
    expect(pages[0]).toContain(GUIDE.description);
    expect(pages[0]).toContain(`By Ngozi ${ADEBAYO}`);
    expect(pages[1]).toContain(`${WELCOME}, ${DANJUMA}`);
    for (const page of pages.slice(1)) expect(page).toContain(GUIDE.title);
  });

  it("prints them as written in headings, text, bold, italic, inline code and code blocks", () => {
    const body = pages.slice(2).join(" ");
    for (const text of [
      `${WELCOME}, ${DANJUMA}`,
      `${ADEBAYO} greets the class in Yoruba, ${WELCOME}, and ${DANJUMA} answers in Hausa, Sannu da zuwa.`,
      `git commit -m "${WELCOME}"`,
      "\u20a65,000",
      `${DANJUMA}'s list`,
      `${ADEBAYO} pays ${SADE}`,
      `// ${WELCOME}, ${ADEBAYO} and ${DANJUMA}`,
      `const names = ["${ADEBAYO}", "${DANJUMA}", "Ngozi"];`,
      `Ngozi writes to ${ADEBAYO}: \u201c${WELCOME}!\u201d`,
    ]) {
      expect(body).toContain(text);
    }
    // Nothing stood in for a letter: no bare "o" for "ọ̀", no "D" for "Ɗ", no "?".
    expect(body).not.toMatch(/Adebayo|Ad\u00e9b\u00e1yo(?!\u0323)|(?<!\u018a)Danjuma|\?/u);
  });

  it("keeps them in the metadata and the bookmarks", async () => {
    const { info } = await getMeta(copy(bytes));
    expect(info["Title"]).toBe(GUIDE.title);
    expect(info["Author"]).toBe(OPTIONS.author);
    expect(info["Subject"]).toBe(GUIDE.description);
    const pdf = await getDocumentProxy(copy(bytes));
    const outline = (await pdf.getOutline()) ?? [];
    expect(outline.map((o) => o.title)).toEqual([
      "Table of contents",
      `${WELCOME}, ${DANJUMA}`,
      "What next",
    ]);
    expect(outline[1]?.items.map((o) => o.title)).toEqual([`${DANJUMA}'s list`]);
  });

  it("sets each letter in the site's faces, a letter with its marks in a face that places them", () => {
    const fontsOf = (text: string) =>
      new Set(drawn.filter((d) => d.text === text).map((d) => d.font));
    // The chapter heading is in Fraunces, which has "Ẹ" and "káàb" but no "Ɗ", and cannot place a
    // combining mark: "Ɗ" and "ọ̀" (U+1ECD U+0300) come from Inter SemiBold, whose GPOS places it.
    const heading = drawn.filter((d) => d.page > 2 && d.font === "Fraunces-SemiBold");
    expect(heading.map((d) => d.text).join("")).toContain("\u1eb8k\u00e1\u00e0b"); // spaces are items of their own
    expect(heading.map((d) => d.text).join("")).not.toContain("\u0300");
    expect(fontsOf("\u018a")).toContain("Inter-SemiBold");
    expect(fontsOf("\u1ecd\u0300")).toContain("Inter-SemiBold");
    // In text and in code, "ọ̀" is Inter's; the rest of the code is Courier's.
    expect(fontsOf("\u1ecd\u0300")).toContain("Inter-Regular");
    const code = drawn.filter((d) => d.font === "Courier").map((d) => d.text);
    expect(code.join("").replace(/\s/g, "")).toContain('constnames=["Ad\u00e9b\u00e1y');
    for (const font of new Set(drawn.map((d) => d.font))) {
      expect(font).toMatch(/^(Inter-(Regular|SemiBold|Italic)|Fraunces-SemiBold|Courier)$/);
    }
  });

  it("is reproducible: the same input gives the same bytes", async () => {
    const again = await renderGuidePdf(GUIDE, OPTIONS);
    expect(Buffer.from(again).equals(Buffer.from(bytes))).toBe(true);
  });
});

describe("the build check", () => {
  /** The error renderGuidePdf rejects with, or a failure when it builds. */
  async function refusal(guide: typeof GUIDE): Promise<UnprintableTextError> {
    const error: unknown = await renderGuidePdf(guide, OPTIONS).then(
      () => expect.fail("the PDF was built"),
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(UnprintableTextError);
    return error as UnprintableTextError;
  }

  it("refuses a character no face holds, naming the guide, the code point and the line", async () => {
    const body = `## Hello\n\nNgozi says hello in Chinese: \u4f60\u597d.\n`;
    const error = await refusal({ ...GUIDE, body });
    expect(error.unprintable.map((u) => u.cluster)).toEqual(["\u4f60", "\u597d"]);
    expect(error.message).toContain(`The PDF of the guide "${GUIDE.title}"`);
    expect(error.message).toContain('U+4F60 "\u4f60" in text, at body line 3, column 30');
    expect(error.message).toContain('U+597D "\u597d" in text, at body line 3, column 31');
    expect(error.message).toContain("No embedded face holds it");
  });

  it("finds it in the front matter, in headings and in code", async () => {
    const error = await refusal({
      ...GUIDE,
      title: "Thai \u0e01 for beginners",
      body: "## Arrows\n\n```sh\ncd site \u2192 npm run build\n```\n\nA rocket \u{1f680}\n",
    });
    const lines = error.message.split("\n");
    // The title is set in a heading's face on the title page and in text's in the footers.
    expect(lines).toContainEqual('  U+0E01 "\u0e01" in a heading, text, at the title');
    expect(lines).toContainEqual(
      expect.stringContaining('U+2192 "\u2192" in code, at body line 4, column 9'),
    );
    expect(lines).toContainEqual(
      expect.stringContaining('U+1F680 "\u{1f680}" in text, at body line 7, column 10'),
    );
    expect(error.unprintable.map((u) => u.cluster)).toEqual(["\u0e01", "\u2192", "\u{1f680}"]);
  });

  it("builds a guide whose every character a face holds", async () => {
    const bytes = await renderGuidePdf(
      { ...GUIDE, body: `## ${DANJUMA}\n\n${WELCOME}\n` },
      OPTIONS,
    );
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe("%PDF-");
  });
});
