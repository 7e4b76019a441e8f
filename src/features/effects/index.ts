/**
 * What the effects lend the other features and the UI kit (docs/architecture.md, "Rooms"): the
 * hero's entrance style and the data saver's image attributes. Their components are in
 * components/.
 */
export { heroItemStyle } from "./motion";
export { dataSaverImage } from "./data-saver";
