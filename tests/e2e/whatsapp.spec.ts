// WhatsApp as a channel: the Contact page's "Message on WhatsApp" (a chat with her for each contact
// reason, its first line written) and the moderation panel's "Send on WhatsApp" (her request,
// the link to the form at its end). Plain wa.me links: nothing of WhatsApp's is loaded.
import { expect, test, type Locator, type Page } from "./fixtures";
import { site } from "@/site/site";
import { contactReasons } from "@/features/contact/contact";
import { whatsAppMessages } from "@/features/contact/messages";
import { adminMessages } from "@/features/testimonials/moderation/admin-messages";
import { areas } from "@/features/testimonials/areas";
import { demo, signIn } from "../support/browser/account";

/** A link's address as WhatsApp reads it: whom to (digits or ""), and the text. */
async function chat(link: Locator): Promise<{ to: string; text: string | null }> {
  const url = new URL((await link.getAttribute("href"))!);
  expect(url.origin).toBe("https://wa.me");
  return { to: url.pathname.slice(1), text: url.searchParams.get("text") };
}

/** Every request the page makes to WhatsApp's hosts. */
function whatsAppRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (/(^|\.)(wa\.me|whatsapp\.(com|net))$/.test(new URL(request.url()).hostname))
      seen.push(request.url());
  });
  return seen;
}

test("the Contact page offers a WhatsApp chat with her for each contact reason", async ({
  page,
}) => {
  const requests = whatsAppRequests(page);
  await page.goto("/contact");
  const section = page.getByRole("region", { name: whatsAppMessages.title });
  await expect(section).toBeVisible();
  const links = section.getByRole("link");
  await expect(links).toHaveCount(contactReasons.length);
  const digits = site.owner.whatsApp.replace(/\D/g, "");
  const texts = [
    "I would like to talk about a partnership.",
    "I would like to talk about an endorsement.",
    "I would like to collaborate with you on a project.",
    "I would like to book a consultation.",
  ];
  for (const [i, reason] of contactReasons.entries()) {
    const link = section.getByRole("link", {
      name: `${whatsAppMessages.about} ${reason.title} (opens in a new tab)`,
    });
    await expect(link).toHaveAttribute("target", "_blank");
    expect(await chat(link)).toEqual({
      to: digits,
      text: `Hello ${site.owner.firstName}, I found you on your website and ${texts[i]}`,
    });
  }
  expect(requests).toEqual([]);
});

test("the moderation panel's request link can be sent on WhatsApp, in her words", async ({
  page,
}) => {
  await page.goto("/admin/testimonials");
  await signIn(page, demo.admin.email, demo.admin.password);
  const section = page.locator("[data-share-link]");
  const send = section.getByRole("link", { name: adminMessages.share.whatsApp });
  const request = (link: string) =>
    `Hello! Thank you again for working with me. Would you write a few words about it for my website? It takes two minutes, and this link opens the form: ${link}`;
  expect(await chat(send)).toEqual({ to: "", text: request(`${site.url}/testimonials#share`) });
  await expect(send).toHaveAttribute("target", "_blank");

  // The area chosen for the form goes with it.
  const area = areas[0]!;
  await section.getByLabel(adminMessages.share.areaLabel).selectOption(area.id);
  await expect(section.getByLabel(adminMessages.share.label)).toHaveValue(
    `${site.url}/testimonials/${area.id}#share`,
  );
  expect(await chat(send)).toEqual({
    to: "",
    text: request(`${site.url}/testimonials/${area.id}#share`),
  });
});
