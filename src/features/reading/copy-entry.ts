/**
 * Entry of the copy buttons' work (copy.ts), fetched on the reader's first click of one
 * (copy-buttons.ts, which then hands it every click, the first included). An on-demand entry
 * (`*-entry.ts`) is bundled on its own and fetched only by the visitors who need it: see
 * src/runtime/on-demand.ts.
 */
import type { CopyGlobal } from "./copy-buttons";
import { copyFrom } from "./copy";

(globalThis as CopyGlobal).copyFrom = copyFrom;
