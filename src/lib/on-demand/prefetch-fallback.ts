/**
 * Entry of the prefetch fallback (src/lib/prefetch-fallback.ts), for browsers without
 * Speculation Rules. A module of src/lib/on-demand/ is bundled on its own and fetched only by the
 * visitors who need it: see src/lib/on-demand.ts.
 */
import { startPrefetchFallback } from "../prefetch-fallback";

startPrefetchFallback();
