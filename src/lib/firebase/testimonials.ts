/**
 * Moderation (SPEC §7 calls 4 and 5, and the owner's undo and erase), for admins: a page of the
 * private records in one status with the total, and the writes that move them. Every write that
 * touches the public copy (publicTestimonials) does so in the same batch as the record, as
 * firestore.rules require; the rules refuse all of it to anyone but an admin.
 *
 * Firestore Lite (plain REST requests, no listeners or cache, lite.ts): the panel reads a page,
 * writes a decision, and needs nothing more. Requests carry the admin's sign-in.
 */
import {
  collection,
  doc,
  documentId,
  getCount,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  startAfter,
  where,
  writeBatch,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
  type Timestamp,
} from "firebase/firestore/lite";
import { EXPORT_PAGE_SIZE, MODERATION_PAGE_SIZE } from "@/lib/constants";
import { exportRecord, type ExportRecord } from "@/lib/testimonial-export";
import {
  publicCopy,
  testimonialFields,
  type StoredTestimonial,
  type TestimonialStatus,
} from "@/lib/testimonials";
import { liteDb as db } from "./lite";
import { firebaseReady } from "./core";

/** Where the next page starts (opaque to callers). */
export type PageCursor = QueryDocumentSnapshot;

export interface ModerationPage {
  items: StoredTestimonial[];
  /** Where the next page starts: present after a full page. */
  next: PageCursor | null;
}

const toDate = (value: unknown) => (value as Timestamp | undefined)?.toDate?.() ?? null;

function byStatus(status: TestimonialStatus) {
  // Pending: oldest first, so nothing waits forever. Decided: the newest first.
  return query(
    collection(db(), "testimonials"),
    where("status", "==", status),
    orderBy("createdAt", status === "pending" ? "asc" : "desc"),
  );
}

/** Call 4 (and its decided counterparts): one page of the records in `status`. */
export async function loadTestimonialPage(
  status: TestimonialStatus,
  after: PageCursor | null = null,
): Promise<ModerationPage> {
  await firebaseReady();
  const snapshot = await getDocs(
    query(byStatus(status), ...(after ? [startAfter(after)] : []), limit(MODERATION_PAGE_SIZE)),
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
export async function countTestimonials(status: TestimonialStatus): Promise<number> {
  await firebaseReady();
  return (await getCount(byStatus(status))).data().count;
}

/**
 * Every record in all three states, for the owner's export: read a page of EXPORT_PAGE_SIZE at a
 * time (by document id, so none is skipped), telling `onProgress` how many so far.
 */
export async function loadAllTestimonials(
  onProgress?: (count: number) => void,
): Promise<ExportRecord[]> {
  await firebaseReady();
  const records: ExportRecord[] = [];
  let after: PageCursor | null = null;
  for (;;) {
    const snapshot: QuerySnapshot = await getDocs(
      query(
        collection(db(), "testimonials"),
        orderBy(documentId()),
        ...(after ? [startAfter(after)] : []),
        limit(EXPORT_PAGE_SIZE),
      ),
    );
    records.push(...snapshot.docs.map((d) => exportRecord(d.id, d.data())));
    onProgress?.(records.length);
    if (snapshot.docs.length < EXPORT_PAGE_SIZE) return records;
    after = snapshot.docs.at(-1) ?? null;
  }
}

const record = (id: string) => doc(db(), "testimonials", id);
const copy = (id: string) => doc(db(), "publicTestimonials", id);

/** Call 5, approve: the decision and the public copy of the wall's fields, in one write. */
export async function approveTestimonial(item: StoredTestimonial): Promise<void> {
  const batch = writeBatch(db());
  batch.update(record(item.id), { status: "approved", decidedAt: serverTimestamp() });
  batch.set(copy(item.id), { ...publicCopy(item), approvedAt: serverTimestamp() });
  await batch.commit();
}

/** Call 5, reject: one or several pending testimonials, in one write (all or none). */
export async function rejectTestimonials(ids: readonly string[]): Promise<void> {
  const batch = writeBatch(db());
  for (const id of ids)
    batch.update(record(id), { status: "rejected", decidedAt: serverTimestamp() });
  await batch.commit();
}

/** Takes an approved testimonial off the wall; it stays on record as rejected. */
export async function unpublishTestimonial(id: string): Promise<void> {
  const batch = writeBatch(db());
  batch.update(record(id), { status: "rejected", unpublishedAt: serverTimestamp() });
  batch.delete(copy(id));
  await batch.commit();
}

/** Erases a testimonial for good (a data-protection request): the record and any public copy. */
export async function deleteTestimonial(id: string): Promise<void> {
  const batch = writeBatch(db());
  batch.delete(record(id));
  batch.delete(copy(id));
  await batch.commit();
}
