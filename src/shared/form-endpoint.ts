/**
 * The one client of the site's Formspree-compatible form endpoint (SPEC §7 calls 1 and 2; the
 * contract is tools/dev/form-endpoint-stand-in.mjs): the contact form, the outbox's kept contact
 * messages (in a page or the service worker) and the owner's notice of a new testimonial all post
 * with `postToForm`, and read its answer with `postOutcome`, which the newsletter's sign-up reads
 * its own endpoint's answers with too.
 *
 * An answer means one of three things: sent (a 2xx: the endpoint answers an accepted post with
 * 200 {"ok":true}); refused (a validation error, a form that does not exist: final, with the
 * endpoint's reason); or try again later (a timeout, too many requests, a server error, or no
 * answer at all: `network` says the fetch itself failed, so the post may or may not have arrived).
 */

export type FormOutcome =
  | { status: "sent" }
  | { status: "retry"; network: boolean }
  | { status: "refused"; reason: string };

/**
 * The reason an endpoint gives for refusing a post: its `errors` (field and message), else its
 * `error`, else null.
 */
export function formReason(body: unknown): string | null {
  if (typeof body !== "object" || body === null) return null;
  const { errors, error } = body as { errors?: unknown; error?: unknown };
  if (Array.isArray(errors)) {
    const parts = errors
      .map((e: { field?: unknown; message?: unknown }) =>
        [e?.field, e?.message].filter((p) => typeof p === "string" && p).join(" "),
      )
      .filter(Boolean);
    if (parts.length) return parts.join(", ");
  }
  return typeof error === "string" && error ? error : null;
}

/**
 * What an answer means: 2xx sent; a timeout, too many requests or a server error (408, 429, 5xx)
 * try again; any other refusal (a validation error, 422; an unknown form, 404) is final, with the
 * answer's reason or else `fallbackReason`.
 */
export function postOutcome(status: number, body: unknown, fallbackReason: string): FormOutcome {
  if (status >= 200 && status < 300) return { status: "sent" };
  if (status === 408 || status === 429 || status >= 500) return { status: "retry", network: false };
  return { status: "refused", reason: formReason(body) ?? fallbackReason };
}

export interface PostOptions {
  /** The refusal's reason when the answer gives none. */
  fallbackReason: string;
  /** Lets the post finish when the visitor leaves the page (a notice sent after a success). */
  keepalive?: boolean;
  fetchImpl?: typeof fetch;
}

/**
 * POSTs `body` as JSON to a form `url` and says what the answer means. Never throws: a fetch that
 * fails (offline, blocked, no answer) is `retry` with `network`.
 */
export async function postToForm(
  url: string,
  body: Record<string, unknown>,
  { fallbackReason, keepalive = false, fetchImpl = fetch }: PostOptions,
): Promise<FormOutcome> {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
      ...(keepalive ? { keepalive } : {}),
    });
  } catch {
    return { status: "retry", network: true };
  }
  const answer: unknown = await response.json().catch(() => null);
  return postOutcome(response.status, answer, fallbackReason);
}
