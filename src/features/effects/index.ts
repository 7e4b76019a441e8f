/**
 * What the effects lend the other features and the UI kit (docs/architecture.md, "Rooms"): the
 * hero's entrance style, the data saver's image attributes and whether the data saver is on. Their components are in
 * components/.
 */
export { heroItemStyle } from "./motion";
export { dataSaverImage, dataSaverOn } from "./data-saver";
