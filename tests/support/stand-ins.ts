/** The local stand-ins as the browser tests see them (the built site points its forms there). */
import { LOCAL_FORM_ENDPOINT } from "@/lib/local-backend";

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
