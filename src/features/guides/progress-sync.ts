/**
 * The reader's progress in her account, so her other devices agree: users/{uid}/progress/guides
 * (firestore.rules: only she reads and writes it; the site's guides only, bounded). Fetched only when
 * someone may be signed in on this browser (src/shared/signed-in-hint.ts), by its entry
 * (progress-sync-entry.ts); Firebase Auth says who, and a stale hint is cleared.
 *
 * The guides it keeps are those the page lists (`data-guides`, written at build from the content
 * collection by components/GuideProgress.astro and /guides): the ones firestore.rules accept.
 *
 * One sync at a time: in a transaction, the account's copy is read, merged with this device's
 * (progress.ts, mergeCourse: per chapter the newer decision wins) and written back when it
 * gained anything; then the result is merged into what this device holds by then, never put in
 * its place, so a change made while the answer was on its way is kept, and a late answer can
 * undo nothing newer. A sync runs when the page starts, after each change here (in one write
 * after PROGRESS_PUSH_DELAY_MS of quiet), and when the page is shown again (another device may
 * have moved on meanwhile).
 */
import { onAuthStateChanged, type User } from "firebase/auth";
import { doc, runTransaction, serverTimestamp } from "firebase/firestore/lite";
import { firebaseAuth } from "../../firebase/app";
import { firebaseReady } from "../../firebase/core";
import { liteDb } from "../../firebase/lite";
import {
  PROGRESS_DOC,
  PROGRESS_EVENT,
  PROGRESS_KEY,
  PROGRESS_PUSH_DELAY_MS,
} from "@/features/guides/constants";
import { readProgress, writeProgress, type CourseProgress } from "./progress-marks";
import { cleanCourse, mergeCourse, pageGuides, sameCourse } from "./progress";
import { setSignedInHint } from "@/shared/signed-in-hint";

/** Says on window that the progress changed because of the account (not to be pushed back). */
class FromAccount extends Event {}

/** Merges the account's copy with this device's, in the account and then here. */
export async function syncProgress(uid: string): Promise<void> {
  // A sync that knew no guide would drop the account's copy: none on a page without the list.
  const guides = pageGuides(document);
  await firebaseReady();
  const db = liteDb();
  const ref = doc(db, "users", uid, "progress", PROGRESS_DOC);
  const merged = await runTransaction(db, async (tx) => {
    const snapshot = await tx.get(ref);
    const account = cleanCourse(snapshot.data()?.guides, guides);
    const both = mergeCourse(
      account,
      cleanCourse(readProgress(localStorage, PROGRESS_KEY), guides),
    );
    if (!snapshot.exists() || !sameCourse(both, account))
      tx.set(ref, { guides: both, updatedAt: serverTimestamp() });
    return both;
  });
  const here = readProgress(localStorage, PROGRESS_KEY);
  const next: CourseProgress = mergeCourse(here, merged);
  if (!sameCourse(next, here)) {
    writeProgress(localStorage, PROGRESS_KEY, next);
    dispatchEvent(new FromAccount(PROGRESS_EVENT));
  }
}

/** Keeps the account's copy and this device's together while someone is signed in. */
export function startProgressSync(): void {
  let user: User | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const sync = (): void => {
    if (!user) return;
    if (running) {
      again = true;
      return;
    }
    const uid = user.uid;
    running = syncProgress(uid)
      .catch((error: unknown) => console.warn("Could not sync the guides' progress:", error))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          sync();
        }
      });
  };
  onAuthStateChanged(firebaseAuth(), (next) => {
    user = next;
    setSignedInHint(!!next);
    sync();
  });
  addEventListener(PROGRESS_EVENT, (event) => {
    if (event instanceof FromAccount) return;
    clearTimeout(timer);
    timer = setTimeout(sync, PROGRESS_PUSH_DELAY_MS);
  });
  addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") sync();
  });
}
