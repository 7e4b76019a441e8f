/**
 * Entry of the prefetch fallback (src/runtime/prefetch-fallback.ts), for browsers without
 * Speculation Rules. An on-demand entry (`*-entry.ts`) is bundled on its own and fetched only by the
 * visitors who need it: see src/runtime/on-demand.ts.
 */
import { startPrefetchFallback } from "./prefetch-fallback";

startPrefetchFallback();
