import { describe, expect, it } from "vitest";
import { TESTIMONIAL_LIMITS } from "@/features/testimonials/constants";
import {
  adminMessages,
  checkElsewhere,
  elsewhereDocument,
  elsewhereFromForm,
  isSource,
  localDay,
  originalDay,
  sourceLink,
  withPhoto,
  type ElsewhereInput,
} from "@/features/testimonials/moderation";
import { LOCAL_CLOUD_NAME } from "@/site/local-addresses";

const p = adminMessages.addTestimonial.problems;
const NOW = new Date("2026-11-25T12:00:00Z");
const PHOTO = `https://res.cloudinary.com/${LOCAL_CLOUD_NAME}/image/upload/v1/visitors/ada.jpg`;

const input = (extra: Partial<ElsewhereInput> = {}): ElsewhereInput => ({
  name: "  Ada Obi ",
  role: "Engineering manager",
  company: "",
  message: "Amara's code reviews made our whole team better.",
  areas: [],
  source: "linkedin",
  sourceUrl: "",
  originalDate: "",
  permission: true,
  ...extra,
});

describe("praise from elsewhere: its source and link", () => {
  it("knows the five sources and nothing else", () => {
    for (const source of ["linkedin", "email", "whatsapp", "google", "other"])
      expect(isSource(source)).toBe(true);
    for (const source of ["LinkedIn", "facebook", "", "toString", "__proto__", 1, null])
      expect(isSource(source)).toBe(false);
  });

  it("a link is an http(s) address with a host, kept as typed (trimmed)", () => {
    expect(sourceLink(" https://www.linkedin.com/in/ada ")).toBe("https://www.linkedin.com/in/ada");
    expect(sourceLink("http://example.com")).toBe("http://example.com");
    expect(sourceLink("https://g.co/kgs/abc?hl=en#r")).toBe("https://g.co/kgs/abc?hl=en#r");
  });

  it.each([
    "javascript:alert(1)",
    "JAVASCRIPT://example.com/%0Aalert(1)",
    "data:text/html,hi",
    "ftp://example.com/a",
    "//example.com/a",
    "example.com",
    "https://",
    "https://exa mple.com/",
    "https://example.com/a review",
    "https://user:secret@example.com/",
    `https://example.com/${"a".repeat(TESTIMONIAL_LIMITS.sourceUrl)}`,
  ])("refuses %s", (link) => {
    expect(sourceLink(link)).toBeNull();
  });
});

describe("praise from elsewhere: its original date", () => {
  it("a day is stored as its midnight UTC", () => {
    expect(originalDay("2025-06-01", NOW)?.toISOString()).toBe("2025-06-01T00:00:00.000Z");
  });
  it("no day after today, nor one that does not exist", () => {
    const later = new Date(NOW.getTime() + 3 * 86_400_000);
    expect(originalDay(localDay(later), NOW)).toBeNull();
    for (const day of ["2025-02-30", "2025-13-01", "25-06-01", "yesterday", ""])
      expect(originalDay(day, NOW)).toBeNull();
  });
  it("today is never later than now", () => {
    const today = originalDay(localDay(NOW), NOW);
    expect(today).not.toBeNull();
    expect(today!.getTime()).toBeLessThanOrEqual(NOW.getTime());
  });
});

describe("praise from elsewhere: the form checked", () => {
  it("gives the record: trimmed texts, the source, and optional fields only when given", () => {
    expect(checkElsewhere(input(), NOW)).toEqual({
      ok: true,
      record: {
        name: "Ada Obi",
        role: "Engineering manager",
        message: "Amara's code reviews made our whole team better.",
        source: "linkedin",
      },
    });
    const full = checkElsewhere(
      input({
        company: " Paystack ",
        areas: ["training", "software", "astrology"],
        sourceUrl: "https://www.linkedin.com/in/ada",
        originalDate: "2025-06-01",
      }),
      NOW,
    );
    expect(full).toEqual({
      ok: true,
      record: expect.objectContaining({
        company: "Paystack",
        areas: ["software", "training"],
        sourceUrl: "https://www.linkedin.com/in/ada",
        originalDate: new Date("2025-06-01T00:00:00Z"),
      }),
    });
  });

  it("lists each field's problem", () => {
    const result = checkElsewhere(
      {
        name: " ",
        role: "",
        company: "c".repeat(TESTIMONIAL_LIMITS.company + 1),
        message: "m".repeat(TESTIMONIAL_LIMITS.message + 1),
        areas: [],
        source: "facebook",
        sourceUrl: "javascript:alert(1)",
        originalDate: "2999-01-01",
        permission: false,
      },
      NOW,
    );
    expect(result).toEqual({
      ok: false,
      problems: {
        name: p.name,
        role: p.role,
        company: p.tooLong(TESTIMONIAL_LIMITS.company),
        message: p.tooLong(TESTIMONIAL_LIMITS.message),
        source: p.source,
        sourceUrl: p.sourceUrl,
        originalDate: p.originalDate,
        permission: p.permission,
      },
    });
  });

  it("a source must be chosen, and the permission confirmed", () => {
    expect(checkElsewhere(input({ source: "" }), NOW)).toEqual({
      ok: false,
      problems: { source: p.source },
    });
    expect(checkElsewhere(input({ permission: false }), NOW)).toEqual({
      ok: false,
      problems: { permission: p.permission },
    });
  });
});

describe("praise from elsewhere: the form read", () => {
  it("reads each field as typed, the ticked areas and the permission", () => {
    const data = new FormData();
    for (const [key, value] of Object.entries({
      name: " Ada ",
      role: "CTO",
      message: "Great.",
      source: "google",
      sourceUrl: "https://g.co/r",
      originalDate: "2025-06-01",
      permission: "on",
    }))
      data.set(key, value);
    data.append("areas", "software");
    data.append("areas", "community");
    expect(elsewhereFromForm(data)).toEqual({
      name: " Ada ",
      role: "CTO",
      company: "",
      message: "Great.",
      areas: ["software", "community"],
      source: "google",
      sourceUrl: "https://g.co/r",
      originalDate: "2025-06-01",
      permission: true,
    });
    expect(elsewhereFromForm(new FormData())).toMatchObject({ permission: false, areas: [] });
  });
});

describe("praise from elsewhere: the record written", () => {
  it("is published, with her confirmation of the person's permission, and no consent or email", () => {
    const result = checkElsewhere(input(), NOW);
    if (!result.ok) throw new Error("expected a record");
    const data = elsewhereDocument(withPhoto(result.record, PHOTO));
    expect(data).toEqual({
      name: "Ada Obi",
      role: "Engineering manager",
      message: "Amara's code reviews made our whole team better.",
      source: "linkedin",
      imageUrl: PHOTO,
      status: "approved",
      permission: true,
    });
  });
  it("takes a photo only from Cloudinary", () => {
    const result = checkElsewhere(input(), NOW);
    if (!result.ok) throw new Error("expected a record");
    expect(withPhoto(result.record, "https://tracker.example/a.jpg")).not.toHaveProperty(
      "imageUrl",
    );
    expect(
      withPhoto(result.record, PHOTO.replace("/upload/", "/upload/e_upscale/")),
    ).not.toHaveProperty("imageUrl");
    expect(withPhoto(result.record, PHOTO.replace(LOCAL_CLOUD_NAME, "someone"))).not.toHaveProperty(
      "imageUrl",
    );
    expect(withPhoto(result.record, null)).not.toHaveProperty("imageUrl");
  });
});
