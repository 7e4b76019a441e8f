/**
 * Moderation (SPEC §7 calls 4 and 5, and the owner's undo and erase), for admins: a page of the
 * private records in one status with the total, and the writes that move them. Every write that
 * touches the public copy (publicTestimonials) does so in the same batch as the record, as
 * firestore.rules require; the rules refuse all of it to anyone but an admin.
 *
 * Firestore Lite (plain REST requests, no listeners or cache, lite.ts): the panel reads a page,
 * writes a decision, and needs nothing more. Requests carry the admin's sign-in. Every function
 * takes the database first (the panel passes liteDb(); the backend tests pass one per user, so
 * an admin and a stranger run the very same writes against the rules).
 */
import {
  collection,
  deleteField,
  doc,
  documentId,
  getCount,
  getDocs,
  limit,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  startAfter,
  where,
  writeBatch,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
  type Timestamp,
  type Firestore,
  type Transaction,
} from "firebase/firestore/lite";
import type { AreaId } from "@/features/testimonials/areas";
import {
  FEATURED_SLOTS,
  IMPORT_ID_QUERY_SIZE,
  IMPORT_PARALLEL_BATCHES,
  MODERATION_PAGE_SIZE,
} from "@/features/testimonials/constants";
import {
  elsewhereDocument,
  type ElsewhereRecord,
} from "@/features/testimonials/moderation/elsewhere/elsewhere";
import type { ExportRecord } from "@/features/testimonials/import/export";
import {
  importBatches,
  importDocument,
  type ImportRecord,
} from "@/features/testimonials/import/import-rows";
import {
  featuredIds,
  freeSlot,
  readSlots,
  slotsHolding,
  type FeaturedSlots,
} from "@/features/testimonials/featured";
import {
  publicCopy,
  testimonialFields,
  type StoredTestimonial,
  type TestimonialStatus,
} from "@/features/testimonials/records";
import { firebaseReady } from "../../../firebase/core";

/** Where the next page starts (opaque to callers). */
export type PageCursor = QueryDocumentSnapshot;

export interface ModerationPage {
  items: StoredTestimonial[];
  /** Where the next page starts: present after a full page. */
  next: PageCursor | null;
}

const toDate = (value: unknown) => (value as Timestamp | undefined)?.toDate?.() ?? null;

function byStatus(db: Firestore, status: TestimonialStatus) {
  // Pending: oldest first, so nothing waits forever. Decided: the newest first.
  return query(
    collection(db, "testimonials"),
    where("status", "==", status),
    orderBy("createdAt", status === "pending" ? "asc" : "desc"),
  );
}

/** Call 4 (and its decided counterparts): one page of the records in `status`. */
export async function loadTestimonialPage(
  db: Firestore,
  status: TestimonialStatus,
  after: PageCursor | null = null,
): Promise<ModerationPage> {
  await firebaseReady();
  const snapshot = await getDocs(
    query(byStatus(db, status), ...(after ? [startAfter(after)] : []), limit(MODERATION_PAGE_SIZE)),
  );
  const docs = snapshot.docs;
  return {
    items: docs.map((d) => {
      const data = d.data();
      return {
        id: d.id,
        ...testimonialFields(data),
        status,
        createdAt: toDate(data.createdAt),
        decidedAt: toDate(data.decidedAt ?? data.unpublishedAt),
      };
    }),
    // A full page may have more after it (the total tells); a short one is the last.
    next: docs.length === MODERATION_PAGE_SIZE ? (docs.at(-1) ?? null) : null,
  };
}

/** How many records are in `status` (an aggregation: no document is downloaded). */
export async function countTestimonials(db: Firestore, status: TestimonialStatus): Promise<number> {
  await firebaseReady();
  return (await getCount(byStatus(db, status))).data().count;
}

const record = (db: Firestore, id: string) => doc(db, "testimonials", id);
const copy = (db: Firestore, id: string) => doc(db, "publicTestimonials", id);
const slot = (db: Firestore, name: string) => doc(db, "featured", name);

/** Which testimonials are featured (the three slot documents). */
export async function loadFeatured(db: Firestore): Promise<FeaturedSlots> {
  await firebaseReady();
  const snapshot = await getDocs(collection(db, "featured"));
  return readSlots(snapshot.docs.map((d) => ({ id: d.id, testimonial: d.data().testimonial })));
}

/** Thrown when three testimonials are featured already. */
export class FeaturedFullError extends Error {
  constructor() {
    super("Three testimonials are featured already");
    this.name = "FeaturedFullError";
  }
}

/**
 * The three slots read in `transaction`: its commit fails, and the transaction runs again with
 * fresh reads, if another write changed any of them since (Firestore's optimistic transactions).
 */
async function slotsIn(db: Firestore, transaction: Transaction): Promise<FeaturedSlots> {
  const snapshots = await Promise.all(
    FEATURED_SLOTS.map((name) => transaction.get(slot(db, name))),
  );
  return readSlots(
    snapshots
      .filter((snapshot) => snapshot.exists())
      .map((snapshot) => ({ id: snapshot.id, testimonial: snapshot.data()?.testimonial })),
  );
}

/**
 * Features a published testimonial in the first free slot (nothing when it is featured), in a
 * transaction: two tabs featuring at once never take the same slot (firestore.rules also refuse
 * to overwrite a taken slot); the later one takes the next free slot or is told they are full.
 */
export async function featureTestimonial(db: Firestore, id: string): Promise<void> {
  await firebaseReady();
  await runTransaction(db, async (transaction) => {
    const slots = await slotsIn(db, transaction);
    if (slotsHolding(slots, id).length) return;
    const free = freeSlot(slots);
    if (!free) throw new FeaturedFullError();
    transaction.set(slot(db, free), { testimonial: id, featuredAt: serverTimestamp() });
  });
}

/**
 * Runs `write` in a transaction that first empties the slots holding `id`, as read in it: a slot
 * filled meanwhile in another tab is seen, never left naming a testimonial that is gone.
 */
async function withSlotsEmptied(
  db: Firestore,
  id: string,
  write: (transaction: Transaction) => void,
) {
  await firebaseReady();
  await runTransaction(db, async (transaction) => {
    const slots = await slotsIn(db, transaction);
    for (const name of slotsHolding(slots, id)) transaction.delete(slot(db, name));
    write(transaction);
  });
}

/** Takes a testimonial out of the featured ones (it stays published). */
export async function unfeatureTestimonial(db: Firestore, id: string): Promise<void> {
  await withSlotsEmptied(db, id, () => {});
}

/** Call 5, approve: the decision and the public copy of the wall's fields, in one write. */
export async function approveTestimonial(db: Firestore, item: StoredTestimonial): Promise<void> {
  const batch = writeBatch(db);
  batch.update(record(db, item.id), { status: "approved", decidedAt: serverTimestamp() });
  batch.set(copy(db, item.id), { ...publicCopy(item), approvedAt: serverTimestamp() });
  await batch.commit();
}

/** Call 5, reject: one or several pending testimonials, in one write (all or none). */
export async function rejectTestimonials(db: Firestore, ids: readonly string[]): Promise<void> {
  const batch = writeBatch(db);
  for (const id of ids)
    batch.update(record(db, id), { status: "rejected", decidedAt: serverTimestamp() });
  await batch.commit();
}

/** Takes an approved testimonial off the wall; it stays on record as rejected. */
export async function unpublishTestimonial(db: Firestore, id: string): Promise<void> {
  // Featured or not, it leaves the featured ones in the same write (firestore.rules insist).
  await withSlotsEmptied(db, id, (transaction) => {
    transaction.update(record(db, id), { status: "rejected", unpublishedAt: serverTimestamp() });
    transaction.delete(copy(db, id));
  });
}

/**
 * Erases a testimonial for good (a data-protection request): the record and any public copy. Its
 * receipt (an empty document) stays, or is made, so the id is never taken again.
 */
export async function deleteTestimonial(db: Firestore, id: string): Promise<void> {
  await withSlotsEmptied(db, id, (transaction) => {
    transaction.delete(record(db, id));
    transaction.delete(copy(db, id));
    transaction.set(doc(db, "receipts", id), {});
  });
}

/** What an admin may correct on a testimonial in any status; null removes the field. */
export interface TestimonialEdits {
  /** A photo kept on the site's photo host (an upload's secure_url). */
  imageUrl?: string | null;
  /** One to four areas (src/features/testimonials/areas.ts). */
  areas?: readonly AreaId[] | null;
  /** A phrase of the message, set in bold on the wall. */
  highlight?: string | null;
}

/**
 * Corrects a testimonial (photo, areas, highlight): the record and, when it is published, its
 * public copy, in one write (firestore.rules insist on both, and on each field's shape). An empty
 * list of areas or an empty highlight removes the field.
 */
export async function editTestimonial(
  db: Firestore,
  item: Pick<StoredTestimonial, "id" | "status">,
  edits: TestimonialEdits,
): Promise<void> {
  await firebaseReady();
  const change: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(edits)) {
    if (value === undefined) continue;
    const empty = value === null || value === "" || (Array.isArray(value) && value.length === 0);
    change[key] = empty ? deleteField() : Array.isArray(value) ? [...value] : value;
  }
  const batch = writeBatch(db);
  batch.update(record(db, item.id), change);
  if (item.status === "approved") batch.update(copy(db, item.id), change);
  await batch.commit();
}

/** Replaces a testimonial's photo (a stored photo's address), or removes it (null). */
export function setTestimonialPhoto(
  db: Firestore,
  item: Pick<StoredTestimonial, "id" | "status">,
  url: string | null,
): Promise<void> {
  return editTestimonial(db, item, { imageUrl: url });
}

const iso = (value: unknown) => toDate(value)?.toISOString() ?? "";
const STATUSES: readonly string[] = ["pending", "approved", "rejected"];

/**
 * Every record, in all three states, for the owner's export: read a page at a time (oldest first,
 * MODERATION_PAGE_SIZE per request), with whether each is featured. `onPage` hears the count so far.
 */
export async function loadAllForExport(
  db: Firestore,
  onPage: (count: number) => void = () => {},
): Promise<ExportRecord[]> {
  await firebaseReady();
  const featured = new Set(featuredIds(await loadFeatured(db)));
  const records: ExportRecord[] = [];
  let after: QueryDocumentSnapshot | null = null;
  for (;;) {
    const snapshot: QuerySnapshot = await getDocs(
      query(
        collection(db, "testimonials"),
        orderBy("createdAt", "asc"),
        ...(after ? [startAfter(after)] : []),
        limit(MODERATION_PAGE_SIZE),
      ),
    );
    for (const d of snapshot.docs) {
      const data = d.data();
      const fields = testimonialFields(data);
      records.push({
        id: d.id,
        name: fields.name,
        role: fields.role,
        company: fields.company ?? "",
        email: fields.email,
        message: fields.message,
        imageUrl: fields.imageUrl ?? "",
        status: (STATUSES.includes(data.status) ? data.status : "pending") as TestimonialStatus,
        consentAt: iso(data.consentAt),
        submittedAt: iso(data.createdAt),
        decidedAt: iso(data.decidedAt ?? data.unpublishedAt),
        featured: featured.has(d.id),
        areas: fields.areas ?? [],
        highlight: fields.highlight ?? "",
        source: fields.source ?? "",
        sourceUrl: fields.sourceUrl ?? "",
        originalDate: fields.originalDate?.toISOString() ?? "",
        unpublishedAt: iso(data.unpublishedAt),
      });
    }
    onPage(records.length);
    if (snapshot.docs.length < MODERATION_PAGE_SIZE) return records;
    after = snapshot.docs.at(-1) ?? null;
  }
}

/**
 * "Add a testimonial": praise the owner received elsewhere, published at once. The record
 * (approved, createdAt its original date or now, decidedAt now, its source and her confirmation of
 * the person's permission) and its public copy in one write; resolves with its new id.
 */
export async function addTestimonial(db: Firestore, item: ElsewhereRecord): Promise<string> {
  await firebaseReady();
  const ref = doc(collection(db, "testimonials"));
  const batch = writeBatch(db);
  batch.set(ref, {
    ...elsewhereDocument(item),
    createdAt: item.originalDate ?? serverTimestamp(),
    decidedAt: serverTimestamp(),
  });
  batch.set(copy(db, ref.id), { ...publicCopy(item), approvedAt: serverTimestamp() });
  await batch.commit();
  return ref.id;
}

/** Runs `work` on each item, at most `parallel` at a time; stops starting new ones after a failure. */
async function inParallel<T>(
  items: readonly T[],
  parallel: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  let failure: { reason: unknown } | null = null;
  async function worker() {
    while (!failure && next < items.length) {
      const item = items[next++]!;
      try {
        await work(item);
      } catch (reason) {
        failure ??= { reason };
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, worker));
  if (failure) throw (failure as { reason: unknown }).reason;
}

/**
 * Which of these ids have a record already (the import skips them): asked IMPORT_ID_QUERY_SIZE at
 * a time (Firestore's `in` takes 30), a few requests at once.
 */
export async function storedTestimonialIds(
  db: Firestore,
  ids: readonly string[],
): Promise<Set<string>> {
  await firebaseReady();
  const unique = [...new Set(ids)];
  const chunks: string[][] = [];
  for (let i = 0; i < unique.length; i += IMPORT_ID_QUERY_SIZE)
    chunks.push(unique.slice(i, i + IMPORT_ID_QUERY_SIZE));
  const found = new Set<string>();
  await inParallel(chunks, IMPORT_PARALLEL_BATCHES, async (chunk) => {
    const snapshot = await getDocs(
      query(collection(db, "testimonials"), where(documentId(), "in", chunk)),
    );
    for (const d of snapshot.docs) found.add(d.id);
  });
  return found;
}

/** Thrown when an import stops part way: how many records it had written by then. */
export class ImportStoppedError extends Error {
  constructor(
    readonly written: number,
    readonly reason: unknown,
  ) {
    super(`The import stopped after ${written} records`);
    this.name = "ImportStoppedError";
  }
}

/**
 * Writes imported records with their own ids, status, times and fields, an approved one with its
 * public copy (approvedAt now), in batched writes the rules accept (importBatches), a few at once.
 * A record whose id exists meanwhile is refused by the rules, never overwritten. `onProgress`
 * hears how many are written; resolves with that count, or rejects with ImportStoppedError.
 */
export async function importTestimonials(
  db: Firestore,
  records: readonly ImportRecord[],
  onProgress: (written: number) => void = () => {},
): Promise<number> {
  await firebaseReady();
  let written = 0;
  try {
    await inParallel(importBatches(records), IMPORT_PARALLEL_BATCHES, async (items) => {
      const batch = writeBatch(db);
      for (const item of items) {
        batch.set(record(db, item.id), importDocument(item));
        if (item.status === "approved")
          batch.set(copy(db, item.id), { ...publicCopy(item), approvedAt: serverTimestamp() });
      }
      await batch.commit();
      written += items.length;
      onProgress(written);
    });
  } catch (reason) {
    throw new ImportStoppedError(written, reason);
  }
  return written;
}
