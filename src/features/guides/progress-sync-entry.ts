/**
 * Entry of the guides' progress in the reader's account (src/features/guides/progress-sync.ts):
 * fetched by a guide page or /guides only when someone may be signed in on this browser. An
 * on-demand entry (`*-entry.ts`) is bundled on its own: see src/runtime/on-demand.ts.
 */
import { startProgressSync } from "./progress-sync";

startProgressSync();
