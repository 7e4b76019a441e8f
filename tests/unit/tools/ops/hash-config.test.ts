// `npm run restore --hash-config <file>` (tools/ops/hash-config.mjs): the Firebase console's
// "Password hash parameters" block exactly as copied, or the same values as JSON; anything else
// is refused with a message saying what it expects.
import { describe, expect, it } from "vitest";
import { hashConfigMessages, parseHashConfig } from "../../../../tools/ops/hash-config.mjs";

const KEY =
  "jxspr8Ki0RYycVU8zykbdLGjFQ3McFUH0uiiTvC8pVMXAn210wjLNmdZJzxUECKbm0QsEmYUSDzZvpjeJ9WmXA==";
const expected = { base64_signer_key: KEY, base64_salt_separator: "Bw==", rounds: 8, mem_cost: 14 };
const CONSOLE = `hash_config {
  algorithm: SCRYPT,
  base64_signer_key: ${KEY},
  base64_salt_separator: Bw==,
  rounds: 8,
  mem_cost: 14,
}
`;
const failure = (text: string) => {
  try {
    parseHashConfig(text);
  } catch (error) {
    return (error as Error).message;
  }
  return "accepted";
};
const message = (detail: string) => hashConfigMessages.unreadable(detail);

describe("--hash-config", () => {
  it("reads the console's block exactly as copied", () => {
    expect(parseHashConfig(CONSOLE)).toEqual(expected);
  });

  it("reads it with Windows line ends, no trailing comma, or on one line", () => {
    expect(parseHashConfig(CONSOLE.replaceAll("\n", "\r\n"))).toEqual(expected);
    expect(parseHashConfig(CONSOLE.replace("mem_cost: 14,", "mem_cost: 14"))).toEqual(expected);
    expect(parseHashConfig(CONSOLE.replaceAll("\n", " "))).toEqual(expected);
  });

  it("reads the JSON it has always read, with or without the algorithm", () => {
    expect(parseHashConfig(JSON.stringify(expected))).toEqual(expected);
    expect(parseHashConfig(JSON.stringify({ algorithm: "SCRYPT", ...expected }, null, 2))).toEqual(
      expected,
    );
    expect(parseHashConfig(JSON.stringify({ ...expected, rounds: "8" }))).toEqual(expected);
  });

  it("refuses anything else, saying what it expects", () => {
    expect(failure("")).toBe(message("it is neither the console's hash_config block nor JSON"));
    expect(failure("rounds=8")).toBe(
      message("it is neither the console's hash_config block nor JSON"),
    );
    expect(failure('{ "rounds": 8, ')).toBe(message("it looks like JSON but is not valid JSON"));
    expect(failure(CONSOLE.replace("SCRYPT", "BCRYPT"))).toBe(
      message("the algorithm is BCRYPT; Firebase's own hashes are SCRYPT"),
    );
    expect(failure(CONSOLE.replace("  base64_salt_separator: Bw==,\n", ""))).toBe(
      message("it has no base64_salt_separator"),
    );
    expect(failure(CONSOLE.replace("Bw==", "B w=="))).toBe(
      message("it is neither the console's hash_config block nor JSON"),
    );
    expect(failure(CONSOLE.replace(KEY, "not*base64"))).toBe(
      message("base64_signer_key is not base64"),
    );
    expect(failure(CONSOLE.replace("rounds: 8", "rounds: eight"))).toBe(
      message("rounds is not a whole number from 1 to 8"),
    );
    expect(failure(JSON.stringify({ ...expected, mem_cost: 0 }))).toBe(
      message("mem_cost is not a whole number from 1 to 14"),
    );
    expect(message("x")).toContain("hash_config { algorithm: SCRYPT");
  });

  it("refuses rounds and mem_cost Firebase's scrypt cannot have, before the restore writes anything", () => {
    // accounts:batchCreate refuses them, but only once every document has been written.
    expect(failure(CONSOLE.replace("rounds: 8", "rounds: 9"))).toBe(
      message("rounds is not a whole number from 1 to 8"),
    );
    expect(failure(CONSOLE.replace("mem_cost: 14", "mem_cost: 15"))).toBe(
      message("mem_cost is not a whole number from 1 to 14"),
    );
    expect(parseHashConfig(CONSOLE.replace("rounds: 8", "rounds: 1"))).toEqual({
      ...expected,
      rounds: 1,
    });
  });
});
