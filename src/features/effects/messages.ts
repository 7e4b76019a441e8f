/**
 * The effects' texts (ours: the SPEC has none for them). The site's shared ones are in
 * src/site/messages.ts.
 */
/** The header's colour scheme toggle: a toggle button, pressed while the dark theme shows. */
export const themeMessages = {
  toggle: "Dark theme",
} as const;
/**
 * The footer's data-saver switch (src/features/effects/data-saver.ts): its name, what it does, and its state,
 * which says when the browser asked for it (Save-Data) rather than the reader.
 */
export const dataSaverMessages = {
  label: "Data saver",
  hint: "Uses less data: no web fonts, nothing loaded ahead, no animated counters, smaller images.",
  on: "On",
  off: "Off",
  browserOn: "On (your browser asked)",
  browserOff: "Off (your browser asks for it; you turned it off)",
} as const;
