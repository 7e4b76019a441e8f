// firestore.rules for moderating testimonials against Google's Firestore emulator (see
// global-setup.ts): the public copy, approving, rejecting, unpublishing, re-deciding and deleting
// for good, each as the panel writes it. The shared identities, seed data and emulator set-up are in support.ts.
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { describe, expect, it } from "vitest";
import { PUBLIC_LIST_LIMIT, WALL_PAGE_SIZE } from "@/features/testimonials/constants";
import {
  CLOUD,
  type Data,
  PHOTO,
  Timestamp,
  admin,
  alice,
  approve,
  deleteField,
  erase,
  publicCopy,
  submit,
  testimonial,
  unpublish,
  visitor,
  without,
  serverTimestamp,
  useSeededEmulator,
} from "./support";

useSeededEmulator();

describe("testimonials: the public copy", () => {
  it("a visitor reads a public copy", async () => {
    await assertSucceeds(visitor().doc("publicTestimonials/approved").get());
  });
  it(`a visitor pages through public copies, at most ${PUBLIC_LIST_LIMIT} at a time`, async () => {
    await assertSucceeds(
      visitor()
        .collection("publicTestimonials")
        .orderBy("approvedAt", "asc")
        .limit(PUBLIC_LIST_LIMIT)
        .get(),
    );
    await assertSucceeds(alice().collection("publicTestimonials").limit(WALL_PAGE_SIZE).get());
  });
  it(`a visitor cannot list public copies without a limit, or more than ${PUBLIC_LIST_LIMIT} at once`, async () => {
    await assertFails(visitor().collection("publicTestimonials").get());
    await assertFails(
      visitor()
        .collection("publicTestimonials")
        .limit(PUBLIC_LIST_LIMIT + 1)
        .get(),
    );
  });
  it("a visitor cannot write a public copy", async () => {
    await assertFails(visitor().doc("publicTestimonials/pending").set(publicCopy()));
    await assertFails(visitor().doc("publicTestimonials/approved").update({ message: "Edited" }));
    await assertFails(visitor().doc("publicTestimonials/approved").delete());
  });
  it("a regular user cannot publish or delete a public copy", async () => {
    await assertFails(approve(alice(), "pending"));
    await assertFails(alice().doc("publicTestimonials/approved").delete());
  });
  it("an admin cannot edit a public copy", async () => {
    await assertFails(admin().doc("publicTestimonials/approved").update({ message: "Edited" }));
    await assertFails(admin().doc("publicTestimonials/approved").set(publicCopy()));
  });
  it("an admin cannot write a public copy on its own, without approving", async () => {
    await assertFails(admin().doc("publicTestimonials/pending").set(publicCopy()));
  });
  it("an admin cannot delete the public copy of a testimonial that stays approved", async () => {
    await assertFails(admin().doc("publicTestimonials/approved").delete());
  });
});

describe("testimonials: approving publishes a copy in the same write", () => {
  // An admin's approval as the panel writes it succeeds: tests/backend/moderation.test.ts.
  it("the shape the refusals below vary is itself allowed", async () => {
    await assertSucceeds(approve(admin(), "pendingPhoto", publicCopy({ imageUrl: PHOTO })));
  });
  it("an approval without its public copy is refused", async () => {
    await assertFails(
      admin()
        .doc("testimonials/pending")
        .update({ status: "approved", decidedAt: serverTimestamp() }),
    );
  });
  it.each<[string, Data]>([
    ["the email", publicCopy({ email: "ada@example.com" })],
    ["consent details", publicCopy({ consentAt: serverTimestamp() })],
    ["a status", publicCopy({ status: "approved" })],
    ["another name", publicCopy({ name: "Someone Else" })],
    ["another role", publicCopy({ role: "CEO" })],
    ["another message", publicCopy({ message: "Best chef ever, buy now at spam.example" })],
    ["another company", publicCopy({ company: "Spam Ltd" })],
    ["no company where the record has one", without(publicCopy(), "company")],
    ["an image the record does not have", publicCopy({ imageUrl: PHOTO })],
    ["a client-clock approval time", publicCopy({ approvedAt: Timestamp.now() })],
    ["no approval time", without(publicCopy(), "approvedAt")],
  ])("a public copy with %s is refused", async (_, copy) => {
    await assertFails(approve(admin(), "pending", copy));
  });
  it("a public copy without the record's image is refused", async () => {
    await assertFails(approve(admin(), "pendingPhoto", publicCopy()));
  });
  it("an approval must carry the server's decision time", async () => {
    await assertFails(approve(admin(), "pending", publicCopy(), { decidedAt: Timestamp.now() }));
    await assertFails(approve(admin(), "pending", publicCopy(), { decidedAt: deleteField() }));
  });
  it("an approval cannot change another field of the record", async () => {
    await assertFails(approve(admin(), "pending", publicCopy(), { message: "Edited" }));
  });
});

/** Rejecting from the pending screen: who may, and what the write may hold. */
function rejecting(): void {
  it("an admin rejects a pending testimonial", async () => {
    await assertSucceeds(
      admin()
        .doc("testimonials/pending")
        .update({ status: "rejected", decidedAt: serverTimestamp() }),
    );
  });
  it("an admin rejects several in one write", async () => {
    const db = admin();
    const batch = db.batch();
    for (const id of ["pending", "pendingPhoto"])
      batch.update(db.doc(`testimonials/${id}`), {
        status: "rejected",
        decidedAt: serverTimestamp(),
      });
    await assertSucceeds(batch.commit());
  });
  it("a rejection cannot publish a copy", async () => {
    const db = admin();
    const batch = db.batch();
    batch.update(db.doc("testimonials/pending"), {
      status: "rejected",
      decidedAt: serverTimestamp(),
    });
    batch.set(db.doc("publicTestimonials/pending"), publicCopy());
    await assertFails(batch.commit());
  });
  it("a regular user or a visitor cannot decide", async () => {
    for (const db of [alice(), visitor()]) {
      await assertFails(
        db.doc("testimonials/pending").update({ status: "rejected", decidedAt: serverTimestamp() }),
      );
      await assertFails(approve(db, "pending"));
    }
  });
  it("an admin cannot set an invalid status", async () => {
    for (const status of ["published", true, "pending"])
      await assertFails(
        admin().doc("testimonials/pending").update({ status, decidedAt: serverTimestamp() }),
      );
  });
  it("an admin cannot change another field, alone or with a decision", async () => {
    await assertFails(admin().doc("testimonials/pending").update({ name: "Someone else" }));
    await assertFails(
      admin().doc("testimonials/pending").update({ imageUrl: "https://tracker.example/me.jpg" }),
    );
    await assertFails(
      admin().doc("testimonials/pendingPhoto").update({ imageUrl: PHOTO, name: "Someone else" }),
    );
    await assertFails(
      admin()
        .doc("testimonials/pending")
        .update({ status: "rejected", decidedAt: serverTimestamp(), email: "x@example.com" }),
    );
  });
}

/** Unpublishing an approved testimonial, and which decisions are final. */
function unpublishingAndRedeciding(): void {
  it("an admin unpublishes an approved testimonial: rejected, its public copy deleted", async () => {
    await assertSucceeds(unpublish(admin(), "approved"));
  });
  it("unpublishing must delete the public copy in the same write", async () => {
    await assertFails(unpublish(admin(), "approved", true));
  });
  it("a regular user or a visitor cannot unpublish", async () => {
    await assertFails(unpublish(alice(), "approved"));
    await assertFails(unpublish(visitor(), "approved"));
  });
  it("a pending-screen decision cannot touch an approved testimonial", async () => {
    await assertFails(
      admin()
        .doc("testimonials/approved")
        .update({ status: "rejected", decidedAt: serverTimestamp() }),
    );
  });
  it("only an approved testimonial can be unpublished", async () => {
    await assertFails(unpublish(admin(), "pending"));
    await assertFails(unpublish(admin(), "rejected"));
  });
  it("a rejection is final: no approving, no going back to pending", async () => {
    await assertFails(approve(admin(), "rejected"));
    await assertFails(
      admin()
        .doc("testimonials/rejected")
        .update({ status: "pending", decidedAt: serverTimestamp() }),
    );
  });
  it("an approved testimonial cannot be approved again or set back to pending", async () => {
    await assertFails(approve(admin(), "approved", publicCopy()));
    await assertFails(admin().doc("testimonials/approved").update({ status: "pending" }));
  });
}

describe("testimonials: rejecting, unpublishing, re-deciding", () => {
  rejecting();
  unpublishingAndRedeciding();
});

describe("testimonials: deleting for good", () => {
  // An admin's erase as the panel writes it succeeds: tests/backend/moderation.test.ts.
  it("the private record cannot be deleted while its public copy stays", async () => {
    await assertFails(erase(admin(), "approved", { private: true, public: false, receipt: true }));
  });
  it("the public copy cannot be deleted while the record stays approved", async () => {
    await assertFails(erase(admin(), "approved", { private: false, public: true, receipt: true }));
  });
  it("an admin's erase leaves a receipt, so the id is never taken again", async () => {
    await assertFails(erase(admin(), "approved", { private: true, public: true, receipt: false }));
    await assertSucceeds(erase(admin(), "approved"));
    await assertSucceeds(erase(admin(), "pending"));
    // A stranger's create at an erased id is refused as at a stored one: the answer is the same.
    for (const id of ["approved", "pending", "rejected"])
      await assertFails(submit(testimonial(), visitor(), id));
    expect((await visitor().doc("receipts/approved").get()).data()).toEqual({});
  });
  it("a receipt holds nothing and is never made beside a record that stays", async () => {
    await assertFails(admin().doc("receipts/rejected").set({}));
    await assertFails(admin().doc("receipts/gone").set({ note: "erased" }));
    await assertSucceeds(admin().doc("receipts/gone").set({}));
    await assertFails(visitor().doc("receipts/gone2").set({}));
  });
  it("a visitor or a regular user cannot delete", async () => {
    for (const db of [visitor(), alice()]) {
      await assertFails(erase(db, "approved"));
      await assertFails(erase(db, "pending", { private: true, public: false, receipt: true }));
    }
  });
});

describe("testimonials: replacing or removing a photo", () => {
  // The panel's own photo change (setTestimonialPhoto) succeeds: tests/backend/moderation.test.ts.
  const OTHER = `${CLOUD}/v2/visitors/new.jpg`;
  it("only to a photo kept on Cloudinary", async () => {
    await assertFails(
      admin()
        .doc("testimonials/pendingPhoto")
        .update({ imageUrl: "https://tracker.example/a.jpg" }),
    );
    await assertFails(admin().doc("testimonials/pendingPhoto").update({ imageUrl: 42 }));
  });
  it("with nothing else changed", async () => {
    await assertFails(
      admin()
        .doc("testimonials/pendingPhoto")
        .update({ imageUrl: OTHER, status: "approved", decidedAt: serverTimestamp() }),
    );
  });
  it("a published one's record and public copy change together, or not at all", async () => {
    await assertFails(admin().doc("testimonials/approved").update({ imageUrl: OTHER }));
    await assertFails(admin().doc("publicTestimonials/approved").update({ imageUrl: OTHER }));
    const mismatched = admin().batch();
    mismatched.update(admin().doc("testimonials/approved"), { imageUrl: OTHER });
    mismatched.update(admin().doc("publicTestimonials/approved"), { imageUrl: PHOTO });
    await assertFails(mismatched.commit());
  });
  it("the public copy's photo change changes nothing else", async () => {
    const batch = admin().batch();
    batch.update(admin().doc("testimonials/approved"), { imageUrl: OTHER });
    batch.update(admin().doc("publicTestimonials/approved"), {
      imageUrl: OTHER,
      message: "Edited on the wall",
    });
    await assertFails(batch.commit());
  });
  it("a visitor or a regular user cannot change a photo", async () => {
    for (const db of [visitor(), alice()]) {
      await assertFails(db.doc("testimonials/pendingPhoto").update({ imageUrl: OTHER }));
      await assertFails(db.doc("testimonials/pendingPhoto").update({ imageUrl: deleteField() }));
      const batch = db.batch();
      batch.update(db.doc("testimonials/approved"), { imageUrl: OTHER });
      batch.update(db.doc("publicTestimonials/approved"), { imageUrl: OTHER });
      await assertFails(batch.commit());
    }
  });
});

describe("testimonials: areas and highlight, set by an admin", () => {
  const edit = (db: ReturnType<typeof admin>, id: string, change: Data, copyChange?: Data) => {
    const batch = db.batch();
    batch.update(db.doc(`testimonials/${id}`), change);
    if (copyChange) batch.update(db.doc(`publicTestimonials/${id}`), copyChange);
    return batch.commit();
  };
  const areas = { areas: ["culinary", "community"], highlight: "Wonderful food" };
  it("on a pending one, the record alone", async () => {
    await assertSucceeds(edit(admin(), "pending", areas));
  });
  it("on a published one, the record and the copy together, the same", async () => {
    await assertFails(edit(admin(), "approved", areas));
    await assertFails(edit(admin(), "approved", areas, { ...areas, areas: ["software"] }));
    await assertSucceeds(edit(admin(), "approved", areas, areas));
  });
  it("only known areas and a highlight of at most 200 characters", async () => {
    await assertFails(edit(admin(), "pending", { areas: ["astrology"] }));
    await assertFails(edit(admin(), "pending", { areas: [] }));
    await assertFails(edit(admin(), "pending", { highlight: "h".repeat(201) }));
    await assertFails(edit(admin(), "pending", { highlight: 7 }));
  });
  it("a visitor or a regular user cannot set another's areas or highlight", async () => {
    for (const db of [visitor(), alice()]) {
      await assertFails(edit(db, "pending", { areas: ["software"] }));
      await assertFails(edit(db, "approved", areas, areas));
    }
  });
});
