/**
 * Entry of the cursor follower (src/lib/cursor.ts), for devices with a fine pointer. A module
 * of src/lib/on-demand/ is bundled on its own and fetched only by the visitors who need it: see
 * src/lib/on-demand.ts.
 */
import { startCursor } from "../cursor";

startCursor();
