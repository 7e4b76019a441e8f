import { describe, expect, it } from "vitest";
import { OUTBOX_MAX_TRIES, OUTBOX_RECEIPT_HOURS } from "@/features/outbox/constants";
import {
  afterAttempt,
  deviceId,
  expired,
  isDue,
  kept,
  type PostItem,
  type Receipt,
} from "@/features/outbox/items";
import { outboxMessages } from "@/features/outbox/messages";

const item: PostItem = {
  ...kept("contact", 1_000),
  kind: "contact",
  body: { name: "Ngozi", email: "ngozi@example.com", subject: "Catering", message: "Hello" },
};

describe("deviceId", () => {
  it("is 20 letters and digits, a new one each time", () => {
    const ids = new Set(Array.from({ length: 200 }, () => deviceId()));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
  });
  it("draws again the bytes that would favour some letters (248 and above)", () => {
    let call = 0;
    // First draw: only bytes that must be skipped; then bytes 0..39.
    const random = (bytes: Uint8Array) => {
      bytes.fill(0).forEach((_, i) => (bytes[i] = call === 0 ? 250 : i));
      call++;
      return bytes;
    };
    expect(deviceId(random)).toBe("ABCDEFGHIJKLMNOPQRST");
  });
});

describe("afterAttempt", () => {
  it("leaves a receipt, with nothing of what was said, once it went", () => {
    expect(afterAttempt(item, { status: "sent" }, { now: 5_000 })).toEqual({
      id: item.id,
      kind: "contact",
      sentAt: 5_000,
      receipt: true,
    });
  });
  it("keeps a refused item with its reason: it is shown, and not due any more", () => {
    const refused = afterAttempt(
      item,
      { status: "refused", reason: "email should be an email" },
      { now: 7_000 },
    );
    expect(refused).toMatchObject({
      id: item.id,
      refused: "email should be an email",
      refusedAt: 7_000,
    });
    expect(isDue(refused)).toBe(false);
  });
  it("does not count a network failure offline; counts the rest until OUTBOX_MAX_TRIES, then refuses", () => {
    expect(afterAttempt(item, { status: "retry", network: true }, { online: false })).toBe(item);
    let current = item as ReturnType<typeof afterAttempt>;
    for (let i = 1; i < OUTBOX_MAX_TRIES; i++) {
      current = afterAttempt(current as PostItem, { status: "retry", network: false });
      expect(current).toMatchObject({ tries: i });
      expect(isDue(current)).toBe(true);
    }
    current = afterAttempt(current as PostItem, { status: "retry", network: false });
    expect(current).toMatchObject({ tries: OUTBOX_MAX_TRIES, refused: outboxMessages.noReason });
    expect(isDue(current)).toBe(false);
  });
});

describe("receipts", () => {
  it(`expire after OUTBOX_RECEIPT_HOURS (${OUTBOX_RECEIPT_HOURS} h), and are never due`, () => {
    const receipt: Receipt = { id: "a", kind: "newsletter", sentAt: 0, receipt: true };
    expect(isDue(receipt)).toBe(false);
    expect(expired(receipt, OUTBOX_RECEIPT_HOURS * 3_600_000)).toBe(false);
    expect(expired(receipt, OUTBOX_RECEIPT_HOURS * 3_600_000 + 1)).toBe(true);
  });
});
