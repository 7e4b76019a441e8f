/**
 * Entry of the guides' progress on /guides: the same work as a guide's (progress-entry.ts), at an
 * address of its own, so that /guides' script and a guide's share no module (each would then be a
 * chunk of its own, a request more on every guide: progress-start.ts). An on-demand entry
 * (`*-entry.ts`) is bundled on its own: see src/runtime/on-demand.ts.
 */
import "./progress-entry";
