/**
 * Newsletter sign-up (SPEC §1, §4, §7): simulated, no request is sent. idle -> sending (a
 * NEWSLETTER_DELAY_MS pause) -> thanks. Framework-free so the footer script stays a few hundred bytes.
 */
import { NEWSLETTER_DELAY_MS } from "@/lib/constants";
import { looksLikeEmail } from "@/lib/email";

/** Resolves after the simulated delay; rejects when the address is not an email. */
export function subscribe(email: string, delayMs: number = NEWSLETTER_DELAY_MS): Promise<void> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (looksLikeEmail(email)) resolve();
      else reject(new Error(`Not an email address: ${email}`));
    }, delayMs);
  });
}
