/** Checks an email address against the site's one shape (EMAIL_PATTERN in constants.ts). */
// Relative, with its extension: the Node stand-in (tools/dev/form-endpoint-stand-in.mjs) imports this too.
import { EMAIL_PATTERN } from "../site/constants.ts";

const EMAIL = new RegExp(`^${EMAIL_PATTERN}$`);

export function looksLikeEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}
