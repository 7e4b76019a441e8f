import { describe, expect, it } from "vitest";
import { SIGNED_IN_HINT_KEY, setSignedInHint, signedInHint } from "@/shared/signed-in-hint";

function memory(): Storage {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  } as Storage;
}

describe("the hint that someone is signed in here", () => {
  it("is set on sign-in and cleared on sign-out", () => {
    const storage = memory();
    expect(signedInHint(storage)).toBe(false);
    setSignedInHint(true, storage);
    expect(storage.getItem(SIGNED_IN_HINT_KEY)).toBe("1");
    expect(signedInHint(storage)).toBe(true);
    setSignedInHint(false, storage);
    expect(signedInHint(storage)).toBe(false);
  });

  it("never throws where storage is blocked: then there is no hint", () => {
    const blocked = {
      getItem: () => {
        throw new DOMException("blocked", "SecurityError");
      },
      setItem: () => {
        throw new DOMException("blocked", "SecurityError");
      },
      removeItem: () => {
        throw new DOMException("blocked", "SecurityError");
      },
    };
    expect(signedInHint(blocked)).toBe(false);
    expect(() => setSignedInHint(true, blocked)).not.toThrow();
  });
});
