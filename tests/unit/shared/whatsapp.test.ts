import { describe, expect, it } from "vitest";
import { whatsAppDigits, whatsAppLink } from "@/shared/whatsapp";

describe("WhatsApp links", () => {
  it("open a chat with the number, digits only, and the text typed in", () => {
    expect(whatsAppDigits("+234 801 234-5678")).toBe("2348012345678");
    expect(whatsAppLink("Hello Amara", "+234 801 234 5678")).toBe(
      "https://wa.me/2348012345678?text=Hello%20Amara",
    );
  });

  it("without a number let WhatsApp ask whom to send it to", () => {
    expect(whatsAppLink("Read this: https://amara.example/x?a=1&b=2")).toBe(
      "https://wa.me/?text=Read%20this%3A%20https%3A%2F%2Famara.example%2Fx%3Fa%3D1%26b%3D2",
    );
  });

  it("carry the text as written: &, #, +, quotes, accents and emoji", () => {
    const text = "Rice + beans #1: “Mama’s” pot 🍲 & Adébáyọ̀";
    const url = new URL(whatsAppLink(text, "2348012345678"));
    expect(url.origin).toBe("https://wa.me");
    expect(url.pathname).toBe("/2348012345678");
    expect([...url.searchParams.keys()]).toEqual(["text"]);
    expect(url.searchParams.get("text")).toBe(text);
  });
});
