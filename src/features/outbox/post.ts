/**
 * The contact deliverer (SPEC §7 call 1): a contact message posted to the form endpoint by its one
 * client (src/shared/form-endpoint.ts). The form makes its first try with it, and the outbox (in a
 * page or the service worker) every later one. The endpoint has no idempotency key: a post that
 * arrived but whose answer was lost is sent again (docs/decisions.md, "Outbox").
 */
import { postToForm } from "@/shared/form-endpoint";
import type { Deliverer } from "./flush";
import { outboxReasons } from "./messages";

/**
 * Delivers a contact item: posts its fields to `endpoint`, the one the code that sends it was
 * built with, so a message kept under an earlier build goes where this build's
 * Content-Security-Policy lets it go (an address kept with it by an earlier build is ignored).
 */
export function contactDeliverer(endpoint: string, fetchImpl: typeof fetch = fetch): Deliverer {
  return (item) =>
    item.kind === "contact"
      ? postToForm(endpoint, item.body, { fallbackReason: outboxReasons.noReason, fetchImpl })
      : Promise.resolve({ status: "retry", network: false });
}
