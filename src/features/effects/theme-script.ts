/**
 * The colour scheme, settled before the first paint: BaseLayout inlines this function's source in
 * <head> (src/build/inline-script.ts, minified). A choice stored by the header toggle goes on
 * <html data-theme> (global.css); without one, or without JavaScript, the system setting applies.
 * It also handles the toggle's clicks (one listener on the document), so the first click works
 * however early. And a tab that has the web fonts already uses them from the first paint
 * (src/features/effects/web-fonts.ts), unless data saver is on (src/features/effects/data-saver.ts, whose script runs
 * before this one). Self-contained (it runs as inline code): it uses only its parameter and the
 * browser's globals. Inline scripts are allowed by their hash: run `npm run csp` after a change.
 */
export function earlyTheme(names: { key: string; fontsKey: string; saver: string }): void {
  const root = document.documentElement;
  const system = matchMedia("(prefers-color-scheme: dark)");
  try {
    const stored = localStorage.getItem(names.key);
    if (stored === "dark" || stored === "light") root.dataset.theme = stored;
    if (sessionStorage.getItem(names.fontsKey) && !root.hasAttribute(names.saver)) {
      root.dataset.fonts = "";
    }
  } catch {
    // Storage refused: the system setting applies, and the fonts come after the first paint.
  }
  const isDark = () => (root.dataset.theme || (system.matches ? "dark" : "light")) === "dark";
  const sync = () => {
    for (const button of document.querySelectorAll("[data-theme-toggle]")) {
      button.setAttribute("aria-pressed", String(isDark()));
    }
  };
  document.addEventListener("click", (event) => {
    if (!(event.target instanceof Element && event.target.closest("[data-theme-toggle]"))) return;
    root.dataset.theme = isDark() ? "light" : "dark";
    try {
      localStorage.setItem(names.key, root.dataset.theme);
    } catch {
      // Not remembered: this page still switches.
    }
    sync();
  });
  document.addEventListener("DOMContentLoaded", sync);
  system.addEventListener("change", sync);
}
