/**
 * Entry of the cursor follower (src/features/effects/cursor.ts), for devices with a fine pointer. An on-demand
 * entry (`*-entry.ts`) is bundled on its own and fetched only by the visitors who need it: see
 * src/runtime/on-demand.ts.
 */
import { startCursor } from "./cursor";

startCursor();
