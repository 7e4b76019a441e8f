// `npm run restore --hash-config <file>`: the source project's password hash parameters, which
// re-importing its accounts' password hashes needs (Firebase console → Authentication → Users →
// ⋮ → "Password hash parameters"). The file holds either the console's block exactly as copied
//
//   hash_config {
//     algorithm: SCRYPT,
//     base64_signer_key: jxspr8Ki0RYy...==,
//     base64_salt_separator: Bw==,
//     rounds: 8,
//     mem_cost: 14,
//   }
//
// or the same four values as JSON ({ "base64_signer_key", "base64_salt_separator", "rounds",
// "mem_cost" }, an "algorithm" allowed).

/** @typedef {{ base64_signer_key: string, base64_salt_separator: string, rounds: number, mem_cost: number }} HashConfig */

const KEYS = ["base64_signer_key", "base64_salt_separator", "rounds", "mem_cost"];
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
/** The largest rounds and mem_cost Firebase's scrypt takes (accounts:batchCreate refuses more). */
const MOST = { rounds: 8, mem_cost: 14 };

export const hashConfigMessages = {
  unreadable: (detail) =>
    `--hash-config: ${detail}. Paste the "Password hash parameters" block exactly as the Firebase console shows it (Authentication → Users → ⋮), hash_config { algorithm: SCRYPT, base64_signer_key: ..., base64_salt_separator: ..., rounds: 8, mem_cost: 14, }, or the same values as JSON.`,
};

/** The console's block as key → text. @param {string} text */
function consoleBlock(text) {
  const body = /^\s*(?:hash_config\s*)?\{([\s\S]*)\}\s*$/.exec(text)?.[1];
  if (body === undefined) return null;
  /** @type {Record<string, string>} */
  const fields = {};
  for (const part of body.split(/[,\n]/)) {
    const line = part.trim();
    if (!line) continue;
    const match = /^([A-Za-z0-9_]+)\s*:\s*"?([^"\s]*)"?$/.exec(line);
    if (!match) return null;
    fields[match[1] ?? ""] = match[2] ?? "";
  }
  return fields;
}

/**
 * The hash parameters of a --hash-config file's text; throws a message saying what it expects.
 * @param {string} text
 * @returns {HashConfig}
 */
export function parseHashConfig(text) {
  const fail = (detail) => new Error(hashConfigMessages.unreadable(detail));
  /** @type {Record<string, unknown> | null} */
  let fields = null;
  if (/^\s*\{\s*"/.test(text) || /^\s*\{\s*\}\s*$/.test(text)) {
    try {
      fields = JSON.parse(text);
    } catch {
      throw fail("it looks like JSON but is not valid JSON");
    }
  } else fields = consoleBlock(text);
  if (!fields || typeof fields !== "object" || Array.isArray(fields))
    throw fail("it is neither the console's hash_config block nor JSON");
  const algorithm = fields.algorithm === undefined ? "SCRYPT" : String(fields.algorithm);
  if (algorithm.toUpperCase() !== "SCRYPT")
    throw fail(`the algorithm is ${algorithm}; Firebase's own hashes are SCRYPT`);
  const missing = KEYS.filter((key) => fields[key] === undefined || fields[key] === "");
  if (missing.length) throw fail(`it has no ${missing.join(", ")}`);
  const signerKey = String(fields.base64_signer_key);
  const saltSeparator = String(fields.base64_salt_separator);
  for (const [key, value] of [
    ["base64_signer_key", signerKey],
    ["base64_salt_separator", saltSeparator],
  ])
    if (!BASE64.test(value) || value.length % 4 !== 0) throw fail(`${key} is not base64`);
  const rounds = Number(fields.rounds);
  const memCost = Number(fields.mem_cost);
  for (const [key, value, most] of [
    ["rounds", rounds, MOST.rounds],
    ["mem_cost", memCost, MOST.mem_cost],
  ])
    if (!Number.isInteger(value) || value < 1 || value > most)
      throw fail(`${key} is not a whole number from 1 to ${most}`);
  return {
    base64_signer_key: signerKey,
    base64_salt_separator: saltSeparator,
    rounds,
    mem_cost: memCost,
  };
}
