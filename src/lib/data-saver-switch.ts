/**
 * The footer's data-saver switch (src/components/layout/DataSaverSwitch.astro): a toggle button,
 * pressed while data saver is on, and a line that says so and why ("On (your browser asked)"),
 * its sentences in the HTML (messages.dataSaver), so no message module is fetched for it.
 *
 * A press remembers the reader's choice (localStorage, read by the early script of every later
 * page) and acts at once where that costs nothing: <html>'s attribute (the speculation rules and
 * the counters not loaded yet follow it) and `onChange` (the page's script: the cursor follower,
 * and the web fonts when it is turned off). What this page has already fetched stays as it is.
 */
import { DATA_SAVER_ATTRIBUTE, DATA_SAVER_STORAGE_KEY } from "./constants";
import { dataSaverState, dataSaverStatus, toggledChoice, type DataSaverState } from "./data-saver";

/** The switch's root: its button, its status line, and the sentences as data attributes. */
export const DATA_SAVER_SWITCH = "[data-saver-switch]";
const STATUS = "[data-saver-status]";

interface Options {
  doc?: Document;
  /** The browser's signal, `navigator.connection?.saveData`. */
  browserSignal?: unknown;
  /** Where the choice is kept; null when storage is refused. */
  storage?: Pick<Storage, "getItem" | "setItem"> | null;
}

function pageStorage(): Options["storage"] {
  try {
    return localStorage;
  } catch {
    return null;
  }
}

/** Shows `state` on the switch: pressed or not, and its sentence. */
function render(control: HTMLElement, state: DataSaverState): void {
  control.querySelector("button")?.setAttribute("aria-pressed", String(state.on));
  const status = control.querySelector(STATUS);
  if (status) status.textContent = control.dataset[dataSaverStatus(state)] ?? "";
}

/** Wires every switch of the page; `onChange` hears each change the reader makes. */
export function startDataSaverSwitch(
  onChange: (on: boolean) => void,
  {
    doc = document,
    browserSignal = (navigator as { connection?: { saveData?: unknown } }).connection?.saveData,
    storage = pageStorage(),
  }: Options = {},
): void {
  let stored: string | null = null;
  try {
    stored = storage?.getItem(DATA_SAVER_STORAGE_KEY) ?? null;
  } catch {
    // Refused: the browser's signal alone decides, as in the early script.
  }
  let state = dataSaverState(browserSignal, stored);
  const controls = [...doc.querySelectorAll<HTMLElement>(DATA_SAVER_SWITCH)];
  for (const control of controls) {
    render(control, state);
    control.querySelector("button")?.addEventListener("click", () => {
      const choice = toggledChoice(state);
      try {
        storage?.setItem(DATA_SAVER_STORAGE_KEY, choice);
      } catch {
        // Not remembered (storage refused): this page still follows the press.
      }
      state = dataSaverState(browserSignal, choice);
      doc.documentElement.toggleAttribute(DATA_SAVER_ATTRIBUTE, state.on);
      for (const each of controls) render(each, state);
      onChange(state.on);
    });
  }
}
