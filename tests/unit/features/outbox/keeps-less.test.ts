// What the outbox keeps on the device and for how long, what its notice names an item by, where a
// kept form post goes and when a failure counts (issue 49): src/features/outbox/items.ts,
// notice.ts, post.ts and sync.ts. The browser sees the same in tests/e2e/outbox.spec.ts.
import { describe, expect, it, vi } from "vitest";
import {
  OUTBOX_KEEP_DAYS,
  OUTBOX_MAX_TRIES,
  OUTBOX_REFUSED_HOURS,
  OUTBOX_UNREACHABLE_GAP_HOURS,
} from "@/features/outbox/constants";
import {
  afterAttempt,
  expired,
  isDue,
  kept,
  type OutboxEntry,
  type OutboxItem,
  type PostItem,
  type SignUpItem,
} from "@/features/outbox/items";
import { outboxMessages } from "@/features/outbox/messages";
import { postOutcome } from "@/shared/form-endpoint";
import { noticeName } from "@/features/outbox/notice";
import { contactDeliverer } from "@/features/outbox/post";
import { workerDeliverers } from "@/features/outbox/sync";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const GAP = OUTBOX_UNREACHABLE_GAP_HOURS * HOUR;

const message: PostItem = {
  ...kept("contact", 0),
  kind: "contact",
  body: {
    name: "Adébáyọ̀ Ọlábísí",
    email: "adebayo@example.com",
    subject: "Ìgbéyàwó catering",
    message: "For 200 guests in Ìbàdàn.",
  },
};
const signUp: SignUpItem = {
  ...kept("newsletter", 0),
  kind: "newsletter",
  email: "danjuma@example.com",
};

/**
 * `item` after `times` attempts with `outcome`, each while the device says it is online, one
 * every OUTBOX_UNREACHABLE_GAP_HOURS (the last at `(times - 1) * GAP`).
 */
function attempts(item: OutboxItem, outcome: Parameters<typeof afterAttempt>[1], times: number) {
  let current: OutboxEntry = item;
  for (let i = 0; i < times; i++) {
    current = afterAttempt(current as OutboxItem, outcome, { now: i * GAP, online: true });
  }
  return current;
}

describe("expired: what the device keeps, and for how long", () => {
  it(`keeps an item not sent for OUTBOX_KEEP_DAYS (${OUTBOX_KEEP_DAYS}) from when it was kept`, () => {
    expect(expired(message, OUTBOX_KEEP_DAYS * DAY)).toBe(false);
    expect(expired(message, OUTBOX_KEEP_DAYS * DAY + 1)).toBe(true);
    expect(expired({ ...signUp, tries: 3 }, OUTBOX_KEEP_DAYS * DAY + 1)).toBe(true);
  });
  it(`keeps a refused item OUTBOX_REFUSED_HOURS (${OUTBOX_REFUSED_HOURS}) from its refusal, within OUTBOX_KEEP_DAYS`, () => {
    const refusedAt = 2 * DAY;
    const refused = afterAttempt(
      message,
      { status: "refused", reason: "email should be an email" },
      { now: refusedAt },
    );
    expect(expired(refused, refusedAt + OUTBOX_REFUSED_HOURS * HOUR)).toBe(false);
    expect(expired(refused, refusedAt + OUTBOX_REFUSED_HOURS * HOUR + 1)).toBe(true);
    // Refused an hour before its OUTBOX_KEEP_DAYS end: gone at that end.
    const late = OUTBOX_KEEP_DAYS * DAY - HOUR;
    const refusedLate = afterAttempt(message, { status: "refused", reason: "no" }, { now: late });
    expect(expired(refusedLate, OUTBOX_KEEP_DAYS * DAY + 1)).toBe(true);
  });
  it("counts a refusal without its time (kept by an earlier build) from when the item was kept", () => {
    const refused = { ...message, refused: "no" };
    expect(expired(refused, OUTBOX_REFUSED_HOURS * HOUR)).toBe(false);
    expect(expired(refused, OUTBOX_REFUSED_HOURS * HOUR + 1)).toBe(true);
  });
});

describe("what the notice names an item by: its kind and when it was kept, nothing typed", () => {
  it("keeps no label: not a sign-up's address, a message's subject or a name", () => {
    for (const item of [message, signUp, kept("testimonial", 0)]) {
      expect(item).not.toHaveProperty("label");
    }
  });
  it("names an item by its kind and time, even one kept with a label by an earlier build", () => {
    const earlier = { ...signUp, label: "danjuma@example.com" } as SignUpItem;
    const name = noticeName(earlier, "en-GB");
    expect(name).toContain(outboxMessages.kinds.newsletter);
    expect(name).not.toContain("@");
    expect(name).not.toContain("danjuma");
    const subject = noticeName({ ...message, label: "Ìgbéyàwó catering" } as PostItem, "en-GB");
    expect(subject).toContain(outboxMessages.kinds.contact);
    expect(subject).not.toContain("Ìgbéyàwó");
  });
});

describe("where a kept form post goes: the endpoint of the code that sends it", () => {
  const ok = () => Promise.resolve(new Response("{}", { status: 200 }));
  it("posts a page's kept message to the page's endpoint, not to an address kept with it", async () => {
    const fetchImpl = vi.fn<typeof fetch>(ok);
    const earlier = { ...message, url: "https://retired.example/f/old" } as PostItem;
    const deliver = contactDeliverer("https://forms.example/f/now", fetchImpl);
    expect(await deliver(earlier, async () => {})).toEqual({ status: "sent" });
    expect(fetchImpl).toHaveBeenCalledOnce();
    expect(fetchImpl.mock.calls[0]?.[0]).toBe("https://forms.example/f/now");
    expect(JSON.parse(String(fetchImpl.mock.calls[0]?.[1]?.body))).toEqual(message.body);
  });
  it("the service worker sends with its build's endpoint, and with none leaves posts to the pages", async () => {
    expect(workerDeliverers(undefined)).toEqual({});
    const fetchImpl = vi.fn<typeof fetch>(ok);
    const deliver = await workerDeliverers("https://forms.example/f/now", fetchImpl).contact!();
    await deliver({ ...message, url: "https://retired.example/f/old" } as PostItem, async () => {});
    expect(fetchImpl.mock.calls[0]?.[0]).toBe("https://forms.example/f/now");
  });
});

describe("when a failure counts towards OUTBOX_MAX_TRIES", () => {
  const network = { status: "retry", network: true } as const;
  it("a fetch that fails while the device says it is online (a CSP block, a provider that never answers) counts", () => {
    const once = afterAttempt(message, network, { now: 1_000, online: true });
    expect(once).toMatchObject({ tries: 1, unreachableAt: 1_000 });
    expect(isDue(once)).toBe(true);
    expect(attempts(message, network, OUTBOX_MAX_TRIES - 1)).toSatisfy(isDue);
    expect(attempts(message, network, OUTBOX_MAX_TRIES)).toMatchObject({
      tries: OUTBOX_MAX_TRIES,
      refused: outboxMessages.unreachable,
      refusedAt: (OUTBOX_MAX_TRIES - 1) * GAP,
    });
  });
  it(`counts such failures once in OUTBOX_UNREACHABLE_GAP_HOURS (${OUTBOX_UNREACHABLE_GAP_HOURS}): a connection that says online and is not fails every few seconds`, () => {
    const once = afterAttempt(message, network, { now: 0, online: true });
    let current: OutboxEntry = once;
    for (const now of [5_000, 15_000, 35_000, 75_000, GAP - 1]) {
      current = afterAttempt(current as OutboxItem, network, { now, online: true });
    }
    expect(current).toBe(once);
    expect(afterAttempt(once as OutboxItem, network, { now: GAP, online: true })).toMatchObject({
      tries: 2,
    });
  });
  it("Send now on an item refused after OUTBOX_MAX_TRIES leaves it refused when the fetch fails again", () => {
    // As Send now hands it to the deliverer: without its refusal.
    const again = { ...(attempts(message, network, OUTBOX_MAX_TRIES) as OutboxItem) };
    delete again.refused;
    delete again.refusedAt;
    const now = (OUTBOX_MAX_TRIES - 1) * GAP + 1_000;
    expect(afterAttempt(again, network, { now, online: true })).toMatchObject({
      refused: outboxMessages.unreachable,
      refusedAt: now,
    });
  });
  it("one that fails while the device says it is offline does not", () => {
    expect(afterAttempt(message, network, { now: 1_000, online: false })).toBe(message);
  });
  it("a provider that keeps answering 429 or 5xx is refused after OUTBOX_MAX_TRIES", () => {
    for (const status of [429, 503]) {
      const outcome = postOutcome(status, null, outboxMessages.noReason);
      expect(attempts(message, outcome, OUTBOX_MAX_TRIES - 1)).toSatisfy(isDue);
      expect(attempts(message, outcome, OUTBOX_MAX_TRIES)).toMatchObject({
        refused: outboxMessages.noReason,
      });
    }
  });
});
