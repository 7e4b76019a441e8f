// The moderation panel's own writes (src/features/testimonials/store/moderation.ts), run as the panel runs them,
// against the Auth and Firestore emulators with firestore.rules loaded: featuring raced from two
// tabs (two Firebase apps, each signed in as the admin, each with its own database), and the
// decisions as an admin and as a signed-in stranger. The functions take the database they write
// to, so these are the very writes the panel makes, not copies.
import type { Firestore } from "firebase/firestore/lite";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { liteDb } from "@/firebase/lite";
import { $user, signIn, signOut, signUp, startAuth } from "@/features/account/auth-store";
import { deviceId } from "@/features/outbox/items";
import {
  submitTestimonialAs,
  testimonialStored,
} from "@/features/testimonials/store/public-testimonials";
import {
  approveTestimonial,
  deleteTestimonial,
  featureTestimonial,
  FeaturedFullError,
  loadTestimonialPage,
  rejectTestimonials,
  setTestimonialPhoto,
  unfeatureTestimonial,
  unpublishTestimonial,
} from "@/features/testimonials/store/moderation";
import { clearAll, patchDocument } from "../support/node/emulators";
import { tab } from "../support/node/tabs";
import {
  anonymousGet,
  clearFeatured,
  eraseTestimonials,
  exists,
  featuredSlots,
  record,
  seedTestimonials,
  setFeatured,
} from "../support/node/testimonial-store";

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
  let one: Firestore;
  let two: Firestore;
  const tabs: { close: () => Promise<void> }[] = [];
  beforeAll(async () => {
    const [a, b] = await Promise.all([tab(ADMIN, PASSWORD), tab(ADMIN, PASSWORD)]);
    tabs.push(a, b);
    one = a.db;
    two = b.db;
  });
  afterAll(() => Promise.all(tabs.map((t) => t.close())));

  it("two free slots: both end featured, each in a slot of its own", async () => {
    await setFeatured({ "1": "pub-a" });
    await Promise.all([featureTestimonial(one, "pub-b"), featureTestimonial(two, "pub-c")]);
    const slots = await featuredSlots();
    expect(slots["1"]).toBe("pub-a");
    expect([slots["2"], slots["3"]].sort()).toEqual(["pub-b", "pub-c"]);
  });

  it("one free slot: one is featured, the other is told the slots are full", async () => {
    await setFeatured({ "1": "pub-a", "2": "pub-b" });
    const results = await Promise.allSettled([
      featureTestimonial(one, "pub-c"),
      featureTestimonial(two, "pub-d"),
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
    await Promise.all([featureTestimonial(one, "pub-a"), featureTestimonial(two, "pub-a")]);
    expect(await slotsOf("pub-a")).toHaveLength(1);
  });

  it("featuring while another tab unpublishes it: never a slot naming one that is off the wall", async () => {
    const [, unpublishing] = await Promise.allSettled([
      featureTestimonial(one, "pub-e"),
      unpublishTestimonial(two, "pub-e"),
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
    await unfeatureTestimonial(one, "pub-a");
    expect(await featuredSlots()).toEqual({ "2": "pub-b" });
  });
});

describe("a submission, as the form writes it", () => {
  it("a signed-out visitor submits; the record is pending, private, and only an admin lists it", async () => {
    const id = deviceId();
    await submitTestimonialAs(liteDb(), id, {
      name: "Ɗanjuma Adébáyọ̀",
      email: "visitor.submitting@example.com",
      role: "Caterer",
      message: "The jollof was perfect for our wedding.",
      company: "Lagos Events",
      image: null,
      consent: true,
    });
    try {
      expect((await record(id))?.status).toBe("pending");
      // Nobody without a token reads it: its email is private. Its receipt holds nothing.
      expect((await anonymousGet(`testimonials/${id}`)).status).toBe(403);
      const receipt = await anonymousGet(`receipts/${id}`);
      expect(receipt.status).toBe(200);
      expect(JSON.parse(receipt.body)).not.toHaveProperty("fields");
      expect(await testimonialStored(liteDb(), id)).toBe(true);
      expect(await testimonialStored(liteDb(), deviceId())).toBe(false);
      expect(await exists(`publicTestimonials/${id}`)).toBe(false);
      await signIn(ADMIN, PASSWORD);
      const pending = (await loadTestimonialPage(liteDb(), "pending")).items.map((item) => item.id);
      expect(pending).toContain(id);
    } finally {
      await eraseTestimonials([id]);
    }
  });
});

describe("decisions, as the panel writes them", () => {
  it("an admin approves, rejects, unpublishes a featured one and erases one", async () => {
    await signIn(ADMIN, PASSWORD);
    const pending = (await loadTestimonialPage(liteDb(), "pending")).items;
    const waitA = pending.find((item) => item.id === "wait-a")!;
    await approveTestimonial(liteDb(), waitA);
    expect((await record("wait-a"))?.status).toBe("approved");
    expect(await exists("publicTestimonials/wait-a")).toBe(true);

    await rejectTestimonials(liteDb(), ["wait-b", "wait-c"]);
    expect((await record("wait-b"))?.status).toBe("rejected");
    expect((await record("wait-c"))?.status).toBe("rejected");

    await setFeatured({ "1": "pub-a" });
    await unpublishTestimonial(liteDb(), "pub-a");
    expect(await featuredSlots()).toEqual({});
    expect(await exists("publicTestimonials/pub-a")).toBe(false);
    expect((await record("pub-a"))?.status).toBe("rejected");

    await deleteTestimonial(liteDb(), "pub-b");
    expect(await exists("testimonials/pub-b")).toBe(false);
    expect(await exists("publicTestimonials/pub-b")).toBe(false);
  });
});

describe("photos, as the panel writes them", () => {
  it("an admin replaces a photo from another host, then removes it: record and public copy together", async () => {
    const tracker = "https://tracker.example/old.jpg";
    const kept = "https://res.cloudinary.com/demo-amara/image/upload/v1764000000/visitors/new.jpg";
    await patchDocument("testimonials/pub-d", { imageUrl: tracker });
    await patchDocument("publicTestimonials/pub-d", { imageUrl: tracker });
    await signIn(ADMIN, PASSWORD);
    await setTestimonialPhoto(liteDb(), { id: "pub-d", status: "approved" }, kept);
    expect((await record("pub-d"))?.imageUrl).toBe(kept);
    expect((await anonymousGet("publicTestimonials/pub-d")).body).toContain(kept);
    // To anywhere but Cloudinary, the rules refuse it.
    await expect(
      setTestimonialPhoto(liteDb(), { id: "pub-d", status: "approved" }, tracker),
    ).rejects.toMatchObject({ code: "permission-denied" });
    await setTestimonialPhoto(liteDb(), { id: "pub-d", status: "approved" }, null);
    expect(await record("pub-d")).not.toHaveProperty("imageUrl");
    expect((await anonymousGet("publicTestimonials/pub-d")).body).not.toContain("imageUrl");
    // A pending one has no public copy: only its record changes.
    await patchDocument("testimonials/wait-c", { imageUrl: tracker });
    await setTestimonialPhoto(liteDb(), { id: "wait-c", status: "pending" }, kept);
    expect((await record("wait-c"))?.imageUrl).toBe(kept);
    expect(await exists("publicTestimonials/wait-c")).toBe(false);
  });

  it("an approval copies the photo; pending and rejected ones are erased too", async () => {
    const kept = "https://res.cloudinary.com/demo-amara/image/upload/v1764000000/visitors/a.jpg";
    await patchDocument("testimonials/wait-a", { imageUrl: kept });
    await signIn(ADMIN, PASSWORD);
    const waitA = (await loadTestimonialPage(liteDb(), "pending")).items.find(
      (item) => item.id === "wait-a",
    )!;
    expect(waitA.imageUrl).toBe(kept);
    await approveTestimonial(liteDb(), waitA);
    expect((await anonymousGet("publicTestimonials/wait-a")).body).toContain(kept);
    await rejectTestimonials(liteDb(), ["wait-b"]);
    await deleteTestimonial(liteDb(), "wait-b");
    await deleteTestimonial(liteDb(), "wait-c");
    expect(await exists("testimonials/wait-b")).toBe(false);
    expect(await exists("testimonials/wait-c")).toBe(false);
  });

  it("a signed-in stranger's every write is refused and changes nothing", async () => {
    // The admin is signed in in another tab meanwhile: the stranger's writes carry only theirs.
    await signIn(ADMIN, PASSWORD);
    const stranger = await tab(STRANGER, PASSWORD);
    const db = stranger.db;
    await setFeatured({ "3": "pub-c" });
    const refused = { code: "permission-denied" };
    await expect(featureTestimonial(db, "pub-a")).rejects.toMatchObject(refused);
    await expect(unfeatureTestimonial(db, "pub-c")).rejects.toMatchObject(refused);
    await expect(unpublishTestimonial(db, "pub-a")).rejects.toMatchObject(refused);
    await expect(deleteTestimonial(db, "pub-b")).rejects.toMatchObject(refused);
    await expect(rejectTestimonials(db, ["wait-a"])).rejects.toMatchObject(refused);
    await expect(loadTestimonialPage(db, "pending")).rejects.toMatchObject(refused);
    await expect(
      setTestimonialPhoto(db, { id: "pub-a", status: "approved" }, null),
    ).rejects.toMatchObject(refused);
    await expect(
      approveTestimonial(db, {
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
    await stranger.close();
    expect(await featuredSlots()).toEqual({ "3": "pub-c" });
    expect(await exists("publicTestimonials/pub-a")).toBe(true);
    expect(await exists("testimonials/pub-b")).toBe(true);
    expect((await record("wait-a"))?.status).toBe("pending");
  });
});
