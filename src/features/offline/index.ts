/**
 * What offline reading lends the reading aids (docs/architecture.md, "Rooms"): the "Save for
 * offline" button's script. Its components are in components/.
 */
export { startSaveForOffline } from "./save-button";
