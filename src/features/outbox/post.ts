/**
 * A form post to a Formspree-compatible endpoint (the contact form, SPEC §7 call 1), as the form
 * and the outbox (in a page or the service worker) make it, with what its answer means
 * (postOutcome). The endpoint has no idempotency key: a post that arrived but whose answer was
 * lost is sent again (docs/decisions.md, "Outbox").
 */
import type { Deliverer } from "./flush";
import { postOutcome, type Outcome } from "./items";
import { outboxReasons } from "./messages";

export async function postForm(
  url: string,
  body: Record<string, string>,
  fallbackReason: string,
  fetchImpl: typeof fetch = fetch,
): Promise<Outcome> {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    return { status: "retry", network: true };
  }
  const answer: unknown = await response.json().catch(() => null);
  return postOutcome(response.status, answer, fallbackReason);
}

/**
 * The outbox's deliverer of kept contact messages: posts each to `endpoint`, the one the code that
 * sends it was built with, so a message kept under an earlier build goes where this build's
 * Content-Security-Policy lets it go (an address kept with it by an earlier build is ignored).
 */
export function postDeliverer(endpoint: string, fetchImpl: typeof fetch = fetch): Deliverer {
  return (item) =>
    item.kind === "contact"
      ? postForm(endpoint, item.body, outboxReasons.noReason, fetchImpl)
      : Promise.resolve({ status: "retry", network: false });
}
