// firestore.rules for featured testimonials (featured/{slot}: at most three, admin only, only
// published ones), against Google's Firestore emulator (see global-setup.ts). The identities and
// the emulator set-up are support.ts's.
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { beforeEach, describe, it } from "vitest";
import {
  type Data,
  type Db,
  admin,
  alice,
  asOwner,
  past,
  publicCopy,
  serverTimestamp,
  storedTestimonial,
  visitor,
  useSeededEmulator,
} from "./support";

useSeededEmulator();

const slot = (testimonial: string, extra: Data = {}): Data => ({
  testimonial,
  featuredAt: serverTimestamp(),
  ...extra,
});
const feature = (db: Db, n: string, id: string, extra: Data = {}) =>
  db.doc(`featured/${n}`).set(slot(id, extra));

// On top of support.ts's seed (users admin and alice among it): published p1..p4 (a record
// approved and its public copy); pending: 'waiting'. Slot 1 holds p1.
beforeEach(async () => {
  await asOwner((db) => {
    const batch = db.batch();
    for (const id of ["p1", "p2", "p3", "p4"]) {
      batch.set(db.doc(`testimonials/${id}`), storedTestimonial("approved"));
      batch.set(db.doc(`publicTestimonials/${id}`), publicCopy({ approvedAt: past() }));
    }
    batch.set(db.doc("testimonials/waiting"), storedTestimonial("pending"));
    batch.set(db.doc("featured/1"), { testimonial: "p1", featuredAt: past() });
    return batch.commit();
  });
});

describe("featured: reading", () => {
  it("anyone reads the slots, one by one or all together", async () => {
    await assertSucceeds(visitor().doc("featured/1").get());
    await assertSucceeds(visitor().collection("featured").get());
    await assertSucceeds(alice().collection("featured").get());
  });
});

describe("featured: who may feature", () => {
  it("an admin features a published testimonial in a free slot", async () => {
    await assertSucceeds(feature(admin(), "2", "p2"));
  });
  it("a visitor or a regular user cannot feature, move or unfeature", async () => {
    for (const db of [visitor(), alice()]) {
      await assertFails(feature(db, "2", "p2"));
      await assertFails(feature(db, "1", "p3"));
      await assertFails(db.doc("featured/1").delete());
    }
  });
  it("an admin unfeatures (empties a slot); a taken slot is emptied, never overwritten", async () => {
    // Two tabs featuring at once: the later write must not replace the first one's choice.
    await assertFails(feature(admin(), "1", "p3"));
    await assertSucceeds(admin().doc("featured/1").delete());
    await assertSucceeds(feature(admin(), "1", "p3"));
  });
});

describe("featured: at most three", () => {
  it("three slots fill; a fourth slot, or any other name, is refused", async () => {
    await assertSucceeds(feature(admin(), "2", "p2"));
    await assertSucceeds(feature(admin(), "3", "p3"));
    for (const name of ["4", "0", "extra", "p4"]) await assertFails(feature(admin(), name, "p4"));
  });
  it("one testimonial is never in two slots", async () => {
    await assertFails(feature(admin(), "2", "p1"));
    // Moving it from slot 1 to slot 2 in one write is fine.
    const batch = admin().batch();
    batch.delete(admin().doc("featured/1"));
    batch.set(admin().doc("featured/2"), slot("p1"));
    await assertSucceeds(batch.commit());
  });
});

describe("featured: only published ones", () => {
  it("a pending, unknown or unpublished testimonial cannot be featured", async () => {
    await assertFails(feature(admin(), "2", "waiting"));
    await assertFails(feature(admin(), "2", "nobody"));
  });
  it("approving and featuring in one write is fine (the public copy exists after it)", async () => {
    const db = admin();
    const batch = db.batch();
    batch.update(db.doc("testimonials/waiting"), {
      status: "approved",
      decidedAt: serverTimestamp(),
    });
    batch.set(db.doc("publicTestimonials/waiting"), publicCopy());
    batch.set(db.doc("featured/2"), slot("waiting"));
    await assertSucceeds(batch.commit());
  });
  it("a slot holds exactly {testimonial, featuredAt = now}", async () => {
    await assertFails(feature(admin(), "2", "p2", { featuredAt: past() }));
    await assertFails(feature(admin(), "2", "p2", { note: "best" }));
    await assertFails(admin().doc("featured/2").set({ testimonial: "p2" }));
    await assertFails(feature(admin(), "2", "p2", { testimonial: 42 }));
  });
  it("unpublishing a featured one must empty its slot in the same write", async () => {
    const unpublish = (db: Db, emptySlot: boolean) => {
      const batch = db.batch();
      batch.update(db.doc("testimonials/p1"), {
        status: "rejected",
        unpublishedAt: serverTimestamp(),
      });
      batch.delete(db.doc("publicTestimonials/p1"));
      if (emptySlot) batch.delete(db.doc("featured/1"));
      return batch.commit();
    };
    await assertFails(unpublish(admin(), false));
    await assertSucceeds(unpublish(admin(), true));
  });
  it("deleting a featured one for good must empty its slot in the same write", async () => {
    const erase = (db: Db, emptySlot: boolean) => {
      const batch = db.batch();
      batch.delete(db.doc("testimonials/p1"));
      batch.delete(db.doc("publicTestimonials/p1"));
      batch.set(db.doc("receipts/p1"), {});
      if (emptySlot) batch.delete(db.doc("featured/1"));
      return batch.commit();
    };
    await assertFails(erase(admin(), false));
    await assertSucceeds(erase(admin(), true));
  });
  it("an unfeatured one is unpublished as before", async () => {
    const db = admin();
    const batch = db.batch();
    batch.update(db.doc("testimonials/p2"), {
      status: "rejected",
      unpublishedAt: serverTimestamp(),
    });
    batch.delete(db.doc("publicTestimonials/p2"));
    await assertSucceeds(batch.commit());
  });
});
