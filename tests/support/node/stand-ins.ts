/** The local stand-ins as the browser tests see them (the built site points its forms there). */
import { LOCAL_FORM_ENDPOINT } from "@/site/local-addresses";
import type { TestimonialNotification } from "@/features/testimonials/submit";

export interface ReceivedMessage {
  form: string;
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** The messages the form-endpoint stand-in has accepted so far. */
export async function receivedMessages(): Promise<ReceivedMessage[]> {
  const response = await fetch(`${LOCAL_FORM_ENDPOINT}/__messages`);
  return ((await response.json()) as { messages: ReceivedMessage[] }).messages;
}

/** What the owner's testimonial form (SPEC §7 call 2) received, as the stand-in keeps it. */
export type ReceivedNotice = TestimonialNotification & { form: "testimonial"; receivedAt: string };

/** The testimonial notices the form-endpoint stand-in has accepted so far, for one name. */
export async function receivedNotices(name: string): Promise<ReceivedNotice[]> {
  const all = (await receivedMessages()) as unknown as { form: string; name: string }[];
  return all.filter((m) => m.form === "testimonial" && m.name === name) as ReceivedNotice[];
}

/** A sign-up as the newsletter stand-in keeps it (tools/dev/newsletter-stand-in.mjs). */
export interface ReceivedSignUp {
  newsletter: string;
  email: string;
  tags: string[];
  metadata: Record<string, string>;
  status: "unactivated";
}

/** The sign-ups the newsletter stand-in has kept so far, for one address. */
export async function receivedSignUps(email: string): Promise<ReceivedSignUp[]> {
  const response = await fetch(`${LOCAL_FORM_ENDPOINT}/__subscribers`);
  const { subscribers } = (await response.json()) as { subscribers: ReceivedSignUp[] };
  return subscribers.filter((s) => s.email.toLowerCase() === email.toLowerCase());
}
