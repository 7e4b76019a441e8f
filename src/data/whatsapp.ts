/**
 * Her WhatsApp number: the Contact page's "Message on WhatsApp" links open a chat with it
 * (src/features/contact/components/WhatsAppContact.astro, https://wa.me/<number>).
 *
 * Replace it with the real one, with the country code (Nigeria: +234, then the number without its
 * first 0: "0801 234 5678" is "+234 801 234 5678"); spaces are fine. Until then it is a
 * placeholder: the country code and zeros, which no phone has. The links are shown all the same
 * (the page looks as it will), and every build warns that this number is still a placeholder, as
 * it does for the example addresses (src/build/placeholders.ts; README, "Replacing the
 * placeholders").
 */
export const whatsAppNumber = "+234 000 000 0000";
