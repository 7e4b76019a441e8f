/**
 * The newsletter sign-up (SPEC §1, §4, §7, §8): the post the footer's form makes to Buttondown's
 * embed-subscribe endpoint (src/site/config.ts newsletterEndpoint), made by fetch exactly as the
 * plain form makes it without JavaScript (form-encoded `email` and `embed`, no script of theirs),
 * and what its answer means. Buttondown then sends the confirmation email (double opt-in); an
 * unsubscribe link is in every letter. The outbox makes the same call for a sign-up kept offline.
 */
import { postOutcome, type FormOutcome as Outcome } from "@/shared/form-endpoint";
import { newsletterMessages } from "./messages";

/** The fields of a sign-up: the address, and `embed`, which Buttondown's embedded form sends. */
export function signUpFields(email: string): URLSearchParams {
  return new URLSearchParams({ email: email.trim(), embed: "1" });
}

/**
 * Posts a sign-up. Buttondown answers an accepted one with a redirect to its "check your inbox"
 * page, which fetch follows (2xx: sent); a refused address with a 4xx (refused, with
 * newsletterMessages.failed as its reason: the answer is a page, not a reason); a timeout, too
 * many requests or a server error are tried again (postOutcome). A failure of the network (or a
 * fetch the browser blocks) is `retry` with `network`: the form then keeps it in the outbox.
 */
export async function subscribe(
  endpoint: string,
  email: string,
  fetchImpl: typeof fetch = fetch,
): Promise<Outcome> {
  let response: Response;
  try {
    response = await fetchImpl(endpoint, { method: "POST", body: signUpFields(email) });
  } catch {
    return { status: "retry", network: true };
  }
  return postOutcome(response.status, null, newsletterMessages.failed);
}
