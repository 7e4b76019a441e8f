import { describe, expect, it } from "vitest";
import { contactReasons } from "@/features/contact/contact";
import { whatsAppMessages } from "@/features/contact/messages";
import { whatsAppPrefill, whatsAppReasonLinks } from "@/features/contact/whatsapp";
import { isPlaceholderUrl } from "@/build/placeholders";
import { site } from "@/site/site";

describe("the Contact page's WhatsApp links", () => {
  it("one for each contact reason, in order, each a chat with her with its first line", () => {
    const links = whatsAppReasonLinks("+234 801 234 5678", "Amara");
    expect(links.map((l) => l.reason)).toEqual(contactReasons.map((r) => r.title));
    expect(links.map((l) => l.text)).toEqual([
      "Hello Amara, I found you on your website and I would like to talk about a partnership.",
      "Hello Amara, I found you on your website and I would like to talk about an endorsement.",
      "Hello Amara, I found you on your website and I would like to collaborate with you on a project.",
      "Hello Amara, I found you on your website and I would like to book a consultation.",
    ]);
    for (const link of links) {
      const url = new URL(link.href);
      expect(url.origin + url.pathname).toBe("https://wa.me/2348012345678");
      expect(url.searchParams.get("text")).toBe(link.text);
    }
  });

  it("address her by the first name of src/site/site.ts", () => {
    expect(whatsAppPrefill("Consultation", site.owner.firstName)).toContain(
      `Hello ${site.owner.firstName},`,
    );
  });

  it("refuse a contact reason without a message, so a new reason cannot go out blank", () => {
    expect(() => whatsAppPrefill("Catering", "Amara")).toThrow(/Catering/);
    expect(Object.keys(whatsAppMessages.prefill).sort()).toEqual(
      contactReasons.map((r) => r.title).sort(),
    );
  });

  it("her number is a placeholder the build reports until she sets it", () => {
    const [link] = whatsAppReasonLinks(site.owner.whatsApp, "Amara");
    expect(isPlaceholderUrl(link!.href)).toBe(true);
    expect(isPlaceholderUrl(whatsAppReasonLinks("+234 801 234 5678", "A")[0]!.href)).toBe(false);
  });
});
