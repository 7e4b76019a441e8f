// firestore.rules for submitting a testimonial and for its private record, against Google's
// Firestore emulator (see global-setup.ts). The shared identities, seed data and emulator set-up are in support.ts.
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { describe, expect, it } from "vitest";
import { MODERATION_PAGE_SIZE, TESTIMONIAL_LIMITS as L } from "@/features/testimonials/constants";
import {
  CLOUD,
  type Data,
  Timestamp,
  admin,
  alice,
  asOwner,
  emailOfLength,
  past,
  publicCopy,
  submit,
  testimonial,
  urlOfLength,
  visitor,
  without,
  serverTimestamp,
  storedTestimonial,
  useSeededEmulator,
} from "./support";

useSeededEmulator();

/** Submissions that pass, from anyone, with or without the optional extras. */
function acceptedSubmissions(): void {
  it("a visitor submits a testimonial", async () => {
    await assertSucceeds(submit(testimonial()));
  });
  it("a signed-in user submits a testimonial", async () => {
    await assertSucceeds(submit(testimonial(), alice()));
  });
  it("company and a photo kept on Cloudinary are optional extras", async () => {
    await assertSucceeds(
      submit(
        testimonial({
          company: "Lagos Eats",
          imageUrl: `${CLOUD}/v1764000000/visitors/ada.jpg`,
        }),
      ),
    );
    await assertSucceeds(submit(testimonial({ imageUrl: `${CLOUD}/v1/visitors/A_b-9.webp` })));
  });
  it("an empty company is allowed", async () => {
    await assertSucceeds(submit(testimonial({ company: "" })));
  });
}

/** "What did we work on together?": known areas only, one to four, each once. */
function submittedAreas(): void {
  it("a visitor may name the areas of their testimonial", async () => {
    await assertSucceeds(submit(testimonial({ areas: ["culinary"] })));
    await assertSucceeds(
      submit(testimonial({ areas: ["culinary", "software", "training", "community"] })),
    );
  });
  it.each<[string, unknown]>([
    ["an unknown area", ["astrology"]],
    ["an area twice", ["culinary", "culinary"]],
    ["no area in the list (omit the key instead)", []],
    ["five areas", ["culinary", "software", "training", "community", "culinary"]],
    ["areas as a string", "culinary"],
  ])("is refused with %s", async (_, areas) => {
    await assertFails(submit(testimonial({ areas })));
  });
  it.each<[string, Data]>([
    ["a source (only the owner adds praise from elsewhere)", { source: "linkedin" }],
    ["an original date", { originalDate: past() }],
    ["a highlight", { highlight: "Wonderful" }],
    ["the owner's permission instead of consent", { permission: true }],
  ])("a visitor's testimonial is refused with %s", async (_, extra) => {
    await assertFails(submit(testimonial(extra)));
  });
}

/**
 * Photos only on the site's Cloudinary cloud, exactly as its upload answered: no other host ever
 * reaches a reader's browser, and no transformation runs on the owner's credits.
 */
function refusedPhotos(): void {
  it.each<[string, Data]>([
    [
      "a transformation (the chain every reader would download)",
      { imageUrl: `${CLOUD}/w_4000/e_upscale/x.png` },
    ],
    [
      "a transformation before the version",
      { imageUrl: `${CLOUD}/e_upscale/v1764000000/visitors/ada.jpg` },
    ],
    [
      "a transformation after the version",
      { imageUrl: `${CLOUD}/v1764000000/w_4000/visitors/ada.jpg` },
    ],
    [
      "the site's own transformation stored",
      { imageUrl: `${CLOUD}/f_auto,q_auto,c_fill,w_112,h_112/v1764000000/visitors/ada.jpg` },
    ],
    [
      "another cloud",
      {
        imageUrl:
          "https://res.cloudinary.com/someone-else/image/upload/v1764000000/visitors/ada.jpg",
      },
    ],
    [
      "a cloud that only starts like the site's",
      { imageUrl: CLOUD.replace("/image/", "x/image/") + "/v1764000000/visitors/ada.jpg" },
    ],
    ["no version", { imageUrl: `${CLOUD}/visitors/ada.jpg` }],
    ["another folder", { imageUrl: `${CLOUD}/v1/samples/a.webp` }],
    ["no folder", { imageUrl: `${CLOUD}/v1/ada.jpg` }],
    ["a folder inside the folder", { imageUrl: `${CLOUD}/v1/visitors/more/ada.jpg` }],
    ["an imageUrl on another host", { imageUrl: "https://tracker.example/me.jpg" }],
    ["an http imageUrl", { imageUrl: "http://127.0.0.1:8787/images/a.png" }],
    [
      "a Cloudinary imageUrl over http",
      { imageUrl: `${CLOUD.replace("https:", "http:")}/v1/visitors/a.jpg` },
    ],
    [
      "a host that only starts like Cloudinary's",
      { imageUrl: `${CLOUD.replace(".com/", ".com.evil.example/")}/v1/visitors/a.jpg` },
    ],
    [
      "a Cloudinary fetch of another host",
      { imageUrl: `${CLOUD.replace("/upload", "/fetch")}/https://tracker.example/me.jpg` },
    ],
    ["a Cloudinary imageUrl with a query", { imageUrl: `${CLOUD}/v1/visitors/a.jpg?track=1` }],
    ["a Cloudinary SVG", { imageUrl: `${CLOUD}/v1/visitors/a.svg` }],
  ])("is refused with %s", async (_, extra) => {
    await assertFails(submit(testimonial(extra)));
  });
}

/** Lengths at and over their limits, and what a submission may not do. */
function boundedSubmissions(): void {
  it("fields at their maximum lengths are allowed", async () => {
    await assertSucceeds(
      submit(
        testimonial({
          name: "n".repeat(L.name),
          role: "r".repeat(L.role),
          company: "c".repeat(L.company),
          message: "m".repeat(L.message),
          email: emailOfLength(L.email),
          imageUrl: urlOfLength(L.imageUrl),
        }),
      ),
    );
  });

  it.each(["name", "role", "email", "message", "status", "createdAt", "consent", "consentAt"])(
    "is refused without %s",
    async (key) => {
      await assertFails(submit(without(testimonial(), key)));
    },
  );

  it.each<[string, Data]>([
    ["an unknown key", { approvedBy: "me" }],
    ["an id key", { id: 5 }],
    [`a name of ${L.name + 1} characters`, { name: "n".repeat(L.name + 1) }],
    ["an empty name", { name: "" }],
    ["a whitespace-only name", { name: "   " }],
    ["a name that is not a string", { name: 42 }],
    [`a role of ${L.role + 1} characters`, { role: "r".repeat(L.role + 1) }],
    ["an empty role", { role: "" }],
    ["a role that is null", { role: null }],
    [`a company of ${L.company + 1} characters`, { company: "c".repeat(L.company + 1) }],
    ["a company that is not a string", { company: ["Lagos Eats"] }],
    ["an email without @", { email: "not-an-email" }],
    ["an email without a dot in the domain", { email: "ada@localhost" }],
    ["an email with a space", { email: "ada obi@example.com" }],
    [`an email of ${L.email + 1} characters`, { email: emailOfLength(L.email + 1) }],
    ["an email that is not a string", { email: { address: "ada@example.com" } }],
    [`a message of ${L.message + 1} characters`, { message: "m".repeat(L.message + 1) }],
    ["an empty message", { message: "" }],
    ["a message that is not a string", { message: 12345 }],
    ["a javascript: imageUrl", { imageUrl: "javascript:alert(document.cookie)" }],
    ["a data: imageUrl", { imageUrl: "data:image/png;base64,iVBORw0KGgo=" }],
    ["an ftp: imageUrl", { imageUrl: "ftp://example.com/a.png" }],
    ["a protocol-relative imageUrl", { imageUrl: "//example.com/a.png" }],
    ["an imageUrl without a host", { imageUrl: "https://" }],
    ["an imageUrl with whitespace", { imageUrl: "https://example.com/a b.png" }],
    [`an imageUrl of ${L.imageUrl + 1} characters`, { imageUrl: urlOfLength(L.imageUrl + 1) }],
    ["an imageUrl that is null (omit the key instead)", { imageUrl: null }],

    ["status approved on create", { status: "approved" }],
    ["status rejected on create", { status: "rejected" }],
    ["an unknown status", { status: "published" }],
    ["a createdAt that is the client's clock, not request time", { createdAt: Timestamp.now() }],
    ["a createdAt in the past", { createdAt: past() }],
    ["a createdAt that is a string", { createdAt: "2026-01-01T00:00:00Z" }],
    ["consent false", { consent: false }],
    ["consent as a string", { consent: "yes" }],
    ["a consentAt that is the client's clock", { consentAt: Timestamp.now() }],
    ["a honeypot field", { website: "http://spam.example" }],
    ["a decision time", { decidedAt: serverTimestamp() }],
  ])("is refused with %s", async (_, change) => {
    await assertFails(submit(testimonial(change)));
  });

  it("a visitor cannot overwrite an existing testimonial with a new submission", async () => {
    await assertFails(visitor().doc("testimonials/approved").set(testimonial()));
  });
  it("a visitor cannot publish their own testimonial while submitting it", async () => {
    const db = visitor();
    const batch = db.batch();
    batch.set(db.doc("testimonials/mine"), testimonial());
    batch.set(db.doc("publicTestimonials/mine"), publicCopy());
    await assertFails(batch.commit());
  });
}

/**
 * A device retrying a submission whose answer never came (src/features/outbox/) reads the
 * receipt written with its record: an empty document, only under the id the device chose.
 */
function retriedSubmissions(): void {
  it("a record is stored only with its receipt, and the receipt holds nothing", async () => {
    await assertFails(visitor().collection("testimonials").add(testimonial()));
    await assertFails(
      visitor()
        .batch()
        .set(visitor().doc("testimonials/withData"), testimonial())
        .set(visitor().doc("receipts/withData"), { at: serverTimestamp() })
        .commit(),
    );
    await assertSucceeds(submit(testimonial(), visitor(), "mine"));
    const receipt = await assertSucceeds(visitor().doc("receipts/mine").get());
    expect(receipt.exists).toBe(true);
    expect(receipt.data()).toEqual({});
  });
  it("a receipt is made only together with a new pending record", async () => {
    await assertFails(visitor().doc("receipts/alone").set({}));
    await assertFails(visitor().doc("receipts/pending").set({}));
    await assertFails(visitor().doc("receipts/approved").set({}));
  });
  it("a retry names the same record and is refused; its receipt says it is stored", async () => {
    await assertSucceeds(submit(testimonial(), visitor(), "retried"));
    await assertFails(submit(testimonial(), visitor(), "retried"));
    expect((await visitor().doc("receipts/retried").get()).exists).toBe(true);
    expect((await visitor().doc("receipts/never").get()).exists).toBe(false);
  });
  it("a record the owner erased is never created again by a late retry", async () => {
    await assertSucceeds(submit(testimonial(), visitor(), "erased"));
    await asOwner((db) => db.doc("testimonials/erased").delete());
    await assertFails(submit(testimonial(), visitor(), "erased"));
    await assertFails(visitor().doc("testimonials/erased").set(testimonial()));
    expect((await visitor().doc("receipts/erased").get()).exists).toBe(true);
  });
  it("nobody but an admin writes to a stored record, not even a write that changes nothing", async () => {
    const name = String(storedTestimonial("pending").name);
    await assertFails(visitor().doc("testimonials/pending").update({ name }));
    await assertFails(visitor().doc("testimonials/approved").update({ name }));
    await assertFails(alice().doc("testimonials/pending").update({ email: "ada@example.com" }));
    await assertFails(visitor().doc("testimonials/pending").update({ name: "Someone Else" }));
    await assertFails(visitor().doc("testimonials/nowhere").update({ name: "Ada" }));
  });
  it("receipts are never listed, changed or deleted", async () => {
    await assertSucceeds(submit(testimonial(), visitor(), "kept"));
    await assertFails(visitor().collection("receipts").get());
    await assertFails(admin().collection("receipts").get());
    await assertFails(visitor().doc("receipts/kept").set({}));
    await assertFails(visitor().doc("receipts/kept").delete());
    await assertFails(admin().doc("receipts/kept").delete());
  });
}

describe("testimonials: submitting", () => {
  acceptedSubmissions();
  boundedSubmissions();
  refusedPhotos();
  submittedAreas();
  retriedSubmissions();
});

describe("testimonials: the private record", () => {
  it("a visitor cannot read any private record, approved ones included", async () => {
    for (const id of ["approved", "pending", "rejected"])
      await assertFails(visitor().doc(`testimonials/${id}`).get());
  });
  it("a regular user cannot read a private record", async () => {
    await assertFails(alice().doc("testimonials/approved").get());
    await assertFails(alice().doc("testimonials/pending").get());
  });
  it("a visitor cannot query private records, not even approved ones", async () => {
    await assertFails(visitor().collection("testimonials").where("status", "==", "approved").get());
    await assertFails(visitor().collection("testimonials").where("status", "==", "pending").get());
    await assertFails(visitor().collection("testimonials").get());
  });
  it("a regular user cannot query private records", async () => {
    await assertFails(alice().collection("testimonials").where("status", "==", "approved").get());
    await assertFails(alice().collection("testimonials").where("status", "==", "pending").get());
  });
  it("an admin lists pending testimonials, oldest first, a page at a time (SPEC §7 call 4)", async () => {
    await assertSucceeds(
      admin()
        .collection("testimonials")
        .where("status", "==", "pending")
        .orderBy("createdAt", "asc")
        .limit(MODERATION_PAGE_SIZE)
        .get(),
    );
  });
  it("an admin reads any private record and lists them all", async () => {
    await assertSucceeds(admin().doc("testimonials/rejected").get());
    await assertSucceeds(admin().collection("testimonials").get());
  });
});
