// firestore.rules for the testimonials an admin writes herself, against Google's Firestore
// emulator (see global-setup.ts): praise from elsewhere ("Add a testimonial": published at once,
// with its source, her word that she has the person's permission, an optional link and original
// date) and records of the panel's export imported again (their own status and times). Red-teamed
// as the other paths are: a visitor or a signed-in user can do none of it, and an admin only in
// the shapes the panel writes (tests/backend/elsewhere.test.ts runs the panel's own writes).
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { describe, it } from "vitest";
import {
  type Data,
  type Db,
  PHOTO,
  Timestamp,
  admin,
  alice,
  past,
  serverTimestamp,
  submit,
  testimonial,
  useSeededEmulator,
  visitor,
  without,
} from "./support";

useSeededEmulator();

const LINK = "https://www.linkedin.com/in/ada-obi/details/recommendations/";
const tomorrow = () => Timestamp.fromDate(new Date(Date.now() + 86_400_000));

/** Praise from elsewhere as "Add a testimonial" writes it (approved, published at once). */
const elsewhere = (extra: Data = {}): Data => ({
  name: "Ada Obi",
  role: "Engineering manager",
  company: "Paystack",
  message: "Amara's code reviews made our whole team better.",
  status: "approved",
  createdAt: past(),
  decidedAt: serverTimestamp(),
  areas: ["software"],
  source: "linkedin",
  sourceUrl: LINK,
  originalDate: past(),
  permission: true,
  ...extra,
});

/** Its public copy: the wall's fields of `record`, approvedAt the server's time. */
const copyOf = (record: Data, extra: Data = {}): Data => {
  const keys = ["name", "role", "company", "message", "imageUrl", "areas", "highlight"];
  const more = ["source", "sourceUrl", "originalDate"];
  const copy: Data = { approvedAt: serverTimestamp() };
  for (const key of [...keys, ...more]) if (key in record) copy[key] = record[key];
  return { ...copy, ...extra };
};

/** A record of the export imported again: a visitor's, with its consent and its own times. */
const imported = (status: string, extra: Data = {}): Data => ({
  ...testimonial({ status, createdAt: past(), consentAt: past() }),
  ...(status === "pending" ? {} : { decidedAt: past() }),
  ...extra,
});

/** Writes `record` at testimonials/{id} and, unless null, `copy` as its public copy, in one batch. */
function write(db: Db, id: string, record: Data, copy: Data | null = copyOf(record)) {
  const batch = db.batch();
  batch.set(db.doc(`testimonials/${id}`), record);
  if (copy) batch.set(db.doc(`publicTestimonials/${id}`), copy);
  return batch.commit();
}

describe("praise from elsewhere: the admin adds it, published at once", () => {
  it("the shape the refusals below vary is itself allowed", async () => {
    await assertSucceeds(write(admin(), "added", elsewhere()));
  });
  it("with only what is required: no company, link, date, areas or photo", async () => {
    const record = elsewhere();
    for (const key of ["company", "sourceUrl", "originalDate", "areas"]) delete record[key];
    await assertSucceeds(write(admin(), "bare", { ...record, createdAt: serverTimestamp() }));
  });
  it("with a photo on Cloudinary, a highlight, and each source", async () => {
    for (const source of ["linkedin", "email", "whatsapp", "google", "other"])
      await assertSucceeds(
        write(admin(), `from-${source}`, elsewhere({ source, imageUrl: PHOTO, highlight: "code" })),
      );
  });
  it("with an http link", async () => {
    await assertSucceeds(write(admin(), "http", elsewhere({ sourceUrl: "http://example.com/r" })));
  });
});

describe("praise from elsewhere: what even an admin cannot write", () => {
  it.each<[string, Data]>([
    ["without her word that she has permission", without(elsewhere(), "permission")],
    ["with permission false", elsewhere({ permission: false })],
    ["with permission as text", elsewhere({ permission: "yes" })],
    ["with an unknown source", elsewhere({ source: "facebook" })],
    ["with a source spelled as the wall shows it", elsewhere({ source: "LinkedIn" })],
    ["with a javascript: link", elsewhere({ sourceUrl: "javascript:alert(document.cookie)" })],
    ["with a data: link", elsewhere({ sourceUrl: "data:text/html,<script>alert(1)</script>" })],
    ["with an ftp link", elsewhere({ sourceUrl: "ftp://example.com/review" })],
    ["with a link without its scheme", elsewhere({ sourceUrl: "//example.com/review" })],
    ["with a link with spaces", elsewhere({ sourceUrl: "https://example.com/a review" })],
    ["with a link that is no text", elsewhere({ sourceUrl: 42 })],
    ["with an original date in the future", elsewhere({ originalDate: tomorrow() })],
    ["with an original date as text", elsewhere({ originalDate: "2025-01-01" })],
    ["with a creation time in the future", elsewhere({ createdAt: tomorrow() })],
    ["with a decision time in the future", elsewhere({ decidedAt: tomorrow() })],
    ["with a visitor's consent too", elsewhere({ consent: true, consentAt: past() })],
    ["with an unknown area", elsewhere({ areas: ["software", "astrology"] })],
    ["with a photo on another host", elsewhere({ imageUrl: "https://tracker.example/a.jpg" })],
    ["with a field the rules do not know", elsewhere({ verified: true })],
  ])("refused: %s", async (_, record) => {
    await assertFails(write(admin(), "added", record, copyOf(record)));
  });
  it("a link, an original date or a permission without a source are refused", async () => {
    for (const extra of [{ sourceUrl: LINK }, { originalDate: past() }, { permission: true }])
      await assertFails(write(admin(), "imported", imported("approved", extra)));
  });
  it("published without its public copy, or a copy of one that is not approved, is refused", async () => {
    await assertFails(write(admin(), "added", elsewhere(), null));
    const pending = elsewhere({ status: "pending" });
    await assertFails(write(admin(), "added", pending, copyOf(pending)));
  });
  it.each<[string, (record: Data) => Data]>([
    ["another message", (r) => copyOf(r, { message: "Buy now at spam.example" })],
    ["another name", (r) => copyOf(r, { name: "Someone Else" })],
    ["no source", (r) => without(copyOf(r), "source")],
    ["another source", (r) => copyOf(r, { source: "google" })],
    ["another link", (r) => copyOf(r, { sourceUrl: "https://spam.example/" })],
    ["no link where the record has one", (r) => without(copyOf(r), "sourceUrl")],
    ["another original date", (r) => copyOf(r, { originalDate: Timestamp.now() })],
    ["other areas", (r) => copyOf(r, { areas: ["culinary"] })],
    ["no areas where the record has some", (r) => without(copyOf(r), "areas")],
    ["the permission", (r) => copyOf(r, { permission: true })],
    ["a status", (r) => copyOf(r, { status: "approved" })],
    ["a client-clock approval time", (r) => copyOf(r, { approvedAt: Timestamp.now() })],
    ["a backdated approval time", (r) => copyOf(r, { approvedAt: past() })],
  ])("refused: a public copy with %s", async (_, copy) => {
    const record = elsewhere();
    await assertFails(write(admin(), "added", record, copy(record)));
  });
  it("an existing record cannot be overwritten by an added one", async () => {
    await assertFails(write(admin(), "pending", elsewhere()));
    await assertFails(write(admin(), "rejected", elsewhere({ status: "rejected" }), null));
  });
});

describe("imported records: their own status and times", () => {
  it("an admin imports a visitor's record in each status, the approved one with its copy", async () => {
    await assertSucceeds(write(admin(), "imp-pending", imported("pending"), null));
    await assertSucceeds(write(admin(), "imp-rejected", imported("rejected"), null));
    await assertSucceeds(
      write(admin(), "imp-unpublished", imported("rejected", { unpublishedAt: past() }), null),
    );
    await assertSucceeds(write(admin(), "imp-approved", imported("approved")));
  });
  it("an admin imports praise from elsewhere in each status", async () => {
    await assertSucceeds(write(admin(), "imp-src-ok", elsewhere({ decidedAt: past() })));
    for (const status of ["pending", "rejected"])
      await assertSucceeds(write(admin(), `imp-src-${status}`, elsewhere({ status }), null));
  });
  it.each<[string, Data]>([
    ["without consent", without(imported("rejected"), "consent")],
    ["without its consent time", without(imported("rejected"), "consentAt")],
    ["with a consent time in the future", imported("rejected", { consentAt: tomorrow() })],
    ["with a submission time in the future", imported("rejected", { createdAt: tomorrow() })],
    ["with a decision time in the future", imported("rejected", { decidedAt: tomorrow() })],
    [
      "with an unpublishing time in the future",
      imported("rejected", { unpublishedAt: tomorrow() }),
    ],
    ["with an unknown status", imported("published")],
    ["with a bad email", imported("rejected", { email: "not-an-email" })],
    ["with a message over 2000 characters", imported("rejected", { message: "x".repeat(2001) })],
  ])("refused: an imported record %s", async (_, record) => {
    await assertFails(write(admin(), "imported", record, null));
  });
  it("an approved import must bring its public copy, and only an approved one may", async () => {
    await assertFails(write(admin(), "imported", imported("approved"), null));
    const rejected = imported("rejected");
    await assertFails(write(admin(), "imported", rejected, copyOf(rejected)));
  });
});

describe("a visitor or a signed-in user cannot add, import, publish or fake anything", () => {
  const strangers = (): [string, Db][] => [
    ["a visitor", visitor()],
    ["a signed-in user", alice()],
  ];
  it("cannot add praise from elsewhere, published or not", async () => {
    for (const [, db] of strangers()) {
      await assertFails(write(db, "fake", elsewhere()));
      await assertFails(write(db, "fake", elsewhere({ status: "pending" }), null));
    }
  });
  it("cannot fake a source, a link, an original date or the permission on a submission", async () => {
    for (const [, db] of strangers())
      for (const extra of [
        { source: "linkedin" },
        { sourceUrl: LINK },
        { originalDate: past() },
        { permission: true },
        { source: "linkedin", permission: true, originalDate: tomorrow() },
      ])
        await assertFails(submit(testimonial(extra), db));
  });
  it("cannot submit one already approved, or with a copy on the wall", async () => {
    for (const [, db] of strangers()) {
      await assertFails(submit(testimonial({ status: "approved" }), db));
      const record = testimonial({ status: "approved" });
      await assertFails(write(db, "fake", record, copyOf(record)));
    }
  });
  it("cannot backdate a submission, its consent, or give it a decision", async () => {
    for (const [, db] of strangers()) {
      await assertFails(submit(testimonial({ createdAt: past() }), db));
      await assertFails(submit(testimonial({ consentAt: past() }), db));
      await assertFails(submit(testimonial({ createdAt: tomorrow() }), db));
      await assertFails(submit(testimonial({ decidedAt: serverTimestamp() }), db));
    }
  });
  it("cannot import a record of the export", async () => {
    for (const [, db] of strangers()) {
      await assertFails(write(db, "fake", imported("rejected"), null));
      await assertFails(write(db, "fake", imported("approved")));
    }
  });
  it("cannot set or change the areas of another's testimonial", async () => {
    for (const [, db] of strangers()) {
      await assertFails(db.doc("testimonials/pending").update({ areas: ["software"] }));
      const batch = db.batch();
      batch.update(db.doc("testimonials/approved"), { areas: ["culinary"] });
      batch.update(db.doc("publicTestimonials/approved"), { areas: ["culinary"] });
      await assertFails(batch.commit());
    }
  });
  it("cannot write a public copy, alone or beside a submission", async () => {
    for (const [, db] of strangers()) {
      await assertFails(db.doc("publicTestimonials/fake").set(copyOf(elsewhere())));
      const batch = db.batch();
      const record = testimonial();
      batch.set(db.doc("testimonials/fake"), record);
      batch.set(db.doc("publicTestimonials/fake"), copyOf(record));
      await assertFails(batch.commit());
    }
  });
});
