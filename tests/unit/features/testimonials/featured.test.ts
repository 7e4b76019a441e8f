import { publishedByRest, removedCards } from "@/features/testimonials/wall";
import { firebaseSettings } from "@/firebase/settings";
import { describe, expect, it } from "vitest";
import { FEATURED_SLOTS } from "@/features/testimonials/constants";
import {
  expertiseThree,
  featuredIds,
  freeSlot,
  readSlots,
  slotsHolding,
} from "@/features/testimonials/featured";

describe("featured slots", () => {
  it("are three, named as firestore.rules allow", () => {
    expect(FEATURED_SLOTS).toEqual(["1", "2", "3"]);
  });

  it("reads slot documents, ignoring other names and malformed ones", () => {
    const slots = readSlots([
      { id: "2", testimonial: "b" },
      { id: "1", testimonial: "a" },
      { id: "4", testimonial: "d" },
      { id: "3", testimonial: 7 },
    ]);
    expect([...slots]).toEqual([
      ["2", "b"],
      ["1", "a"],
    ]);
    expect(featuredIds(slots)).toEqual(["a", "b"]);
  });

  it("gives the first free slot, none when three are taken", () => {
    expect(freeSlot(new Map())).toBe("1");
    expect(freeSlot(new Map([["1", "a"]]))).toBe("2");
    expect(
      freeSlot(
        new Map([
          ["1", "a"],
          ["3", "c"],
        ]),
      ),
    ).toBe("2");
    expect(
      freeSlot(
        new Map([
          ["1", "a"],
          ["2", "b"],
          ["3", "c"],
        ]),
      ),
    ).toBeNull();
  });

  it("finds the slots holding a testimonial; lists each id once in slot order", () => {
    const slots = new Map([
      ["3", "a"],
      ["1", "a"],
      ["2", "b"],
    ] as const);
    expect(slotsHolding(slots, "a")).toEqual(["1", "3"]);
    expect(slotsHolding(slots, "z")).toEqual([]);
    expect(featuredIds(slots)).toEqual(["a", "b"]);
  });
});

describe("Expertise's three", () => {
  const samples = ["s1", "s2", "s3", "s4"];
  it("are the featured ones, filled up with the samples in order", () => {
    expect(expertiseThree([], samples)).toEqual(["s1", "s2", "s3"]);
    expect(expertiseThree(["f1"], samples)).toEqual(["f1", "s1", "s2"]);
    expect(expertiseThree(["f1", "f2", "f3"], samples)).toEqual(["f1", "f2", "f3"]);
  });
});

describe("Expertise's baked cards against the published ones", () => {
  it("names the cards whose testimonial is no longer published, in page order", () => {
    expect(removedCards(["a", "b", "c"], new Set(["b"]))).toEqual(["a", "c"]);
    expect(removedCards(["a"], new Set(["a", "z"]))).toEqual([]);
    expect(removedCards([], new Set())).toEqual([]);
  });
});

describe("which baked cards are still published, read by REST", () => {
  const settings = firebaseSettings({});
  it("asks each public copy (its name only): 200 published, 404 gone, anything else throws", async () => {
    const asked: string[] = [];
    const fetchImpl = (async (url: string | URL | Request) => {
      asked.push(String(url));
      return new Response("{}", { status: String(url).includes("/gone?") ? 404 : 200 });
    }) as typeof fetch;
    expect(await publishedByRest(settings, ["kept", "gone"], fetchImpl)).toEqual(new Set(["kept"]));
    expect(asked[0]).toMatch(
      /\/v1\/projects\/demo-amara\/databases\/\(default\)\/documents\/publicTestimonials\/kept\?mask\.fieldPaths=name&key=/,
    );
    const refused = (async () => new Response("{}", { status: 403 })) as typeof fetch;
    await expect(publishedByRest(settings, ["x"], refused)).rejects.toThrow("HTTP 403");
  });
});
