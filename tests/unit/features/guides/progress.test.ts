import { describe, expect, it } from "vitest";
import {
  markChapter,
  reachChapter,
  readProgress,
  writeProgress,
  type CourseProgress,
} from "@/features/guides/progress-marks";
import {
  chapterLabel,
  cleanCourse,
  mergeCourse,
  pageGuides,
  sameCourse,
  summarise,
} from "@/features/guides/progress";

const ids = ["introduction", "chapter-1", "chapter-2", "chapter-3", "cheat-sheet"];
const chapters = ids.map((id) => ({ id, label: id }));

function memory(): Storage {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
  } as Storage;
}

describe("recording progress", () => {
  it("a step of one chapter forward reads the one before through; a jump marks nothing", () => {
    let p: CourseProgress = {};
    p = reachChapter(p, "css", ids, -1, 0, 10);
    expect(p.css).toEqual({ chapters: {}, last: { chapter: "introduction", at: 10 } });
    p = reachChapter(p, "css", ids, 0, 1, 20);
    expect(p.css!.chapters).toEqual({ introduction: { done: true, at: 20 } });
    p = reachChapter(p, "css", ids, 1, 4, 30);
    expect(Object.keys(p.css!.chapters)).toEqual(["introduction"]);
    expect(p.css!.last).toEqual({ chapter: "cheat-sheet", at: 30 });
    // The guide's end (index = chapters.length): the last chapter is read through.
    p = reachChapter(p, "css", ids, 4, 5, 40);
    expect(p.css!.chapters["cheat-sheet"]).toEqual({ done: true, at: 40 });
    expect(p.css!.last).toEqual({ chapter: "cheat-sheet", at: 30 });
  });

  it("reading through never undoes the reader's own 'not done'", () => {
    let p = markChapter({}, "css", "chapter-1", false, 5);
    p = reachChapter(p, "css", ids, 1, 2, 50);
    expect(p.css!.chapters["chapter-1"]).toEqual({ done: false, at: 5 });
  });

  it("ticks and unticks, each with its time, leaving the input as it was", () => {
    const before: CourseProgress = {};
    const p = markChapter(before, "html", "chapter-2", true, 7);
    expect(before).toEqual({});
    expect(markChapter(p, "html", "chapter-2", false, 8).html!.chapters).toEqual({
      "chapter-2": { done: false, at: 8 },
    });
  });

  it("storage: written and read back; nothing or garbage reads as none", () => {
    const storage = memory();
    expect(readProgress(storage, "k")).toEqual({});
    const p = markChapter({}, "css", "chapter-1", true, 1);
    expect(writeProgress(storage, "k", p)).toBe(true);
    expect(readProgress(storage, "k")).toEqual(p);
    storage.setItem("k", "{not json");
    expect(readProgress(storage, "k")).toEqual({});
    storage.setItem("k", "[1]");
    expect(readProgress(storage, "k")).toEqual({});
    const full = {
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(writeProgress(full, "k", p)).toBe(false);
  });
});

describe("merging this device's copy and the account's", () => {
  const device: CourseProgress = {
    css: {
      chapters: { "chapter-1": { done: true, at: 10 }, "chapter-2": { done: false, at: 30 } },
      last: { chapter: "chapter-2", at: 30 },
    },
  };
  const account: CourseProgress = {
    css: {
      chapters: { "chapter-2": { done: true, at: 20 }, "chapter-3": { done: true, at: 25 } },
      last: { chapter: "chapter-3", at: 25 },
    },
    html: { chapters: { introduction: { done: true, at: 5 } } },
  };

  it("per chapter the newer decision wins, chapters and guides of either are kept", () => {
    expect(mergeCourse(device, account)).toEqual({
      css: {
        chapters: {
          "chapter-1": { done: true, at: 10 },
          "chapter-2": { done: false, at: 30 },
          "chapter-3": { done: true, at: 25 },
        },
        last: { chapter: "chapter-2", at: 30 },
      },
      html: { chapters: { introduction: { done: true, at: 5 } } },
    });
  });

  it("order-free and repeatable: a late answer merged again undoes nothing newer", () => {
    const ab = mergeCourse(device, account);
    expect(sameCourse(ab, mergeCourse(account, device))).toBe(true);
    expect(sameCourse(mergeCourse(ab, account), ab)).toBe(true);
    // A change made here while the account's answer was on its way survives it.
    const newer = markChapter(ab, "css", "chapter-3", false, 99);
    expect(mergeCourse(newer, account).css!.chapters["chapter-3"]).toEqual({
      done: false,
      at: 99,
    });
  });

  it("a tie goes to done, the same on every device", () => {
    const a = markChapter({}, "css", "x", false, 5);
    const b = markChapter({}, "css", "x", true, 5);
    expect(mergeCourse(a, b).css!.chapters.x!.done).toBe(true);
    expect(mergeCourse(b, a).css!.chapters.x!.done).toBe(true);
  });

  it("keeps of a copy from elsewhere only the site's guides' well-formed marks", () => {
    const copy = {
      css: {
        chapters: { a: { done: true, at: 1 }, b: { done: "yes", at: 2 }, c: { done: false } },
        last: { chapter: 3, at: 1 },
      },
      python: { chapters: { a: { done: true, at: 1 } } },
    };
    expect(cleanCourse(copy, ["html", "css"])).toEqual({
      css: { chapters: { a: { done: true, at: 1 } } },
    });
    // A guide added to the site (its file) is kept as soon as the page lists it.
    expect(cleanCourse(copy, ["html", "css", "python"]).python).toEqual({
      chapters: { a: { done: true, at: 1 } },
    });
    expect(cleanCourse(undefined, ["css"])).toEqual({});
    expect(cleanCourse("x", ["css"])).toEqual({});
  });

  it("takes the site's guides from the page's list (data-guides), and refuses a page without one", () => {
    const page = (guides?: string) =>
      ({
        querySelector: () => (guides === undefined ? null : { dataset: { guides } }),
      }) as unknown as ParentNode;
    expect(pageGuides(page("html git-github css typescript"))).toEqual([
      "html",
      "git-github",
      "css",
      "typescript",
    ]);
    expect(() => pageGuides(page())).toThrow(/data-guides/);
    expect(() => pageGuides(page(" "))).toThrow(/data-guides/);
  });
});

describe("progress as shown", () => {
  it("counts the chapters done and goes on from the chapter reached last", () => {
    let p = reachChapter({}, "css", ids, -1, 0, 1);
    for (let i = 0; i < 3; i++) p = reachChapter(p, "css", ids, i, i + 1, 2 + i);
    // Read the introduction, chapters 1 and 2; reading chapter 3.
    expect(summarise(p.css, chapters)).toEqual({
      done: 3,
      total: 5,
      next: { id: "chapter-3", label: "chapter-3" },
      started: true,
    });
    // Chapter 3 ticked: on to the next not done after it.
    p = markChapter(p, "css", "chapter-3", true, 10);
    expect(summarise(p.css, chapters).next?.id).toBe("cheat-sheet");
    // The rest done too: then back to one left undone earlier.
    p = markChapter(p, "css", "cheat-sheet", true, 11);
    p = markChapter(p, "css", "chapter-1", false, 12);
    expect(summarise(p.css, chapters).next?.id).toBe("chapter-1");
    p = markChapter(p, "css", "chapter-1", true, 13);
    expect(summarise(p.css, chapters)).toMatchObject({ done: 5, next: undefined });
  });

  it("a guide not begun has nothing to go on from", () => {
    expect(summarise(undefined, chapters)).toMatchObject({ done: 0, total: 5, started: false });
  });

  it("'Continue: Chapter 4' is named by the chapter's number; other headings as they are", () => {
    expect(chapterLabel("Chapter 4: The Box Model: Margin, Padding and Border")).toBe("Chapter 4");
    expect(chapterLabel("Cheat sheet")).toBe("Cheat sheet");
    expect(chapterLabel("What next")).toBe("What next");
  });
});
