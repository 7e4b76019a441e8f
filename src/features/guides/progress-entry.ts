/**
 * Entry of the guides' progress (src/features/guides/progress-track.ts, progress-view.ts), fetched
 * by a guide page or /guides only when progress is shown or used (progress-start.ts,
 * course-start.ts); it fetches the account's copy (progress-sync-entry.ts) when someone may be
 * signed in. An on-demand entry (`*-entry.ts`) is bundled on its own: see src/runtime/on-demand.ts.
 */
import { startProgressTracking } from "./progress-track";
import { startProgressView } from "./progress-view";
import { signedInHint } from "@/shared/signed-in-hint";
import sync from "./progress-sync-entry?worker&url";

startProgressTracking();
startProgressView();
if (signedInHint()) void import(/* @vite-ignore */ sync).catch(() => {});
