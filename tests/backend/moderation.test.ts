// The moderation panel's own writes (src/lib/firebase/testimonials.ts), run as the panel runs them,
// signed in through the app's auth store, against the Auth and Firestore emulators with
// firestore.rules loaded: featuring raced from two tabs, and the decisions as an admin and as a
// signed-in stranger.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { $user, signIn, signOut, signUp, startAuth } from "@/lib/firebase/auth-store";
import { submitTestimonial } from "@/lib/firebase/public-testimonials";
import {
  approveTestimonial,
  deleteTestimonial,
  featureTestimonial,
  FeaturedFullError,
  loadTestimonialPage,
  rejectTestimonials,
  unfeatureTestimonial,
  unpublishTestimonial,
} from "@/lib/firebase/testimonials";
import { clearAll, patchDocument } from "../support/emulators";
import {
  anonymousGet,
  clearFeatured,
  eraseTestimonials,
  exists,
  featuredSlots,
  record,
  seedTestimonials,
  setFeatured,
} from "../support/testimonials";

const PASSWORD = "egusi-soup-77";
const ADMIN = "owner.moderation@example.com";
const STRANGER = "stranger.moderation@example.com";
const PUBLISHED = ["pub-a", "pub-b", "pub-c", "pub-d", "pub-e"];
const PENDING = ["wait-a", "wait-b", "wait-c"];
const ALL = [...PUBLISHED, ...PENDING];

beforeAll(async () => {
  await clearAll();
  await startAuth();
  await signUp(STRANGER, PASSWORD);
  await signOut();
  await signUp(ADMIN, PASSWORD);
  // The first admin is made outside the app (npm run make-admin); here, as the owner.
  await patchDocument(`users/${$user.get()!.uid}`, { isAdmin: true });
  await signOut();
});

beforeEach(async () => {
  await clearFeatured();
  await eraseTestimonials(ALL);
  const day = (n: number) => new Date(Date.UTC(2026, 0, n));
  await seedTestimonials([
    ...PUBLISHED.map((id, i) => ({
      id,
      name: id,
      status: "approved" as const,
      createdAt: day(i + 1),
    })),
    ...PENDING.map((id, i) => ({
      id,
      name: id,
      status: "pending" as const,
      createdAt: day(i + 10),
    })),
  ]);
});

afterEach(async () => {
  if ($user.get()) await signOut();
});

afterAll(async () => {
  await clearFeatured();
  await eraseTestimonials(ALL);
  await signOut();
});

/** Which slots name `id`. */
const slotsOf = async (id: string) =>
  Object.entries(await featuredSlots())
    .filter(([, testimonial]) => testimonial === id)
    .map(([slot]) => slot);

describe("featuring from two tabs at once", () => {
  beforeEach(() => signIn(ADMIN, PASSWORD));

  it("two free slots: both end featured, each in a slot of its own", async () => {
    await setFeatured({ "1": "pub-a" });
    await Promise.all([featureTestimonial("pub-b"), featureTestimonial("pub-c")]);
    const slots = await featuredSlots();
    expect(slots["1"]).toBe("pub-a");
    expect([slots["2"], slots["3"]].sort()).toEqual(["pub-b", "pub-c"]);
  });

  it("one free slot: one is featured, the other is told the slots are full", async () => {
    await setFeatured({ "1": "pub-a", "2": "pub-b" });
    const results = await Promise.allSettled([
      featureTestimonial("pub-c"),
      featureTestimonial("pub-d"),
    ]);
    const fulfilled = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r) => r.status === "rejected");
    expect(fulfilled).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect((refused[0] as PromiseRejectedResult).reason).toBeInstanceOf(FeaturedFullError);
    const slots = await featuredSlots();
    expect(Object.keys(slots).sort()).toEqual(["1", "2", "3"]);
    expect(["pub-c", "pub-d"]).toContain(slots["3"]);
  });

  it("featuring the same one twice at once takes one slot", async () => {
    await Promise.all([featureTestimonial("pub-a"), featureTestimonial("pub-a")]);
    expect(await slotsOf("pub-a")).toHaveLength(1);
  });

  it("featuring while another tab unpublishes it: never a slot naming one that is off the wall", async () => {
    const [, unpublishing] = await Promise.allSettled([
      featureTestimonial("pub-e"),
      unpublishTestimonial("pub-e"),
    ]);
    // Either order may win. The unpublish first: the featuring is refused (the rules want the
    // public copy after the write). The featuring first: the unpublish is retried with the slot
    // in it, or refused and told, and the testimonial stays published, featured.
    if (await exists("publicTestimonials/pub-e")) {
      expect(unpublishing.status).toBe("rejected");
      expect((await record("pub-e"))?.status).toBe("approved");
    } else {
      expect(await slotsOf("pub-e")).toEqual([]);
      expect((await record("pub-e"))?.status).toBe("rejected");
    }
  });

  it("unfeaturing empties its slot and nothing else", async () => {
    await setFeatured({ "1": "pub-a", "2": "pub-b" });
    await unfeatureTestimonial("pub-a");
    expect(await featuredSlots()).toEqual({ "2": "pub-b" });
  });
});

describe("a submission, as the form writes it", () => {
  it("a signed-out visitor submits; the record is pending, private, and only an admin lists it", async () => {
    const id = await submitTestimonial({
      name: "Visitor Submitting",
      email: "visitor.submitting@example.com",
      role: "Caterer",
      message: "The jollof was perfect for our wedding.",
      company: "Lagos Events",
      image: null,
      consent: true,
    });
    try {
      expect((await record(id))?.status).toBe("pending");
      // Nobody without a token reads it: its email is private.
      expect((await anonymousGet(`testimonials/${id}`)).status).toBe(403);
      expect(await exists(`publicTestimonials/${id}`)).toBe(false);
      await signIn(ADMIN, PASSWORD);
      const pending = (await loadTestimonialPage("pending")).items.map((item) => item.id);
      expect(pending).toContain(id);
    } finally {
      await eraseTestimonials([id]);
    }
  });
});

describe("decisions, as the panel writes them", () => {
  it("an admin approves, rejects, unpublishes a featured one and erases one", async () => {
    await signIn(ADMIN, PASSWORD);
    const pending = (await loadTestimonialPage("pending")).items;
    const waitA = pending.find((item) => item.id === "wait-a")!;
    await approveTestimonial(waitA);
    expect((await record("wait-a"))?.status).toBe("approved");
    expect(await exists("publicTestimonials/wait-a")).toBe(true);

    await rejectTestimonials(["wait-b", "wait-c"]);
    expect((await record("wait-b"))?.status).toBe("rejected");
    expect((await record("wait-c"))?.status).toBe("rejected");

    await setFeatured({ "1": "pub-a" });
    await unpublishTestimonial("pub-a");
    expect(await featuredSlots()).toEqual({});
    expect(await exists("publicTestimonials/pub-a")).toBe(false);
    expect((await record("pub-a"))?.status).toBe("rejected");

    await deleteTestimonial("pub-b");
    expect(await exists("testimonials/pub-b")).toBe(false);
    expect(await exists("publicTestimonials/pub-b")).toBe(false);
  });

  it("a signed-in stranger's every write is refused and changes nothing", async () => {
    await signIn(STRANGER, PASSWORD);
    const refused = { code: "permission-denied" };
    await expect(featureTestimonial("pub-a")).rejects.toMatchObject(refused);
    await expect(unpublishTestimonial("pub-a")).rejects.toMatchObject(refused);
    await expect(deleteTestimonial("pub-b")).rejects.toMatchObject(refused);
    await expect(rejectTestimonials(["wait-a"])).rejects.toMatchObject(refused);
    await expect(
      approveTestimonial({
        id: "wait-a",
        name: "wait-a",
        role: "Seeded reviewer",
        message: "Seeded wait-a",
        email: "wait-a@example.com",
        status: "pending",
        createdAt: null,
        decidedAt: null,
      }),
    ).rejects.toMatchObject(refused);
    expect(await featuredSlots()).toEqual({});
    expect(await exists("publicTestimonials/pub-a")).toBe(true);
    expect(await exists("testimonials/pub-b")).toBe(true);
    expect((await record("wait-a"))?.status).toBe("pending");
  });
});
