import { describe, expect, it } from "vitest";
import { formText, submissionFromForm } from "@/features/testimonials/submit";
import { formData } from "../../../support/node/form-data";

describe("the testimonial form's submission", () => {
  it("reads a field's text, empty when the field is missing", () => {
    const data = formData({ name: "Ada" });
    expect(formText(data, "name")).toBe("Ada");
    expect(formText(data, "role")).toBe("");
  });

  it("is made of the four fields, the chosen image, the areas and the consent", () => {
    const data = formData({
      name: "Ada Obi",
      email: "ada@example.com",
      role: "Chef",
      message: "Lovely jollof.",
      consent: "on",
      imageUrl: "https://example.com/typed-but-not-chosen.png",
    });
    expect(submissionFromForm(data, "https://example.com/ada.png")).toEqual({
      name: "Ada Obi",
      email: "ada@example.com",
      role: "Chef",
      message: "Lovely jollof.",
      image: "https://example.com/ada.png",
      areas: [],
      consent: true,
    });
    expect(submissionFromForm(data, null).image).toBeNull();
  });

  it("carries the areas ticked, known ones only, each once, in the areas' order", () => {
    const data = formData({ name: "Ada", email: "a@b.co", role: "R", message: "M" });
    for (const area of ["training", "culinary", "astrology", "culinary"])
      data.append("areas", area);
    expect(submissionFromForm(data, null).areas).toEqual(["culinary", "training"]);
  });
});
