import { describe, expect, it, vi } from "vitest";
import { DATA_SAVER_ATTRIBUTE, DATA_SAVER_STORAGE_KEY } from "@/lib/constants";
import { startDataSaverSwitch } from "@/lib/data-saver-switch";
import { messages } from "@/lib/messages";

/** The switch as DataSaverSwitch.astro writes it, as far as the script reads it. */
function page() {
  let click = () => {};
  const button = {
    attributes: { "aria-pressed": "false" } as Record<string, string>,
    setAttribute: (name: string, value: string) => void (button.attributes[name] = value),
    addEventListener: (_type: string, listener: () => void) => void (click = listener),
  };
  const status = { textContent: messages.dataSaver.off };
  const control = {
    dataset: { ...messages.dataSaver } as Record<string, string>,
    querySelector: (selector: string) => (selector === "button" ? button : status),
  };
  const html = { on: false, toggleAttribute: vi.fn((_: string, on: boolean) => (html.on = on)) };
  const doc = { documentElement: html, querySelectorAll: () => [control] };
  return { doc: doc as unknown as Document, button, status, html, press: () => click() };
}

function memory(initial: Record<string, string> = {}) {
  const items = { ...initial };
  return {
    items,
    getItem: (key: string) => items[key] ?? null,
    setItem: (key: string, value: string) => void (items[key] = value),
  };
}

describe("the footer's data-saver switch", () => {
  it("shows the state the page started with, and says when the browser asked", () => {
    const p = page();
    startDataSaverSwitch(() => {}, { doc: p.doc, browserSignal: true, storage: memory() });
    expect(p.button.attributes["aria-pressed"]).toBe("true");
    expect(p.status.textContent).toBe(messages.dataSaver.browserOn);
  });

  it("a press remembers the other state, applies it to <html> and tells the page", () => {
    const p = page();
    const storage = memory();
    const onChange = vi.fn();
    startDataSaverSwitch(onChange, { doc: p.doc, browserSignal: undefined, storage });
    expect(p.status.textContent).toBe(messages.dataSaver.off);
    p.press();
    expect(storage.items).toEqual({ [DATA_SAVER_STORAGE_KEY]: "on" });
    expect(p.html.toggleAttribute).toHaveBeenLastCalledWith(DATA_SAVER_ATTRIBUTE, true);
    expect(p.button.attributes["aria-pressed"]).toBe("true");
    expect(p.status.textContent).toBe(messages.dataSaver.on);
    expect(onChange).toHaveBeenLastCalledWith(true);
    p.press();
    expect(storage.items).toEqual({ [DATA_SAVER_STORAGE_KEY]: "off" });
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it("turned off against the browser's wish, says so", () => {
    const p = page();
    startDataSaverSwitch(() => {}, { doc: p.doc, browserSignal: true, storage: memory() });
    p.press();
    expect(p.html.on).toBe(false);
    expect(p.status.textContent).toBe(messages.dataSaver.browserOff);
  });

  it("still works on this page when storage is refused", () => {
    const p = page();
    const refusing = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("SecurityError");
      },
    };
    startDataSaverSwitch(() => {}, { doc: p.doc, browserSignal: false, storage: refusing });
    p.press();
    expect(p.html.on).toBe(true);
    expect(p.status.textContent).toBe(messages.dataSaver.on);
  });
});
